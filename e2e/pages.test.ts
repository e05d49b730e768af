import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './browser.ts';
import { clickHydrated, expectAccessible, open, watchErrors } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const languages = ['ar', 'fr', 'en'] as const;

const titles = {
  '/about': { ar: 'عن شهيوات', fr: 'À propos de Chhiwat', en: 'About Chhiwat' },
  '/contact': { ar: 'اتصل بنا', fr: 'Nous contacter', en: 'Contact us' },
  '/privacy': { ar: 'سياسة الخصوصية', fr: 'Politique de confidentialité', en: 'Privacy policy' },
  '/terms': { ar: 'شروط الاستخدام', fr: "Conditions d'utilisation", en: 'Terms of service' },
} as const;

describe('languages, static pages and accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it.each(languages)(
    'switches to %s from the dropdown: dir, lang and the stored key',
    async (language) => {
      const context = await newContext(browser, { width: 1280, height: 800 });
      const page = await context.newPage();
      const start = language === 'en' ? 'fr' : 'en';
      await open(page, baseUrl, '/', start);
      await clickHydrated(page.getByTestId('language-switcher'));
      await page.getByRole('menuitemradio').first().waitFor();
      await page.getByTestId(`language-option-${language}`).click();
      // (the language's texts are a chunk of their own, loaded on the first switch)
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
      expect(await page.getByRole('menu').count()).toBe(0);
      await context.close();
    },
  );

  it('shows Arabic in the dropdown when the stored language is unknown', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.getByTestId('language-switcher').textContent()).toContain('العربية');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await context.close();
  });

  for (const [path, title] of Object.entries(titles)) {
    it.each(languages)(`shows ${path} in %s with its sections, accessibly`, async (language) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await open(page, baseUrl, path, language);
      await expect.poll(async () => page.locator('main h1').textContent()).toBe(title[language]);
      await page.locator('main h2').first().waitFor();
      const sections = await page.locator('main h2').count();
      expect(sections).toBeGreaterThanOrEqual(path === '/contact' ? 4 : 6);
      if (path === '/privacy') {
        expect(await page.getByTestId('last-updated').textContent()).toMatch(/2026/);
      }
      if (path === '/terms') await page.getByTestId('allergy-notice').waitFor();
      if (path === '/contact') {
        const follow = page.getByTestId('social-cards').getByRole('link');
        expect(await follow.count()).toBe(4);
        for (const link of await follow.all())
          expect(await link.getAttribute('target')).toBe('_blank');
        expect(await page.getByTestId('contact-tips').locator('h3').count()).toBe(3);
        expect(await page.locator('main form').count()).toBe(0);
      }
      if (path === '/about') {
        expect(await page.getByTestId('about-values').locator('h3').count()).toBe(4);
        expect(await page.getByTestId('about-features').locator('h3').count()).toBe(4);
      }
      await expectAccessible(page, `${path} ${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each(languages)('keeps the home page and the 404 page accessible in %s', async (language) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, baseUrl, '/', language);
    await page.getByTestId('ingredient-grid').waitFor();
    await expectAccessible(page, `home ${language}`);
    await page.getByTestId('ingredient-search').fill('a');
    await page.getByTestId('suggestions').waitFor();
    await expectAccessible(page, `home suggestions ${language}`);
    await open(page, baseUrl, '/nowhere', language);
    await expectAccessible(page, `404 ${language}`);
    await context.close();
  });

  it('opens social links in a new tab from the footer, with the current year', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await open(page, baseUrl, '/', 'en');
    const footer = page.locator('footer');
    const social = footer.getByRole('link', { name: /Instagram|Facebook|TikTok|YouTube/ });
    expect(await social.count()).toBe(4);
    for (const link of await social.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await page.getByTestId('copyright').textContent()).toContain(
      String(new Date().getFullYear()),
    );
    expect(await footer.textContent()).toContain('Made with love in Morocco');
    const recipeLinks = await footer.getByRole('link', { name: 'Tagines' }).getAttribute('href');
    expect(recipeLinks).toBe('/recipes?category=tagine');
    await context.close();
  });

  it('highlights home only on / and the others by prefix', async () => {
    const context = await newContext(browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await open(page, baseUrl, '/recipes', 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Recipes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await open(page, baseUrl, '/', 'en');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});
