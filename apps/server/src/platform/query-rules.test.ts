import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';
import { registerQueryRules, REPEATED_MESSAGE } from './query-rules.ts';
import { UNKNOWN_QUERY_PARAM } from './errors.ts';

const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Issue #38: a query string chosen by a client never makes the server work more, or keep more. */
describe.each(testDatabaseKinds)('bounded work per public request on %s', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-query-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase(kind, { seeded: true });
    // The production defaults of both budgets: reads 300, renders 120 a minute per address.
    app = await buildApp({ database, webDist, rateLimitPublicReads: 300, rateLimitRenders: 120 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** One client's flood, from its own address so the budgets it spends are its own. */
  const flood = async (urls: string[], remoteAddress: string) => {
    const answers = [];
    for (const url of urls) answers.push(await app.inject({ url, remoteAddress }));
    return answers;
  };

  it('a flood of made-up parameters on a page is one cached page: no new entry, no render', async () => {
    for (const page of ['/recipe/harira', '/', '/recipes?category=tagine', '/list']) {
      const first = await app.inject({ url: page, remoteAddress: '10.0.0.1' });
      expect(first.statusCode).toBe(200);
      const before = app.responseCache.stats();
      const join = page.includes('?') ? '&' : '?';
      const answers = await flood(
        Array.from({ length: 150 }, (_, i) => `${page}${join}z=${i}&utm_source=ad${i}`),
        '10.0.0.2',
      );
      const after = app.responseCache.stats();
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((answer) => answer.headers.etag))).toEqual(
        new Set([first.headers.etag]),
      );
      expect(after.entries).toBe(before.entries);
      expect(after.misses).toBe(before.misses);
      expect(after.evictions).toBe(before.evictions);
      expect(after.hits - before.hits).toBe(150);
    }
  });

  it('a shared list in another spelling, or a value the page cannot use, is the same page too', async () => {
    const shared = await app.inject('/list?recipes=harira:4,batbout:2');
    const plain = await app.inject('/recipe/harira');
    const { entries } = app.responseCache.stats();
    const sharedAgain = await app.inject(
      '/list?recipes=harira:3,batbout:2,Not-A-Slug:1,harira:4&z=1',
    );
    const badLanguage = await app.inject('/recipe/harira?lang=de');
    expect(sharedAgain.headers.etag).toBe(shared.headers.etag);
    expect(badLanguage.headers.etag).toBe(plain.headers.etag);
    expect(app.responseCache.stats().entries).toBe(entries);
  });

  it('a public read that takes no parameter refuses one, naming it', async () => {
    for (const url of [
      '/api/offline-catalogue?z=1',
      '/api/openapi.json?z=1',
      '/sitemap.xml?z=1',
      '/api/ingredients?z=1',
      '/api/recipe-categories?z=1',
      '/api/recipes/harira?z=1',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields, url).toEqual({ z: UNKNOWN_QUERY_PARAM });
    }
    const twoUnknown = await app.inject('/api/recipes?zz=1&yy=2');
    expect(twoUnknown.json().error.fields).toEqual({
      zz: UNKNOWN_QUERY_PARAM,
      yy: UNKNOWN_QUERY_PARAM,
    });
  });

  it('a repeated parameter is a clean 400 naming it, on the API (rate limit on) and on pages', async () => {
    for (const url of [
      '/api/recipes?q=a&q=b',
      '/api/match?ingredients=eggs&ingredients=onions',
      '/recipe/harira?lang=fr&lang=ar',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      const [name] = Object.keys(response.json().error.fields);
      expect(response.json().error.fields[name ?? '']).toBe(REPEATED_MESSAGE);
    }
  });

  it('the documents that do not depend on the request are made once per content version', async () => {
    for (const url of ['/api/openapi.json', '/api/offline-catalogue']) {
      const first = await app.inject(url);
      const before = app.responseCache.stats();
      const again = await app.inject(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(app.responseCache.stats().hits).toBe(before.hits + 1);
      expect(app.responseCache.stats().misses).toBe(before.misses);
    }
  });
});

describe('the render budget (RATE_LIMIT_RENDERS)', () => {
  let database: DatabaseHandle;
  let app: App;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-renders-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist, rateLimitRenders: 3 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('counts only the renders: past it, the bare app shell with a 429; a cached page still answers', async () => {
    const cached = await app.inject({ url: '/recipe/harira', remoteAddress: '10.1.0.1' });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toContain('application/ld+json'); // the page's head, rendered
    const attacker = '2001:db8:7:7::1';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await app.inject({ url: `/recipe/nothing-${i}`, remoteAddress: attacker }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429, 429, 429]);
    const refused = answers[3];
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.body).toBe(INDEX); // the browser renders the page itself
    // Another address of the same /64 shares the budget; a hit spends none of it.
    const sameNetwork = await app.inject({
      url: '/recipe/other',
      remoteAddress: '2001:db8:7:7::2',
    });
    expect(sameNetwork.statusCode).toBe(429);
    const hit = await app.inject({ url: '/recipe/harira?z=9', remoteAddress: attacker });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers.etag).toBe(cached.headers.etag);
    // Someone else still gets renders.
    const other = await app.inject({ url: '/recipe/nothing-0', remoteAddress: '10.1.0.2' });
    expect(other.statusCode).toBe(404);
  });
});

describe('a cached route declares its query', () => {
  it('fails at start without one', () => {
    const app = Fastify();
    registerQueryRules(app);
    expect(() => app.get('/api/x', { config: { responseCache: true } }, async () => ({}))).toThrow(
      /declares its query/,
    );
  });
});
