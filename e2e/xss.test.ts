// One file over 300 lines: the corpus is stored once through the API, and every public and admin
// page below reads that same stored state; split files would each store it again.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORY_COLORS, CATEGORY_ICONS } from '@chhiwat/core';
import {
  packNamePayloads,
  packPayloads,
  XSS_MARKER,
  XSS_PAYLOADS,
} from '../apps/server/src/test/xss-corpus.ts';
import { launchChromium } from './browser.ts';
import { baseUrlOfWorker } from './server-url.ts';

/**
 * The XSS corpus in every text field an admin can write, shown on every public and admin page that
 * shows it, in real Chromium. Each payload that ran would call __xss(n); dialogs, page errors and
 * that marker are watched on every page. The Content-Security-Policy is bypassed on purpose: the
 * server's sanitising and escaping, and the app's rendering, must be what stops the payloads.
 */

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');
const LANGUAGES = ['ar', 'fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = Record<string, string>;

// Values packed from the corpus for each field size; record n takes value n, wrapping around.
// Names and titles refuse invisible and direction-control characters; free text keeps them.
const NAMES = packNamePayloads(100);
const NOTES = packPayloads(100);
const TEXTS = packPayloads(500);
const TITLES = packNamePayloads(200);
const LONG_TEXTS = packPayloads(2000);
const INSTRUCTIONS = packPayloads(20_000, '\n')[0] ?? '';
const SHORT = XSS_PAYLOADS.filter((payload) => payload.trim().length <= 40);
const thirtyTags = (n: number) =>
  Array.from({ length: 30 }, (_, i) => SHORT[(n * 30 + i) % SHORT.length] ?? '');
const nth = (values: string[], n: number) => (values[n % values.length] ?? '').trim();
const inLanguages = (values: string[], n: number): Texts =>
  Object.fromEntries(LANGUAGES.map((l, i) => [l, nth(values, n * 3 + i)]));

const INGREDIENTS = 12; // 12 × 4 names take all 48 packed names
const RECIPES = 9; // 9 × 3 titles take all 27 packed titles
const POSTS = 9;

/** Runs in every frame before the page's own scripts: what a payload would call if it ran. */
function installMarker(name: string) {
  const fired: number[] = [];
  Object.assign(window, {
    [`${name}Fired`]: fired,
    [name]: (id: number) => {
      fired.push(id);
      console.error(`xss payload ${id} ran`);
    },
  });
}

interface Fixture {
  ingredientCategories: { id: number; slug: string; name: Texts }[];
  recipeCategories: { id: number; slug: string; name: Texts }[];
  ingredients: { id: number; slug: string; name: Texts; darija: string }[];
  recipes: { id: number; slug: string; title: Texts; description: Texts; notes: Texts[] }[];
  blogCategories: { id: number; slug: string; name: string }[];
  posts: { id: number; slug: string; title: Texts; excerpt: Texts }[];
}

describe('stored XSS payloads never run, on the public site or in the back-office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let api: APIRequestContext;
  const fixture: Fixture = {
    ingredientCategories: [],
    recipeCategories: [],
    ingredients: [],
    recipes: [],
    blogCategories: [],
    posts: [],
  };

  async function call(method: 'POST' | 'DELETE', path: string, data?: object) {
    const response = await api.fetch(`${baseUrl}${path}`, { method, ...(data ? { data } : {}) });
    if (!response.ok())
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? undefined : response.json();
  }

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.249' },
    });
    await context.addInitScript(installMarker, XSS_MARKER);
    api = context.request;
    const login = await api.post(`${baseUrl}/api/admin/auth/login`, {
      data: { identifier: owner.email, password: owner.password },
    });
    expect(login.status()).toBe(200);
    await createFixture();
  }, 120_000);

  afterAll(async () => {
    try {
      await deleteFixture();
    } finally {
      await browser?.close();
    }
  }, 120_000);

  async function deleteFixture() {
    for (const post of fixture.posts) await call('DELETE', `/api/admin/blog/posts/${post.id}`);
    for (const category of fixture.blogCategories)
      await call('DELETE', `/api/admin/blog/categories/${category.id}`);
    for (const recipe of fixture.recipes) await call('DELETE', `/api/admin/recipes/${recipe.id}`);
    for (const ingredient of fixture.ingredients)
      await call('DELETE', `/api/admin/ingredients/${ingredient.id}`);
    for (const category of fixture.ingredientCategories)
      await call('DELETE', `/api/admin/categories/ingredient/${category.id}`);
    for (const category of fixture.recipeCategories)
      await call('DELETE', `/api/admin/categories/recipe/${category.id}`);
    // Other browser tests share this server and count ingredients and recipes: leave none behind.
    const list = async (path: string, key: string): Promise<{ slug: string }[]> =>
      (await (await api.get(`${baseUrl}${path}`)).json())[key];
    const left = [
      ...(await list('/api/ingredients', 'ingredients')),
      ...(await list('/api/blog/posts?pageSize=50', 'posts')),
      ...(await list('/api/admin/recipes', 'recipes')),
      ...(await list('/api/ingredient-categories', 'categories')),
      ...(await list('/api/recipe-categories', 'categories')),
    ].filter((item) => item.slug.startsWith('xss-e2e-'));
    expect(left).toEqual([]);
  }

  async function createFixture() {
    for (const type of ['ingredient', 'recipe'] as const) {
      for (let n = 0; n < 2; n++) {
        const name = inLanguages(NAMES, n + (type === 'recipe' ? 2 : 0));
        const description = inLanguages(TEXTS, n);
        const slug = `xss-e2e-${type}-category-${n}`;
        const { category } = await call('POST', `/api/admin/categories/${type}`, {
          slug,
          ...fields('name', name),
          ...fields('description', description),
          color: CATEGORY_COLORS[type][0],
          icon: CATEGORY_ICONS[0],
          sort_order: 990 + n,
        });
        fixture[`${type}Categories`].push({ id: category.id, slug, name });
      }
    }
    for (let n = 0; n < INGREDIENTS; n++) {
      const [en, fr, ar, darija] = [0, 1, 2, 3].map((i) => nth(NAMES, n * 4 + i));
      const slug = `xss-e2e-ingredient-${n}`;
      const { ingredient } = await call('POST', '/api/admin/ingredients', {
        slug,
        name_en: en,
        name_fr: fr,
        name_ar: ar,
        name_darija: darija,
        category: fixture.ingredientCategories[0]?.slug,
        ...fields('description', inLanguages(TEXTS, n)),
      });
      fixture.ingredients.push({
        id: ingredient.id,
        slug,
        name: { en: en ?? '', fr: fr ?? '', ar: ar ?? '' },
        darija: darija ?? '',
      });
    }
    for (let n = 0; n < RECIPES; n++) await createRecipe(n);
    for (let n = 0; n < 2; n++) {
      const slug = `xss-e2e-blog-category-${n}`;
      const name = nth(NAMES, 20 + n);
      const { category } = await call('POST', '/api/admin/blog/categories', {
        slug,
        name,
        description: nth(TEXTS, n),
      });
      fixture.blogCategories.push({ id: category.id, slug, name });
    }
    for (let n = 0; n < POSTS; n++) await createPost(n);
  }

  async function createRecipe(n: number) {
    const slug = `xss-e2e-recipe-${n}`;
    const title = inLanguages(TITLES, n);
    const description = inLanguages(LONG_TEXTS, n);
    const notes = [0, 1, 2].map((j) => inLanguages(NOTES, n * 3 + j));
    const { recipe } = await call('POST', '/api/admin/recipes', {
      slug,
      ...fields('title', title),
      ...fields('description', description),
      ...fields('instructions', { ar: INSTRUCTIONS, fr: INSTRUCTIONS, en: INSTRUCTIONS }),
      prep_time: 10,
      cooking_time: 20,
      difficulty: 'easy',
      status: 'published',
      category: fixture.recipeCategories[n % 2]?.slug,
      tags: thirtyTags(n),
      ingredients: notes.map((note, j) => ({
        ingredient_slug: fixture.ingredients[(n * 3 + j) % INGREDIENTS]?.slug,
        quantity: j + 1,
        unit: j === 0 ? 'g' : null,
        ...fields('note', note),
      })),
    });
    fixture.recipes.push({ id: recipe.id, slug, title, description, notes });
  }

  async function createPost(n: number) {
    const slug = `xss-e2e-post-${n}`;
    const title = inLanguages(TITLES, n + 5);
    const excerpt = inLanguages(TEXTS, n);
    // Every payload reaches a post body: post n holds payloads n, n + 9, n + 18, …
    const payloads = XSS_PAYLOADS.filter((_, index) => index % POSTS === n);
    const body = `<p>Probe ${n} opens.</p>${payloads.join('\n')}<p>Probe ${n} closes.</p>`;
    const { post } = await call('POST', '/api/admin/blog/posts', {
      slug,
      ...fields('title', title),
      ...fields('excerpt', excerpt),
      ...fields('content', { ar: body, fr: body, en: body }),
      // The last post's category is free text, which the reader shows as it is.
      category: n === POSTS - 1 ? nth(NOTES, 30) : fixture.blogCategories[n % 2]?.slug,
      tags: thirtyTags(n),
      status: 'published',
    });
    fixture.posts.push({ id: post.id, slug, title, excerpt });
  }

  /** A page with every alarm watched: dialogs, page errors, and the marker in any frame. */
  async function watchedPage() {
    const page = await context.newPage();
    const alarms: string[] = [];
    page.on('dialog', (dialog) => {
      // "Leave site?" from an editor with unsaved changes is the app's, not a payload's.
      if (dialog.type() !== 'beforeunload') alarms.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => alarms.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.text().startsWith('xss payload')) alarms.push(message.text());
    });
    return { page, alarms };
  }

  /** Once the page has settled (every image loaded or failed, two frames drawn), nothing fired. */
  async function expectNothingRan(page: Page, alarms: string[], label: string) {
    // Lazy pictures off screen would wait until scrolled to: have them load (or fail) now.
    await page.evaluate(() => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
    });
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await nextFrames(page);
    const fired = await page.evaluate((name) => (window as never)[`${name}Fired`], XSS_MARKER);
    expect(fired, label).toEqual([]);
    expect(alarms, label).toEqual([]);
  }

  /** The element shows each text (so the page cannot pass by rendering nothing). */
  async function expectShown(locator: Locator, texts: string[], label: string) {
    await locator.first().waitFor();
    const missing = async () => {
      const shown = (await locator.allTextContents()).join('\n');
      return texts.filter((text) => !shown.includes(text));
    };
    await expect.poll(missing, { message: label }).toEqual([]);
    expect(await locator.first().isVisible(), label).toBe(true);
  }

  /** Elements in the live DOM that could run script: none may come from stored text. */
  const unsafeElements = (page: Page, selector: string) =>
    page.evaluate((root) => {
      const unsafeTag =
        /^(script|iframe|frame|object|embed|svg|math|style|link|meta|base|form|input|button|textarea|select|template|noscript|video|audio|details|marquee)$/i;
      const unsafeUrl = (value: string) => {
        let url = value.replace(/[\t\n\r]/g, '');
        while (url && url.charCodeAt(0) <= 0x20) url = url.slice(1);
        return /^(javascript|vbscript|data):/i.test(url);
      };
      return Array.from(document.querySelectorAll(`${root} *`))
        .filter(
          (element) =>
            unsafeTag.test(element.tagName) ||
            Array.from(element.attributes).some(
              (attribute) =>
                attribute.name.startsWith('on') ||
                attribute.name === 'style' ||
                unsafeUrl(attribute.value),
            ),
        )
        .map((element) => element.outerHTML.slice(0, 80));
    }, selector);

  it('catches a script that does run: the marker, a dialog and a page error all raise alarms', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/about?lang=en`);
    await page.locator('main h1').waitFor();
    await page.evaluate((name) => {
      (window as never as Record<string, (id: number) => void>)[name]?.(0);
      alert('probe');
      setTimeout(() => {
        throw new Error('probe');
      });
    }, XSS_MARKER);
    await expect.poll(() => alarms.length).toBe(3);
    expect(alarms).toEqual(['xss payload 0 ran', 'dialog: probe', 'page error: probe']);
    await page.close();
  });

  it('runs many of the payloads when a page holds them as they are, each calling its own number', async () => {
    const { page, alarms } = await watchedPage();
    let payload = '';
    // A page of its own for each payload (an address the browser never sends to a server).
    await page.route('http://xss-probe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: payload }),
    );
    const ran: number[] = [];
    for (const [index, raw] of XSS_PAYLOADS.entries()) {
      payload = raw;
      await page.goto(`http://xss-probe.test/${index + 1}`);
      await nextFrames(page);
      const fired: number[] = await page.evaluate(
        (name) => (window as never)[`${name}Fired`],
        XSS_MARKER,
      );
      for (const id of fired) expect(id, raw).toBe(index + 1);
      if (fired.length) ran.push(index + 1);
    }
    // The others need a click or a navigation (javascript: links) or run nowhere on their own.
    expect(ran.length).toBeGreaterThanOrEqual(45);
    expect(alarms.filter((alarm) => !alarm.startsWith('xss payload'))).toEqual([]);
    await page.close();
  }, 120_000);

  it.each(LANGUAGES)(
    'shows the payload names in the home picker and its search in %s',
    async (language) => {
      const { page, alarms } = await watchedPage();
      await page.goto(`${baseUrl}/?lang=${language}`);
      const category = fixture.ingredientCategories[0];
      const chip = page.getByTestId(`category-${category?.slug}`);
      await expectShown(chip, [category?.name[language] ?? ''], 'category chip');
      await chip.click();
      await page.getByTestId('show-more').click();
      await expect
        .poll(() => page.getByTestId('ingredient-grid').getByRole('button').count())
        .toBe(INGREDIENTS);
      const names = fixture.ingredients.flatMap((i) => [
        i.name[language] ?? '',
        ...(language === 'ar' ? [i.darija] : []),
      ]);
      await expectShown(page.getByTestId('ingredient-grid'), names, `grid ${language}`);
      await page.getByTestId('ingredient-search').fill(`${XSS_MARKER}(`);
      await expectShown(
        page.getByTestId('suggestions').getByRole('option'),
        [XSS_MARKER],
        'search',
      );
      await expectNothingRan(page, alarms, `home ${language}`);
      await page.close();
    },
  );

  it.each(LANGUAGES)(
    'shows the payload texts in the recipe list and its preview in %s',
    async (language) => {
      const { page, alarms } = await watchedPage();
      await page.goto(`${baseUrl}/recipes?lang=${language}`);
      for (const [n, category] of fixture.recipeCategories.entries()) {
        const select = page.getByTestId('category-select');
        await select.selectOption(category.slug);
        expect(await select.locator(`option[value="${category.slug}"]`).textContent()).toContain(
          category.name[language],
        );
        const mine = fixture.recipes.filter((_, index) => index % 2 === n);
        const cards = page.getByTestId('recipe-grid').locator('li');
        await expect.poll(() => cards.count()).toBe(mine.length);
        await expectShown(
          page.getByTestId('recipe-grid'),
          mine.flatMap((recipe) => [recipe.title[language] ?? '', category.name[language] ?? '']),
          `recipe cards ${language}`,
        );
      }
      await page.getByTestId(`recipe-card-${fixture.recipes[1]?.slug}`).click();
      await expectShown(
        page.getByTestId('recipe-modal'),
        [fixture.recipes[1]?.title[language] ?? ''],
        'recipe preview',
      );
      expect(INSTRUCTIONS.replace(/\s+/g, ' ')).toContain(
        ((await page.getByTestId('instructions-preview').textContent()) ?? '')
          .replace(/…$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      await expectNothingRan(page, alarms, `recipes ${language}`);
      await page.close();
    },
  );

  it('shows every recipe page with its payload texts, and its head written from them', async () => {
    const { page, alarms } = await watchedPage();
    const visits = fixture.recipes.map((recipe, n) => [recipe, LANGUAGES[n % 3] ?? 'en'] as const);
    await page.goto(`${baseUrl}/recipe/harira?lang=en`);
    await page.locator('main h1').waitFor();
    const headScripts = await page.locator('head script').count();
    for (const [recipe, language] of visits) {
      const label = `${recipe.slug} in ${language}`;
      await page.goto(`${baseUrl}/recipe/${recipe.slug}?lang=${language}`);
      await expectShown(page.locator('main h1'), [recipe.title[language] ?? ''], label);
      await expectShown(page.locator('main article'), [recipe.description[language] ?? ''], label);
      // The server wrote the head from the same texts: the JSON-LD still reads back whole.
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? '{}').name, label).toBe(recipe.title[language]);
      expect(await page.locator('head script').count(), label).toBe(headScripts);
      const n = fixture.recipes.indexOf(recipe);
      const links = [0, 1, 2].map((j) => fixture.ingredients[(n * 3 + j) % INGREDIENTS]);
      await expectShown(
        page.getByTestId('ingredient-list'),
        [
          ...links.map((ingredient) => ingredient?.name[language] ?? ''),
          ...recipe.notes.map((note) => note[language] ?? ''),
        ],
        label,
      );
      // at 1280 px the steps show beside the ingredients (no tabs from 1024 px)
      const steps = INSTRUCTIONS.split('\n')
        .map((step) => step.trim())
        .filter(Boolean);
      await expect.poll(() => page.getByTestId('steps').locator('li').count()).toBe(steps.length);
      await expectShown(page.getByTestId('steps'), steps, label);
      await expectNothingRan(page, alarms, label);
    }
    await page.close();
  });

  it.each(LANGUAGES)(
    'shows the posts’ titles, excerpts and categories in the blog list in %s',
    async (language) => {
      const { page, alarms } = await watchedPage();
      await page.goto(`${baseUrl}/blog?lang=${language}`);
      await expectShown(
        page.getByTestId('post-list'),
        fixture.posts.flatMap((post, n) => [
          post.title[language] ?? '',
          post.excerpt[language] ?? '',
          n === POSTS - 1 ? nth(NOTES, 30) : (fixture.blogCategories[n % 2]?.name ?? ''),
        ]),
        `blog ${language}`,
      );
      await expectNothingRan(page, alarms, `blog ${language}`);
      await page.close();
    },
  );

  it('shows every post body, sanitised, with nothing that can run', async () => {
    const { page, alarms } = await watchedPage();
    for (const [n, post] of fixture.posts.entries()) {
      const language = LANGUAGES[n % 3] ?? 'en';
      const label = `${post.slug} in ${language}`;
      await page.goto(`${baseUrl}/blog/${post.slug}?lang=${language}`);
      await expectShown(page.locator('main h1'), [post.title[language] ?? ''], label);
      // (Some bodies end early: an unclosed comment in a payload hides the rest of the text.)
      await expectShown(page.getByTestId('post-content'), [`Probe ${n} opens.`], label);
      expect(await unsafeElements(page, '[data-testid="post-content"]'), label).toEqual([]);
      await expectNothingRan(page, alarms, label);
    }
    await page.close();
  });

  it('shows the payload texts on the dashboard and in the admin search', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expectShown(
      page.locator('main'),
      [fixture.ingredients.at(-1)?.name.en ?? '', fixture.recipes.at(-1)?.title.en ?? ''],
      'dashboard',
    );
    await page.getByTestId('admin-search').fill(`${XSS_MARKER}(`);
    await expectShown(page.getByTestId('admin-search-results'), [XSS_MARKER], 'admin search');
    await expectNothingRan(page, alarms, 'dashboard');
    await page.goto(`${baseUrl}/admin/users`);
    await expectShown(page.locator('main'), [owner.email], 'users');
    await expectNothingRan(page, alarms, 'users');
    await page.close();
  });

  it('shows the payload names in the admin ingredient list and edit form', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/admin/ingredients`);
    await expectShown(
      page.getByTestId('ingredient-admin-list'),
      fixture.ingredients.flatMap((ingredient) => [ingredient.name.en ?? '', ingredient.darija]),
      'admin ingredients',
    );
    const [ingredient] = fixture.ingredients;
    await page.goto(`${baseUrl}/admin/ingredients?edit=${ingredient?.slug}`);
    const modal = page.getByTestId('ingredient-modal');
    await modal.waitFor();
    for (const language of LANGUAGES) {
      expect(await modal.locator(`input[name="name_${language}"]`).inputValue()).toBe(
        ingredient?.name[language],
      );
    }
    expect(await modal.locator('input[name="name_darija"]').inputValue()).toBe(ingredient?.darija);
    await expectNothingRan(page, alarms, 'admin ingredients');
    await page.close();
  });

  it('shows the payload texts in the admin recipe list and edit form', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/admin/recipes`);
    await expectShown(
      page.getByTestId('admin-recipe-list'),
      fixture.recipes.map((recipe) => recipe.title.en ?? ''),
      'admin recipes',
    );
    const [recipe] = fixture.recipes;
    await page
      .getByTestId(`admin-recipe-${recipe?.slug}`)
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByTestId('recipe-form');
    await form.waitFor();
    await expect
      .poll(() => form.locator('input[name="title_en"]').inputValue())
      .toBe(recipe?.title.en);
    await form.getByRole('tab', { name: 'Ingredients' }).click();
    await expectShown(
      form.getByTestId('chosen-ingredients'),
      [0, 1, 2].map((j) => fixture.ingredients[j]?.name.en ?? ''),
      'chosen ingredients',
    );
    await form.getByRole('tab', { name: 'Instructions' }).click();
    expect(await form.locator('textarea[name="instructions_fr"]').inputValue()).toBe(INSTRUCTIONS);
    await expectNothingRan(page, alarms, 'admin recipes');
    await page.close();
  });

  it('shows the payload names in the admin category lists', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/admin/categories`);
    for (const type of ['ingredient', 'recipe'] as const) {
      if (type === 'recipe') await page.getByRole('tab', { name: /Recipe categories/ }).click();
      for (const category of fixture[`${type}Categories`]) {
        await expectShown(
          page.getByTestId(`admin-category-${category.slug}`),
          [category.name.en ?? '', category.name.ar ?? ''],
          `${type} categories`,
        );
      }
    }
    await expectNothingRan(page, alarms, 'admin categories');
    await page.close();
  });

  it('shows the posts and blog categories in the admin blog, and previews a body safely', async () => {
    const { page, alarms } = await watchedPage();
    await page.goto(`${baseUrl}/admin/blog`);
    await expectShown(
      page.getByTestId('admin-post-list'),
      fixture.posts.map((post) => post.title.en ?? ''),
      'admin blog',
    );
    await page.getByRole('button', { name: 'Categories' }).click();
    await expectShown(
      page.getByTestId('blog-categories'),
      fixture.blogCategories.map((category) => category.name),
      'blog categories',
    );
    await page.getByTestId('blog-categories').getByRole('button', { name: 'Close' }).click();
    await expectNothingRan(page, alarms, 'admin blog');

    const [post] = fixture.posts;
    await page.goto(`${baseUrl}/admin/blog/edit/${post?.id}`);
    await expect
      .poll(() => page.locator('input[name="title_en"]').inputValue())
      .toBe(post?.title.en);
    await page.getByRole('tab', { name: 'preview' }).click();
    for (const [label, language] of [
      ['English', 'en'],
      ['Français', 'fr'],
      ['العربية', 'ar'],
    ] as const) {
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: label })
        .click();
      const preview = page.locator('.post-content');
      await expectShown(preview, ['Probe 0 opens.'], label);
      expect(await unsafeElements(page, '.post-content'), label).toEqual([]);
      await expectNothingRan(page, alarms, `preview ${language}`);
    }
    await page.close();
  });
});

/** Two frames drawn: focus, toggle and load handlers have had their turn. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

function fields(name: string, values: Partial<Record<Language, string>>) {
  return Object.fromEntries(LANGUAGES.map((l) => [`${name}_${l}`, values[l] ?? '']));
}
