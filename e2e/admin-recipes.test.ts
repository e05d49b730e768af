import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible, open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

describe('the back-office recipe management', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.251');
  });
  afterAll(() => browser.close());

  const form = () => page.getByTestId('recipe-form');
  const banner = () => page.getByTestId('banner').last();
  const card = () => page.getByTestId('admin-recipe-poulet-citron-express');
  const openRecipes = async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    await page.getByTestId('admin-recipe-list').locator('li').first().waitFor();
  };

  it('creates a recipe with a quick-add set, a companion, an optional ingredient and an uploaded image', async () => {
    await openRecipes();
    await expectAccessible(page, 'admin recipes');
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    await form().waitFor();
    await form().getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(async () => form().getByTestId('recipe-form-error').textContent())
      .toMatch(/^Validation failed: English title is required, French title is required/);

    const photo = await sharp({
      create: { width: 1400, height: 1000, channels: 3, background: '#b45309' },
    })
      .jpeg()
      .toBuffer();
    await form()
      .getByTestId('image-file')
      .setInputFiles({ name: 'tagine.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect
      .poll(async () => (await form().getByTestId('image-preview').getAttribute('src')) ?? '', {
        timeout: 15_000,
      })
      .toMatch(/^\/media\/recipe-images\//);
    await form().locator('input[name="title_en"]').fill('Poulet citron express');
    expect(await form().locator('input[name="slug"]').inputValue()).toBe('poulet-citron-express');
    await form().locator('input[name="title_fr"]').fill('Poulet au citron express');
    await form().locator('input[name="title_ar"]').fill('دجاج بالحامض السريع');
    await form().getByTestId('tag-input').fill('Quick');
    await form().getByTestId('tag-input').press('Enter');

    await form().getByRole('tab', { name: 'Ingredients' }).click();
    await form().getByTestId('picker-search').fill('chick');
    await form()
      .getByTestId('picker-results')
      .getByRole('button', { name: /Chicken/ })
      .first()
      .click();
    await form().getByRole('button', { name: '+ Moroccan Base' }).click();
    await form().getByTestId('companions').getByRole('button').first().click();
    await form().getByTestId('picker-search').fill('olive');
    await form().getByTestId('picker-results').getByRole('button').first().click();
    const chosen = form().getByTestId('chosen-ingredients').locator('li');
    expect(await chosen.count()).toBe(7);
    const last = chosen.last();
    await last.getByLabel('Optional').check();

    await form().getByRole('tab', { name: 'Instructions' }).click();
    await form()
      .locator('textarea[name="instructions_fr"]')
      .fill('Faites dorer le poulet.\nAjoutez le reste et laissez mijoter 40 minutes.');
    await form()
      .locator('textarea[name="instructions_en"]')
      .fill('Brown the chicken.\nAdd the rest and simmer for 40 minutes.');
    await form()
      .locator('textarea[name="instructions_ar"]')
      .fill('حمّر الدجاج.\nأضف الباقي واتركه ينضج على نار هادئة 40 دقيقة.');
    // Published: only a published recipe is public (issue #40).
    await form()
      .getByTestId('recipe-status')
      .getByLabel(/Published/)
      .check();
    await form().getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toBe('Recipe "Poulet citron express" created successfully!');
    await card().waitFor();
    expect(await card().locator('img').getAttribute('src')).toMatch(/^\/media\/recipe-images\//);
  });

  it('is found on the public site, in French, from its ingredients', async () => {
    const publicPage = await browser.newPage();
    await open(publicPage, baseUrl, '/', 'fr');
    await publicPage.evaluate(() =>
      localStorage.setItem(
        'chhiwat.selectedIngredients',
        JSON.stringify(['chicken', 'onions', 'garlic', 'ginger', 'cilantro', 'preserved-lemons']),
      ),
    );
    await publicPage.reload();
    await publicPage.getByTestId('see-recipes').click();
    await publicPage.getByTestId('recipe-card-poulet-citron-express').waitFor();
    expect(
      await publicPage.getByTestId('recipe-card-poulet-citron-express').textContent(),
    ).toContain('Poulet au citron express');
    await publicPage.close();
  });

  it('edits the recipe, and discards an edit without saving it', async () => {
    await openRecipes();
    await card().getByRole('button', { name: 'Edit' }).click();
    await form().waitFor();
    await expect.poll(() => form().getByTestId('chosen-ingredients').locator('li').count()).toBe(7);
    await form().locator('input[name="title_en"]').fill('Lemon chicken in a hurry');
    expect(await form().locator('input[name="slug"]').inputValue()).toBe('poulet-citron-express');
    await form().getByRole('button', { name: 'Update Recipe' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toBe('Recipe "Lemon chicken in a hurry" updated successfully!');

    await card().getByRole('button', { name: 'Edit' }).click();
    await form().waitFor();
    await form().locator('input[name="title_en"]').fill('A title nobody saves');
    await form().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect.poll(() => form().count()).toBe(0);
    await expect.poll(async () => card().textContent()).toContain('Lemon chicken in a hurry');
  });

  it('deletes the recipe after showing what goes with it', async () => {
    await openRecipes();
    await card().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('delete-recipe-dialog');
    expect(await dialog.textContent()).toContain('7 ingredient links');
    await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toBe('Recipe "Lemon chicken in a hurry" deleted successfully!');
    await expect.poll(() => card().count()).toBe(0);
  });
});
