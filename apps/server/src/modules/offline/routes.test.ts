import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assembleCatalogue,
  cardTeaser,
  indexCatalogue,
  offlineManifestSchema,
  offlineShardSchema,
  searchRecipes,
  SHARD_SPAN,
  type OfflineManifest,
  type OfflineShard,
} from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';

/** Issues #21 and #40: what the browser keeps of the demo catalogue fits a phone (≤ 150 KB gzipped). */
const MAX_GZIPPED_BYTES = 150 * 1024;
/** Issue #42: one full shard (1,000 recipes) stays a download a phone makes in one go. */
const MAX_FULL_SHARD_GZIPPED_BYTES = 400 * 1024;
/** Synthetic recipes fill shard 7 (ids 7000–7999) and start shard 8 (id 8000). */
const SYNTHETIC_FROM = 7 * SHARD_SPAN;
const SYNTHETIC_COUNT = SHARD_SPAN + 1;

describe.each(testDatabaseKinds)('the offline catalogue on %s (issues #21, #42)', (kind) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    await createAccount(t.db, { username: 'idriss' });
    cookie = await signIn(t.app, 'idriss');
  });
  afterAll(() => t.close());

  const readManifest = async () => {
    const response = await t.app.inject('/api/offline-catalogue');
    expect(response.statusCode, response.body).toBe(200);
    return { body: offlineManifestSchema.parse(response.json()), raw: response.rawPayload };
  };
  /**
   * The manifest once it shows a version after `version`, with the app's catalogue (which the
   * recipe list answers from) brought up to the same change: a change made in SQL reaches the
   * public reads when the catalogue has taken it in (a background check), not at once.
   */
  const manifestAfter = async (version: number) => {
    await caughtUp(t.app);
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { body } = await readManifest();
      if (body.version > version) return body;
      await delay(50);
    }
    throw new Error(`the manifest stayed at version ${version}`);
  };
  const readShard = async (id: number, version?: number) => {
    const response = await t.app.inject(
      `/api/offline-catalogue/shards/${id}${version === undefined ? '' : `?v=${version}`}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return { body: offlineShardSchema.parse(response.json()), response };
  };
  const readAll = async () => {
    const manifest = (await readManifest()).body;
    const shards: OfflineShard[] = [];
    for (const entry of manifest.shards)
      shards.push((await readShard(entry.id, entry.version)).body);
    return { manifest, shards };
  };

  it('lists every public recipe in shards of at most 1,000, within the size a phone keeps', async () => {
    const { body: manifest, raw } = await readManifest();
    const list = (await t.app.inject('/api/recipes?pageSize=100')).json() as { total: number };
    expect(manifest.recipeCount).toBe(list.total);
    // The demo catalogue is one shard: nothing changes for its visitors.
    expect(manifest.shards).toEqual([{ id: 0, version: expect.any(Number), count: list.total }]);
    expect(manifest.ingredients.length).toBeGreaterThan(0);
    expect(manifest.staples.length).toBeGreaterThan(0);
    expect(manifest.recipeCategories.length).toBeGreaterThan(0);
    const { body: shard, response } = await readShard(0, manifest.shards[0]?.version);
    expect(shard.recipes.length).toBe(list.total);
    expect(shard.links.length).toBe(shard.recipes.length);
    const gzipped = zlib.gzipSync(raw).length + zlib.gzipSync(response.rawPayload).length;
    expect(gzipped).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });

  it('reassembled by core, ranks exactly as the match route does', async () => {
    const { manifest, shards } = await readAll();
    const kept = assembleCatalogue(manifest, shards);
    const selection = kept.links.slice(0, 3).flatMap((lines) => lines.map((line) => line.slug));
    const url = `/api/match?ingredients=${selection.join(',')}&lang=fr&pageSize=50`;
    const served = (await t.app.inject(url)).json();
    const local = searchRecipes(indexCatalogue(kept), {
      ingredients: selection,
      lang: 'fr',
      page: 1,
      pageSize: 50,
      matchesOnly: true,
      includeOptional: false,
      swaps: true,
    });
    expect(served.total).toBeGreaterThan(0);
    // The same recipes, matches and order; the kept cards carry a teaser of each description.
    const teasers = {
      ...served,
      recipes: served.recipes.map((recipe: Record<string, string>) => ({
        ...recipe,
        description_en: cardTeaser(recipe.description_en ?? ''),
        description_fr: cardTeaser(recipe.description_fr ?? ''),
        description_ar: cardTeaser(recipe.description_ar ?? ''),
      })),
    };
    expect(JSON.parse(JSON.stringify(local))).toEqual(teasers);
  });

  it('tags a shard with its version, and answers a 304 while it holds', async () => {
    const entry = (await readManifest()).body.shards[0] as OfflineManifest['shards'][number];
    const { body, response } = await readShard(entry.id, entry.version);
    expect(body.version).toBe(entry.version);
    expect(response.headers.etag).toBe(`"${entry.version}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: `/api/offline-catalogue/shards/${entry.id}?v=${entry.version}`,
      headers: { 'if-none-match': `"${entry.version}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a bad shard id or version by name (400), and an empty shard is a 404', async () => {
    for (const id of ['abc', '-1', '1.5', '2147484']) {
      const response = await t.app.inject(`/api/offline-catalogue/shards/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().error.fields), id).toEqual(['id']);
    }
    for (const query of ['v=abc', 'v=-2', 'v=1.5']) {
      const response = await t.app.inject(`/api/offline-catalogue/shards/0?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual(['v']);
    }
    const unknownParam = await t.app.inject('/api/offline-catalogue/shards/0?z=1');
    expect(unknownParam.statusCode).toBe(400);
    for (const id of [3, 2_147_483]) {
      const response = await t.app.inject(`/api/offline-catalogue/shards/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('moves to a new version after an admin change', async () => {
    const before = (await readManifest()).body;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/substitutions',
      headers: { cookie },
      payload: {
        missing: 'mint',
        using: ['parsley'],
        quality: 'pinch',
        note_en: 'Fresher, less sweet.',
        note_fr: 'Plus frais, moins sucré.',
        note_ar: 'أكثر انتعاشاً وأقل حلاوة.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await readManifest()).body;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.substitutions.length).toBe(before.substitutions.length + 1);
    // A swap is no recipe: every shard keeps its version, and no worker fetches one again.
    expect(after.shards).toEqual(before.shards);
  });

  describe('at 1,001 more recipes', () => {
    beforeAll(async () => {
      const before = (await readManifest()).body.version;
      await insertSyntheticRecipes(t, SYNTHETIC_FROM, SYNTHETIC_COUNT);
      await manifestAfter(before);
    });

    it('splits them by id, each shard bounded, and reassembles to the whole list', async () => {
      const { manifest, shards } = await readAll();
      expect(manifest.shards.map(({ id, count }) => ({ id, count }))).toEqual([
        { id: 0, count: manifest.recipeCount - SYNTHETIC_COUNT },
        { id: 7, count: SHARD_SPAN },
        { id: 8, count: 1 },
      ]);
      const full = shards.find((shard) => shard.id === 7);
      const gzipped = zlib.gzipSync(JSON.stringify(full)).length;
      expect(gzipped).toBeLessThanOrEqual(MAX_FULL_SHARD_GZIPPED_BYTES);
      const list = (await t.app.inject('/api/recipes?pageSize=100&sort=title&lang=en')).json();
      expect(list.total).toBe(manifest.recipeCount);
      const kept = assembleCatalogue(manifest, shards);
      const local = searchRecipes(indexCatalogue(kept), {
        ingredients: [],
        sort: 'title',
        lang: 'en',
        page: 1,
        pageSize: 100,
        matchesOnly: false,
        includeOptional: false,
        swaps: true,
      });
      expect(local.recipes.map((r) => r.slug)).toEqual(list.recipes.map((r: Card) => r.slug));
    });

    it("moves only the changed recipe's shard, and drops a shard whose recipes are gone", async () => {
      const before = (await readManifest()).body;
      await sql`update recipes set title_en = title_en || ' (new)' where id = ${SYNTHETIC_FROM + 5}`.execute(
        t.db,
      );
      const after = await manifestAfter(before.version);
      const versionOf = (manifest: OfflineManifest, id: number) =>
        manifest.shards.find((shard) => shard.id === id)?.version;
      expect(versionOf(after, 7)).toBeGreaterThan(versionOf(before, 7) ?? Infinity);
      expect(versionOf(after, 0)).toBe(versionOf(before, 0));
      expect(versionOf(after, 8)).toBe(versionOf(before, 8));
      const changed = (await readShard(7, versionOf(after, 7))).body;
      expect(changed.recipes[5]?.title_en).toMatch(/\(new\)$/);

      // A category switched off takes its recipes out of every shard they were in.
      await sql`update recipe_categories set is_active = false
                  where id = (select category_id from recipes where id = ${SYNTHETIC_FROM})`.execute(
        t.db,
      );
      const switchedOff = await manifestAfter(after.version);
      const list = (await t.app.inject('/api/recipes?pageSize=1')).json() as { total: number };
      expect(switchedOff.recipeCount).toBe(list.total);
      expect(switchedOff.recipeCount).toBeLessThan(after.recipeCount);
      expect(countOf(switchedOff, 7)).toBeLessThan(countOf(after, 7));
      const { manifest, shards } = await readAll();
      expect(shards.map((shard) => shard.recipes.length)).toEqual(
        manifest.shards.map((entry) => entry.count),
      );
      await sql`update recipe_categories set is_active = true
                  where id = (select category_id from recipes where id = ${SYNTHETIC_FROM})`.execute(
        t.db,
      );
      const back = await manifestAfter(switchedOff.version);
      expect(back.recipeCount).toBe(after.recipeCount);

      await sql`delete from recipes where id = ${SYNTHETIC_FROM + SHARD_SPAN}`.execute(t.db);
      const gone = await manifestAfter(back.version);
      expect(gone.shards.map((shard) => shard.id)).toEqual([0, 7]);
      expect((await t.app.inject('/api/offline-catalogue/shards/8')).statusCode).toBe(404);
    });
  });
});

describe('an offline shard read', () => {
  it('counts against the costly-read budget of its address', async () => {
    const database = await createTestDatabase('pglite', { seeded: true });
    const app = await buildApp({ database, rateLimitPublicReads: 2 });
    try {
      const get = () =>
        app.inject({ url: '/api/offline-catalogue/shards/0', remoteAddress: '127.0.0.1' });
      expect([(await get()).statusCode, (await get()).statusCode]).toEqual([200, 200]);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

type Card = { slug: string };

const countOf = (manifest: OfflineManifest, id: number) =>
  manifest.shards.find((shard) => shard.id === id)?.count ?? 0;

/**
 * `count` published recipes from id `from` on, each a copy of a seeded recipe (its texts with a
 * number, its lines): the sizes of a real catalogue's shards, in one statement each.
 */
async function insertSyntheticRecipes(t: TestApp, from: number, count: number) {
  const source = sql`(select id from recipes where status = 'published' order by id
                      offset g % (select count(*) from recipes where status = 'published') limit 1)`;
  await sql`
    insert into recipes (id, slug, title_en, title_fr, title_ar, description_en, description_fr,
      description_ar, instructions_en, instructions_fr, instructions_ar, image_url, prep_time,
      cooking_time, soak_time, rest_time, region, occasions, seasons, difficulty, category_id, tags,
      servings, status)
    select ${from}::integer + g, r.slug || '-' || g, r.title_en || ' ' || g, r.title_fr || ' ' || g,
      r.title_ar || ' ' || g, r.description_en, r.description_fr, r.description_ar, r.instructions_en,
      r.instructions_fr, r.instructions_ar, r.image_url, r.prep_time, r.cooking_time, r.soak_time,
      r.rest_time, r.region, r.occasions, r.seasons, r.difficulty, r.category_id, r.tags, r.servings,
      'published'
    from generate_series(0, ${count - 1}::integer) g join recipes r on r.id = ${source}`.execute(
    t.db,
  );
  await sql`
    insert into recipe_ingredients (recipe_id, ingredient_slug, optional, is_key, quantity, unit, position)
    select ${from}::integer + g, l.ingredient_slug, l.optional, l.is_key, l.quantity, l.unit, l.position
    from generate_series(0, ${count - 1}::integer) g join recipe_ingredients l on l.recipe_id = ${source}`.execute(
    t.db,
  );
}
