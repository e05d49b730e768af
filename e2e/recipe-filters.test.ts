import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

/** The region and occasion names each language shows (apps/web/src/i18n/recipes/*.json). */
const NAMES = {
  ar: { fes: 'فاس', ramadan: 'رمضان', allRegions: 'كل الجهات' },
  fr: { fes: 'Fès', ramadan: 'Ramadan', allRegions: 'Toutes régions' },
  en: { fes: 'Fès', ramadan: 'Ramadan', allRegions: 'All regions' },
} as const;

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const numberIn = (text: string) =>
  Number(
    [...text]
      .map((c) => (ARABIC_DIGITS.includes(c) ? String(ARABIC_DIGITS.indexOf(c)) : c))
      .join('')
      .replace(/[^0-9]/g, ''),
  );

describe('filtering recipes by region, occasion and soaking (issue #40)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const apiTotal = async (query: string) => {
    const response = await fetch(`${baseUrl}/api/recipes?lang=en&${query}`);
    return ((await response.json()) as { total: number }).total;
  };
  const shownTotal = async (expected: number) => {
    const total = page.getByTestId('recipe-total');
    await expect.poll(async () => numberIn((await total.textContent()) ?? '')).toBe(expected);
  };

  it.each(['ar', 'fr', 'en'] as const)(
    'narrows /recipes by region, then occasion, then no soaking, in %s, and keeps it in the URL',
    async (language) => {
      const errors = watchErrors(page);
      await open(page, baseUrl, '/recipes', language);
      const all = await apiTotal('');
      await shownTotal(all);

      const region = page.getByTestId('region-select');
      expect(await region.locator('option').first().textContent()).toBe(NAMES[language].allRegions);
      await region.selectOption({ label: NAMES[language].fes });
      await page.waitForURL(/region=fes/);
      const fes = await apiTotal('region=fes');
      expect(fes).toBeGreaterThanOrEqual(3);
      expect(fes).toBeLessThan(all);
      await shownTotal(fes);

      await page.getByTestId('occasion-select').selectOption({ label: NAMES[language].ramadan });
      await page.waitForURL(/occasion=ramadan/);
      await shownTotal(await apiTotal('region=fes&occasion=ramadan'));

      await page.getByTestId('region-select').selectOption('');
      await shownTotal(await apiTotal('occasion=ramadan'));
      // A click, not check(): the box follows the URL, which changes a moment after the click.
      await page.getByTestId('no-soaking').click();
      await page.waitForURL(/noSoaking=1/);
      await page.locator('[data-testid="no-soaking"]:checked').waitFor();
      const withoutSoaking = await apiTotal('occasion=ramadan&noSoaking=1');
      expect(withoutSoaking).toBeLessThan(await apiTotal('occasion=ramadan'));
      await shownTotal(withoutSoaking);
      // harira soaks its chickpeas overnight
      expect(await page.getByTestId('recipe-card-harira').count()).toBe(0);

      // The URL is the filter: a reload (server-rendered) opens on the same list.
      await page.reload();
      await page.locator('main h1').first().waitFor();
      await shownTotal(withoutSoaking);
      expect(await page.getByTestId('occasion-select').inputValue()).toBe('ramadan');
      expect(await page.getByTestId('no-soaking').isChecked()).toBe(true);
      await expectAccessible(page, `/recipes filtered (${language})`);
      expect(errors).toEqual([]);
    },
  );

  it('links a recipe’s region and occasions to the list filtered by them', async () => {
    await open(page, baseUrl, '/recipe/chicken-kdra-chickpeas', 'fr');
    const origin = page.getByTestId('recipe-origin');
    await origin.getByRole('link', { name: 'Fès' }).click();
    await page.waitForURL(/\/recipes\?region=fes/);
    expect(await page.getByTestId('region-select').inputValue()).toBe('fes');
    await shownTotal(await apiTotal('region=fes'));
  });

  it('shows soaking apart from cooking, a pressure cooker, and each timed step', async () => {
    await open(page, baseUrl, '/recipe/loubia-white-bean-stew', 'ar');
    const times = await page.getByTestId('recipe-times').textContent();
    expect(times).toContain('النقع');
    expect(await page.getByTestId('pressure-cooker').textContent()).toContain('طنجرة الضغط');
    expect(await page.getByTestId('step-time').count()).toBeGreaterThan(0);
    await open(page, baseUrl, '/recipe/fresh-orange-juice', 'en');
    expect(await page.getByTestId('recipe-times').textContent()).toContain('No cooking');
  });
});
