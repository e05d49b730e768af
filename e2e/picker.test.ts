import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const SELECTION_KEY = 'chhiwat.selectedIngredients';

describe('the ingredient picker on the home page', () => {
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

  const suggestions = () => page.getByTestId('suggestions').getByRole('option');
  const grid = () => page.getByTestId('ingredient-grid').getByRole('button');

  it('finds cumin from an Arabic query with and without tashkeel, and adds it', async () => {
    await open(page, baseUrl, '/', 'ar');
    const search = page.getByTestId('ingredient-search');
    for (const query of ['كَمُّون', 'كمون', 'الكامون']) {
      await search.fill(query);
      await expect
        .poll(async () => (await suggestions().first().textContent()) ?? '')
        .toContain('الكمون');
    }
    await search.press('Enter');
    expect(await search.inputValue()).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTION_KEY)).toBe(
      '["cumin"]',
    );
    expect(await page.getByTestId('selection-count').textContent()).toBe('1');
  });

  it('finds Céleri from a French query without accents, at most 8 suggestions', async () => {
    await open(page, baseUrl, '/', 'fr');
    const search = page.getByTestId('ingredient-search');
    await search.fill('celeri');
    await expect
      .poll(async () => (await suggestions().first().textContent()) ?? '')
      .toContain('Céleri');
    await search.fill('a');
    await expect.poll(() => suggestions().count()).toBe(8);
    // the grid follows the search too, across categories
    await search.fill('fèves');
    await expect.poll(() => grid().count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('ingredient-grid').textContent()).toContain('Fèves fraîches');
  });

  it('shows the categories in order, vegetables first, and filters by category', async () => {
    await open(page, baseUrl, '/', 'en');
    const chips = page.getByRole('group', { name: 'Ingredient categories' }).getByRole('button');
    await chips.first().waitFor();
    expect(await chips.first().textContent()).toContain('Vegetables');
    expect(await chips.first().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => grid().count()).toBe(10);
    expect(await page.getByTestId('ingredient-grid').textContent()).toContain('Carrots');

    await page.getByTestId('category-spices').click();
    expect(await page.getByTestId('category-spices').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await page.getByTestId('ingredient-grid').textContent()) ?? '')
      .toContain('Anise seeds');
    expect(await page.getByTestId('ingredient-grid').textContent()).not.toContain('Carrots');
    await page.getByTestId('show-more').click();
    await expect
      .poll(async () => (await page.getByTestId('ingredient-grid').textContent()) ?? '')
      .toContain('Ground cumin');
  });

  it('pages 10 at a time after a short wait, and starts again at 10 on a new category', async () => {
    await open(page, baseUrl, '/', 'en');
    await expect.poll(() => grid().count()).toBe(10);
    await page.getByTestId('show-more').click();
    expect(await page.getByTestId('show-more').isDisabled()).toBe(true); // the 300 ms wait shows
    await expect.poll(() => grid().count()).toBe(20);
    await page.getByTestId('show-more').click();
    await expect.poll(() => grid().count()).toBe(30);
    await page.getByTestId('show-more').click();
    await expect.poll(() => grid().count()).toBe(32);
    expect(await page.getByTestId('show-more').count()).toBe(0);

    await page.getByTestId('category-fruits').click();
    await expect.poll(() => grid().count()).toBe(10);
  });

  it('adds and removes from the cards, and keeps the selection across a reload', async () => {
    await open(page, baseUrl, '/', 'en');
    const garlic = page.getByTestId('ingredient-garlic');
    await page.getByTestId('show-more').click();
    await garlic.click();
    expect(await garlic.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('ingredient-carrots').click();
    expect(await page.getByTestId('selection-count').textContent()).toBe('2');

    await page.reload();
    await page.getByTestId('show-more').click();
    await page.getByTestId('ingredient-garlic').waitFor();
    expect(await page.getByTestId('ingredient-garlic').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('selection-count').textContent()).toBe('2');

    await page.getByTestId('ingredient-garlic').click();
    await page.getByTestId('ingredient-carrots').click();
    expect(await page.getByTestId('selection-count').count()).toBe(0);
  });

  it('caps the badge at 99+ and hides it at 0', async () => {
    await open(page, baseUrl, '/', 'en');
    expect(await page.getByTestId('selection-count').count()).toBe(0);
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify(Array.from({ length: 120 }, (_, n) => `ingredient-${n}`)),
      );
    }, SELECTION_KEY);
    await page.reload();
    await page.getByTestId('selection-count').waitFor();
    expect(await page.getByTestId('selection-count').textContent()).toBe('99+');
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify(['a', 'b', 'c'])),
      SELECTION_KEY,
    );
    await page.reload();
    await page.getByTestId('selection-count').waitFor();
    expect(await page.getByTestId('selection-count').textContent()).toBe('3');
  });

  it("falls back from a photo that fails to load to the ingredient's own picture", async () => {
    await goHomeFromTheBlog(async () => {
      await page.evaluate(() => localStorage.clear());
      await page.route('**/api/ingredients', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const ingredient of body.ingredients)
          ingredient.image_url = '/media/ingredient-images/missing.webp';
        await route.fulfill({ response, json: body });
      });
    });
    await expect.poll(() => grid().count()).toBe(10);
    const picture = (card: string) =>
      page.getByTestId(card).locator('[data-picture]').first().getAttribute('data-picture');
    await expect.poll(() => picture('ingredient-carrots')).toBe('drawing');
    expect(await page.getByTestId('ingredient-carrots').locator('img').getAttribute('src')).toBe(
      '/ingredient-pictures/carrots.svg',
    );
    const kinds = await grid().evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-picture]')?.getAttribute('data-picture')),
    );
    expect(kinds.filter((kind) => kind !== 'drawing' && kind !== 'initial')).toEqual([]);
    await page.unroute('**/api/ingredients');
  });

  /**
   * A page the server rendered carries its ingredients; a visit that comes to / from a page
   * without them (the blog) loads them in the browser, which is where a failure can show.
   */
  async function goHomeFromTheBlog(prepare: () => Promise<unknown>) {
    await open(page, baseUrl, '/blog', 'en');
    await prepare();
    await page.locator('header a[href="/"]').first().click();
  }

  it('shows an error with a retry when the ingredients cannot load, and a chip when categories cannot', async () => {
    await goHomeFromTheBlog(async () => {
      await page.evaluate(() => localStorage.clear());
      await page.route('**/api/ingredients', (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }),
      );
      await page.route('**/api/ingredient-categories', (route) => route.abort());
    });
    await page.getByTestId('load-error').waitFor();
    await page.getByTestId('categories-error').waitFor();
    await page.unroute('**/api/ingredients');
    await page.unroute('**/api/ingredient-categories');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => grid().count()).toBe(10);
  });

  it('keeps the ingredient list it was served, and uses it when the server fails', async () => {
    await open(page, baseUrl, '/', 'en');
    await expect.poll(() => grid().count()).toBe(10);
    const stored = await page.evaluate(() => [
      JSON.parse(localStorage.getItem('chhiwat.ingredients') ?? '[]').length,
      Number(localStorage.getItem('chhiwat.ingredients.timestamp')),
    ]);
    expect(stored[0]).toBeGreaterThanOrEqual(150);
    expect(Date.now() - stored[1]).toBeLessThan(60_000);

    await goHomeFromTheBlog(() => page.route('**/api/ingredients', (route) => route.abort()));
    await expect.poll(() => grid().count()).toBe(10);
    expect(await page.getByTestId('load-error').count()).toBe(0);
    await page.unroute('**/api/ingredients');
  });
});
