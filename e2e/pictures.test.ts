import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** What each card of the home page's grid shows: the picture kind, and whether it drew. */
const cardPictures = (page: Page) =>
  page.getByTestId('ingredient-grid').evaluate((grid) =>
    Array.from(grid.querySelectorAll('[data-testid^="ingredient-"]')).map((card) => {
      const picture = card.querySelector('[data-picture]');
      const image = picture instanceof HTMLImageElement ? picture : undefined;
      return {
        card: card.getAttribute('data-testid'),
        kind: picture?.getAttribute('data-picture'),
        drawn: image ? image.complete && image.naturalWidth > 0 : picture !== null,
      };
    }),
  );

describe('a picture for every ingredient and every recipe (issue #22)', () => {
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

  it('shows a drawn picture on every ingredient card, in every category of the home page', async () => {
    // wide enough for every category chip to be on screen
    await context.close();
    context = await newContext(browser, { width: 1280 });
    page = await context.newPage();
    await open(page, baseUrl, '/', 'en');
    const categories = await page
      .locator('[data-testid^="category-"]')
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-testid') ?? ''))
      // "all" shows what the other chips show, one category at a time
      .then((chips) => chips.filter((chip) => chip !== 'category-all'));
    expect(categories.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (const category of categories) {
      await page.getByTestId(category).click();
      const more = page.getByTestId('show-more');
      while (await more.isVisible()) {
        await more.click();
        // it waits a moment (disabled), then shows more, or goes once all are shown
        await expect
          .poll(async () => !(await more.isVisible()) || (await more.isEnabled()))
          .toBe(true);
      }
      // lazy pictures load once near the screen: have them all load now
      await page.getByTestId('ingredient-grid').evaluate((grid) => {
        for (const image of Array.from(grid.querySelectorAll('img'))) image.loading = 'eager';
      });
      await expect
        .poll(async () => (await cardPictures(page)).filter((card) => !card.drawn))
        .toEqual([]);
      const cards = await cardPictures(page);
      expect(cards.length, category).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.kind, `${category} ${card.card}`).toBe('drawing');
        seen.add(card.card ?? '');
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  }, 180_000);

  it("gives at least 90 % of the catalogue's ingredients a picture of their own", async () => {
    const { ingredients } = (await (await fetch(`${baseUrl}/api/ingredients`)).json()) as {
      ingredients: { slug: string }[];
    };
    const owners = new Map<string, string[]>();
    // one at a time: the test server caps connections per address
    for (const { slug } of ingredients) {
      const response = await fetch(`${baseUrl}/ingredient-pictures/${slug}.svg`);
      if (!response.ok) continue;
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const hash = sha(await response.arrayBuffer());
      owners.set(hash, [...(owners.get(hash) ?? []), slug]);
    }
    const ownPicture = [...owners.values()].filter((slugs) => slugs.length === 1).length;
    expect(ownPicture / ingredients.length).toBeGreaterThanOrEqual(0.9);
  });

  it('draws each recipe card differently', async () => {
    await open(page, baseUrl, '/recipes', 'fr');
    const illustrations = page.locator('[data-testid="recipe-illustration"]');
    await expect.poll(() => illustrations.count()).toBeGreaterThan(10);
    const sources = await illustrations.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
    );
    expect(new Set(sources).size).toBe(sources.length);
    const bodies: string[] = [];
    for (const source of sources)
      bodies.push(sha(await (await fetch(`${baseUrl}${source}`)).arrayBuffer()));
    expect(new Set(bodies).size).toBe(bodies.length);
    // each card's picture draws
    for (const image of await illustrations.all()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        illustrations.evaluateAll(
          (images) =>
            images.filter((image) => !((image as HTMLImageElement).naturalWidth > 0)).length,
        ),
      )
      .toBe(0);
  });
});
