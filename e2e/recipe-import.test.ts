import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible, open } from './helpers.ts';
import { deleteSavedRecipe, startRecipeSite } from './recipe-site.ts';
import { repoRoot } from './server.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

/**
 * A fixture of the import's tests: a French blog's page with its photo beside it (a relative
 * image), an ingredient the catalogue lacks and one written twice.
 */
const RECIPE_PAGE = fs.readFileSync(
  path.join(
    repoRoot,
    'apps/server/src/modules/recipe-import/fixtures/24-relative-image-agave-carrots.html',
  ),
);

/** The recipe site: the page, its photo, and a page with no recipe. */
async function startSite() {
  const photo = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();
  return startRecipeSite({
    '/salade-carottes': { type: 'text/html; charset=utf-8', body: RECIPE_PAGE },
    '/photos/salade.jpg': { type: 'image/jpeg', body: photo },
    '/a-propos': {
      type: 'text/html',
      body: '<!doctype html><title>À propos</title><p>Pas de recette ici.</p>',
    },
  });
}

/** Deletes what the import test saved, through the admin API with the page's session. */
async function removeImported(page: Page) {
  await deleteSavedRecipe(page, baseUrl, 'Agave', 'agave-carrot-salad');
  const catalogue = (await (await page.request.get(`${baseUrl}/api/admin/ingredients`)).json()) as {
    ingredients: { id: number; slug: string }[];
  };
  for (const ingredient of catalogue.ingredients.filter((i) => i.slug === 'agave-syrup'))
    expect(
      (await page.request.delete(`${baseUrl}/api/admin/ingredients/${ingredient.id}`)).status(),
    ).toBe(204);
}

describe('importing a recipe from a link in the back-office (issue #23)', () => {
  let browser: Browser;
  let page: Page;
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.238');
  });
  afterAll(async () => {
    // the shared server goes on to other files: the imported recipe and the ingredient created
    // for it (which has no drawing) leave with this one
    await removeImported(page);
    await browser.close();
    await site.close();
  });

  const importDialog = () => page.getByTestId('recipe-import');
  const form = () => page.getByTestId('recipe-form');
  const importLink = async (url: string) => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog().getByLabel('Link to the recipe page').fill(url);
    await importDialog().getByRole('button', { name: 'Import', exact: true }).click();
  };

  it('says why a page gives nothing, in the dialog', async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    await page.getByTestId('admin-recipe-list').locator('li').first().waitFor();
    await importLink(site.url('/a-propos'));
    await expect
      .poll(async () => importDialog().getByTestId('import-error').textContent())
      .toMatch(/^No recipe found on that page/);
    await expectAccessible(page, 'import dialog');
    await importDialog().getByRole('button', { name: 'Cancel' }).click();
    await importDialog().waitFor({ state: 'detached' });
  });

  it('opens the draft in the recipe form, has the unmatched lines settled, and saves it with its photo', async () => {
    await importLink(site.url('/salade-carottes'));
    await form().waitFor();
    await expect
      .poll(async () => form().getByTestId('import-notice').textContent())
      .toContain('Imported from 127.0.0.1');
    expect(await form().locator('input[name="title_fr"]').inputValue()).toBe(
      "Salade de carottes à l'agave",
    );
    expect(await form().locator('input[name="servings"]').inputValue()).toBe('4');
    // the other site's photo is named, not loaded, until it is copied
    expect(await form().getByTestId('image-not-loaded').textContent()).toContain(
      site.url('/photos/salade.jpg'),
    );
    await form().locator('input[name="title_en"]').fill('Agave carrot salad');
    await form().locator('input[name="title_ar"]').fill('سلطة الجزر بالأغاف');
    // an import lands as a draft, and the page named no category of ours: the form asks for one
    expect(await form().getByTestId('recipe-status').getByLabel(/Draft/).isChecked()).toBe(true);
    expect(await form().locator('select[name="category"]').inputValue()).toBe('');
    await form().locator('select[name="category"]').selectOption('salad');
    // published once its steps are written in the other two languages too
    await form().getByRole('tab', { name: 'Instructions' }).click();
    await form()
      .locator('textarea[name="instructions_en"]')
      .fill(
        'Grate the carrots, dress them with the agave syrup, lemon and spices, and serve cold.',
      );
    await form()
      .locator('textarea[name="instructions_ar"]')
      .fill('ابشر الجزر وتبّله بشراب الأغاف والليمون والتوابل، وقدّمه باردا.');
    await form()
      .getByTestId('recipe-status')
      .getByLabel(/Published/)
      .check();
    await form().getByRole('tab', { name: 'Basic Info' }).click();

    // saving waits for the lines the form could not link on its own
    await form().getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(async () => form().getByTestId('recipe-form-error').textContent())
      .toMatch(/^2 ingredient lines from the page still need you/);
    const review = form().getByTestId('import-review');
    await expect.poll(async () => review.isVisible()).toBe(true);
    await expectAccessible(page, 'import review');
    const linked = form().getByTestId('chosen-ingredients').locator('li');
    expect(await linked.count()).toBe(3);

    // the second "sel" line is dropped
    await review.getByRole('button', { name: /^Drop .*sel pour l'eau/ }).click();
    // the agave syrup is new to the catalogue: created from the line
    await review.getByRole('button', { name: /^Create an ingredient for .*agave/ }).click();
    const ingredientForm = page.getByRole('dialog', { name: 'Add Ingredient' });
    await ingredientForm.waitFor();
    expect(await ingredientForm.locator('input[name="name_fr"]').inputValue()).toBe(
      "Sirop d'agave bio",
    );
    await ingredientForm.locator('input[name="name_en"]').fill('Agave syrup');
    await ingredientForm.locator('input[name="name_fr"]').fill("Sirop d'agave");
    await ingredientForm.locator('input[name="name_ar"]').fill('شراب الأغاف');
    await ingredientForm.locator('input[name="name_darija"]').fill('سيرو ديال الأغاف');
    await ingredientForm.locator('select[name="category"]').selectOption({ index: 1 });
    await ingredientForm.getByRole('button', { name: 'Create Ingredient' }).click();
    await ingredientForm.waitFor({ state: 'detached' });
    await review.waitFor({ state: 'detached' });
    expect(await linked.count()).toBe(4);
    const agave = form().getByTestId('chosen-agave-syrup');
    expect(await agave.getByLabel('Quantity').inputValue()).toBe('1');
    expect(await agave.getByLabel('Unit').inputValue()).toBe('tbsp');

    await form().getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(async () => page.getByTestId('banner').last().textContent(), { timeout: 15_000 })
      .toBe('Recipe "Agave carrot salad" created successfully!');
    const card = page.getByTestId('admin-recipe-agave-carrot-salad');
    await card.waitFor();
    // the photo was copied here through the upload pipeline, not linked to the other site
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/media\/recipe-images\//);
  });

  it("copies the page's photo when asked, and deletes the copy when the import is discarded", async () => {
    const library = async () =>
      (
        (await (await page.request.get(`${baseUrl}/api/admin/images/recipe-images`)).json()) as {
          images: { url: string }[];
        }
      ).images.map((image) => image.url);
    await importLink(site.url('/salade-carottes'));
    await form().waitFor();
    await form().getByRole('button', { name: 'Keep a copy here' }).click();
    await expect
      .poll(async () => (await form().getByTestId('image-preview').getAttribute('src')) ?? '')
      .toMatch(/^\/media\/recipe-images\//);
    const copy = (await form().getByTestId('image-preview').getAttribute('src')) ?? '';
    expect(await library()).toContain(copy);
    await form().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await form().waitFor({ state: 'detached' });
    await expect.poll(library).not.toContain(copy);
  });

  it('is public, credited to the page it was adapted from', async () => {
    const visitor = await browser.newPage();
    await open(visitor, baseUrl, '/recipe/agave-carrot-salad', 'fr');
    expect(await visitor.locator('main h1').textContent()).toBe("Salade de carottes à l'agave");
    const credit = visitor.getByRole('link', { name: '127.0.0.1' });
    expect(await credit.getAttribute('href')).toBe(site.url('/salade-carottes'));
    expect(await visitor.getByTestId('adapted-from').textContent()).toBe('Adapté de 127.0.0.1');
    expect(await visitor.locator('main').textContent()).toContain("Sirop d'agave");
    for (const [language, sentence, ingredient] of [
      ['en', 'Adapted from 127.0.0.1', 'Agave syrup'],
      ['ar', 'مقتبسة من 127.0.0.1', 'شراب الأغاف'],
    ] as const) {
      await open(visitor, baseUrl, '/recipe/agave-carrot-salad', language);
      expect(await visitor.getByTestId('adapted-from').textContent(), language).toBe(sentence);
      expect(await visitor.locator('main').textContent(), language).toContain(ingredient);
    }
    await visitor.close();
  });
});
