import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens a path in the given language (?lang= selects and stores it) and waits for the main heading. */
export async function open(
  page: Page,
  baseUrl: string,
  path: string,
  language: 'ar' | 'fr' | 'en',
) {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${baseUrl}${path}${separator}lang=${language}`);
  await page.locator('main h1').first().waitFor();
}

/**
 * Clicks an element once React has hydrated it. A part the server rendered inside a lazy boundary
 * (the header's language menu) shows before its code has arrived; a click on it then is lost.
 */
export async function clickHydrated(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
  await element.click();
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, label).toEqual([]);
}

/** Collects page errors and console errors, to assert none happened. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
