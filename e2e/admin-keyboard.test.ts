import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible } from './helpers.ts';

const baseUrl = inject('baseUrl');
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

/** The menu button, the tab lists and the toasts, with the keyboard alone. */
describe('the back-office menu, tabs and toasts by keyboard', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.241');
  });
  afterAll(() => browser.close());

  const isFocused = (target: Locator) =>
    target.evaluate((element) => element === document.activeElement);

  it('the user menu: Enter, ArrowDown and ArrowUp open it, arrows move, Escape returns focus', async () => {
    await page.goto(`${baseUrl}/admin`);
    const button = page.getByTestId('user-menu');
    const menu = page.getByRole('menu', { name: 'Account' });
    const item = (name: string) => menu.getByRole('menuitem', { name });
    await button.waitFor();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await isFocused(item('Account Settings')), 'Enter: first item').toBe(true);
    for (const [key, name] of [
      ['ArrowDown', 'View Website'],
      ['ArrowDown', 'Sign Out'],
      ['ArrowDown', 'Account Settings'],
      ['ArrowUp', 'Sign Out'],
      ['Home', 'Account Settings'],
      ['End', 'Sign Out'],
      ['v', 'View Website'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await isFocused(item(name)), `${key} → ${name}`).toBe(true);
    }
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(button), 'Escape: focus back on the button').toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    expect(await isFocused(item('Account Settings')), 'ArrowDown: first item').toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.keyboard.press('ArrowUp');
    await menu.waitFor();
    expect(await isFocused(item('Sign Out')), 'ArrowUp: last item').toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(button), 'Tab moves on from the button').toBe(false);

    await button.focus();
    await page.keyboard.press(' ');
    await item('Account Settings').waitFor();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(button), 'choosing an item: focus back on the button').toBe(true);

    await button.click();
    await menu.waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).click();
    await menu.waitFor({ state: 'detached' });
  });

  /**
   * Arrow keys move focus and selection together (automatic activation), wrapping at the ends;
   * Home and End go to the ends; the visible panel is the selected tab's; Tab leaves the tablist.
   */
  async function driveTabs(scope: Locator, names: string[], label: string) {
    const tab = (name: string) => scope.getByRole('tab', { name, exact: true });
    const expectSelected = async (name: string, step: string) => {
      expect(await isFocused(tab(name)), `${label}, ${step}: ${name} focused`).toBe(true);
      expect(await tab(name).getAttribute('aria-selected'), `${label}, ${step}`).toBe('true');
      expect(await tab(name).getAttribute('tabindex'), `${label}, ${step}: roving`).toBe('0');
      const panel = scope.getByRole('tabpanel');
      expect(await panel.count(), `${label}, ${step}: one panel shown`).toBe(1);
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tab(name).getAttribute('id'));
    };
    const first = names[0] ?? '';
    const last = names.at(-1) ?? '';
    await tab(first).click();
    await expectSelected(first, 'start');
    for (const name of [...names.slice(1), first]) {
      await page.keyboard.press('ArrowRight');
      await expectSelected(name, 'ArrowRight');
    }
    await page.keyboard.press('ArrowLeft');
    await expectSelected(last, 'ArrowLeft wraps');
    await page.keyboard.press('Home');
    await expectSelected(first, 'Home');
    await page.keyboard.press('End');
    await expectSelected(last, 'End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('role')),
      `${label}: Tab leaves the tablist`,
    ).not.toBe('tab');
  }

  it('every tab list follows the arrow keys', async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const recipeForm = page.getByTestId('recipe-form');
    await recipeForm.waitFor();
    await driveTabs(recipeForm, ['Basic Info', 'Ingredients', 'Instructions'], 'recipe form');
    await page.keyboard.press('Escape');
    await recipeForm.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/admin/ingredients`);
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    const ingredientForm = page.getByTestId('ingredient-modal');
    await ingredientForm.waitFor();
    await driveTabs(ingredientForm, ['Basic Information', 'Descriptions'], 'ingredient form');
    await page.keyboard.press('Escape');
    await ingredientForm.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/admin/blog/new`);
    const main = page.locator('main');
    await main.getByRole('tab', { name: 'content' }).waitFor();
    await driveTabs(main, ['content', 'settings', 'preview'], 'post editor');

    await page.goto(`${baseUrl}/admin/categories`);
    await page.locator('[data-testid^="admin-category-"]').first().waitFor();
    const types = main.getByRole('tab');
    const typeNames = await types.allTextContents();
    expect(typeNames).toHaveLength(2);
    await driveTabs(main, typeNames, 'categories');

    await page.goto(`${baseUrl}/admin/settings`);
    await driveTabs(
      main,
      ['Admin Permissions', 'General Settings', 'Security', 'Notifications'],
      'settings',
    );
    await main.getByRole('tab', { name: 'Security' }).click();
    await main.getByRole('tabpanel', { name: 'Security' }).getByText('Last login').waitFor();
  });

  it('icon buttons name themselves in a tooltip on hover and keyboard focus; Escape hides it first', async () => {
    await page.goto(`${baseUrl}/admin/ingredients`);
    const view = page.getByRole('button', { name: /^(List|Grid) view$/ });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    const tooltip = page.getByTestId('tooltip');
    await refresh.hover();
    expect(await tooltip.textContent(), 'hover').toBe('Refresh');
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });

    await view.focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(refresh)).toBe(true);
    expect(await tooltip.textContent(), 'keyboard focus').toBe('Refresh');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(await isFocused(refresh), 'Escape leaves focus where it is').toBe(true);

    // inside a dialog the first Escape is the tooltip's, the second the dialog's
    await page.goto(`${baseUrl}/admin/blog/images`);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await page.getByTestId('library-file').setInputFiles({
      name: 'tooltip.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    });
    await page.getByTestId('image-library').locator('li').first().waitFor();
    await page.goto(`${baseUrl}/admin/blog/new`);
    await page.getByRole('button', { name: 'Image from the library' }).first().click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    const copy = library.getByRole('button', { name: /^Copy URL of / }).first();
    await copy.waitFor();
    await copy.focus();
    await page.keyboard.press('Tab');
    expect(await library.getByTestId('tooltip').textContent()).toMatch(/^Delete /);
    await page.keyboard.press('Escape');
    await library.getByTestId('tooltip').waitFor({ state: 'detached' });
    expect(await library.isVisible(), 'the dialog stays open').toBe(true);
    await page.keyboard.press('Escape');
    await library.waitFor({ state: 'detached' });
  });

  it('toasts stack, never take focus, and go by keyboard or after 5 seconds', async () => {
    await page.goto(`${baseUrl}/admin/blog/new`);
    const saveDraft = page.getByRole('button', { name: 'Save Draft' });
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    const toasts = page.getByTestId('banner');
    await saveDraft.click();
    await publish.click();
    await expect.poll(() => toasts.count()).toBe(2);
    expect(await toasts.allTextContents()).toEqual([
      'Please enter a title before saving',
      'Please enter a title before publishing',
    ]);
    expect(await page.getByRole('alert').getByTestId('banner').count(), 'errors: assertive').toBe(
      2,
    );
    const [older, newer] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()];
    expect(newer?.y ?? 0, 'newest last').toBeGreaterThan(older?.y ?? Infinity);
    const title = page.locator('input[name="title_en"]');
    expect(await isFocused(title), 'focus on the field to mend').toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('error-title_en').textContent()).toBe(
      'Please enter a title before publishing',
    );
    await expectAccessible(page, 'two toasts');

    // Dismiss the older one with Enter; focus goes to the other toast, then Escape closes that one
    await toasts.nth(0).getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => toasts.allTextContents())
      .toEqual(['Please enter a title before publishing']);
    expect(await isFocused(toasts.getByRole('button', { name: 'Dismiss' }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toasts.count()).toBe(0);
    expect(await isFocused(title), 'focus back where it was before the toasts').toBe(true);

    await saveDraft.click();
    await toasts.waitFor();
    await toasts.waitFor({ state: 'detached', timeout: 7000 });
  });
});
