/**
 * My list (issue #25) in Chromium, in each language: two recipes that share an ingredient add up
 * on one line, servings recompute it, bought items go back into the kitchen, and the list stays
 * across a reload, offline, and on another phone through its share link.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatLineAmount,
  LIST_STORAGE_KEY,
  LIST_TEXT_TITLE,
  SELECTION_STORAGE_KEY,
  sumAmounts,
  type Language,
  type RecipeResponse,
} from '@chhiwat/core';
import { launchChromium } from './browser.ts';
import { expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const languages = ['ar', 'fr', 'en'] as const;

// Two recipes of the demo catalogue that both need almonds, in grams.
const FIRST = 'almond-briouats';
const SECOND = 'ghriba-almond-cookies';
const SHARED = 'almonds';

async function recipe(slug: string): Promise<RecipeResponse> {
  const response = await fetch(`${baseUrl}/api/recipes/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RecipeResponse;
}

/** What the shared line should read: each recipe's almonds at its servings, summed. */
function sharedAmount(recipes: readonly [RecipeResponse, number][], language: Language): string {
  const amounts = recipes.map(([{ recipe: shown }, servings]) => {
    const line = shown.ingredients.find((link) => link.ingredient_slug === SHARED);
    if (!line?.quantity) throw new Error(`${shown.slug} has no ${SHARED} amount`);
    return { quantity: (line.quantity * servings) / shown.servings, unit: line.unit };
  });
  return formatLineAmount(sumAmounts(amounts), language);
}

const lines = (page: Page) => page.locator('[data-testid^="list-line-"]');
const lineAmount = (page: Page, slug: string) =>
  page.getByTestId(`list-line-${slug}`).getByTestId('line-amount').textContent();

async function addFromRecipePage(page: Page, slug: string, language: Language) {
  await open(page, baseUrl, `/recipe/${slug}`, language);
  await page.getByTestId('add-to-list-button').click();
  await page.getByTestId('add-to-list-status').getByRole('link').waitFor();
}

describe('my list', () => {
  let browser: Browser;
  let first: RecipeResponse;
  let second: RecipeResponse;

  beforeAll(async () => {
    browser = await launchChromium();
    [first, second] = await Promise.all([recipe(FIRST), recipe(SECOND)]);
  });
  afterAll(() => browser.close());

  async function phone(options: { serviceWorkers: 'allow' | 'block' }): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...options,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // No Web Share in headless Chromium's place: the list and its link go to the clipboard.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    return context;
  }

  it.each(languages)(
    'in %s: adds up, recomputes, goes back to the kitchen, stays, works offline and travels by link',
    async (language) => {
      const context = await phone({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await open(page, baseUrl, '/', language);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      // Two recipes that share almonds: one line, the summed amount, both recipes named.
      await addFromRecipePage(page, FIRST, language);
      await addFromRecipePage(page, SECOND, language);
      await open(page, baseUrl, '/list', language);
      await page.getByTestId(`list-line-${SHARED}`).waitFor();
      const lineCount = await lines(page).count();
      expect(await page.getByTestId('list-count').textContent()).toBe(String(lineCount));
      expect(await lineAmount(page, SHARED)).toBe(
        sharedAmount(
          [
            [first, first.recipe.servings],
            [second, second.recipe.servings],
          ],
          language,
        ),
      );
      const forRecipes = await page
        .getByTestId(`list-line-${SHARED}`)
        .getByTestId('line-recipes')
        .textContent();
      expect(forRecipes).toContain(first.recipe[`title_${language}`]);
      expect(forRecipes).toContain(second.recipe[`title_${language}`]);

      // One more serving of the second recipe: the shared line grows by its share only.
      await page.getByTestId(`list-recipe-${SECOND}`).getByTestId('more-servings').click();
      const grown = sharedAmount(
        [
          [first, first.recipe.servings],
          [second, second.recipe.servings + 1],
        ],
        language,
      );
      await expect.poll(() => lineAmount(page, SHARED)).toBe(grown);

      // The list as text, in the page's language.
      await page.getByTestId('list-copy').click();
      await page.getByTestId('take-along-feedback').filter({ hasText: /\S/ }).waitFor();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      expect(text.startsWith(LIST_TEXT_TITLE[language])).toBe(true);
      expect(text).toContain(grown);

      // Its link, opened on another phone, shows the same lines, and saves them there.
      await page.getByTestId('list-share-link').click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toContain('/list?recipes=');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(
        `${baseUrl}/list?recipes=${FIRST}:${first.recipe.servings},${SECOND}:${second.recipe.servings + 1}`,
      );
      const ownLines = (await lines(page).evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-testid')),
      )) as string[];
      const other = await phone({ serviceWorkers: 'block' });
      const otherPage = await other.newPage();
      const otherErrors = watchErrors(otherPage);
      await otherPage.goto(`${link}&lang=${language}`);
      await otherPage.getByTestId('shared-intro').waitFor();
      expect(
        await lines(otherPage).evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-testid')),
        ),
      ).toEqual(ownLines);
      expect(await lineAmount(otherPage, SHARED)).toBe(grown);
      await otherPage.getByTestId('shared-save').click();
      await otherPage.getByTestId('shared-see-list').click();
      await otherPage.getByTestId('list-recipes').waitFor();
      expect(await lines(otherPage).count()).toBe(lineCount);
      expect(await otherPage.getByTestId('list-count').textContent()).toBe(String(lineCount));
      expect(otherErrors).toEqual([]);
      await other.close();

      // Tick two lines, put them in the kitchen: the selection grows by two, the list shrinks.
      expect(await page.getByTestId('selection-count').count()).toBe(0);
      const otherLine = ownLines.find((id) => id !== `list-line-${SHARED}`);
      if (!otherLine) throw new Error('the list has one line only');
      const bought = [SHARED, otherLine.replace('list-line-', '')];
      for (const slug of bought)
        await page.getByTestId(`list-line-${slug}`).getByTestId('line-tick').check();
      await page.getByTestId('put-in-kitchen').click();
      await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('2');
      await expect.poll(() => lines(page).count()).toBe(lineCount - 2);
      expect(await page.getByTestId('list-count').textContent()).toBe(String(lineCount - 2));
      expect(
        JSON.parse(
          (await page.evaluate((key) => localStorage.getItem(key), SELECTION_STORAGE_KEY)) ?? '[]',
        ),
      ).toEqual(expect.arrayContaining(bought));
      await expectAccessible(page, `/list in ${language}`);

      // The match results count them: both recipes now match with what was bought.
      await page.getByTestId('list-status').getByRole('link').click();
      for (const slug of [FIRST, SECOND]) {
        const card = page.getByTestId(`recipe-card-${slug}`);
        await card.waitFor();
        expect(await card.getByTestId('match-percentage').textContent()).toMatch(/[1-9]/);
      }

      // A match card links to the list once its recipe is on it, and adds its recipe otherwise.
      const cardOf = (slug: string) =>
        page.locator('li', { has: page.getByTestId(`recipe-card-${slug}`) });
      await cardOf(FIRST).getByTestId('card-on-list').waitFor();
      const third = page.locator('li', { has: page.getByTestId('card-add-to-list') }).first();
      const thirdSlug = (
        (await third.locator('[data-testid^="recipe-card-"]').getAttribute('data-testid')) ?? ''
      ).replace('recipe-card-', '');
      await third.getByTestId('card-add-to-list').click();
      await cardOf(thirdSlug).getByTestId('card-on-list').waitFor();
      const stored = await page.evaluate((key) => localStorage.getItem(key), LIST_STORAGE_KEY);
      expect(
        (JSON.parse(stored ?? '{}') as { recipes: { recipe: { slug: string } }[] }).recipes.map(
          (entry) => entry.recipe.slug,
        ),
      ).toEqual([FIRST, SECOND, thirdSlug]);
      await page.getByTestId('list-link').click();
      await page.getByTestId(`list-recipe-${thirdSlug}`).getByTestId('remove-recipe').click();

      // A reload keeps the list; so does going offline (the worker serves the page).
      await open(page, baseUrl, '/list', language);
      await page.reload();
      await expect.poll(() => lines(page).count()).toBe(lineCount - 2);
      expect(await page.getByTestId(`list-line-${SHARED}`).count()).toBe(0);
      // Printed, it fits on one page.
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
      await context.setOffline(true);
      await page.goto(`${baseUrl}/list?lang=${language}`);
      await expect.poll(() => lines(page).count()).toBe(lineCount - 2);
      expect(
        await page
          .getByTestId(`list-recipe-${SECOND}`)
          .getByTestId('recipe-servings')
          .textContent(),
      ).toContain(String(second.recipe.servings + 1));
      await context.setOffline(false);

      expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
      await context.close();
    },
  );

  it.each(languages)(
    'in %s: keeps a line a swap came to cover when bought items join the kitchen, and says so',
    async (language) => {
      const context = await phone({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Harira needs parsley and cilantro; with parsley bought, a swap covers cilantro.
      await addFromRecipePage(page, 'harira', language);
      await open(page, baseUrl, '/list', language);
      const cilantro = page.getByTestId('list-line-cilantro');
      await cilantro.waitFor();
      expect(await cilantro.getByTestId('line-held').count()).toBe(0);
      await page.getByTestId('list-line-parsley').getByTestId('line-tick').check();
      await page.getByTestId('put-in-kitchen').click();
      await expect.poll(() => page.getByTestId('list-line-parsley').count()).toBe(0);
      // Never ticked, now covered by a swap: still on the list, marked, with "buy anyway".
      const held = cilantro.getByTestId('line-held');
      await held.waitFor();
      const parsleyName = (await recipe('harira')).recipe.ingredients.find(
        (link) => link.ingredient_slug === 'parsley',
      )?.[`name_${language}`];
      expect((await held.textContent())?.toLocaleLowerCase(language)).toContain(
        parsleyName?.toLocaleLowerCase(language),
      );
      await expectAccessible(page, `/list with a held line in ${language}`);
      await held.getByTestId('line-buy-anyway').click();
      await expect.poll(() => cilantro.getByTestId('line-held').count()).toBe(0);
      expect(await cilantro.count()).toBe(1);
      await page.reload();
      await cilantro.waitFor();
      expect(await cilantro.getByTestId('line-held').count()).toBe(0);
      await cilantro.getByTestId('line-remove').click();
      await expect.poll(() => cilantro.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows a shared list whole with JavaScript off: the server renders it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/list?recipes=${FIRST}:2,${SECOND}:${second.recipe.servings}&lang=en`,
    );
    expect(await page.getByTestId('shared-intro').textContent()).toContain('Save to my list');
    expect(await lineAmount(page, SHARED)).toBe(
      sharedAmount(
        [
          [first, 2],
          [second, second.recipe.servings],
        ],
        'en',
      ),
    );
    await context.close();
  });
});
