import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchQuerySchema,
  matchSearch,
  recipeListQuerySchema,
  recipeListSearch,
  type RecipeQuery,
} from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { ContentVersionWatch } from '../../platform/content-version.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { PublicCatalogue } from './service.ts';
import { CatalogueThread } from './thread-handle.ts';

const queries: [string, RecipeQuery][] = [
  [
    'a list page in French',
    recipeListSearch(recipeListQuerySchema.parse({ lang: 'fr', page: '2' })),
  ],
  ['a text search', recipeListSearch(recipeListQuerySchema.parse({ q: 'tagine', lang: 'en' }))],
  [
    'a match',
    matchSearch(
      matchQuerySchema.parse({ ingredients: 'chicken,onions,garlic,tomatoes', lang: 'ar' }),
    ),
  ],
  [
    'a filtered match by time',
    matchSearch(
      matchQuerySchema.parse({
        ingredients: 'eggs,tomatoes,onions',
        lang: 'en',
        sort: 'cookingTime',
        maxTime: '60',
      }),
    ),
  ],
];

describe.each(testDatabaseKinds)('the catalogue in its own thread, on %s', (kind) => {
  let database: DatabaseHandle;
  let catalogue: CatalogueThread;
  let inProcess: PublicCatalogue;
  /** Set to make the version check fail as an unreachable database does. */
  let away = false;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
    const watch = new ContentVersionWatch(database.db, 0);
    const versions = {
      current: () =>
        away
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
            )
          : watch.current(),
      fresh: () => watch.fresh(),
      invalidate: () => watch.invalidate(),
    };
    catalogue = new CatalogueThread(database, versions);
    inProcess = new PublicCatalogue(database.db, new ContentVersionWatch(database.db, 0));
  });
  afterAll(async () => {
    await catalogue.stop();
    await database.close();
  });

  it.each(queries)('answers %s as the catalogue held in this thread ranks it', async (_, query) => {
    const [threaded, here] = await Promise.all([catalogue.search(query), inProcess.rank(query)]);
    expect(here.total).toBeGreaterThan(0);
    const slugs = new Map(
      (await database.db.selectFrom('recipes').select(['id', 'slug']).execute()).map((row) => [
        row.id,
        row.slug,
      ]),
    );
    expect(threaded.recipes.map(({ slug, match }) => ({ slug, match }))).toEqual(
      here.recipes.map(({ id, match }) => ({ slug: slugs.get(id), match })),
    );
    expect({ ...threaded, recipes: [] }).toEqual({ ...here, recipes: [] });
    // the cards are read here, by id
    for (const recipe of threaded.recipes) expect(recipe.title_en.length).toBeGreaterThan(0);
  });

  it('holds the shared parts here, and a recipe’s facts by slug there', async () => {
    const summary = await catalogue.current();
    const held = await inProcess.current();
    expect(summary.version).toBe(held.version);
    expect(summary.ingredients).toEqual(held.ingredients);
    expect(summary.substitutions).toEqual(held.substitutions);
    const slug = held.parts[0]?.snapshot.recipes[0]?.slug ?? '';
    expect((await catalogue.recipe(slug))?.card.slug).toBe(slug);
    expect(await catalogue.recipe('no-such-recipe')).toBeUndefined();
  });

  it('patches a write in before the write is answered', async () => {
    const recipe = await database.db
      .selectFrom('recipes')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('recipes')
      .set({ title_en: 'Quince zebra stew' })
      .where('id', '=', recipe.id)
      .execute();
    await catalogue.afterWrite();
    const query = recipeListSearch(recipeListQuerySchema.parse({ q: 'quince zebra', lang: 'en' }));
    const found = await catalogue.search(query);
    expect(found.recipes.map(({ slug, title_en }) => ({ slug, title_en }))).toEqual([
      { slug: recipe.slug, title_en: 'Quince zebra stew' },
    ]);
  });

  it('keeps answering from the catalogue it holds while the database is away', async () => {
    const [query] = queries[0] ? [queries[0][1]] : [];
    if (!query) throw new Error('no query');
    const before = await catalogue.search(query);
    away = true;
    try {
      expect(await catalogue.search(query)).toEqual(before);
      expect((await catalogue.current()).version).toBeGreaterThan(0);
    } finally {
      away = false;
    }
  });

  it('starts a new thread for the next call once the last one stopped', async () => {
    const query = queries[2]?.[1] as RecipeQuery;
    const before = await catalogue.search(query);
    await catalogue.stop();
    expect(await catalogue.search(query)).toEqual(before);
  });
});
