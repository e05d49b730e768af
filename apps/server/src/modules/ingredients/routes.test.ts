import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { testDatabaseKinds } from '../../test/database.ts';

describe.each(testDatabaseKinds)('public catalogue reads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
  });
  afterAll(() => t.close());

  it('lists every ingredient with its category, ordered by English name', async () => {
    const response = await t.app.inject('/api/ingredients');
    expect(response.statusCode).toBe(200);
    const { ingredients } = response.json();
    expect(ingredients.length).toBeGreaterThanOrEqual(150);
    const names = ingredients.map((i: { name_en: string }) => i.name_en);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ingredients.find((i: { slug: string }) => i.slug === 'saffron')).toMatchObject({
      category: 'spices',
      name_fr: expect.any(String),
      name_ar: expect.any(String),
      name_darija: expect.any(String),
      image_url: null,
    });
  });

  it('answers a repeat request with 304 and no body while nothing changed', async () => {
    const first = await t.app.inject('/api/ingredients');
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await t.app.inject({
      url: '/api/ingredients',
      headers: { 'if-none-match': tag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');

    await sql`update ingredients set name_en = 'Saffron threads' where slug = 'saffron'`.execute(
      t.db,
    );
    // Written behind the API, as another server would: seen once the version is checked again.
    await caughtUp(t.app);
    const third = await t.app.inject({
      url: '/api/ingredients',
      headers: { 'if-none-match': tag },
    });
    expect(third.statusCode).toBe(200);
    expect(third.headers.etag).not.toBe(tag);
  });

  it('gives one ingredient in full, or the not-found message', async () => {
    const response = await t.app.inject('/api/ingredients/cumin');
    expect(response.statusCode).toBe(200);
    expect(response.json().ingredient).toMatchObject({
      slug: 'cumin',
      category: 'spices',
      description_fr: expect.stringMatching(/\S/),
    });
    const missing = await t.app.inject('/api/ingredients/unicorn-horn');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'Ingredient not found' },
    });
  });

  it('lists only active categories, in sort order, with their counts', async () => {
    await sql`update ingredient_categories set is_active = false where slug = 'pantry'`.execute(
      t.db,
    );
    const response = await t.app.inject('/api/ingredient-categories');
    const { categories } = response.json();
    const slugs = categories.map((c: { slug: string }) => c.slug);
    expect(slugs[0]).toBe('vegetables');
    expect(slugs).not.toContain('pantry');
    const orders = categories.map((c: { sort_order: number }) => c.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const spices = categories.find((c: { slug: string }) => c.slug === 'spices');
    const counted = await sql<{ n: number }>`
      select count(*)::int as n from ingredients i join ingredient_categories c on c.id = i.category_id
      where c.slug = 'spices'`.execute(t.db);
    expect(spices.item_count).toBe(counted.rows[0]?.n);
    await sql`update ingredient_categories set is_active = true where slug = 'pantry'`.execute(
      t.db,
    );
  });

  it('lists the recipe categories in sort order', async () => {
    const { categories } = (await t.app.inject('/api/recipe-categories')).json();
    expect(categories.map((c: { slug: string }) => c.slug).slice(0, 3)).toEqual([
      'tagine',
      'couscous',
      'soup',
    ]);
    expect(categories.every((c: { item_count: number }) => c.item_count > 0)).toBe(true);
  });
});
