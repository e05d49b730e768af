import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  holdersWhere,
  normalizeSearchText,
  recipeBySlug,
  recipeListQuerySchema,
  recipeListSearch,
  searchRecipes,
} from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/schema.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { ContentVersionWatch, type ContentVersion } from '../../platform/content-version.ts';
import { buildSnapshot, PublicCatalogue, type CatalogueSnapshot } from './service.ts';

const noDatabase = {} as Kysely<Database>;

describe('the first catalogue', () => {
  it('is read once, however many ask at once', async () => {
    const builds: number[] = [];
    const versions = {
      current: async (): Promise<ContentVersion> => ({ catalogue: 1, blog: 1, blogLiveAt: 0 }),
      fresh: () => undefined,
      invalidate: () => {},
    };
    const read = async (_db: Kysely<Database>, version: number) => {
      builds.push(version);
      return {
        version,
        baseIds: new Int32Array(0),
        changed: new Map(),
      } as unknown as CatalogueSnapshot;
    };
    const catalogue = new PublicCatalogue(noDatabase, versions, { read });
    const asked = await Promise.all([catalogue.current(), catalogue.current()]);
    expect(asked.map((snapshot) => snapshot.version)).toEqual([1, 1]);
    await catalogue.current();
    expect(builds).toEqual([1]);
  });
});

/** The recipes whose English title holds `q`, as the held facts say (the text search is SQL's). */
const titleSearch = (snapshot: CatalogueSnapshot, q: string) =>
  searchRecipes(
    snapshot,
    {
      q,
      ingredients: [],
      matchesOnly: false,
      includeOptional: false,
      swaps: false,
      lang: 'en',
      page: 1,
      pageSize: 50,
    },
    {
      textHolders: (part) =>
        holdersWhere(part, (recipe) => normalizeSearchText(recipe.title_en).includes(q)),
    },
  ).recipes.map((recipe) => recipe.slug);

describe.each(testDatabaseKinds)('the catalogue after writes, on %s', (kind) => {
  let t: TestApp;
  let catalogue: PublicCatalogue;
  let fullReads = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    catalogue = new PublicCatalogue(t.db, new ContentVersionWatch(t.db, 0), {
      read: (...args) => (fullReads++, buildSnapshot(...args)),
    });
    await catalogue.current();
  });
  afterAll(() => t.close());

  const someRecipe = () =>
    t.db
      .selectFrom('recipes')
      .select(['id', 'slug', 'category_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('patches in the changed recipe alone, and a read meanwhile keeps the catalogue it had', async () => {
    const { id, slug } = await someRecipe();
    const before = await catalogue.current();
    await t.db
      .updateTable('recipes')
      .set({ title_en: 'Zebra quince stew' })
      .where('id', '=', id)
      .execute();
    const during = await catalogue.current();
    expect(during).toBe(before);
    const after = await catalogue.settled();
    expect(after.version).toBeGreaterThan(before.version);
    expect(titleSearch(after, 'zebra quince')).toEqual([slug]);
    expect(titleSearch(before, 'zebra quince')).toEqual([]);
    expect(after.parts[0]?.snapshot).toBe(before.parts[0]?.snapshot);
    expect(fullReads).toBe(1);
  });

  it('drops an unpublished recipe and the recipes of a deactivated category, and brings them back', async () => {
    const { id, slug, category_id } = await someRecipe();
    await t.db.updateTable('recipes').set({ status: 'draft' }).where('id', '=', id).execute();
    await catalogue.current();
    expect(recipeBySlug(await catalogue.settled(), slug)).toBeUndefined();
    await t.db.updateTable('recipes').set({ status: 'published' }).where('id', '=', id).execute();
    await catalogue.current();
    expect(recipeBySlug(await catalogue.settled(), slug)).toBeDefined();

    const inCategory = await t.db
      .selectFrom('recipes')
      .select('slug')
      .where('category_id', '=', category_id)
      .where('status', '=', 'published')
      .execute();
    const category = (active: boolean) =>
      t.db
        .updateTable('recipe_categories')
        .set({ is_active: active })
        .where('id', '=', category_id)
        .execute();
    await category(false);
    await catalogue.current();
    const hidden = await catalogue.settled();
    expect(inCategory.filter((row) => recipeBySlug(hidden, row.slug))).toEqual([]);
    await category(true);
    await catalogue.current();
    const shown = await catalogue.settled();
    expect(inCategory.filter((row) => !recipeBySlug(shown, row.slug))).toEqual([]);
    expect(fullReads).toBe(1);
  });

  it('follows the staples and the swaps', async () => {
    const staple = await t.db
      .selectFrom('ingredients')
      .select('slug')
      .where('is_staple', '=', false)
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('ingredients')
      .set({ is_staple: true })
      .where('slug', '=', staple.slug)
      .execute();
    await t.db.deleteFrom('substitutions').execute();
    await catalogue.current();
    const after = await catalogue.settled();
    expect(after.staples).toContain(staple.slug);
    expect(after.substitutions).toEqual([]);
    expect(fullReads).toBe(1);
  });

  it('reads the whole catalogue again on a gap in the change log', async () => {
    await t.db
      .updateTable('catalogue_version')
      .set((eb) => ({ version: eb('version', '+', 3) }))
      .execute();
    await catalogue.current();
    await catalogue.settled();
    expect(fullReads).toBe(2);
  });
});

describe.each(testDatabaseKinds)('two servers on one database (%s)', (kind) => {
  it('a write through one is searched on the other within a second, while its reads go on', async () => {
    const writer = await createTestApp(kind, { seeded: true });
    const reader = await buildApp({ database: writer.database });
    try {
      await createAccount(writer.db, { username: 'amina' });
      const cookie = await signIn(writer.app, 'amina');
      const recipe = await writer.db
        .selectFrom('recipes')
        .select(['id', 'title_en'])
        .where('status', '=', 'published')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const url = `/api/recipes?q=${encodeURIComponent(recipe.title_en)}&lang=en`;
      const found = async () => (await reader.inject(url)).json<{ total: number }>().total;
      expect(await found()).toBeGreaterThan(0);

      const deleted = await writer.app.inject({
        method: 'DELETE',
        url: `/api/admin/recipes/${recipe.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      const written = performance.now();
      let reads = 0;
      // Reads one after another, each let through the event loop as a request arriving on a
      // socket would be (a loop of injections alone answers from the response cache in
      // microtasks, and starves the database replies the reader's update waits for).
      while ((await found()) > 0 && performance.now() - written < 1_000) {
        reads++;
        await new Promise(setImmediate);
      }
      expect(await found()).toBe(0);
      expect(performance.now() - written).toBeLessThan(1_000);
      expect(reads).toBeGreaterThan(0);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});

describe.each(testDatabaseKinds)('a text search after writes, on %s', (kind) => {
  it('finds a renamed recipe by its new word, asking again only for the recipes changed', async () => {
    const statements: string[] = [];
    const database = await createTestDatabase(kind, {
      seeded: true,
      onQuery: (statement) => statements.push(statement),
    });
    try {
      const catalogue = new PublicCatalogue(database.db, new ContentVersionWatch(database.db, 0));
      const search = (q: string) =>
        catalogue.rank(recipeListSearch(recipeListQuerySchema.parse({ q, lang: 'en' })));
      const holderReads = () =>
        statements.filter((s) => s.includes('string_agg(id::text') && s.includes(' like '));
      const tagines = await search('tagine');
      expect(tagines.total).toBeGreaterThan(1);
      expect(holderReads()).toHaveLength(1);

      const [renamed, dropped] = tagines.recipes;
      await database.db
        .updateTable('recipes')
        .set({ title_en: 'Quince zebra tagine' })
        .where('id', '=', renamed?.id ?? 0)
        .execute();
      await database.db
        .updateTable('recipes')
        .set({ status: 'draft' })
        .where('id', '=', dropped?.id ?? 0)
        .execute();
      await catalogue.settled();
      const after = await search('tagine');
      expect(after.total).toBe(tagines.total - 1);
      expect(after.recipes.map((recipe) => recipe.id)).not.toContain(dropped?.id);
      expect(holderReads()).toHaveLength(2);
      expect(holderReads()[1]).toContain('= any(');
      expect((await search('quince zebra')).recipes.map((recipe) => recipe.id)).toEqual([
        renamed?.id,
      ]);
    } finally {
      await database.close();
    }
  });
});
