import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

/** The field is marked invalid and described by exactly this message. */
async function expectFieldError(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const described = await field.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(described).toBe(message);
}

const isFocused = (field: Locator) =>
  field.evaluate((element) => element === document.activeElement);

describe('the back-office forms: every message at its field, server rules too', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.239');
  });
  afterAll(() => browser.close());

  it('category form: all required names at once, a taken slug at the slug, unsaved changes asked', async () => {
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByTestId('admin-category-spices').waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByTestId('category-dialog');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    const name = (language: string) => dialog.locator(`input[name="name_${language}"]`);
    await expectFieldError(name('en'), 'English name is required');
    await expectFieldError(name('fr'), 'French name is required');
    await expectFieldError(name('ar'), 'Arabic name is required');
    expect(await name('ar').getAttribute('dir')).toBe('rtl');
    expect(await isFocused(name('en'))).toBe(true);
    expect(await dialog.getByTestId('category-errors').locator('li').allTextContents()).toEqual([
      'English name is required',
      'French name is required',
      'Arabic name is required',
    ]);
    await expectAccessible(page, 'category form with errors');

    await name('en').fill('Spice blends');
    // typing clears that field's message
    expect(await name('en').getAttribute('aria-invalid')).toBe('false');
    const slug = dialog.locator('input[name="slug"]');
    await expect.poll(() => slug.inputValue()).toBe('spice-blends');
    await name('fr').fill('Mélanges d’épices');
    await name('ar').fill('خلطات التوابل');
    await slug.fill('spices');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expectFieldError(slug, 'This slug already exists');
    expect(await isFocused(slug)).toBe(true);

    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await question.getByRole('button', { name: 'Discard Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('blog category: the name at its field, and a taken name answered by the server at the name', async () => {
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('button', { name: 'Categories' }).click();
    const modal = page.getByTestId('blog-categories');
    const name = modal.locator('input[name="name"]');
    await modal.getByRole('button', { name: 'Add Category' }).click();
    await expectFieldError(name, 'Category name is required');
    expect(await isFocused(name)).toBe(true);
    expect(await modal.getByRole('alert').textContent()).toBe('Category name is required');

    // created behind the modal's back: only the server knows the name is taken
    const created = await page.request.post(`${baseUrl}/api/admin/blog/categories`, {
      data: { name: 'Market Days', slug: 'market-days', description: '', color: '#3b82f6' },
    });
    expect(created.status()).toBe(201);
    await name.fill('market days');
    await modal.getByRole('button', { name: 'Add Category' }).click();
    await expectFieldError(name, 'A category with this name already exists');
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  it('add admin: every field at once, then a taken username from the server', async () => {
    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    const field = (name: string) => dialog.locator(`[name="${name}"]`);
    await expectFieldError(field('username'), 'Username is required');
    await expectFieldError(field('email'), 'Email is required');
    await expectFieldError(field('password'), 'Password is required');
    await expectFieldError(field('confirmPassword'), 'Please confirm your password');
    await expectFieldError(field('role_template'), 'Please select a role');
    expect(await isFocused(field('username'))).toBe(true);
    await expectAccessible(page, 'add admin with errors');

    await field('username').fill(owner.username);
    await field('email').fill('someone-else@chhiwat.test');
    await field('password').fill('Zaalouk-Fassi-88!');
    await field('confirmPassword').fill('Zaalouk-Fassi-88!');
    await field('role_template').selectOption('admin');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await expectFieldError(
      field('username'),
      'An admin with this username or email already exists',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unsaved Changes' })
      .getByRole('button', { name: 'Discard Changes' })
      .click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('ingredient form: every required field at once from either tab, server rules at their fields', async () => {
    await page.goto(`${baseUrl}/admin/ingredients`);
    await page.getByTestId('admin-ingredient-saffron').waitFor();
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    const modal = page.getByTestId('ingredient-modal');
    await modal.getByRole('tab', { name: 'Descriptions' }).click();
    await modal.getByRole('button', { name: 'Create Ingredient' }).click();
    const field = (name: string) => modal.locator(`[name="${name}"]`);
    // the first invalid field is on the other tab: it is shown and focused
    await expect.poll(() => isFocused(field('name_en'))).toBe(true);
    await expectFieldError(field('name_en'), 'English name is required');
    await expectFieldError(field('name_fr'), 'French name is required');
    await expectFieldError(field('name_ar'), 'Arabic name is required');
    await expectFieldError(field('name_darija'), 'Darija name is required');
    await expectFieldError(field('category'), 'Category is required');
    await expectFieldError(field('slug'), 'Slug is required');
    await expectAccessible(page, 'ingredient form with errors');

    await field('name_en').fill('Saffron threads');
    await field('name_fr').fill('Filaments de safran');
    await field('name_ar').fill('خيوط الزعفران');
    await field('name_darija').fill('زعفران حر');
    await field('category').selectOption('spices');
    await field('slug').fill('saffron');
    await field('related').fill('unicorn-horn');
    await modal.getByRole('button', { name: 'Create Ingredient' }).click();
    await expectFieldError(field('related'), 'Invalid ingredient references: unicorn-horn');
    await field('related').fill('');
    await modal.getByRole('button', { name: 'Create Ingredient' }).click();
    await expectFieldError(field('slug'), 'This slug already exists');
    expect(await isFocused(field('slug'))).toBe(true);

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('recipe form: every message at its field and collected above, a taken slug at the slug', async () => {
    await page.goto(`${baseUrl}/admin/recipes`);
    const firstRecipe = page.getByTestId('admin-recipe-list').locator('li').first();
    await firstRecipe.waitFor();
    const takenSlug = (await firstRecipe.getAttribute('data-testid'))?.replace('admin-recipe-', '');
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const form = page.getByTestId('recipe-form');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    // 0 is a no-cook dish (issue #40); below 0 is refused
    await field('cooking_time').fill('-1');
    await form.getByRole('button', { name: 'Create Recipe' }).click();
    await expect
      .poll(() => form.getByTestId('recipe-form-error').textContent())
      .toBe(
        'Validation failed: English title is required, French title is required, ' +
          'Arabic title is required, Cooking time must be 0 or more, ' +
          'At least one ingredient is required, At least one instruction in any language is required',
      );
    await expectFieldError(field('title_en'), 'English title is required');
    await expectFieldError(field('title_fr'), 'French title is required');
    await expectFieldError(field('title_ar'), 'Arabic title is required');
    await expectFieldError(field('cooking_time'), 'Cooking time must be 0 or more');
    expect(await isFocused(field('title_en'))).toBe(true);
    await expectAccessible(page, 'recipe form with errors');
    await form.getByRole('tab', { name: 'Ingredients' }).click();
    expect(await form.getByTestId('error-ingredients').textContent()).toBe(
      'At least one ingredient is required',
    );
    await form.getByRole('tab', { name: 'Instructions' }).click();
    await expectFieldError(
      field('instructions_en'),
      'At least one instruction in any language is required',
    );
    await field('instructions_fr').fill('Mélanger.');
    // typing in any instruction box clears their shared message
    await expect.poll(() => form.getByTestId('error-instructions').count()).toBe(0);

    await form.getByRole('tab', { name: 'Basic Info' }).click();
    await field('title_en').fill('Another take');
    await field('title_fr').fill('Une autre version');
    await field('title_ar').fill('نسخة أخرى');
    await field('cooking_time').fill('20');
    await field('slug').fill(takenSlug ?? '');
    await form.getByRole('tab', { name: 'Ingredients' }).click();
    await form.getByTestId('picker-search').fill('chick');
    await form
      .getByTestId('picker-results')
      .getByRole('button', { name: /Chicken/ })
      .first()
      .click();
    await form.getByRole('button', { name: 'Create Recipe' }).click();
    await expect.poll(() => isFocused(field('slug'))).toBe(true);
    await expectFieldError(field('slug'), 'This slug already exists');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('post editor: a message on another language tab is shown there and focused; so is missing content', async () => {
    await page.goto(`${baseUrl}/admin/blog/new`);
    const title = (language: string) => page.locator(`input[name="title_${language}"]`);
    await title('en').fill('Harira for Ramadan');
    await page.getByRole('button', { name: 'Français' }).click();
    await title('fr').fill('H'.repeat(201));
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'settings' }).click();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    // the editor moves back to Content and the French tab to show the field it refused
    await expect.poll(() => isFocused(title('fr'))).toBe(true);
    await expectFieldError(title('fr'), 'French title must be less than 200 characters');
    expect(await page.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByTestId('banner').filter({ hasText: 'French title must be' }).waitFor();

    await title('fr').fill('Harira du ramadan');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const content = page.getByRole('textbox', { name: 'Content (English)' });
    await expect.poll(() => isFocused(content)).toBe(true);
    expect(await page.getByTestId('error-content_en').textContent()).toBe(
      'Please add content before publishing',
    );
    expect(page.url()).toBe(`${baseUrl}/admin/blog/new`);
  });
});
