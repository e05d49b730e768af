import { smallImageUrl } from '@chhiwat/core';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible, open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

describe('the back-office catalogue: ingredients, categories, images', () => {
  let browser: Browser;
  let page: Page;
  let photo: Buffer;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.250');
    photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => browser.close());

  const modal = () => page.getByTestId('ingredient-modal');
  const banner = () => page.getByTestId('banner').last();
  const openIngredients = async () => {
    await page.goto(`${baseUrl}/admin/ingredients`);
    await page.getByTestId('admin-ingredient-saffron').waitFor();
  };
  const uploadPhoto = async () => {
    await modal()
      .getByTestId('image-file')
      .setInputFiles({ name: 'ras.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(async () => (await modal().getByTestId('image-preview').getAttribute('src')) ?? '', {
        timeout: 15_000,
      })
      .toMatch(/^\/media\/ingredient-images\/.+\.webp$/);
    return (await modal().getByTestId('image-preview').getAttribute('src')) as string;
  };

  it('creates an ingredient with an uploaded image, seen at once on the public site in Arabic', async () => {
    await openIngredients();
    await expectAccessible(page, 'admin ingredients');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await modal().waitFor();
    const url = await uploadPhoto();
    await modal().locator('input[name="name_en"]').fill('Wild thyme honey');
    expect(await modal().locator('input[name="slug"]').inputValue()).toBe('wild-thyme-honey');
    await modal().locator('input[name="name_fr"]').fill('Miel de thym sauvage');
    await modal().locator('input[name="name_ar"]').fill('عسل الزعتر البري');
    await modal().locator('input[name="name_darija"]').fill('عسل الزعيترة');
    await modal().locator('select[name="category"]').selectOption('pantry');
    await modal().locator('input[name="related"]').fill('honey, thyme');
    await modal().getByRole('button', { name: 'Create Ingredient' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toContain('Ingredient created successfully!');
    await page.getByTestId('admin-ingredient-wild-thyme-honey').waitFor();

    const publicPage = await browser.newPage();
    await open(publicPage, baseUrl, '/', 'ar');
    await publicPage.getByTestId('ingredient-search').fill('زعيترة');
    await publicPage
      .getByTestId('suggestions')
      .getByRole('option', { name: /عسل الزعتر البري/ })
      .waitFor();
    await publicPage.getByTestId('ingredient-search').fill('عسل الزعتر');
    const card = publicPage.getByTestId('ingredient-wild-thyme-honey');
    await card.waitFor();
    // the thumbnail is the upload's small copy, and it really loads
    const image = card.locator('img');
    expect(await image.getAttribute('src')).toBe(smallImageUrl(url));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await publicPage.close();
  });

  it('edits the ingredient', async () => {
    await page.goto(`${baseUrl}/admin/ingredients?edit=wild-thyme-honey`);
    await modal().waitFor();
    await modal().locator('input[name="name_en"]').fill('Wild thyme honey (Atlas)');
    expect(await modal().locator('input[name="slug"]').inputValue()).toBe('wild-thyme-honey');
    await modal().getByRole('button', { name: 'Update Ingredient' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toContain('Ingredient updated successfully!');
    await expect
      .poll(async () => page.getByTestId('admin-ingredient-wild-thyme-honey').textContent())
      .toContain('Wild thyme honey (Atlas)');
  });

  it('discards a modal with a fresh upload and deletes that file', async () => {
    await openIngredients();
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await modal().waitFor();
    const url = await uploadPhoto();
    expect((await page.request.get(`${baseUrl}${url}`)).status()).toBe(200);
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect.poll(() => modal().count()).toBe(0);
    await expect.poll(async () => (await page.request.get(`${baseUrl}${url}`)).status()).toBe(404);
  });

  const deleteThroughBothSteps = async (slug: string) => {
    await page
      .getByTestId(`admin-ingredient-${slug}`)
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.getByRole('heading', { name: 'Delete Ingredient?' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Final Confirmation' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete Forever' }).isDisabled()).toBe(true);
    await dialog.getByTestId('delete-confirm-input').fill('DeLeTe');
    await dialog.getByText('Ready to delete').waitFor();
    await dialog.getByRole('button', { name: 'Delete Forever' }).click();
  };

  it('refuses to delete an ingredient a recipe uses', async () => {
    await openIngredients();
    await deleteThroughBothSteps('saffron');
    await expect
      .poll(async () => banner().textContent())
      .toMatch(
        /Failed to delete ingredient: Cannot delete ingredient ".+" because it is used in recipes/,
      );
    await page.getByTestId('admin-ingredient-saffron').waitFor();
  });

  it('deletes an unused ingredient through both steps, and its image with it', async () => {
    await openIngredients();
    const img = await page
      .getByTestId('admin-ingredient-wild-thyme-honey')
      .locator('img')
      .getAttribute('src');
    await deleteThroughBothSteps('wild-thyme-honey');
    await expect
      .poll(async () => banner().textContent())
      .toContain('Ingredient deleted successfully!');
    await expect.poll(() => page.getByTestId('admin-ingredient-wild-thyme-honey').count()).toBe(0);
    expect((await page.request.get(`${baseUrl}${img}`)).status()).toBe(404);
  });

  it('creates, edits and (tries to) delete categories', async () => {
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByTestId('admin-category-spices').waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByTestId('category-dialog');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expect
      .poll(async () => dialog.getByTestId('category-errors').textContent())
      .toContain('English name is required');
    await dialog.locator('input[name="name_en"]').fill('Sweeteners');
    await expect.poll(() => dialog.locator('input[name="slug"]').inputValue()).toBe('sweeteners');
    await dialog.locator('input[name="name_fr"]').fill('Édulcorants');
    await dialog.locator('input[name="name_ar"]').fill('المحليات');
    await dialog.getByRole('button', { name: 'Icon 🍰' }).click();
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toContain('Category created successfully');
    await page.getByTestId('admin-category-sweeteners').waitFor();

    await page
      .getByTestId('admin-category-sweeteners')
      .getByRole('button', { name: 'Edit' })
      .click();
    await dialog.locator('input[name="name_en"]').fill('Sweeteners and syrups');
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await expect
      .poll(async () => banner().textContent())
      .toContain('Category updated successfully');

    await page.getByTestId('admin-category-spices').getByRole('button', { name: 'Delete' }).click();
    const refuse = page.getByTestId('delete-category-dialog');
    await expect
      .poll(async () => refuse.textContent())
      .toMatch(/cannot be deleted because it contains \d+ ingredients/);
    await refuse.getByRole('button', { name: 'Close' }).click();

    await page
      .getByTestId('admin-category-sweeteners')
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByTestId('delete-category-dialog')
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(async () => banner().textContent())
      .toContain('Category deleted successfully');
    await expect.poll(() => page.getByTestId('admin-category-sweeteners').count()).toBe(0);
  });
});
