import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, cspViolations } from './browser.ts';
import { watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

/**
 * Chromium's own verdict on installing the site (issue #21): the manifest it finds from a page,
 * parsed without errors, and the installability checks (manifest members, a downloadable icon of
 * at least 144 px, same origin). Chromium never offers to install from an incognito profile, and
 * every context of a launched browser is one (the check answers 'in-incognito'): this file opens
 * Debian's Chromium on a profile of its own on disk instead of through launchChromium.
 */
describe('installing the app from Chromium', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let errors: string[];

  beforeAll(async () => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-install-'));
    context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      viewport: { width: 390, height: 844 },
    });
    page = await context.newPage();
    // launchChromium's watch, for this context: csp-watch.ts fails the test that caused one
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    errors = watchErrors(page);
    cdp = await page.context().newCDPSession(page);
  });
  afterAll(async () => {
    await context?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  /** Opens a page and waits until the app has started (what launchChromium's pages do). */
  const openStarted = async (pathname: string) => {
    const response = await page.goto(`${baseUrl}${pathname}`);
    expect(response?.status(), pathname).toBe(200);
    await page.waitForFunction(
      () => (window as Window & { __chhiwatStarted?: boolean }).__chhiwatStarted === true,
    );
  };

  it('finds the manifest from /, parsed without errors, and its icons load', async () => {
    await openStarted('/');
    const found = await cdp.send('Page.getAppManifest', {});
    expect(found.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(found.errors).toEqual([]);
    expect(JSON.parse(found.data ?? '{}')).toMatchObject({
      short_name: 'Chhiwat',
      display: 'standalone',
      lang: 'ar',
      dir: 'rtl',
    });
    const { manifest } = found;
    expect(manifest).toMatchObject({
      name: 'Chhiwat – شهيوات',
      id: `${baseUrl}/`,
      startUrl: `${baseUrl}/`,
      scope: `${baseUrl}/`,
    });
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);

    // Each icon decoded by the page itself, under its Content-Security-Policy.
    const decoded = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(async (url) => {
            const image = new Image();
            image.src = url;
            await image.decode();
            return `${image.naturalWidth}x${image.naturalHeight}`;
          }),
        ),
      icons.map((icon) => icon.url),
    );
    expect(decoded).toEqual(icons.map((icon) => icon.sizes));
    expect(errors).toEqual([]);
  });

  it('passes Chromium’s installability checks', async () => {
    await openStarted('/');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('links the same manifest from the other public pages, in every language', async () => {
    for (const pathname of ['/recipes?lang=fr', '/recipe/zaalouk?lang=en', '/blog', '/about']) {
      await openStarted(pathname);
      const found = await cdp.send('Page.getAppManifest', {});
      expect(found.url, pathname).toBe(`${baseUrl}/manifest.webmanifest`);
      expect(found.errors, pathname).toEqual([]);
      expect(
        await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
        pathname,
      ).toBe('/apple-touch-icon.png');
    }
    expect(errors).toEqual([]);
  });
});
