/**
 * Nutrition, allergens and diets (issue #44) in Chromium: the recipe page's table follows the
 * servings control at phone width in Arabic, the labels read in each language, and an allergen set
 * in the back-office's Nutrition tab shows on the public page at once; a value breaking a rule is
 * refused at its field.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { expectAccessible, open } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');
const SALAD = '/recipe/tomato-onion-salad-cumin';

describe('nutrition and labels (issue #44)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  async function phone(language: 'ar' | 'fr' | 'en', path = SALAD) {
    // a page of its own context: axe-core needs one
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    page.on('close', () => void context.close());
    await open(page, baseUrl, path, language);
    await page.getByTestId('nutrition').waitFor();
    return page;
  }
  const energyTotal = (page: Page) => page.getByTestId('energy-total').textContent();
  const forServings = (page: Page) => page.getByTestId('nutrition-for').textContent();

  it('follows the servings control in Arabic on a phone, without widening the page', async () => {
    const page = await phone('ar');
    const perServing = Number(
      (await page.getByTestId('energy-serving').textContent())
        ?.match(/\d[\d,]*/)?.[0]
        ?.replace(/,/g, ''),
    );
    expect(perServing).toBeGreaterThan(0);
    expect(await forServings(page)).toBe('لـ 4 حصص');
    const totalOf = async () =>
      Number((await energyTotal(page))?.match(/\d[\d,]*/)?.[0]?.replace(/,/g, ''));
    const four = await totalOf();
    await page.getByRole('button', { name: 'حصص أكثر' }).click();
    await expect.poll(() => forServings(page)).toBe('لـ 5 حصص');
    // the column is the serving × 5, rounded as shown
    expect(Math.abs((await totalOf()) - (four / 4) * 5)).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'حصص أقل' }).click();
    await page.getByRole('button', { name: 'حصص أقل' }).click();
    await expect.poll(() => forServings(page)).toBe('لـ 3 حصص');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page, 'recipe nutrition ar 360');
    await page.close();
  });

  it('names the labels and what was not counted in each language', async () => {
    const expected = {
      ar: {
        diet: 'نباتية صرفة',
        allergens: 'لا تحتوي على أي من مسببات الحساسية الأربعة عشر الرئيسية.',
        left: 'الملح (حسب الذوق)',
      },
      fr: {
        diet: 'Végétalien',
        allergens: 'Aucun des 14 allergènes majeurs.',
        left: 'Sel (selon le goût)',
      },
      en: { diet: 'Vegan', allergens: 'None of the 14 major allergens.', left: 'Salt (to taste)' },
    };
    for (const language of ['ar', 'fr', 'en'] as const) {
      const page = await phone(language);
      expect(await page.locator('[data-diet="vegan"]').textContent()).toBe(expected[language].diet);
      expect(await page.getByTestId('recipe-allergens').textContent()).toBe(
        expected[language].allergens,
      );
      expect(await page.getByTestId('nutrition-approximate').textContent()).toContain(
        expected[language].left,
      );
      await page.close();
    }
    const msemen = await phone('fr', '/recipe/msemen');
    expect(await msemen.getByTestId('recipe-allergens').textContent()).toContain('gluten');
    expect(await msemen.locator('[data-diet="gluten-free"]').count()).toBe(0);
    await msemen.close();
  });

  it('shows on the public page an allergen set in the Nutrition tab, and refuses a broken value at its field', async () => {
    const admin = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.44');
    const modal = admin.getByTestId('ingredient-modal');
    const openCumin = async () => {
      await admin.goto(`${baseUrl}/admin/ingredients`);
      await admin
        .getByTestId('admin-ingredient-cumin')
        .getByRole('button', { name: 'Edit' })
        .click();
      await modal.waitFor();
      await modal.getByRole('tab', { name: 'Nutrition' }).click();
    };
    const save = async () => {
      await modal.getByRole('button', { name: 'Update Ingredient' }).click();
      await admin.getByText('Ingredient updated successfully!').waitFor();
      await modal.waitFor({ state: 'detached' });
    };

    await openCumin();
    const fat = modal.getByLabel('Fat (g)', { exact: true });
    const saturated = modal.getByLabel('Saturated fat (g)');
    expect(Number(await fat.inputValue())).toBeGreaterThan(0);
    const saturatedBefore = await saturated.inputValue();
    await saturated.fill('99');
    await modal.getByRole('button', { name: 'Update Ingredient' }).click();
    await expect
      .poll(() => modal.getByTestId('error-composition.per_100g.saturated_fat_g').textContent())
      .toBe('Saturated fat cannot be more than fat');
    await saturated.fill(saturatedBefore);
    await modal.getByTestId('allergen-mustard').check();
    await save();

    const page = await phone('en');
    expect(await page.getByTestId('recipe-allergens').textContent()).toBe('Contains: mustard.');
    await page.close();

    // put cumin back as the seed has it, for the other tests of this run
    await openCumin();
    expect(await modal.getByTestId('allergen-mustard').isChecked()).toBe(true);
    await modal.getByTestId('allergen-mustard').uncheck();
    await save();
    await admin.close();
  });

  it('names in the recipe form a line the nutrition cannot weigh', async () => {
    const admin = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.45');
    const form = admin.getByTestId('recipe-form');
    await admin.goto(`${baseUrl}/admin/recipes`);
    await admin
      .getByTestId('admin-recipe-list')
      .locator('li')
      .first()
      .getByRole('button', { name: 'Edit' })
      .click();
    await form.getByRole('tab', { name: 'Ingredients' }).click();
    const first = form.getByTestId('chosen-ingredients').locator('li').first();
    const slug = (await first.getAttribute('data-testid'))?.replace(/^chosen-/, '') ?? '';
    const note = form.getByTestId(`unweighed-${slug}`);
    expect(await note.count()).toBe(0);
    // a counted unit this ingredient has no weight for
    const { ingredients } = await (
      await admin.request.get(`${baseUrl}/api/admin/ingredients`)
    ).json();
    const grams = ingredients.find((one: { slug: string }) => one.slug === slug).measures.grams;
    const unit = ['slice', 'clove', 'handful', 'bunch', 'pinch', 'piece'].find(
      (u) => !(u in grams),
    );
    await first.getByLabel('Quantity').fill('1');
    await first.getByLabel('Unit').selectOption(unit ?? '');
    await expect
      .poll(() => note.textContent())
      .toMatch(
        new RegExp(`^No weight is known for 1 ${unit} of .+\\. The nutrition leaves this line out`),
      );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Unsaved Changes' })
      .getByRole('button', { name: 'Discard Changes' })
      .click();
    await admin.close();
  });
});
