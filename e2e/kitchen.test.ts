import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const SELECTION_KEY = 'chhiwat.selectedIngredients';
const KITCHEN_KEY = 'chhiwat.kitchen';
const TAGINE = 'chicken-tagine-preserved-lemons-olives';
const BEEF_TAGINE = 'beef-tagine-peas-artichokes';

/** The swap of preserved lemons (data/seed/substitutions.json) as each language says it. */
const LEMON_SWAP = {
  en: {
    line: 'Swap: lemons + salt for preserved lemons',
    note: 'Grate fresh lemon zest, add a squeeze of juice',
  },
  fr: {
    line: 'Remplacement : citrons + sel au lieu de citrons confits',
    note: "Râpez le zeste d'un citron frais",
  },
  ar: {
    line: 'بديل: ليمون + الملح عوض الليمون المصبر بالملح',
    note: 'استعمل قشر ليمون طري مبشور',
  },
} as const;

describe('"My kitchen": staples, swaps and aliases', () => {
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

  const select = (slugs: string[]) =>
    page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [SELECTION_KEY, JSON.stringify(slugs)],
    );
  const storedKitchen = async () =>
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KITCHEN_KEY)) ?? 'null');
  const panel = () => page.getByTestId('kitchen-panel');
  const staples = () => panel().getByTestId('kitchen-staples').getByRole('listitem');
  const openPanel = async () => {
    await page.getByTestId('kitchen-button').click();
    await panel().waitFor();
    await staples().first().waitFor();
  };

  it('edits the staples and the two switches, and keeps them across a reload', async () => {
    const errors = watchErrors(page);
    await open(page, baseUrl, '/', 'en');
    const button = page.getByTestId('kitchen-button');
    expect(await button.textContent()).toContain('My kitchen');
    await expect.poll(() => page.getByTestId('kitchen-count').textContent()).toBe('10');

    await openPanel();
    expect(await panel().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await staples().count()).toBe(10);
    expect(await panel().getByTestId('staple-sugar').textContent()).toContain('Sugar');

    // remove one: focus stays in the list
    await page.getByRole('button', { name: 'Remove Sugar from my staples' }).click();
    expect(await panel().getByTestId('staple-sugar').count()).toBe(0);
    expect(await staples().count()).toBe(9);
    expect(
      await panel().evaluate((dialog) =>
        dialog.querySelector('[data-testid="kitchen-staples"]')?.contains(document.activeElement),
      ),
    ).toBe(true);

    // add one through the small search
    await panel().getByTestId('kitchen-add-search').fill('harissa');
    await page.getByRole('button', { name: 'Add Harissa paste to my staples' }).click();
    await panel().getByTestId('staple-harissa').waitFor();
    expect(await staples().count()).toBe(10);

    // "Count my staples" off and on again; "Allow swaps" off
    const countSwitch = page.getByRole('switch', { name: 'Count my staples as available' });
    const swapSwitch = page.getByRole('switch', { name: 'Allow swaps' });
    expect(await countSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await swapSwitch.getAttribute('aria-checked')).toBe('true');
    await countSwitch.click();
    expect(await countSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('kitchen-count').textContent()).toBe('0');
    expect((await storedKitchen()).countStaples).toBe(false);
    await countSwitch.click();
    expect(await countSwitch.getAttribute('aria-checked')).toBe('true');
    await swapSwitch.click();
    expect(await swapSwitch.getAttribute('aria-checked')).toBe('false');

    const stored = await storedKitchen();
    expect(stored.countStaples).toBe(true);
    expect(stored.swaps).toBe(false);
    expect(stored.staples).toContain('harissa');
    expect(stored.staples).not.toContain('sugar');
    expect(stored.staples).toHaveLength(10);

    // Escape closes it and gives focus back to the button
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    await page.locator('main h1').waitFor();
    await openPanel();
    expect(await panel().getByTestId('staple-harissa').count()).toBe(1);
    expect(await panel().getByTestId('staple-sugar').count()).toBe(0);
    expect(
      await page.getByRole('switch', { name: 'Allow swaps' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      await page
        .getByRole('switch', { name: 'Count my staples as available' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    // back to the usual staples
    await page.getByRole('button', { name: 'Reset to the usual staples' }).click();
    await panel().getByTestId('staple-sugar').waitFor();
    expect(await panel().getByTestId('staple-harissa').count()).toBe(0);
    expect(await staples().count()).toBe(10);
    expect((await storedKitchen()).staples).toBeNull();
    await page.getByTestId('kitchen-done').click();
    await panel().waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('passes axe with the panel open in Arabic', async () => {
    await open(page, baseUrl, '/', 'ar');
    expect(await page.getByTestId('kitchen-button').textContent()).toContain('مطبخي');
    await openPanel();
    expect(await panel().getByRole('heading', { level: 2 }).textContent()).toBe('مطبخي');
    await panel().getByTestId('kitchen-add-search').fill('hari');
    await panel().getByTestId('kitchen-add-results').waitFor();
    await expectAccessible(page, 'kitchen panel ar');
  });

  it('shows the swap of preserved lemons on the card and the recipe page, in ar, fr and en', async () => {
    await open(page, baseUrl, '/', 'en');
    await select(['chicken', 'onions', 'garlic', 'olives', 'lemons']);
    for (const language of ['ar', 'fr', 'en'] as const) {
      await open(page, baseUrl, '/recipes', language);
      const card = page.getByTestId(`recipe-card-${TAGINE}`);
      await card.waitFor();
      await expect
        .poll(() => card.getByTestId('swap-line').allTextContents())
        .toContain(LEMON_SWAP[language].line);

      await open(page, baseUrl, `/recipe/${TAGINE}`, language);
      const swap = page.getByTestId('swap-preserved-lemons');
      await swap.waitFor();
      await expect.poll(() => swap.textContent()).toContain(LEMON_SWAP[language].line);
      await expect.poll(() => swap.textContent()).toContain(LEMON_SWAP[language].note);
      // the staples are on hand, not missing
      await page.getByTestId('staple-mark-salt').waitFor();
      expect(await page.getByTestId('add-missing-salt').count()).toBe(0);
      expect(await page.getByTestId('add-missing-preserved-lemons').count()).toBe(0);
      expect(await page.getByTestId('key-chicken').count()).toBe(1);
    }

    // the original can still be added
    await page
      .getByRole('button', { name: 'Add Preserved lemons to my ingredients anyway' })
      .click();
    await expect
      .poll(() => page.getByTestId('line-preserved-lemons').getAttribute('data-cover'))
      .toBe('selected');
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SELECTION_KEY)) ?? '[]'),
    ).toContain('preserved-lemons');
  });

  it('without swaps, preserved lemons are missing again', async () => {
    await open(page, baseUrl, '/', 'en');
    await select(['chicken', 'onions', 'garlic', 'olives', 'lemons']);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ staples: null, swaps: false })),
      KITCHEN_KEY,
    );
    await open(page, baseUrl, '/recipes', 'en');
    // 330 recipes: the tagine is found by its name
    await page.getByTestId('recipe-search').fill('preserved lemons and olives');
    const card = page.getByTestId(`recipe-card-${TAGINE}`);
    await card.waitFor();
    await expect
      .poll(() => card.getByTestId('needs-line').textContent())
      .toBe('Needs preserved lemons');
    expect(await card.getByTestId('swap-line').count()).toBe(0);
    await open(page, baseUrl, `/recipe/${TAGINE}`, 'en');
    await page.getByTestId('add-missing-preserved-lemons').waitFor();
    expect(await page.getByTestId('swap-preserved-lemons').count()).toBe(0);
  });

  it('finds tomatoes from "maticha" and parsley from "ma3dnous", under their own names', async () => {
    await open(page, baseUrl, '/', 'en');
    const search = page.getByTestId('ingredient-search');
    const first = page.getByTestId('suggestions').getByRole('option').first();
    await search.fill('maticha');
    await expect.poll(async () => (await first.textContent()) ?? '').toContain('Tomatoes');
    expect(await first.getByTestId('matched-alias').textContent()).toBe('Found as maticha');
    expect(await page.getByTestId('ingredient-grid').textContent()).toContain('Tomatoes');

    await search.fill('ma3dnous');
    await expect.poll(async () => (await first.textContent()) ?? '').toContain('Parsley');
    await search.press('Enter');
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTION_KEY)).toBe(
      '["parsley"]',
    );

    await open(page, baseUrl, '/', 'ar');
    await search.fill('maticha');
    await expect.poll(async () => (await first.textContent()) ?? '').toContain('طماطم');
  });

  it('says a recipe needs its missing key ingredient', async () => {
    await open(page, baseUrl, '/', 'en');
    await select(['peas', 'artichokes']);
    const expected = { en: 'Needs beef', fr: 'Il faut bœuf', ar: 'يحتاج إلى لحم البقر' };
    for (const language of ['en', 'fr', 'ar'] as const) {
      await open(page, baseUrl, '/recipes', language);
      const card = page.getByTestId(`recipe-card-${BEEF_TAGINE}`);
      await card.waitFor();
      await expect
        .poll(() => card.getByTestId('needs-line').textContent())
        .toBe(expected[language]);
    }
    await open(page, baseUrl, `/recipe/${BEEF_TAGINE}`, 'en');
    await expect
      .poll(() => page.getByTestId('cannot-make').textContent())
      .toBe('This recipe cannot be made without beef.');
    expect(await page.getByTestId('add-missing-beef').count()).toBe(1);
  });
});
