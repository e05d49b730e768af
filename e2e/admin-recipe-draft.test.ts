import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible, open } from './helpers.ts';
import { deleteSavedRecipe, startRecipeSite } from './recipe-site.ts';
import { repoRoot } from './server.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

const TITLE = 'Tiznit sunset salad';
const SLUG = 'tiznit-sunset-salad';

/** A page of the import's tests: a recipe with a line marked "(optional)" and one of beef suet. */
const RECIPE_PAGE = fs.readFileSync(
  path.join(
    repoRoot,
    'apps/server/src/modules/recipe-import/fixtures/25-optional-line-and-suet-lamb-tagine.html',
  ),
);

/** Deletes the recipe this file saved. */
const removeSaved = (page: Page) => deleteSavedRecipe(page, baseUrl, 'Tiznit', SLUG);

describe('a recipe is public only once published (issue #40)', () => {
  let browser: Browser;
  let page: Page;
  let site: Awaited<ReturnType<typeof startRecipeSite>>;
  beforeAll(async () => {
    site = await startRecipeSite({
      '/lamb-tagine': { type: 'text/html; charset=utf-8', body: RECIPE_PAGE },
    });
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.237');
  });
  afterAll(async () => {
    // the shared server goes on to other files: the recipe leaves with this one
    await removeSaved(page);
    await browser.close();
    await site.close();
  });

  const form = () => page.getByTestId('recipe-form');
  const banner = () => page.getByTestId('banner').last();
  const card = () => page.getByTestId(`admin-recipe-${SLUG}`);
  const statusRadio = (name: 'Draft' | 'Published') =>
    form().getByRole('radio', { name: new RegExp(`^${name}`) });
  const openRecipes = async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    await page.getByTestId('admin-recipe-list').locator('li').first().waitFor();
  };

  /** The sitemap as a crawler reads it: the index, then every file it lists, as one text. */
  const readSitemapFiles = async () => {
    const index = await (await page.request.get(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(0);
    const files = locs.map(async (loc) => {
      const response = await page.request.get(`${baseUrl}${new URL(loc).pathname}`);
      expect(response.status(), loc).toBe(200);
      return response.text();
    });
    return (await Promise.all(files)).join('\n');
  };
  /** Where a visitor could find the recipe: /recipes, /api/recipes, its page, the sitemap. */
  const publicTraces = async () => {
    const api = (await (
      await page.request.get(`${baseUrl}/api/recipes?q=Tiznit&lang=en`)
    ).json()) as { recipes: { slug: string }[] };
    const sitemap = await readSitemapFiles();
    return {
      api: api.recipes.some((recipe) => recipe.slug === SLUG),
      apiDetail: (await page.request.get(`${baseUrl}/api/recipes/${SLUG}`)).status(),
      page: (await page.request.get(`${baseUrl}/recipe/${SLUG}?lang=en`)).status(),
      sitemap: sitemap.includes(`/recipe/${SLUG}`),
    };
  };
  /** The visitors' recipe list, searched for the recipe's title: its card, or the empty list. */
  const searchRecipesPage = async () => {
    const visitor = await browser.newPage();
    await open(visitor, baseUrl, '/recipes', 'en');
    await visitor.getByTestId('recipe-search').fill('Tiznit');
    // Other recipes name Tiznit too: wait for the list the search gives, then look for the card.
    const { total } = (await (
      await page.request.get(`${baseUrl}/api/recipes?q=Tiznit&lang=en`)
    ).json()) as { total: number };
    await expect
      .poll(() =>
        total === 0
          ? visitor.getByTestId('recipes-empty').count()
          : visitor.getByTestId('recipe-grid').locator('li').count(),
      )
      .toBe(total === 0 ? 1 : Math.min(total, 24));
    const shown = (await visitor.getByTestId(`recipe-card-${SLUG}`).count()) > 0;
    await visitor.close();
    return shown;
  };

  it('creates a recipe as a draft, which no visitor can find', async () => {
    await openRecipes();
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    await form().waitFor();
    expect(await statusRadio('Draft').isChecked()).toBe(true);
    expect(await statusRadio('Published').isChecked()).toBe(false);
    await expectAccessible(page, 'recipe form with its status');

    await form().locator('input[name="title_en"]').fill(TITLE);
    expect(await form().locator('input[name="slug"]').inputValue()).toBe(SLUG);
    await form().locator('input[name="title_fr"]').fill('Salade coucher de soleil de Tiznit');
    await form().locator('input[name="title_ar"]').fill('سلطة غروب تيزنيت');
    await form().locator('select[name="category"]').selectOption('salad');
    // a no-cook dish
    await form().locator('input[name="cooking_time"]').fill('0');
    await form().locator('input[name="rest_time"]').fill('30');
    await form().locator('select[name="region"]').selectOption('souss');
    await form().getByLabel('Guests', { exact: true }).check();
    await form().getByLabel('Summer', { exact: true }).check();

    await form().getByRole('tab', { name: 'Ingredients' }).click();
    await form().getByTestId('picker-search').fill('carrot');
    await form()
      .getByTestId('picker-results')
      .getByRole('button', { name: /Carrot/ })
      .first()
      .click();

    await form().getByRole('tab', { name: 'Instructions' }).click();
    await form()
      .locator('textarea[name="instructions_en"]')
      .fill('Grate the carrots.\nDress them and leave them to rest.');
    await form()
      .locator('textarea[name="instructions_fr"]')
      .fill('Râpez les carottes.\nAssaisonnez-les et laissez-les reposer.');
    await form()
      .locator('textarea[name="instructions_ar"]')
      .fill('ابشر الجزر.\nتبّله واتركه يرتاح.');
    const timers = form().getByTestId('step-timers');
    expect(await timers.locator('li').count()).toBe(2);
    await timers.getByLabel('Minutes for step 2').fill('30');

    await form().getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toBe(`Recipe "${TITLE}" created successfully!`);
    await card().waitFor();
    expect(await card().getByTestId('draft-badge').textContent()).toBe('Draft');
    const drafts = page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: /^Drafts \(\d+\)$/ });
    await drafts.click();
    await expect.poll(() => page.getByTestId('showing').textContent()).toContain(', drafts');
    await card().waitFor();

    expect(await publicTraces()).toEqual({ api: false, apiDetail: 404, page: 404, sitemap: false });
    expect(await searchRecipesPage()).toBe(false);
  });

  it('keeps what was written through an edit, then publishes it for every visitor', async () => {
    await openRecipes();
    await card().getByRole('button', { name: 'Edit' }).click();
    await form().waitFor();
    expect(await statusRadio('Draft').isChecked()).toBe(true);
    expect(await form().locator('input[name="cooking_time"]').inputValue()).toBe('0');
    expect(await form().locator('input[name="rest_time"]').inputValue()).toBe('30');
    expect(await form().locator('select[name="region"]').inputValue()).toBe('souss');
    expect(await form().getByLabel('Guests', { exact: true }).isChecked()).toBe(true);
    await form().getByRole('tab', { name: 'Instructions' }).click();
    expect(await form().getByLabel('Minutes for step 2').inputValue()).toBe('30');

    await statusRadio('Published').check();
    await form().getByRole('button', { name: 'Update Recipe' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toBe(`Recipe "${TITLE}" updated successfully!`);
    await expect.poll(() => card().getByTestId('draft-badge').count()).toBe(0);

    await expect
      .poll(publicTraces, { timeout: 15_000 })
      .toEqual({ api: true, apiDetail: 200, page: 200, sitemap: true });
    await expect.poll(searchRecipesPage, { timeout: 15_000 }).toBe(true);
  });

  it('opens an imported page as a Draft, its "(optional)" line optional and its suet to check', async () => {
    await openRecipes();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByTestId('recipe-import');
    await importDialog.getByLabel('Link to the recipe page').fill(site.url('/lamb-tagine'));
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await form().waitFor();
    expect(await form().locator('input[name="title_en"]').inputValue()).toBe(
      'Lamb tagine with prunes and sesame',
    );
    expect(await statusRadio('Draft').isChecked()).toBe(true);
    // the page's recipeCategory "Main course"
    expect(await form().locator('select[name="category"]').inputValue()).toBe('main-course');

    await form().getByRole('tab', { name: 'Ingredients' }).click();
    const sesame = form().getByTestId('chosen-sesame-seeds');
    await sesame.waitFor();
    expect(await sesame.getByLabel('Optional').isChecked()).toBe(true);
    expect(await form().getByTestId('chosen-beef').count()).toBe(0);
    const suet = form().getByTestId('import-review').locator('li', { hasText: '50 g beef suet' });
    expect(await suet.textContent()).toContain('Check this match: Beef?');
    await expectAccessible(page, 'import review with a match to check');

    await form().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await form().waitFor({ state: 'detached' });
  });
});
