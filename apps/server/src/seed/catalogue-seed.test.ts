import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { isCatalogueEmpty, loadCatalogue, readSeedCatalogue } from './catalogue-seed.ts';
import { createTestDatabase, seedDir, testDatabaseKinds } from '../test/database.ts';

type Row = Record<string, unknown>;
const catalogue = readSeedCatalogue(seedDir);
const rows = (list: unknown[]) => list as Row[];

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /[A-Za-z]/;
const languages = ['en', 'fr', 'ar'] as const;

/** The text fields that must be written in every language, per kind of row. */
const trilingual: [string, Row[], string[]][] = [
  ['ingredient category', rows(catalogue.ingredientCategories), ['name', 'description']],
  ['ingredient', rows(catalogue.ingredients), ['name', 'description']],
  ['recipe category', rows(catalogue.recipeCategories), ['name', 'description']],
  ['recipe', rows(catalogue.recipes), ['title', 'description', 'instructions']],
  ['blog post', rows(catalogue.blogPosts), ['title', 'excerpt', 'content']],
];

describe('the shipped catalogue (data/seed)', () => {
  it('is as large as the issue asks', () => {
    const ingredientCategories = rows(catalogue.ingredientCategories).map((c) => c.slug);
    expect(ingredientCategories).toEqual(
      expect.arrayContaining([
        'vegetables',
        'spices',
        'herbs',
        'proteins',
        'fruits',
        'legumes',
        'oils',
        'nuts',
        'grains',
        'dairy',
      ]),
    );
    expect(rows(catalogue.recipeCategories).map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'tagine',
        'couscous',
        'soup',
        'salad',
        'pastry',
        'bread',
        'dessert',
        'beverage',
        'appetizer',
        'main-course',
      ]),
    );
    expect(catalogue.ingredients.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.recipes.length).toBeGreaterThanOrEqual(50);
    expect(catalogue.blogPosts.length).toBeGreaterThanOrEqual(4);
  });

  it('has the dishes a Moroccan visitor looks for first', () => {
    const slugs = new Set(rows(catalogue.recipes).map((r) => r.slug));
    for (const dish of [
      'harira',
      'bissara',
      'chicken-pastilla',
      'rfissa',
      'tanjia-marrakchia',
      'zaalouk',
      'taktouka',
      'msemen',
      'baghrir',
      'harcha',
      'chebakia',
      'sellou',
      'kefta-briouats',
      'seffa-medfouna',
      'mint-tea',
      'couscous-seven-vegetables',
    ]) {
      expect(slugs, dish).toContain(dish);
    }
  });

  it.each(trilingual)('every %s is written in ar, fr and en', (_kind, list, fields) => {
    for (const row of list) {
      for (const field of fields) {
        for (const language of languages) {
          const text = row[`${field}_${language}`];
          expect(
            typeof text === 'string' && text.trim().length > 0,
            `${String(row.slug)} ${field}_${language}`,
          ).toBe(true);
        }
      }
    }
  });

  it.each(trilingual)('every %s has Arabic fields in Arabic script', (_kind, list, fields) => {
    for (const row of list) {
      for (const field of [
        ...fields.map((f) => `${f}_ar`),
        ...('name_darija' in row ? ['name_darija'] : []),
      ]) {
        const text = String(row[field]).replace(/<[^>]+>/g, '');
        expect(ARABIC.test(text), `${String(row.slug)} ${field}`).toBe(true);
        if (field !== 'content_ar')
          expect(LATIN.test(text), `${String(row.slug)} ${field}: ${text}`).toBe(false);
      }
    }
  });

  it.each(trilingual)(
    'every %s has French and English that are not copies',
    (_kind, list, fields) => {
      for (const row of list) {
        for (const field of fields) {
          if (field === 'name' || field === 'title') continue; // a dish name may rightly be the same
          expect(row[`${field}_fr`], `${String(row.slug)} ${field}`).not.toEqual(
            row[`${field}_en`],
          );
        }
      }
    },
  );

  it('gives each recipe the same steps in each language and two required ingredients (a juice one)', () => {
    for (const recipe of rows(catalogue.recipes)) {
      const steps = languages.map((l) => String(recipe[`instructions_${l}`]).split('\n').length);
      expect(new Set(steps).size, String(recipe.slug)).toBe(1);
      const links = recipe.ingredients as Row[];
      expect(
        links.filter((link) => !link.optional).length,
        String(recipe.slug),
      ).toBeGreaterThanOrEqual(recipe.category === 'beverage' ? 1 : 2);
    }
  });

  it('knows a kitchen: staples, at most 3 key ingredients per recipe, swaps and typed names (decision 0016)', () => {
    const ingredients = rows(catalogue.ingredients);
    const staples = new Set(ingredients.filter((i) => i.is_staple).map((i) => String(i.slug)));
    for (const slug of ['salt', 'black-pepper', 'olive-oil', 'vegetable-oil'])
      expect(staples.has(slug), slug).toBe(true);
    const keyed = rows(catalogue.recipes).filter((recipe) =>
      (recipe.ingredients as Row[]).some((line) => line.key),
    );
    // A dish of staples alone (msemen: flour, oil, salt) has no key ingredient; nearly all have one.
    expect(keyed.length / catalogue.recipes.length).toBeGreaterThanOrEqual(0.85);
    for (const recipe of rows(catalogue.recipes)) {
      const keys = (recipe.ingredients as Row[]).filter((line) => line.key);
      expect(keys.length, String(recipe.slug)).toBeLessThanOrEqual(3);
      for (const key of keys)
        expect(
          staples.has(String(key.ingredient_slug)),
          `${recipe.slug}: ${key.ingredient_slug}`,
        ).toBe(false);
    }
    const keyOf = (slug: string) =>
      (rows(catalogue.recipes).find((r) => r.slug === slug)?.ingredients as Row[])
        .filter((line) => line.key)
        .map((line) => line.ingredient_slug);
    expect(keyOf('chicken-tagine-preserved-lemons-olives')).toContain('chicken');

    const swaps = rows(catalogue.substitutions);
    expect(swaps.length).toBeGreaterThanOrEqual(30);
    const rule = (missing: string, using: string[]) =>
      swaps.find(
        (s) =>
          s.missing === missing && [...(s.using as string[])].sort().join() === using.sort().join(),
      );
    expect(rule('preserved-lemons', ['lemons', 'salt'])).toBeDefined();
    expect(rule('smen', ['butter'])).toBeDefined();
    expect(
      rule('ras-el-hanout', ['cumin', 'ginger', 'cinnamon', 'turmeric', 'black-pepper']),
    ).toBeDefined();
    expect(rule('saffron', ['turmeric'])?.quality).toBe('pinch');

    const darija = (slug: string) =>
      ingredients.find((i) => i.slug === slug)?.aliases_darija as string[];
    expect(darija('tomatoes')).toContain('maticha');
    expect(darija('parsley')).toContain('ma3dnous');
    expect(darija('cilantro')).toEqual(expect.arrayContaining(['kosbor', '9ezbour']));
    for (const ingredient of ingredients)
      for (const alias of ingredient.aliases_darija as string[])
        expect(alias, String(ingredient.slug)).toMatch(/^[a-z0-9' -]+$/);
  });

  it('files blog posts under existing blog categories', () => {
    const categories = new Set(rows(catalogue.blogCategories).map((c) => c.slug));
    for (const post of rows(catalogue.blogPosts))
      expect(categories, String(post.slug)).toContain(post.category);
  });

  it('links blog posts only to recipes that exist', () => {
    const recipes = new Set(rows(catalogue.recipes).map((r) => r.slug));
    for (const post of rows(catalogue.blogPosts)) {
      for (const language of languages) {
        for (const [, slug] of String(post[`content_${language}`]).matchAll(
          /href="\/recipe\/([^"]+)"/g,
        )) {
          expect(recipes, `${String(post.slug)} links ${slug}`).toContain(slug);
        }
      }
    }
  });
});

describe.each(testDatabaseKinds)('loading the catalogue on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('loads every row through the form validation, with every reference resolved', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    const counts = await loadCatalogue(database.db, catalogue);
    expect(counts).toEqual({
      ingredientCategories: catalogue.ingredientCategories.length,
      ingredients: catalogue.ingredients.length,
      recipeCategories: catalogue.recipeCategories.length,
      recipes: catalogue.recipes.length,
      substitutions: catalogue.substitutions.length,
      blogCategories: catalogue.blogCategories.length,
      blogPosts: catalogue.blogPosts.length,
    });
    expect(await isCatalogueEmpty(database.db)).toBe(false);

    const links = rows(catalogue.recipes).reduce(
      (sum, r) => sum + (r.ingredients as Row[]).length,
      0,
    );
    const stored = await database.db
      .selectFrom('recipe_ingredients')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(links);

    const { rows: dangling } = await sql<{ slug: string }>`
      select i.slug from ingredients i, unnest(i.commonly_used_with) as related(slug)
      where not exists (select 1 from ingredients j where j.slug = related.slug)`.execute(
      database.db,
    );
    expect(dangling).toEqual([]);
  });

  it('refuses a broken catalogue whole, leaving the database as it was', async () => {
    const other = await createTestDatabase(kind);
    const broken = {
      ...catalogue,
      recipes: [
        ...catalogue.recipes,
        { ...(catalogue.recipes[0] as Row), slug: 'ghost-dish', category: 'no-such-category' },
      ],
    };
    await expect(loadCatalogue(other.db, broken)).rejects.toThrow(
      'Category "no-such-category" not found',
    );
    expect(await isCatalogueEmpty(other.db)).toBe(true);
    const ingredients = await other.db.selectFrom('ingredients').select('id').execute();
    expect(ingredients).toEqual([]);
    await other.close();
  });
});
