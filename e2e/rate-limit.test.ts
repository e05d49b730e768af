import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

/**
 * A server of its own with a tiny public-read budget: a visitor past it is told, in their
 * language, how long to wait, instead of a bare failure.
 */
describe('the public-read rate limit, as a visitor meets it', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMIT_PUBLIC_READS: '2' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('shows recipes until the budget is spent, then says how long to wait, in Arabic', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/recipes\/[^/?]+$/.test(response.url())) statuses.push(response.status());
    });

    // The page comes rendered by the server (its own reads are not the visitor's); moving from
    // recipe to recipe inside the app is what reads the API from this address.
    await page.goto(`${server.url}/recipes?lang=ar`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const slugs = await page
      .locator('[data-testid^="recipe-card-"]')
      .evaluateAll((cards) => cards.map((card) => card.dataset.testid?.slice(12) ?? ''));

    const refusal = page.getByRole('alert').filter({ hasText: 'طلبات كثيرة جدًا من اتصالك' });
    // Budget 2 a minute: eight recipes put at least three in one window, wherever the minute turns.
    for (const slug of slugs.slice(0, 8)) {
      // Stop at the first refusal: on a slow machine the minute may turn before the next read.
      if (statuses.includes(429)) break;
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/recipes/${slug}`,
      );
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/recipe/${slug}`);
      await answered;
    }
    await refusal.waitFor({ timeout: 5000 }).catch(() => {
      throw new Error(`no refusal shown; answers seen: ${statuses.join(', ')}`);
    });
    // the seconds take their Arabic plural: ثانية واحدة، ثانيتين، 5 ثوانٍ، 30 ثانية
    expect(await refusal.textContent()).toMatch(
      /الانتظار (ثانية واحدة|ثانيتين|\d+ ثوانٍ|\d+ ثانية)/,
    );
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    // a refusal is not retried: nothing came after it to replace the message
    expect(statuses.at(-1)).toBe(429);
    await context.close();
  });
});
