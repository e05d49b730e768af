/**
 * The privacy page tells the truth (issue #39): after a visit that uses every part of the public
 * site (a language chosen, ingredients picked, the kitchen changed, a recipe on the list, the
 * offline worker at work), each storage key, cookie, cache and database the browser holds for the
 * site is named on /privacy, in every language, with the page's date and a named contact.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { clickHydrated, open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface Stored {
  localStorage: string[];
  caches: string[];
  databases: string[];
}

describe('the privacy page names everything the site keeps', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  /** Every name under which the browser holds something for the site. */
  const stored = () =>
    page.evaluate(async (): Promise<Stored> => ({
      localStorage: Object.keys(localStorage),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    }));

  async function visitEverything() {
    await open(page, baseUrl, '/', 'en');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // the language chosen from the header's menu (it sets the cookie)
    await clickHydrated(page.getByTestId('language-switcher'));
    await page.getByTestId('language-option-fr').click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr');
    // ingredients picked
    const search = page.getByTestId('ingredient-search');
    await search.fill('poulet');
    await page.getByTestId('suggestions').getByRole('option').first().waitFor();
    await search.press('Enter');
    // the kitchen changed
    await page.getByTestId('kitchen-button').click();
    await page.getByTestId('kitchen-swaps').click();
    await page.getByTestId('kitchen-done').click();
    // a recipe on the list, opened once the worker controls the page (so it keeps copies)
    await page.reload();
    await page.goto(`${baseUrl}/recipe/harira`);
    await page.getByTestId('add-to-list-button').click();
    await page.getByTestId('add-to-list-status').getByRole('link').waitFor();
    await expect
      .poll(async () => (await stored()).caches.length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(4);
  }

  it('after a full visit, names each key, cookie, cache and database in ar, fr and en', async () => {
    await visitEverything();
    const found = await stored();
    const cookies = await context.cookies(baseUrl);
    expect(found.localStorage).toEqual(
      expect.arrayContaining([
        'i18nextLng',
        'chhiwat.selectedIngredients',
        'chhiwat.kitchen',
        'chhiwat.list',
      ]),
    );
    expect(cookies.map((cookie) => cookie.name)).toContain('i18nextLng');

    for (const language of ['ar', 'fr', 'en'] as const) {
      await open(page, baseUrl, '/privacy', language);
      await page.getByTestId('last-updated').waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      // a cache named after the site's address (workbox's precache) is named by its prefix
      const named = (name: string) =>
        text.includes(name) ||
        (name.startsWith('workbox-precache') && text.includes('workbox-precache'));
      const unnamed = [
        ...found.localStorage,
        ...cookies.map((cookie) => cookie.name),
        ...found.caches,
        ...found.databases,
      ].filter((name) => !named(name));
      expect(unnamed, language).toEqual([]);
      expect(await page.getByTestId('last-updated').textContent()).toMatch(/2026/);
      expect(text).toContain('@chhiwat.ma');
    }
  });

  it('says how long the language cookie lasts, as it is set', async () => {
    const cookie = (await context.cookies(baseUrl)).find((c) => c.name === 'i18nextLng');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - YEAR_SECONDS)).toBeLessThan(3600);
    await open(page, baseUrl, '/privacy', 'en');
    await page.getByTestId('last-updated').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('i18nextLng');
    expect(text).toContain('It lasts one year');
  });
});
