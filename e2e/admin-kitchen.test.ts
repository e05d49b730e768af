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

/** Kitchen-aware matching in the back-office (issue #19): swaps, staples and aliases, key lines. */
describe('the back-office kitchen: swaps, staples, aliases and key ingredients', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.242');
  });
  afterAll(() => browser.close());

  const toast = (text: string) => page.getByTestId('banner').filter({ hasText: text }).first();
  const list = () => page.getByTestId('swap-list').locator('li');
  const row = (title: string) => list().filter({ hasText: title });

  /** Fills the swap form: Mint ← Pennyroyal, with a note in each language. */
  async function fillMintSwap(dialog: Locator) {
    await dialog.getByLabel('Missing ingredient').selectOption({ label: 'Mint' });
    await dialog.getByLabel('Replaced by').selectOption({ label: 'Pennyroyal' });
    await dialog.getByLabel('Quality').selectOption({ label: 'Close' });
    await dialog.getByLabel('English note').fill('Use a little less pennyroyal; it is stronger.');
    await dialog.getByLabel('French note').fill('Mettez un peu moins de fliyo, plus fort.');
    await dialog.getByLabel('Arabic note').fill('استعمل قليلا من الفليو، فهو أقوى.');
  }

  it('creates, finds, edits, refuses twice and deletes a swap', async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Swaps' }).click();
    await page.getByRole('heading', { name: 'Swaps' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/substitutions');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(
      'Swaps',
    );
    await row('Preserved lemons ← Lemons + Salt').waitFor();
    expect(await row('Preserved lemons ← Lemons + Salt').textContent()).toContain('Close');

    await page.getByRole('button', { name: 'Add Swap' }).click();
    const dialog = page.getByTestId('swap-dialog');
    await dialog.getByRole('button', { name: 'Create Swap' }).click();
    const using = dialog.getByLabel('Replaced by');
    await expectFieldError(
      dialog.getByLabel('Missing ingredient'),
      'Missing ingredient is required',
    );
    await expectFieldError(using, 'At least one replacement ingredient is required');
    await expectFieldError(dialog.getByLabel('English note'), 'English note is required');
    await expectFieldError(dialog.getByLabel('Arabic note'), 'Arabic note is required');
    expect(await dialog.getByLabel('Arabic note').getAttribute('dir')).toBe('rtl');
    expect(await isFocused(dialog.getByLabel('Missing ingredient'))).toBe(true);

    await fillMintSwap(dialog);
    // a second pick is a chip that removes itself
    await using.selectOption({ label: 'Lemon verbena' });
    await dialog.getByRole('button', { name: 'Remove Lemon verbena' }).click();
    expect(await dialog.getByRole('button', { name: /^Remove / }).allTextContents()).toEqual([
      'Pennyroyal',
    ]);
    await expectAccessible(page, 'swap dialog');
    await dialog.getByRole('button', { name: 'Create Swap' }).click();
    await toast('Swap created successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row('Mint ← Pennyroyal').waitFor();

    await page.getByLabel('Search swaps').fill('pennyroyal');
    await expect.poll(() => list().count()).toBe(1);
    expect(await list().first().textContent()).toContain('Mint ← Pennyroyal');
    expect(await page.getByTestId('swap-list-count').textContent()).toBe(
      '1 swap matching "pennyroyal"',
    );

    await row('Mint ← Pennyroyal').getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('heading', { name: 'Edit Swap' }).waitFor();
    expect(await dialog.getByLabel('Missing ingredient').inputValue()).toBe('mint');
    await dialog.getByLabel('Quality').selectOption({ label: 'Equivalent' });
    await dialog.getByRole('button', { name: 'Update Swap' }).click();
    await toast('Swap updated successfully!').waitFor();
    await expect
      .poll(() => row('Mint ← Pennyroyal').getByTestId('swap-quality').textContent())
      .toBe('Equivalent');

    // the same rule again: the server refuses it at "Replaced by"
    await page.getByRole('button', { name: 'Add Swap' }).click();
    await fillMintSwap(dialog);
    await dialog.getByRole('button', { name: 'Create Swap' }).click();
    await expectFieldError(using, 'This swap already exists');
    expect(await isFocused(using)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unsaved Changes' })
      .getByRole('button', { name: 'Discard Changes' })
      .click();
    await dialog.waitFor({ state: 'detached' });

    await row('Mint ← Pennyroyal').getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete swap' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await toast('Swap deleted successfully!').waitFor();
    await page.getByText('No swaps found').waitFor();
    await page.getByLabel('Search swaps').fill('');
    await row('Preserved lemons ← Lemons + Salt').waitFor();
    await expect.poll(() => row('Mint ← Pennyroyal').count()).toBe(0);
  });

  it('keeps a staple and a Darija alias set in the ingredient form', async () => {
    const modal = page.getByTestId('ingredient-modal');
    const staple = modal.getByLabel('Staple (counted as always at hand)');
    const darija = modal.getByLabel('Darija aliases (Latin letters, e.g. ma3dnous)');
    const openSage = async () => {
      await page.goto(`${baseUrl}/admin/ingredients`);
      await page.getByTestId('admin-ingredient-sage').getByRole('button', { name: 'Edit' }).click();
      await modal.waitFor();
    };
    const save = async () => {
      await modal.getByRole('button', { name: 'Update Ingredient' }).click();
      await toast('Ingredient updated successfully!').waitFor();
      await modal.waitFor({ state: 'detached' });
    };

    await openSage();
    expect(await staple.isChecked()).toBe(false);
    const before = await darija.inputValue();
    expect(before).toBe('salmiya, salmia, ssalmiya, salmya');
    expect(await modal.getByLabel('Arabic aliases').getAttribute('dir')).toBe('rtl');
    await staple.check();
    await darija.fill(`${before}, slmiya`);
    await save();

    await openSage();
    expect(await staple.isChecked()).toBe(true);
    expect(await darija.inputValue()).toBe('salmiya, salmia, ssalmiya, salmya, slmiya');
    // put sage back as the seed has it, for the other tests of this run
    await staple.uncheck();
    await darija.fill(before);
    await save();
  });

  it('marks key ingredients on recipe lines: never optional, at most three, kept once saved', async () => {
    const form = page.getByTestId('recipe-form');
    const lines = form.getByTestId('chosen-ingredients').locator('li');
    const optional = (index: number) =>
      lines.nth(index).getByRole('checkbox', { name: 'Optional' });
    const key = (index: number) =>
      lines.nth(index).getByRole('checkbox', { name: /^Key ingredient: / });
    const openFirstRecipe = async () => {
      await page.goto(`${baseUrl}/admin/recipes`);
      const firstRecipe = page.getByTestId('admin-recipe-list').locator('li').first();
      await firstRecipe.getByRole('button', { name: 'Edit' }).click();
      await form.getByRole('tab', { name: 'Ingredients' }).click();
      await expect.poll(() => lines.count()).toBeGreaterThan(4);
    };
    type Line = { optional: boolean; key: boolean };
    const linesNow = async () => {
      const found: Line[] = [];
      for (let index = 0; index < (await lines.count()); index++)
        found.push({
          optional: await optional(index).isChecked(),
          key: await key(index).isChecked(),
        });
      return found;
    };
    const setLines = async (wanted: Line[]) => {
      for (const [index, line] of wanted.entries()) {
        await optional(index).setChecked(false);
        await key(index).setChecked(line.key);
        await optional(index).setChecked(line.optional);
      }
    };
    const update = async () => {
      await form.getByRole('button', { name: 'Update Recipe' }).click();
      await toast('updated successfully!').waitFor();
      await form.waitFor({ state: 'detached' });
    };

    await openFirstRecipe();
    const original = await linesNow();
    expect(await key(0).getAttribute('aria-label')).toMatch(/^Key ingredient: \S/);
    // an optional line cannot be key: making it optional drops its key
    await optional(0).uncheck();
    await key(0).check();
    await optional(0).check();
    expect(await key(0).isChecked()).toBe(false);
    expect(await key(0).isDisabled()).toBe(true);

    const fourKeys = original.map((_, index) => ({ optional: false, key: index < 4 }));
    await setLines(fourKeys);
    await form.getByRole('button', { name: 'Update Recipe' }).click();
    await expect
      .poll(() => form.getByTestId('error-ingredients').textContent())
      .toBe('At most 3 key ingredients');

    const threeKeys = original.map((_, index) => ({ optional: false, key: index < 3 }));
    await setLines(threeKeys);
    await update();
    await openFirstRecipe();
    expect(await linesNow()).toEqual(threeKeys);
    // the recipe back as the seed has it, for the other tests of this run
    await setLines(original);
    await update();
  });
});
