// One file over 300 lines: every case reads the same seeded app and its cache counters, and the
// cases follow one answer from its first read through the writes that must show on the next.
import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadCatalogue, readSeedCatalogue } from '../seed/catalogue-seed.ts';
import { createAccount, signIn } from '../test/admins.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createServerDatabase, seedDir, testDatabaseKinds } from '../test/database.ts';
import { readContentVersion } from './content-version.ts';

type Ingredient = { slug: string; name_en: string };

/** Milliseconds until `check` holds, asking every 20 ms; fails once `limitMs` is spent. */
async function millisecondsUntil(limitMs: number, check: () => Promise<boolean>) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await delay(20);
  }
  throw new Error(`not seen within ${limitMs} ms`);
}

/** Saves an ingredient's admin form as the public list shows it, with another English name. */
async function renameIngredient(
  app: FastifyInstance,
  db: Kysely<Database>,
  cookie: string,
  slug: string,
  name: string,
) {
  const { ingredients } = (await app.inject('/api/ingredients')).json<{
    ingredients: Ingredient[];
  }>();
  const current = ingredients.find((ingredient) => ingredient.slug === slug);
  const { id } = await db
    .selectFrom('ingredients')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/ingredients/${id}`,
    headers: { cookie },
    payload: { ...current, name_en: name },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const names = (body: string) =>
  (JSON.parse(body) as { ingredients: Ingredient[] }).ingredients.map((i) => i.name_en);

describe.each(testDatabaseKinds)('the response cache on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    await createAccount(t.db, { username: 'yasmine' });
    cookie = await signIn(t.app, 'yasmine');
  });
  afterAll(() => t.close());

  const stats = () => t.app.responseCache.stats();
  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  it('answers a second read from memory, the same bytes in brotli, gzip or as they are', async () => {
    const first = await read('/api/ingredients');
    const before = stats();
    const second = await read('/api/ingredients');
    expect(stats().hits).toBe(before.hits + 1);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers['content-encoding']).toBeUndefined();
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(String(second.headers.vary)).toMatch(/accept-encoding/i);
    expect(second.headers['set-cookie']).toBeUndefined();

    const br = await read('/api/ingredients', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(first.rawPayload);
    const gzip = await read('/api/ingredients', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(first.rawPayload);
    const plain = await read('/api/ingredients', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(first.rawPayload);
    expect(new Set([first, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
    expect(stats().hits).toBe(before.hits + 4);
  });

  it('answers If-None-Match with a 304 without a body, from any encoding’s tag', async () => {
    const first = await read('/api/recipe-categories', { 'accept-encoding': 'br' });
    const tag = String(first.headers.etag);
    for (const encoding of ['br', 'gzip', '']) {
      const again = await read('/api/recipe-categories', {
        'if-none-match': `W/${tag}`,
        'accept-encoding': encoding,
      });
      expect([again.statusCode, again.body]).toEqual([304, '']);
      expect(again.headers.etag).toBeTruthy();
    }
  });

  it('serves a first read compressed too, and makes each answer once per version', async () => {
    const before = stats();
    const first = await read('/api/recipes/harira', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const recipe = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()).recipe;
    expect(recipe.slug).toBe('harira');
    await read('/api/recipes/harira');
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 1 });
  });

  it('keys a match by its set of ingredients: order, repeats and empty parameters do not matter', async () => {
    const before = stats();
    const one = await read('/api/match?ingredients=onions,garlic,lamb&lang=en');
    const same = await read('/api/match?lang=en&ingredients=lamb,garlic,onions,garlic&q=');
    expect(same.rawPayload).toEqual(one.rawPayload);
    expect(stats().hits).toBe(before.hits + 1);
    // An empty staples list means "none", unlike no list at all: another answer, another entry.
    await read('/api/match?ingredients=onions,garlic,lamb&lang=en&staples=');
    expect(stats().misses).toBe(before.misses + 2);

    // Without the cache, the two spellings give the same answer: the key loses nothing.
    const uncached = await buildApp({ database: t.database, responseCacheBytes: 0 });
    try {
      const a = await uncached.inject('/api/match?ingredients=onions,garlic,lamb&lang=en');
      const b = await uncached.inject('/api/match?lang=en&ingredients=lamb,garlic,onions,garlic');
      expect(b.body).toBe(a.body);
      expect(a.body).toBe(one.body);
      expect(uncached.responseCache.stats()).toMatchObject({ entries: 0, hits: 0, misses: 0 });
    } finally {
      await uncached.close();
    }
  });

  it('shows an admin write on the very next read of the list and of a recipe', async () => {
    const recipe = (await read('/api/recipes/harira')).json().recipe;
    const line = recipe.ingredients[0] as { ingredient_slug: string; name_en: string };
    expect(names((await read('/api/ingredients')).body)).toContain(line.name_en);

    await renameIngredient(t.app, t.db, cookie, line.ingredient_slug, 'Renamed through the admin');
    expect(names((await read('/api/ingredients')).body)).toContain('Renamed through the admin');
    const after = (await read('/api/recipes/harira')).json().recipe;
    expect(after.ingredients[0].name_en).toBe('Renamed through the admin');
  });

  it('makes the most read answers again before a write is answered: the next read is from memory', async () => {
    const read_ = async () => (await read('/api/recipes/harira')).json().recipe;
    const line = (await read_()).ingredients[0] as { ingredient_slug: string };
    await read('/api/recipes/harira'); // read twice: among the answers warmed after a write
    await renameIngredient(t.app, t.db, cookie, line.ingredient_slug, 'Warmed before the answer');
    const before = stats();
    const after = await read_();
    expect(after.ingredients[0].name_en).toBe('Warmed before the answer');
    expect([stats().hits, stats().misses]).toEqual([before.hits + 1, before.misses]);
  });

  it('shows a publish on the next blog read; a draft save moves no version and keeps the cache', async () => {
    const slugs = async () =>
      (await read('/api/blog/posts?pageSize=50')).json().posts.map((p: { slug: string }) => p.slug);
    const post = { title_en: 'Cache tagine', content_en: '<p>Slow.</p>' };
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });
    const draft = (await send('POST', '/api/admin/blog/posts', post)).json().post;
    expect(await slugs()).not.toContain(draft.slug);
    const version = await readContentVersion(t.db);
    const before = stats();

    // What the editor's auto-save sends every 30 seconds.
    const saved = await send('PUT', `/api/admin/blog/posts/${draft.id}`, {
      ...post,
      content_en: '<p>Slower.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(await readContentVersion(t.db)).toEqual(version);
    await slugs();
    expect(stats()).toMatchObject({ hits: before.hits + 1, entries: before.entries });

    const published = await send('PUT', `/api/admin/blog/posts/${draft.id}`, {
      ...post,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect((await readContentVersion(t.db)).blog).toBeGreaterThan(version.blog);
    expect((await readContentVersion(t.db)).catalogue).toBe(version.catalogue);
    expect(await slugs()).toContain(draft.slug);
    expect((await read(`/api/blog/posts/${draft.slug}`)).statusCode).toBe(200);
  });

  it('shows a post published for a later time once that time comes, with no write', async () => {
    const publishAt = new Date(Date.now() + 1500);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: { cookie },
      payload: {
        title_en: 'Timed tagine',
        content_en: '<p>Later.</p>',
        status: 'published',
        published_at: publishAt.toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = async () =>
      (await read('/api/blog/posts'))
        .json()
        .posts.some((p: { slug: string }) => p.slug === 'timed-tagine');
    expect(await listed()).toBe(false);
    expect(await listed()).toBe(false); // now from the cache
    await delay(publishAt.getTime() - Date.now());
    expect(await millisecondsUntil(1000, listed)).toBeLessThan(1000);
  });

  it('answers a signed-in admin as anyone else: no cookie set, nothing of the session', async () => {
    const anonymous = await read('/api/recipes?lang=en&pageSize=5');
    const before = stats();
    const signedIn = await read('/api/recipes?lang=en&pageSize=5', { cookie });
    expect(stats().hits).toBe(before.hits + 1);
    expect(signedIn.rawPayload).toEqual(anonymous.rawPayload);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.body).not.toMatch(/yasmine/);
    // Admin answers never enter the cache.
    const dashboard = await read('/api/admin/dashboard', { cookie });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('no-store');
    expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
  });

  it('gives administrators its counters on the dashboard', async () => {
    const { responseCache } = (await read('/api/admin/dashboard', { cookie })).json();
    expect(responseCache).toEqual(stats());
    expect(responseCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(responseCache.hits).toBeGreaterThan(0);
    expect(responseCache.bytes).toBeGreaterThan(0);
  });

  it('stays under its byte cap with hundreds of distinct queries, evicting the oldest', async () => {
    const cap = 96 * 1024;
    const small = await buildApp({ database: t.database, responseCacheBytes: cap });
    try {
      const { ingredients } = (await small.inject('/api/ingredients')).json<{
        ingredients: Ingredient[];
      }>();
      const slugs = ingredients.slice(0, 25).map((i) => i.slug);
      const pairs = slugs.flatMap((a, i) => slugs.slice(i + 1).map((b) => `${a},${b}`));
      expect(pairs.length).toBe(300);
      for (const pair of pairs) {
        const response = await small.inject(`/api/match?ingredients=${pair}&pageSize=4`);
        expect(response.statusCode).toBe(200);
        expect(small.responseCache.stats().bytes).toBeLessThanOrEqual(cap);
      }
      const filled = small.responseCache.stats();
      expect(filled.evictions).toBeGreaterThan(0);
      expect(filled.entries).toBeLessThan(pairs.length);
      await small.inject(`/api/match?ingredients=${pairs.at(-1)}&pageSize=4`);
      await small.inject(`/api/match?ingredients=${pairs[0]}&pageSize=4`);
      expect(small.responseCache.stats()).toMatchObject({
        hits: filled.hits + 1,
        misses: filled.misses + 1,
      });
    } finally {
      await small.close();
    }
  });

  it.skipIf(kind !== 'postgres')(
    'serves a write through one server from another within a second (PostgreSQL only: PGlite is one process)',
    async () => {
      const { url, drop } = await createServerDatabase();
      const first = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      const second = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      const apps: FastifyInstance[] = [];
      try {
        await migrateToLatest(first.db);
        await loadCatalogue(first.db, readSeedCatalogue(seedDir));
        await createAccount(first.db, { username: 'karim' });
        const [one, two] = [
          await buildApp({ database: first }),
          await buildApp({ database: second }),
        ];
        apps.push(one, two);
        const oneCookie = await signIn(one, 'karim');
        const listed = async () => names((await two.inject('/api/ingredients')).body);
        expect(await listed()).not.toContain('Renamed on the first server');
        expect(await listed()).not.toContain('Renamed on the first server');
        expect(two.responseCache.stats().hits).toBe(1);
        await renameIngredient(one, first.db, oneCookie, 'saffron', 'Renamed on the first server');
        const seenAfter = await millisecondsUntil(1000, async () =>
          (await listed()).includes('Renamed on the first server'),
        );
        expect(seenAfter).toBeLessThan(1000);
      } finally {
        for (const app of apps) await app.close();
        await first.close();
        await second.close();
        await drop();
      }
    },
  );
});
