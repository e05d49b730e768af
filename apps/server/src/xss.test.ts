// One file over 300 lines: one app per database stores the corpus in every admin text field once,
// and each case reads those same rows back through the admin and public answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Document } from 'happy-dom';
import { CATEGORY_COLORS, CATEGORY_ICONS, normaliseTags } from '@chhiwat/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/database.ts';
import { findRepoRoot } from './platform/paths.ts';
import { createAccount, signIn, STRONG_PASSWORD } from './test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from './test/database.ts';
import {
  findUnsafeMarkup,
  packNamePayloads as packNames,
  packPayloads as pack,
  parseHtml as parsePage,
  XSS_PAYLOADS,
} from './test/xss-corpus.ts';

/**
 * The XSS corpus through every text field an admin can write, on the real API: HTML (post bodies)
 * is stored and served sanitised; every other field is plain text, kept as typed (or refused with
 * the field named), served as JSON, and escaped in the server-rendered page heads.
 */

const publicUrl = 'https://chhiwat.example';
const LANGUAGES = ['ar', 'fr', 'en'] as const;
type Fields = Record<string, string>;

const longerThan = (max: number) => XSS_PAYLOADS.filter((p) => p.trim().length > max);
/** Payloads that fit a tag, 30 (the most a record takes) to a list. */
const tagLists = (max: number) => {
  const short = XSS_PAYLOADS.filter((p) => p.trim().length <= max);
  return Array.from({ length: Math.ceil(short.length / 30) }, (_, n) =>
    short.slice(n * 30, n * 30 + 30),
  );
};

/** Record `index` of a batch: each field takes its next packed value, cycling through them all. */
const recordOf = (spec: Record<string, string[]>, index: number): Fields =>
  Object.fromEntries(
    Object.entries(spec).map(([field, values]) => [field, values[index % values.length] ?? '']),
  );
const batchSize = (spec: Record<string, string[]>) =>
  Math.max(...Object.values(spec).map((values) => values.length));
const trimmed = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()]));
const pick = (row: Record<string, unknown>, fields: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, row[field]]));

const inLanguages = (field: string, values: string[]) =>
  Object.fromEntries(LANGUAGES.map((l) => [`${field}_${l}`, values]));

// As the server clips a page description (seo/pages.ts).
const clip = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** How many of each element a page has: a payload that became markup would change it. */
const elementCounts = (document: Document) => {
  const counts: Record<string, number> = {};
  for (const element of document.querySelectorAll('*'))
    counts[element.tagName] = (counts[element.tagName] ?? 0) + 1;
  return counts;
};
const eventHandlers = (document: Document) =>
  [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on')),
  );
const metaContent = (document: Document, selector: string) =>
  document.querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('the XSS corpus', () => {
  it('has at least 60 distinct payloads, which the markup check finds unsafe before sanitising', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    const flagged = XSS_PAYLOADS.filter((payload) => findUnsafeMarkup(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(90);
  });
});

/** The page as a browser reads it, with the same elements as a page of seed data: nothing injected. */
function expectSameStructure(html: string, reference: Document, label: string): Document {
  const page = parsePage(html);
  expect(elementCounts(page), label).toEqual(elementCounts(reference));
  expect(eventHandlers(page), label).toEqual([]);
  // Escaped, no payload's markup appears in the page as it was typed.
  expect(
    XSS_PAYLOADS.filter((payload) => payload.includes('<') && html.includes(payload)),
    label,
  ).toEqual([]);
  return page;
}

/** The title and description a browser reads are exactly the texts the admin typed. */
function expectHead(page: Document, title: string, description: string) {
  expect(page.querySelector('title')?.textContent).toBe(title);
  expect(metaContent(page, 'property="og:title"')).toBe(title);
  expect(metaContent(page, 'name="description"')).toBe(description);
  expect(metaContent(page, 'property="og:description"')).toBe(description);
}

/** " · Chhiwat" in the page's language, from a page of seed data. */
const titleSuffix = (reference: Document) => {
  const title = reference.querySelector('title')?.textContent ?? '';
  return title.slice(title.lastIndexOf(' · '));
};

interface Created {
  slug: string;
  fields: Fields;
}
interface CreatedRecipe extends Created {
  tags: string[];
  category: Fields;
  ingredients: Fields[];
}

describe.each(testDatabaseKinds)('XSS payloads in every admin text field on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = '';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-xss-'));
  const created = {
    ingredientCategories: [] as Created[],
    recipeCategories: [] as Created[],
    ingredients: [] as Created[],
    recipes: [] as CreatedRecipe[],
    posts: [] as Created[],
  };

  beforeAll(async () => {
    // The web app's own index.html, as the server sends it in production.
    fs.copyFileSync(
      path.join(findRepoRoot(), 'apps/web/index.html'),
      path.join(webDist, 'index.html'),
    );
    database = await createTestDatabase(kind, { seeded: true });
    app = await buildApp({ database, webDist, publicUrl });
    await createAccount(database.db, { username: 'xss_owner', role: 'super_admin' });
    cookie = await signIn(app, 'xss_owner');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const served = async (url: string, type: RegExp) => {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(type);
    return response;
  };
  const json = async (url: string) => (await served(url, /^application\/json/)).json();
  const page = async (url: string) => (await served(url, /^text\/html/)).body;

  /** Creates one record per packed value; returns each record's response and the fields it got. */
  async function createBatch(
    url: string,
    spec: Record<string, string[]>,
    base: (index: number) => object,
  ) {
    const records: { response: Record<string, { id: number; slug: string }>; fields: Fields }[] =
      [];
    for (let index = 0; index < batchSize(spec); index++) {
      const fields = recordOf(spec, index);
      const response = await send('POST', url, { ...base(index), ...fields });
      expect(response.statusCode, response.body).toBe(201);
      records.push({ response: response.json(), fields });
    }
    return records;
  }

  /** A payload too long for a field is refused with that field named. */
  async function expectRefusedWhenTooLong(
    url: string,
    base: object,
    limits: Record<string, number>,
  ) {
    for (const [field, max] of Object.entries(limits)) {
      for (const payload of longerThan(max)) {
        const response = await send('POST', url, { ...base, [field]: payload });
        expect(response.statusCode, `${field}: ${payload}`).toBe(400);
        expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
      }
    }
  }

  it('keeps category names and descriptions as typed, in the admin and the public lists', async () => {
    for (const type of ['ingredient', 'recipe'] as const) {
      const spec = {
        ...inLanguages('name', packNames(100)),
        ...inLanguages('description', pack(500)),
      };
      const base = (index: number) => ({
        slug: `xss-${type}-category-${index}`,
        color: CATEGORY_COLORS[type][0],
        icon: CATEGORY_ICONS[0],
        sort_order: 900 + index,
      });
      const records = await createBatch(`/api/admin/categories/${type}`, spec, base);
      const adminList = (await send('GET', `/api/admin/categories/${type}`)).json().categories;
      const publicList = (await json(`/api/${type}-categories`)).categories;
      for (const { response, fields } of records) {
        const slug = response.category?.slug ?? '';
        for (const list of [adminList, publicList]) {
          const row = list.find((category: Created) => category.slug === slug);
          expect(pick(row, fields)).toEqual(trimmed(fields));
        }
        created[`${type}Categories`].push({ slug, fields: trimmed(fields) });
      }
      await expectRefusedWhenTooLong(`/api/admin/categories/${type}`, base(999), {
        name_en: 100,
        name_ar: 100,
      });
    }
  });

  it('keeps ingredient names (en, fr, ar, Darija) and descriptions as typed', async () => {
    const spec = {
      ...inLanguages('name', packNames(100)),
      name_darija: packNames(100),
      ...inLanguages('description', pack(500)),
    };
    const categories = created.ingredientCategories;
    const base = (index: number) => ({
      slug: `xss-ingredient-${index}`,
      category: categories[index % categories.length]?.slug,
    });
    const records = await createBatch('/api/admin/ingredients', spec, base);
    const publicList = (await json('/api/ingredients')).ingredients;
    for (const { response, fields } of records) {
      const { id, slug } = response.ingredient ?? { id: 0, slug: '' };
      const names = pick(fields, {
        name_en: '',
        name_fr: '',
        name_ar: '',
        name_darija: '',
      }) as Fields;
      expect(
        pick((await send('GET', `/api/admin/ingredients/${id}`)).json().ingredient, fields),
      ).toEqual(trimmed(fields));
      expect(pick((await json(`/api/ingredients/${slug}`)).ingredient, fields)).toEqual(
        trimmed(fields),
      );
      expect(
        pick(
          publicList.find((i: Created) => i.slug === slug),
          names,
        ),
      ).toEqual(trimmed(names));
      created.ingredients.push({ slug, fields: trimmed(fields) });
    }
    await expectRefusedWhenTooLong('/api/admin/ingredients', base(999), {
      name_fr: 100,
      name_darija: 100,
    });
  });

  /** A recipe's three ingredient links, each with its notes; link n of recipe i is ingredient 3i+n. */
  const recipeLinks = (index: number, notes: Fields[]) =>
    notes.map((note, n) => ({
      ingredient_slug: created.ingredients[(index * 3 + n) % created.ingredients.length]?.slug,
      quantity: n + 1,
      unit: n === 0 ? 'g' : null,
      ...note,
    }));
  const recipeBase = (index: number) => ({
    slug: `xss-recipe-${index}`,
    prep_time: 10,
    cooking_time: 20,
    difficulty: 'easy',
    status: 'published',
    category: created.recipeCategories[index % created.recipeCategories.length]?.slug,
  });

  it('keeps recipe titles, descriptions, instructions, tags and ingredient notes as typed', async () => {
    const spec = {
      ...inLanguages('title', packNames(200)),
      ...inLanguages('description', pack(2000)),
      ...inLanguages('instructions', pack(20_000, '\n')),
    };
    const noteSpec = inLanguages('note', pack(100));
    const tags = tagLists(40);
    for (let index = 0; index < batchSize(spec); index++) {
      const fields = recordOf(spec, index);
      const notes = [0, 1, 2].map((n) => recordOf(noteSpec, index * 3 + n));
      const recipeTags = tags[index % tags.length] ?? [];
      const response = await send('POST', '/api/admin/recipes', {
        ...recipeBase(index),
        ...fields,
        tags: recipeTags,
        ingredients: recipeLinks(index, notes),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id, slug } = response.json().recipe;
      const stored = (await send('GET', `/api/admin/recipes/${id}`)).json().recipe;
      const publicView = (await json(`/api/recipes/${slug}`)).recipe;
      for (const recipe of [stored, publicView]) {
        expect(pick(recipe, fields)).toEqual(trimmed(fields));
        expect(recipe.tags).toEqual(normaliseTags(recipeTags));
        expect(recipe.ingredients.map((link: Fields) => pick(link, noteSpec))).toEqual(
          notes.map(trimmed),
        );
      }
      created.recipes.push({
        slug,
        fields: trimmed(fields),
        tags: normaliseTags(recipeTags),
        category: created.recipeCategories[index % created.recipeCategories.length]?.fields ?? {},
        ingredients: [0, 1, 2].map(
          (n) => created.ingredients[(index * 3 + n) % created.ingredients.length]?.fields ?? {},
        ),
      });
    }

    const valid = {
      ...recipeBase(999),
      ...recordOf(spec, 0),
      ingredients: recipeLinks(999, [{}]),
    };
    const refused = async (changes: object, field: string, label: string) => {
      const response = await send('POST', '/api/admin/recipes', { ...valid, ...changes });
      expect(response.statusCode, label).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), label).toContain(field);
    };
    for (const payload of longerThan(40)) await refused({ tags: [payload] }, 'tags.0', payload);
    for (const payload of longerThan(100)) {
      const ingredients = [{ ...valid.ingredients[0], note_fr: payload }];
      await refused({ ingredients }, 'ingredients.0.note_fr', payload);
    }
    for (const payload of XSS_PAYLOADS) {
      const ingredients = [{ ...valid.ingredients[0], unit: payload }];
      await refused({ ingredients }, 'ingredients.0.unit', payload);
    }
  });

  it('escapes every payload in the recipe pages’ heads; no text closes the JSON-LD', async () => {
    for (const language of LANGUAGES) {
      const reference = parsePage(await page(`/recipe/harira?lang=${language}`));
      const suffix = titleSuffix(reference);
      for (const recipe of created.recipes) {
        const label = `${recipe.slug} in ${language}`;
        const html = await page(`/recipe/${recipe.slug}?lang=${language}`);
        const document = expectSameStructure(html, reference, label);
        const text = (field: string) => recipe.fields[`${field}_${language}`] ?? '';
        expectHead(document, `${text('title')}${suffix}`, clip(text('description')));

        const jsonLd = document.querySelector('script[type="application/ld+json"]');
        const ld = JSON.parse(jsonLd?.textContent ?? '');
        expect(ld, label).toMatchObject({
          name: text('title'),
          description: text('description'),
          keywords: recipe.tags.join(', '),
          recipeCategory: recipe.category[`name_${language}`],
        });
        expect(ld.recipeInstructions.map((step: { text: string }) => step.text)).toEqual(
          text('instructions')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
        expect(ld.recipeIngredient).toHaveLength(3);
        // each line carries its ingredient's name as typed (Arabic writes it first: "name: amount")
        for (const [n, line] of (ld.recipeIngredient as string[]).entries()) {
          const name = recipe.ingredients[n]?.[`name_${language}`] ?? '';
          expect(line.startsWith(`${name}: `) || line.endsWith(` ${name}`), line).toBe(true);
        }
      }
    }
  });

  it('keeps blog category names and descriptions as typed', async () => {
    const spec = { name: packNames(100), description: pack(500) };
    const base = (index: number) => ({ slug: `xss-blog-category-${index}` });
    const records = await createBatch('/api/admin/blog/categories', spec, base);
    const list = (await send('GET', '/api/admin/blog/categories')).json().categories;
    for (const { response, fields } of records) {
      const row = list.find((category: Created) => category.slug === response.category?.slug);
      const name = fields.name?.trim();
      expect(row).toMatchObject({ name_en: name, name_fr: name, name_ar: name });
      expect(row.description_en).toBe(fields.description?.trim());
    }
    await expectRefusedWhenTooLong('/api/admin/blog/categories', base(999), { name: 100 });
  });

  it('stores and serves post HTML sanitised; keeps titles, excerpts, tags and category as typed', async () => {
    const spec = {
      ...inLanguages('title', packNames(200)),
      ...inLanguages('excerpt', pack(500)),
      category: pack(100),
    };
    const contents = pack(2000, '\n');
    const tags = tagLists(40);
    for (let index = 0; index < batchSize(spec); index++) {
      const fields = recordOf(spec, index);
      const postTags = tags[index % tags.length] ?? [];
      const response = await send('POST', '/api/admin/blog/posts', {
        ...fields,
        slug: `xss-post-${index}`,
        status: 'published',
        tags: postTags,
        content_en: `<p>before</p>${contents[index % contents.length]}<p>after</p>`,
        content_fr: index === 0 ? XSS_PAYLOADS.join('') : XSS_PAYLOADS[index],
        content_ar: XSS_PAYLOADS[XSS_PAYLOADS.length - 1 - index],
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id, slug } = response.json().post;
      const stored = await database.db
        .selectFrom('blog_posts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const adminView = (await send('GET', `/api/admin/blog/posts/${id}`)).json().post;
      const publicView = (await json(`/api/blog/posts/${slug}`)).post;
      for (const post of [stored, adminView, publicView]) {
        expect(pick(post, fields)).toEqual(trimmed(fields));
        expect(post.tags).toEqual(postTags.map((tag) => tag.trim()));
        for (const language of LANGUAGES)
          expect(findUnsafeMarkup(post[`content_${language}`]), language).toEqual([]);
        expect(post.content_en.startsWith('<p>before</p>')).toBe(true);
      }
      created.posts.push({ slug, fields: trimmed(fields) });
    }
    for (const payload of longerThan(40)) {
      const response = await send('POST', '/api/admin/blog/posts', {
        title_en: 'Tags',
        tags: [payload],
      });
      expect(Object.keys(response.json().error.fields ?? {}), payload).toContain('tags.0');
    }
  });

  it('escapes every payload in the blog post pages’ heads', async () => {
    const [seedPost] = await database.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '=', 'published')
      .where('slug', 'not like', 'xss-%')
      .limit(1)
      .execute();
    for (const language of LANGUAGES) {
      const reference = parsePage(await page(`/blog/${seedPost?.slug}?lang=${language}`));
      const suffix = titleSuffix(reference);
      for (const post of created.posts) {
        const label = `${post.slug} in ${language}`;
        const html = await page(`/blog/${post.slug}?lang=${language}`);
        const document = expectSameStructure(html, reference, label);
        const text = (field: string) => post.fields[`${field}_${language}`] ?? '';
        expectHead(document, `${text('title')}${suffix}`, clip(text('excerpt')));
      }
    }
  });

  it('refuses payloads as admin usernames, e-mails and roles, naming the field', async () => {
    const valid = {
      username: 'new_editor',
      email: 'new.editor@chhiwat.test',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      role_template: 'admin',
    };
    const refused = async (changes: Fields, fields: string[]) => {
      const response = await send('POST', '/api/admin/admins', { ...valid, ...changes });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toEqual(fields);
    };
    for (const payload of XSS_PAYLOADS) {
      await refused({ username: payload, email: payload }, ['username', 'email']);
      // The role is looked up only once the form is valid.
      await refused({ role_template: payload }, ['role_template']);
    }
    const admins = (await send('GET', '/api/admin/admins')).json().admins;
    expect(admins.map((admin: { username: string }) => admin.username)).toEqual(
      expect.not.arrayContaining(['new_editor']),
    );
  });
});
