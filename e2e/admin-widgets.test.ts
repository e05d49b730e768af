import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

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
    const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
    await button.waitFor();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await isFocused(item('Account Settings')), 'Enter: first item').toBe(true);
    for (const [key, name] of [
      ['ArrowDown', 'Change password'],
      ['ArrowDown', 'View Website'],
      ['ArrowDown', 'Sign out everywhere'],
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
    await driveTabs(
      ingredientForm,
      ['Basic Information', 'Descriptions', 'Nutrition'],
      'ingredient form',
    );
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
