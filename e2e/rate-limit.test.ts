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

  it('shows the recipe until the budget is spent, then says how long to wait, in Arabic', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/recipes/harira')) statuses.push(response.status());
    });

    await page.goto(`${server.url}/recipe/harira?lang=ar`);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const refusal = page.getByRole('alert').filter({ hasText: 'طلبات كثيرة جدًا من اتصالك' });
    // Budget 2 a minute: eight more visits put at least three in one window, wherever the
    // minute turns.
    for (let visit = 0; visit < 8 && !(await refusal.isVisible()); visit++) {
      await page.reload();
      await page.locator('main').getByText(/.+/).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await refusal.waitFor({ timeout: 5000 }).catch(() => {
      throw new Error(`no refusal shown; answers seen: ${statuses.join(', ')}`);
    });
    expect(await refusal.textContent()).toMatch(/الانتظار \d+ ثانية/);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    await context.close();
  });
});
