// One file over 300 lines: the HTML checks and the browser checks read the same pages and the same
// seed facts, loaded once at the top; split, each file would load and pick them again.
/**
 * Server rendering (issue #20, decision 0019): every public page's HTML carries its content in the
 * visitor's language before any script runs, and the browser hydrates it without a mismatch, a
 * page error or a CSP violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXTS, type Language } from '@chhiwat/core';
import { launchChromium, newContext } from './browser.ts';
import { watchErrors } from './helpers.ts';
import { repoRoot } from './server.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const languages = ['ar', 'fr', 'en'] as const;

type Trilingual = Record<
  `${'title' | 'description' | 'name' | 'instructions' | 'content'}_${Language}`,
  string
>;
const seed = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'data', 'seed', file), 'utf8')) as unknown;
const list = <T>(value: unknown, key: string) =>
  (Array.isArray(value) ? value : (value as Record<string, unknown>)[key]) as T[];
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seed has no ${what}`);
  return value;
}

type SeedRecipe = Trilingual & {
  slug: string;
  ingredients: { slug: string }[];
  steps: Record<Language, string>[];
};
/** Every seed recipe, from every `recipes-*.json`. */
const allRecipes = fs
  .readdirSync(path.join(repoRoot, 'data', 'seed'))
  .filter((file) => file.startsWith('recipes-') && file.endsWith('.json'))
  .flatMap((file) => list<SeedRecipe>(seed(file), 'recipes'));
const recipe = present(
  allRecipes.find((r) => r.slug === 'chicken-tagine-preserved-lemons-olives'),
  'recipe',
);
const ingredients = [
  ...list<Trilingual & { slug: string }>(seed('ingredients-produce.json'), 'ingredients'),
  ...list<Trilingual & { slug: string }>(seed('ingredients-pantry.json'), 'ingredients'),
];
const ingredientCategories = list<Trilingual>(seed('ingredient-categories.json'), 'categories');
const posts = list<Trilingual & { slug: string; status: string }>(seed('blog-posts.json'), 'posts');
const post = present(
  posts.find((p) => p.status === 'published'),
  'published post',
);

/** What a reader without JavaScript sees: the text of the body, scripts left out. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const firstSentence = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/[.!؟?]/, 1)
    .join('')
    .trim();
const plainParagraph = (html: string) =>
  /<p>([^<]{20,})/.exec(html)?.[1]?.trim().slice(0, 60) ?? '';

async function fetchPage(
  pathname: string,
  language: Language,
  headers: Record<string, string> = {},
) {
  const separator = pathname.includes('?') ? '&' : '?';
  const response = await fetch(`${baseUrl}${pathname}${separator}lang=${language}`, { headers });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html), headers: response.headers };
}

const nameOf = (slug: string, language: Language) =>
  ingredients.find((i) => i.slug === slug)?.[`name_${language}`] ?? slug;

describe('the HTML of every public page, without JavaScript', () => {
  it.each(languages)('home in %s: the categories and the ingredient grid', async (language) => {
    const page = await fetchPage('/', language);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`,
    );
    for (const category of ingredientCategories)
      expect(page.text).toContain(category[`name_${language}`]);
    // the grid's first page: ten cards
    const shown = ingredients.filter((i) => page.text.includes(i[`name_${language}`]));
    expect(shown.length).toBeGreaterThanOrEqual(10);
  });

  it.each(languages)('/recipes in %s: the first page of recipes', async (language) => {
    const page = await fetchPage('/recipes', language);
    expect(page.status).toBe(200);
    expect(page.text).toContain(PAGE_TEXTS[language].recipes.title);
    const shown = allRecipes.filter((r) => page.text.includes(r[`title_${language}`]));
    expect(shown.length).toBeGreaterThanOrEqual(12);
  });

  it.each(languages)('a recipe in %s: title, description, ingredients, steps', async (language) => {
    const page = await fetchPage(`/recipe/${recipe.slug}`, language);
    expect(page.status).toBe(200);
    expect(page.text).toContain(recipe[`title_${language}`]);
    expect(page.text).toContain(firstSentence(recipe[`description_${language}`]));
    for (const line of recipe.ingredients) expect(page.text).toContain(nameOf(line.slug, language));
    expect(page.text).toContain(firstSentence(recipe.steps[0]?.[language] ?? ''));
  });

  it.each(languages)('the blog and a post in %s: titles and the body', async (language) => {
    const blog = await fetchPage('/blog', language);
    expect(blog.status).toBe(200);
    expect(blog.text).toContain(post[`title_${language}`]);
    const article = await fetchPage(`/blog/${post.slug}`, language);
    expect(article.status).toBe(200);
    expect(article.text).toContain(post[`title_${language}`]);
    expect(article.text).toContain(plainParagraph(post[`content_${language}`]));
  });

  it.each(languages)('the static pages in %s', async (language) => {
    for (const pathname of ['/about', '/contact', '/privacy', '/terms'] as const) {
      const page = await fetchPage(pathname, language);
      expect(page.status, pathname).toBe(200);
      const key = pathname.slice(1) as 'about' | 'contact' | 'privacy' | 'terms';
      expect(page.text, pathname).toContain(PAGE_TEXTS[language][key].title);
      // the long texts are rendered too, not a loading state
      expect(page.text.length, pathname).toBeGreaterThan(1500);
    }
  });

  it.each(languages)(
    'an unknown recipe, post or path in %s: 404 with the page',
    async (language) => {
      for (const pathname of ['/recipe/no-such-dish', '/blog/no-such-post', '/no/such/page']) {
        const page = await fetchPage(pathname, language);
        expect(page.status, pathname).toBe(404);
        expect(page.html, pathname).not.toContain('<div id="root"></div>');
      }
      const unknown = await fetchPage('/no/such/page', language);
      expect(unknown.text).toContain(PAGE_TEXTS[language].notFound.title);
    },
  );

  it('renders in the language of the cookie the browser mirrors its choice into', async () => {
    const response = await fetch(`${baseUrl}/recipe/${recipe.slug}`, {
      headers: { cookie: 'i18nextLng=fr' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(visibleText(html)).toContain(recipe.title_fr);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const arabic = await (await fetch(`${baseUrl}/recipe/${recipe.slug}`)).text();
    expect(visibleText(arabic)).toContain(recipe.title_ar);
  });

  it('hands its data over in a JSON script, and runs no inline script', async () => {
    const page = await fetchPage('/', 'en');
    const scripts = [...page.html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', content = ''] of scripts) {
      if (content.trim() === '') continue;
      expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
    const state = /<script type="application\/json" id="chhiwat-state">([\s\S]*?)<\/script>/.exec(
      page.html,
    );
    expect(JSON.parse(state?.[1] ?? 'null')).toMatchObject({ language: 'en' });
  });
});

describe('hydration in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const pages = [
    '/',
    '/recipes',
    `/recipe/${recipe.slug}`,
    '/blog',
    `/blog/${post.slug}`,
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/list',
    '/no/such/page',
  ];

  /**
   * Opens a page with its scripts held back, marks the server's heading, then lets the scripts
   * run: after hydration the same element must still be there (a mismatch makes React throw the
   * server's markup away and render anew).
   */
  async function hydrate(page: Page, pathname: string, language: Language) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}${pathname}?lang=${language}`, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => {
      (document.querySelector('main h1') as HTMLElement & { ssr?: boolean }).ssr = true;
    });
    release();
    await page.waitForFunction(
      () => (window as Window & { __chhiwatStarted?: boolean }).__chhiwatStarted === true,
    );
    // let React finish hydrating and any effect settle
    await page.waitForTimeout(300);
    return page.evaluate(
      () =>
        (document.querySelector('main h1') as (HTMLElement & { ssr?: boolean }) | null)?.ssr ===
        true,
    );
  }

  it.each(languages)(
    'hydrates every public page in %s without a mismatch or an error',
    async (language) => {
      const context = await newContext(browser);
      for (const pathname of pages) {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const kept = await hydrate(page, pathname, language);
        expect(kept, `${pathname}: the server's markup was kept`).toBe(true);
        // (the not-found page's own 404 status is logged by the browser as a failed load)
        const notFoundStatus = pathname === '/no/such/page' ? /status of 404/ : /^$/;
        expect(
          errors.filter((error) => !notFoundStatus.test(error)),
          pathname,
        ).toEqual([]);
        await page.close();
      }
      await context.close();
    },
  );

  it.each([
    { pathname: `/recipe/${recipe.slug}`, largest: 'IMG' },
    { pathname: '/', largest: undefined },
  ])(
    "fetches the app's code only once $pathname's largest content is on screen",
    async ({ pathname, largest }) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${pathname}?lang=en`);
      const seen = await page.evaluate(
        () =>
          new Promise<{ firstCode: number; painted: { at: number; tag?: string }[] }>((resolve) => {
            const code = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
            new PerformanceObserver((list) =>
              resolve({
                firstCode: Math.min(...code.map((entry) => entry.startTime)),
                painted: list.getEntries().map((entry) => ({
                  at: entry.startTime,
                  tag: (entry as PerformanceEntry & { element?: Element }).element?.tagName,
                })),
              }),
            ).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const before = seen.painted.filter((paint) => paint.at <= seen.firstCode);
      expect(before.length, 'largest contentful paints before the first script').toBeGreaterThan(0);
      if (largest) expect(before.map((paint) => paint.tag)).toContain(largest);
      await context.close();
    },
  );

  it('shows a recipe whole with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/recipe/${recipe.slug}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      recipe.title_en,
    );
    expect(await page.locator('main li').count()).toBeGreaterThanOrEqual(recipe.ingredients.length);
    await context.close();
  });

  it('applies the stored selection after hydration', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?lang=en`);
    await page.evaluate(() =>
      localStorage.setItem('chhiwat.selectedIngredients', JSON.stringify(['onions', 'chicken'])),
    );
    const errors = watchErrors(page);
    const kept = await hydrate(page, '/', 'en');
    expect(kept).toBe(true);
    await expect(page.getByTestId('sticky-selected').textContent()).resolves.toBe('Ingredients: 2');
    expect(errors).toEqual([]);
    await context.close();
  });
});
