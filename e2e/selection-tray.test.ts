/**
 * My picks, always in reach (issue #39): the picks as removable chips on the picker and on the
 * recipes page, the header's basket opening them on every page, and "Clear all" with "Undo", in
 * each language, by keyboard where a person would use one.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELECTION_STORAGE_KEY } from '@chhiwat/core';
import { launchChromium, newContext } from './browser.ts';
import { clickHydrated, expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const languages = ['ar', 'fr', 'en'] as const;
const PICKS = ['chicken', 'onions', 'tomatoes'];

describe('my picks', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser, { width: 360, height: 780 });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const stored = async () =>
    JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SELECTION_STORAGE_KEY)) ?? '[]',
    ) as string[];
  const chipIds = (scope: string) =>
    page
      .getByTestId(scope)
      .locator('li[data-testid^="chip-"]')
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-testid')));

  it.each(languages)(
    'in %s: chips remove a pick, and "Clear all" can be undone',
    async (language) => {
      const errors = watchErrors(page);
      await open(page, baseUrl, '/', language);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [SELECTION_STORAGE_KEY, JSON.stringify(PICKS)],
      );
      await open(page, baseUrl, '/', language);
      await page.getByTestId('selection-chips').waitFor();
      expect(await chipIds('selection-chips')).toEqual(PICKS.map((slug) => `chip-${slug}`));

      // by keyboard: the remove button of "onions", then focus moves to its neighbour
      const removeOnions = page.getByTestId('chip-onions').getByTestId('chip-remove');
      expect(await removeOnions.getAttribute('aria-label')).toBeTruthy();
      await removeOnions.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => chipIds('selection-chips'))
        .toEqual(['chip-chicken', 'chip-tomatoes']);
      expect(await stored()).toEqual(['chicken', 'tomatoes']);
      expect(
        await page
          .getByTestId('chip-tomatoes')
          .getByTestId('chip-remove')
          .evaluate((button) => button === document.activeElement),
      ).toBe(true);
      await expectAccessible(page, `picks on / in ${language}`);

      // the same chips on the recipes page; "Clear all", then "Undo" brings them back
      await open(page, baseUrl, '/recipes', language);
      await page.getByTestId('selection-chips').waitFor();
      await clickHydrated(page.getByTestId('chips-clear'));
      await expect.poll(stored).toEqual([]);
      expect(await page.getByTestId('selection-chips').count()).toBe(0);
      const undo = page.getByTestId('clear-undo-button');
      await undo.waitFor();
      await undo.click();
      await expect.poll(stored).toEqual(['chicken', 'tomatoes']);
      await page.getByTestId('selection-chips').waitFor();
      expect(errors).toEqual([]);
    },
  );

  it.each(languages)('in %s: the basket opens the picks on three pages', async (language) => {
    await open(page, baseUrl, '/', language);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [SELECTION_STORAGE_KEY, JSON.stringify(PICKS)],
    );
    for (const path of ['/about', '/recipe/harira', '/blog']) {
      await open(page, baseUrl, path, language);
      const basket = page.getByTestId('selection-badge');
      await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('3');
      expect(await basket.getAttribute('aria-haspopup')).toBe('dialog');
      await clickHydrated(basket);
      const tray = page.getByTestId('selection-tray');
      await tray.waitFor();
      expect(await chipIds('tray-chips')).toEqual(PICKS.map((slug) => `chip-${slug}`));
      if (path === '/about') await expectAccessible(page, `picks tray in ${language}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => tray.count()).toBe(0);
      // focus goes back to the basket
      expect(await basket.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    // from the tray to the recipes the picks make
    await clickHydrated(page.getByTestId('selection-badge'));
    await page.getByTestId('selection-tray-find').click();
    await page.waitForURL(/\/recipes/);
    await page.getByTestId('recipe-grid').waitFor();
  });
});
