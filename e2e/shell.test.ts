import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { clickHydrated, expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

describe('the app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('opens in Arabic, right-to-left, then switches to French', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/<title>شهيوات – [^<]+<\/title>/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('شهيوات');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ماذا يوجد في مطبخك؟');

    await clickHydrated(page.getByTestId('language-switcher'));
    await page.getByTestId('language-option-fr').click();

    // (the French texts are a chunk of their own, loaded on this first switch)
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "Qu'y a-t-il dans votre cuisine ?",
    );
    expect(await page.getByRole('menu').count()).toBe(0);

    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with its links for an unknown path, with a 404 status', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?lang=en`);
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all recipes' }).click();
    await page.waitForURL(`${baseUrl}/recipes`);
    await page.goBack();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl}/?lang=en`);
    await context.close();
  });

  it('loads the admin area lazily, in English and left-to-right', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(request.url()),
    );
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.some((url) => url.includes('admin-app'))).toBe(false);

    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Chhiwat Admin' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(scripts.some((url) => url.includes('admin-app'))).toBe(true);
    await context.close();
  });

  it('scrolls to the top on route change and toggles the mobile menu', async () => {
    const context = await newContext(browser, { width: 390, height: 500 });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?lang=en`);
    const toggle = page.getByTestId('mobile-menu-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(`${baseUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('leads from the phone menu to the blog and the list, and chooses the language there', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?lang=en`);
    // the row has no room for the dropdown: the choice is in the menu
    expect(await page.getByTestId('language-switcher').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-toggle').click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Recipes',
      'My list',
      'Blog',
      'About',
      'Contact',
    ]);
    expect(await menu.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(await menu.getByRole('link', { name: 'My list' }).getAttribute('href')).toBe('/list');
    const languages = menu.getByRole('group', { name: 'Language' });
    expect(await languages.getByRole('button', { pressed: true }).textContent()).toContain(
      'English',
    );
    await expectAccessible(page, 'phone menu open');
    await languages.getByRole('button', { name: 'العربية' }).click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    expect((await context.cookies()).find((c) => c.name === 'i18nextLng')?.value).toBe('ar');
    // still open, the pressed button now the current language, in the new language's words
    expect(await page.getByTestId('menu-language-ar').getAttribute('aria-pressed')).toBe('true');
    await menu.getByRole('link', { name: 'المدونة' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await context.close();
  });

  it("shows 'App Failed to Load' with a refresh button when the app's script cannot load", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByRole('heading', { name: 'App Failed to Load' }).waitFor();
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.locator('main h1').waitFor();
    await context.close();
  });
});
