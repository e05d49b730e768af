import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';

const RESTRICTED = ['23001', '23503'];

/** The database guards the data as well as the code (architecture.md, Data). */
describe.each(testDatabaseKinds)('constraints on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
  });
  afterAll(() => database.close());

  const run = (query: string) => sql.raw(query).execute(database.db);
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  it('refuses to delete an ingredient a recipe uses (foreign key, restrict)', async () => {
    // PostgreSQL 17 (PGlite) says restrict_violation, 15 says foreign_key_violation.
    expect(RESTRICTED).toContain(await code(run(`delete from ingredients where slug = 'saffron'`)));
    const still = await database.db
      .selectFrom('ingredients')
      .select('slug')
      .where('slug', '=', 'saffron')
      .execute();
    expect(still).toHaveLength(1);
  });

  it('removes a recipe’s links with the recipe (cascade)', async () => {
    const recipe = await database.db
      .selectFrom('recipes')
      .select('id')
      .where('slug', '=', 'marinated-olives')
      .executeTakeFirstOrThrow();
    await run(`delete from recipes where id = ${recipe.id}`);
    const links = await database.db
      .selectFrom('recipe_ingredients')
      .select('ingredient_slug')
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a category that still has ingredients', async () => {
    expect(RESTRICTED).toContain(
      await code(run(`delete from ingredient_categories where slug = 'spices'`)),
    );
  });

  it.each([
    [
      'a duplicate slug',
      `insert into recipe_categories (slug, name_en, name_fr, name_ar, color, icon) values ('tagine', 'x', 'x', 'x', '#c2410c', '🥘')`,
      '23505',
    ],
    [
      'an unknown difficulty',
      `update recipes set difficulty = 'extreme' where slug = 'harira'`,
      '23514',
    ],
    [
      'a negative cooking time',
      `update recipes set cooking_time = -1 where slug = 'harira'`,
      '23514',
    ],
    ['an unknown region', `update recipes set region = 'atlantis' where slug = 'harira'`, '23514'],
    [
      'an unknown occasion',
      `update recipes set occasions = array['birthday'] where slug = 'harira'`,
      '23514',
    ],
    ['an unknown status', `update recipes set status = 'hidden' where slug = 'harira'`, '23514'],
    ['a negative prep time', `update recipes set prep_time = -1 where slug = 'harira'`, '23514'],
    [
      'an unknown seasonality',
      `update ingredients set seasonality = 'monsoon' where slug = 'saffron'`,
      '23514',
    ],
    [
      'a negative sort order',
      `update ingredient_categories set sort_order = -1 where slug = 'spices'`,
      '23514',
    ],
    ['a bad slug', `update recipes set slug = 'Harira Soup' where slug = 'harira'`, '23514'],
    [
      'eleven related ingredients',
      `update ingredients set commonly_used_with = array_fill('x'::text, array[11]) where slug = 'saffron'`,
      '23514',
    ],
    ['an unknown post status', `update blog_posts set status = 'scheduled'`, '23514'],
    [
      'a published post without a date',
      `update blog_posts set published_at = null where status = 'published'`,
      '23514',
    ],
    [
      'a link to no ingredient',
      `insert into recipe_ingredients (recipe_id, ingredient_slug) select id, 'unicorn' from recipes limit 1`,
      '23503',
    ],
    ['an unknown unit', `update recipe_ingredients set unit = 'bucket' where unit = 'g'`, '23514'],
  ])('refuses %s', async (_what, query, expected) => {
    expect(await code(run(query))).toBe(expected);
  });

  it('renames links with their ingredient (on update cascade)', async () => {
    await run(`update ingredients set slug = 'cumin-seeds' where slug = 'cumin'`);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from recipe_ingredients where ingredient_slug = 'cumin'`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
    await run(`update ingredients set slug = 'cumin' where slug = 'cumin-seeds'`);
  });

  it('keeps updated_at current on every update', async () => {
    const before = await database.db
      .selectFrom('recipes')
      .select('updated_at')
      .where('slug', '=', 'harira')
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await run(`update recipes set servings = servings + 1 where slug = 'harira'`);
    const after = await database.db
      .selectFrom('recipes')
      .select('updated_at')
      .where('slug', '=', 'harira')
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });
});
