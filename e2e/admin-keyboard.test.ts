import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

/**
 * Every admin dialog with the keyboard alone: Enter on its opener moves focus in, Tab and Shift+Tab
 * stay inside, the page behind is inert and does not scroll, Escape closes, focus returns.
 */
describe('the back-office dialogs by keyboard', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.240');
  });
  afterAll(() => browser.close());

  const focusIsIn = (target: Locator) =>
    target.evaluate((element) => element.contains(document.activeElement));
  const isFocused = (target: Locator) =>
    target.evaluate((element) => element === document.activeElement);

  /** Opens with Enter on the opener and checks what holds while the dialog is open. */
  async function openByKeyboard(opener: Locator, dialog: Locator, label: string) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await focusIsIn(dialog), `${label}: focus moved in`).toBe(true);
    expect(await dialog.evaluate((element) => element.matches(':modal')), `${label}: modal`).toBe(
      true,
    );
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      `${label}: page scroll locked`,
    ).toBe('hidden');
    for (let press = 1; press <= 25; press++) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(dialog), `${label}: Tab ${press}`).toBe(true);
    }
    for (let press = 1; press <= 5; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsIn(dialog), `${label}: Shift+Tab ${press}`).toBe(true);
    }
    await expectAccessible(page, label);
  }

  /** The whole round trip: open, stay inside, Escape, focus back on the opener. */
  async function checkDialog(opener: Locator, dialog: Locator, label: string) {
    await openByKeyboard(opener, dialog, label);
    if (await dialog.getByTestId('tooltip').count()) {
      // focus ended on an icon button: its tooltip takes the first Escape
      await page.keyboard.press('Escape');
      await dialog.getByTestId('tooltip').waitFor({ state: 'detached' });
      expect(await dialog.isVisible(), `${label}: open after the tooltip's Escape`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener), `${label}: focus returned`).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  }

  it('ingredients: the ingredient form and both delete steps', async () => {
    await page.goto(`${baseUrl}/admin/ingredients`);
    await page.getByTestId('admin-ingredient-saffron').waitFor();
    await checkDialog(
      page.getByRole('button', { name: 'Add Ingredient' }),
      page.getByTestId('ingredient-modal'),
      'add ingredient',
    );
    const deleteSaffron = page
      .getByTestId('admin-ingredient-saffron')
      .getByRole('button', { name: 'Delete' });
    const dialog = page.getByTestId('delete-dialog');
    await checkDialog(deleteSaffron, dialog, 'delete ingredient, warning');
    expect(await dialog.count()).toBe(0);
    await deleteSaffron.focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).press('Enter');
    await dialog.getByRole('heading', { name: 'Final Confirmation' }).waitFor();
    expect(await isFocused(dialog.getByTestId('delete-confirm-input'))).toBe(true);
    await expectAccessible(page, 'delete ingredient, final step');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(deleteSaffron)).toBe(true);
  });

  it('an edited form asks before Escape discards it', async () => {
    await page.goto(`${baseUrl}/admin/ingredients`);
    await page.getByTestId('admin-ingredient-saffron').waitFor();
    const opener = page.getByRole('button', { name: 'Add Ingredient' });
    const modal = page.getByTestId('ingredient-modal');
    const question = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await modal.waitFor();
    const name = modal.locator('input[name="name_en"]');
    await name.fill('Half-typed');
    await page.keyboard.press('Escape');
    await question.waitFor();
    expect(await isFocused(question.getByRole('button', { name: 'Keep Editing' }))).toBe(true);
    for (let press = 1; press <= 10; press++) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(question), `unsaved changes: Tab ${press}`).toBe(true);
    }
    await expectAccessible(page, 'unsaved changes');
    // Escape on the question keeps editing, and focus goes back to the field
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await modal.isVisible()).toBe(true);
    expect(await name.inputValue()).toBe('Half-typed');
    expect(await isFocused(name)).toBe(true);
    // a second Escape asks again: the browser's own close never takes over
    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.getByRole('button', { name: 'Discard Changes' }).press('Enter');
    await modal.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('recipes: the recipe form and the delete question', async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    const firstRecipe = page.getByTestId('admin-recipe-list').locator('li').first();
    await firstRecipe.waitFor();
    await checkDialog(
      page.getByRole('button', { name: 'Add Recipe' }),
      page.getByTestId('recipe-form'),
      'add recipe',
    );
    await checkDialog(
      firstRecipe.getByRole('button', { name: 'Delete' }),
      page.getByTestId('delete-recipe-dialog'),
      'delete recipe',
    );
  });

  it('categories: the category form and the delete question', async () => {
    await page.goto(`${baseUrl}/admin/categories`);
    const first = page.locator('[data-testid^="admin-category-"]').first();
    await first.waitFor();
    await checkDialog(
      page.getByRole('button', { name: 'Add Category' }).first(),
      page.getByTestId('category-dialog'),
      'add category',
    );
    await checkDialog(
      first.getByRole('button', { name: 'Delete' }),
      page.getByTestId('delete-category-dialog'),
      'delete category',
    );
  });

  it('blog: categories, the post delete question and the editor image picker', async () => {
    await page.goto(`${baseUrl}/admin/blog/new`);
    await page.locator('input[name="title_en"]').fill('Keyboard dialog check');
    await page.getByRole('button', { name: 'Image from the library' }).first().focus();
    await checkDialog(
      page.getByRole('button', { name: 'Image from the library' }).first(),
      page.getByRole('dialog', { name: 'Image library' }),
      'image picker',
    );
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.waitForURL(/\/admin\/blog\/edit\//);

    await page.goto(`${baseUrl}/admin/blog`);
    await checkDialog(
      page.getByRole('button', { name: 'Categories' }),
      page.getByTestId('blog-categories'),
      'blog categories',
    );
    const post = page.getByTestId('admin-post-keyboard-dialog-check');
    const deletePost = post.getByRole('button', { name: 'Delete' });
    const question = page.getByRole('alertdialog', { name: 'Delete post' });
    await checkDialog(deletePost, question, 'delete post');
    await deletePost.click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => post.count()).toBe(0);
  });

  it('blog images: the uploader and the delete question', async () => {
    await page.goto(`${baseUrl}/admin/blog/images`);
    await page.getByRole('heading', { name: 'Blog Images' }).waitFor();
    const upload = page.getByRole('button', { name: 'Upload Images' });
    const uploader = page.getByRole('dialog', { name: 'Upload Blog Images' });
    await checkDialog(upload, uploader, 'uploader');
    const items = page.getByTestId('image-library').locator('li');
    const before = await items.count();
    await upload.click();
    await uploader.getByTestId('library-file').setInputFiles({
      name: 'keyboard.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' },
      })
        .png()
        .toBuffer(),
    });
    await uploader.waitFor({ state: 'detached' });
    await expect.poll(() => items.count()).toBe(before + 1);
    const name = String(await items.first().getAttribute('data-testid')).replace(
      'library-image-',
      '',
    );
    const deleteImage = items.first().getByRole('button', { name: `Delete ${name}` });
    const question = page.getByRole('alertdialog', { name: 'Delete Image' });
    await checkDialog(deleteImage, question, 'delete image');
    await deleteImage.click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => items.count()).toBe(before);
  });

  it('settings: the Add Admin form', async () => {
    await page.goto(`${baseUrl}/admin/settings`);
    await checkDialog(
      page.getByRole('button', { name: 'Add Admin' }),
      page.getByRole('dialog', { name: 'Add Admin' }),
      'add admin',
    );
  });
});
