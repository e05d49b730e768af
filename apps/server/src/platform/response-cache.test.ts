// One file over 300 lines: the tests of one cache, from its parts (encoding choice, key, store) to
// the plugin on a Fastify app, whose builder, render count and version the fast lane shares.
import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersionKey, type ContentVersion } from './content-version.ts';
import { internalReadHeaders } from './internal-reads.ts';
import {
  bodyIn,
  cachedResponse,
  cacheKey,
  chooseEncoding,
  normaliseValues,
  registerResponseCache,
  ResponseCache,
  type CachedAnswers,
  type CachedResponse,
} from './response-cache.ts';

describe('choosing the stored encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, on equal quality, and sends identity without a header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
  });

  it('follows the qualities and refuses a coding with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('BR;Q=1, gzip;q=0.9')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('identity;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chooseEncoding('br;q=zero, gzip')).toBe('gzip');
  });

  it('answers a header seen before as the first time, and past the table of remembered ones', () => {
    const headers = Array.from({ length: 200 }, (_, index) =>
      index % 2 ? `gzip;q=0.${(index % 9) + 1}, br;q=0.05, x-${index}` : `br;q=0, gzip, y-${index}`,
    );
    const first = headers.map((header) => chooseEncoding(header));
    expect(new Set(first)).toEqual(new Set(['gzip']));
    expect(headers.map((header) => chooseEncoding(header))).toEqual(first);
    expect(chooseEncoding(['br;q=0', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('the cache key', () => {
  const key = (query: object, extra: Partial<Parameters<typeof cacheKey>[0]> = {}) =>
    cacheKey({ method: 'GET', route: '/api/match', params: {}, query, variant: '', ...extra });

  it('sorts parameters and list values, drops repeats and empty text', () => {
    expect(key({ lang: 'en', ingredients: ['onions', 'garlic', 'onions'], q: '' })).toBe(
      key({ ingredients: ['garlic', 'onions'], lang: 'en' }),
    );
    expect(normaliseValues({ b: 1, a: undefined, c: ['y', 'x'] })).toEqual({ b: 1, c: ['x', 'y'] });
  });

  it('keeps what changes the answer apart: an empty list, the variant, the route, the method', () => {
    expect(key({ staples: [] })).not.toBe(key({}));
    expect(key({}, { variant: 'fr' })).not.toBe(key({}, { variant: 'ar' }));
    expect(key({}, { route: '/api/recipes' })).not.toBe(key({}));
    expect(key({}, { method: 'HEAD' })).toBe(key({}));
    expect(key({}, { params: { slug: 'a' } })).not.toBe(key({}, { params: { slug: 'b' } }));
  });
});

describe('the byte-bounded store', () => {
  const entry = (size: number): CachedResponse => ({
    headers: {},
    hash: 'x',
    bodies: { identity: { bytes: Buffer.alloc(0), etag: '"x"' } },
    compressible: false,
    size,
  });

  it('evicts the least recently used once the bytes pass the cap', () => {
    const cache = new ResponseCache(1000);
    cache.useVersion('1');
    for (const key of ['a', 'b', 'c', 'd']) expect(cache.set(key, '1', entry(250))).toBe(true);
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('e', '1', entry(250));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 1000, evictions: 1, hits: 2 });
    expect(cache.stats().misses).toBe(1);
  });

  it('refuses an entry over a quarter of the cap, or made under a version gone by', () => {
    const cache = new ResponseCache(1000);
    cache.useVersion('1');
    expect(cache.set('big', '1', entry(251))).toBe(false);
    expect(cache.set('late', '0', entry(10))).toBe(false);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('drops every entry when the version changes', () => {
    const cache = new ResponseCache(1000);
    cache.useVersion('1');
    cache.set('a', '1', entry(10));
    expect(cache.useVersion('1')).toBe(false);
    expect(cache.stats().entries).toBe(1);
    expect(cache.useVersion('2')).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.staleEntry('a')).toBeUndefined();
  });

  it('keeps the previous entries aside when asked, the most asked first to be made again', () => {
    const cache = new ResponseCache(1000);
    cache.useVersion('1');
    const replay = (url: string) => ({ url, headers: {} });
    cache.set('once', '1', { ...entry(10), replay: replay('/once') });
    cache.set('often', '1', { ...entry(10), replay: replay('/often') });
    cache.set('twice', '1', { ...entry(10), replay: replay('/twice') });
    cache.set('no-replay', '1', entry(10));
    for (const key of ['often', 'often', 'often', 'twice', 'no-replay', 'no-replay'])
      cache.get(key);
    cache.useVersion('2', { keepStale: true });
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.hottestStale(5).map((hot) => hot.replay.url)).toEqual(['/often', '/twice']);
    expect(cache.hottestStale(1).map((hot) => [hot.key, hot.encodings])).toEqual([
      ['often', ['identity']],
    ]);
    // a third version while the second warms keeps the first's entries, not the second's few
    cache.set('fresh', '2', entry(10));
    cache.useVersion('3', { keepStale: true });
    expect(cache.staleEntry('often')).toBeDefined();
    expect(cache.staleEntry('fresh')).toBeUndefined();
    expect(cache.stats().staleHits).toBe(1);
    cache.dropStale();
    expect(cache.staleEntry('often')).toBeUndefined();
  });

  it('keeps identity, makes brotli and gzip of a large body once each on demand, and counts every byte', async () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.useVersion('1');
    const body = Buffer.from(JSON.stringify({ words: Array(500).fill('tajine') }));
    const stored = cachedResponse('k', { 'content-type': 'application/json' }, body);
    expect(Object.keys(stored.bodies)).toEqual(['identity']);
    cache.set('k', '1', stored);
    const before = cache.stats().bytes;
    const [br, sameBr] = await Promise.all([
      bodyIn(cache, 'k', stored, 'br'),
      bodyIn(cache, 'k', stored, 'br'),
    ]);
    expect(sameBr).toBe(br);
    const gz = await bodyIn(cache, 'k', stored, 'gzip');
    expect(zlib.brotliDecompressSync(br.bytes)).toEqual(body);
    expect(zlib.gunzipSync(gz.bytes)).toEqual(body);
    const tags = Object.values(stored.bodies).map((b) => b.etag);
    expect(new Set(tags).size).toBe(3);
    const bodyBytes = Object.values(stored.bodies).reduce((sum, b) => sum + b.bytes.length, 0);
    expect(stored.size).toBeGreaterThan(bodyBytes);
    expect(cache.stats().bytes - before).toBe(
      br.bytes.length + br.etag.length + gz.bytes.length + gz.etag.length,
    );
    const small = cachedResponse('k', { 'content-type': 'application/json' }, Buffer.from('{}'));
    expect((await bodyIn(cache, 'k', small, 'br')).bytes.toString()).toBe('{}');
    expect(Object.keys(small.bodies)).toEqual(['identity']);
  });
});

const DISHES = [
  'harira',
  'tajine',
  'couscous',
  'pastilla',
  'rfissa',
  'zaalouk',
  'taktouka',
  'msemen',
  'baghrir',
  'chebakia',
  'bissara',
  'tanjia',
  'mechoui',
  'sellou',
  'briouat',
  'kefta',
  'seffa',
  'maakouda',
];

/** The plugin on a bare Fastify with compress and etag registered after it, as in app.ts. */
describe('the cache on a Fastify app', () => {
  let app: FastifyInstance;
  let renders = 0;
  let version: ContentVersion = { catalogue: 1, blog: 1, blogLiveAt: 0 };
  const big = JSON.stringify({ text: 'harira '.repeat(400) });
  /** The version as the watch knows it; `fresh` false = its last check is too old to trust. */
  let fresh = true;
  let versionReads = 0;
  const versions = {
    current: async () => {
      versionReads += 1;
      return version;
    },
    freshKey: () => (fresh ? contentVersionKey(version) : undefined),
  };

  let answers: CachedAnswers;

  async function build(routes: (app: FastifyInstance) => void) {
    app = Fastify();
    const cache = new ResponseCache(1024 * 1024);
    answers = registerResponseCache(app, { cache, versions });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(etag);
    routes(app);
    await app.ready();
    return cache;
  }
  afterEach(() => app.close());

  const page = (app: FastifyInstance) =>
    app.get('/page', { config: { responseCache: true } }, async (_request, reply) => {
      renders += 1;
      return reply.type('application/json').header('cache-control', 'no-cache').send(big);
    });

  it('renders once, then serves from memory with the route’s headers, never compressed twice', async () => {
    renders = 0;
    const cache = await build(page);
    const first = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(renders).toBe(1);
    for (const response of [first, second]) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(big);
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    const head = await app.inject({ method: 'HEAD', url: '/page' });
    expect([head.statusCode, head.body, head.headers['content-length']]).toEqual([
      200,
      '',
      String(big.length),
    ]);
    expect(renders).toBe(1);
  });

  /** Text brotli can do better on with more effort (a repeated word compresses alike at any quality). */
  const varied = JSON.stringify(
    Array.from(
      { length: 3000 },
      (_, index) => DISHES[(index * 7919 + (index >> 3)) % DISHES.length],
    ),
  );
  const variedPage = (app: FastifyInstance) =>
    app.get('/varied', { config: { responseCache: true } }, async (_request, reply) =>
      reply.type('application/json').send(varied),
    );

  it('makes a brotli body in demand again at the best quality, in the background, counting its bytes', async () => {
    fresh = true;
    const cache = await build(variedPage);
    const ask = (headers: Record<string, string> = {}) =>
      app.inject({ url: '/varied', headers: { 'accept-encoding': 'br', ...headers } });
    const first = await ask();
    const bytesBefore = cache.stats().bytes;
    let latest = first;
    for (let answers = 1; latest.headers.etag === first.headers.etag && answers < 200; answers++) {
      if (answers > 25) await delay(20);
      latest = await ask();
    }
    expect(String(latest.headers.etag)).toMatch(/-br11"$/);
    expect(latest.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(zlib.brotliDecompressSync(latest.rawPayload).toString()).toBe(varied);
    const firstSize = first.rawPayload.length + String(first.headers.etag).length;
    const latestSize = latest.rawPayload.length + String(latest.headers.etag).length;
    expect(bytesBefore - cache.stats().bytes).toBe(firstSize - latestSize);
    for (const tag of [first.headers.etag, latest.headers.etag]) {
      const unchanged = await ask({ 'if-none-match': String(tag) });
      expect([unchanged.statusCode, unchanged.headers.etag]).toEqual([304, latest.headers.etag]);
    }
  });

  it('makes one answer for concurrent misses of one key, and a new one per version', async () => {
    renders = 0;
    await build(page);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/page')));
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill(big));
    expect(renders).toBe(1);
    version = { ...version, blog: version.blog + 1 };
    await app.inject('/page');
    expect(renders).toBe(2);
  });

  it('keeps apart the variants a route gives', async () => {
    await build((app) =>
      app.get(
        '/hello',
        { config: { responseCache: { variant: (request) => String(request.headers['x-lang']) } } },
        async (request) => ({ hello: request.headers['x-lang'] }),
      ),
    );
    const fr = await app.inject({ url: '/hello', headers: { 'x-lang': 'fr' } });
    const ar = await app.inject({ url: '/hello', headers: { 'x-lang': 'ar' } });
    expect([fr.json(), ar.json()]).toEqual([{ hello: 'fr' }, { hello: 'ar' }]);
  });

  it('never stores an answer that sets a cookie, says private, or is not a 200', async () => {
    renders = 0;
    const cache = await build((app) => {
      const counted = { config: { responseCache: true as const } };
      app.get('/cookie', counted, async (_request, reply) => {
        renders += 1;
        return reply.header('set-cookie', 'lang=fr; Path=/').type('text/html').send(big);
      });
      app.get('/private', counted, async (_request, reply) => {
        renders += 1;
        return reply.header('cache-control', 'private').send({ mine: true });
      });
      app.get('/missing', counted, async (_request, reply) => {
        renders += 1;
        return reply.code(404).send({ error: 'no' });
      });
    });
    for (const url of ['/cookie', '/private', '/missing', '/cookie', '/private', '/missing'])
      await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(renders).toBe(6);
    expect(cache.stats().entries).toBe(0);
    // Not stored, still compressed once (compress is off on these routes, the cache encodes).
    const withCookie = await app.inject({ url: '/cookie', headers: { 'accept-encoding': 'gzip' } });
    expect(withCookie.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(withCookie.rawPayload).toString()).toBe(big);
  });

  it('refuses to cache an admin route or a write', async () => {
    await expect(
      build((app) => app.get('/api/admin/things', { config: { responseCache: true } }, () => ({}))),
    ).rejects.toThrow(/public GET reads only/);
    await expect(
      build((app) => app.post('/things', { config: { responseCache: true } }, () => ({}))),
    ).rejects.toThrow(/public GET reads only/);
  });

  describe('after the version moves', () => {
    /** A route whose renders wait at `gate` (open unless closed), answering the version. */
    let gate: Promise<void> = Promise.resolve();
    const dishes = (app: FastifyInstance) => {
      for (const url of ['/dish', '/rare'])
        app.get(url, { config: { responseCache: true } }, async () => {
          renders += 1;
          await gate;
          return { catalogue: version.catalogue };
        });
    };
    const catalogueOf = (response: { json: () => unknown }) =>
      (response.json() as { catalogue: number }).catalogue;

    it('makes the most asked answers again, visitors meanwhile getting the previous ones', async () => {
      fresh = true;
      const cache = await build(dishes);
      const before = version.catalogue;
      await app.inject('/dish');
      await app.inject('/dish'); // asked twice: warmed after a write
      await app.inject('/rare'); // asked once: not warmed
      renders = 0;
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      version = { ...version, catalogue: before + 1 };
      const settled = answers.settled();
      const during = await app.inject('/dish');
      expect(catalogueOf(during)).toBe(before);
      expect(cache.stats().staleHits).toBe(1);
      // the server's own reads (a page being rendered) wait for the new answer
      const internal = app.inject({ url: '/dish', headers: internalReadHeaders });
      open();
      await settled;
      expect(catalogueOf(await internal)).toBe(before + 1);
      expect(renders).toBe(1);
      const hitsBefore = cache.stats().hits;
      expect(catalogueOf(await app.inject('/dish'))).toBe(before + 1);
      expect(cache.stats().hits).toBe(hitsBefore + 1);
      expect(catalogueOf(await app.inject('/rare'))).toBe(before + 1);
      expect([renders, cache.stats().staleHits]).toEqual([2, 1]);
    });

    it('asks again for a variant with the headers its route gives, and never for one it cannot', async () => {
      fresh = true;
      const asked: string[] = [];
      await build((app) => {
        const answer = async (request: { headers: Record<string, unknown> }) => {
          asked.push(String(request.headers['x-lang']));
          return { lang: request.headers['x-lang'], catalogue: version.catalogue };
        };
        const variant = (request: { headers: Record<string, unknown> }) =>
          String(request.headers['x-lang']);
        app.get(
          '/hello',
          { config: { responseCache: { variant, replay: (lang) => ({ 'x-lang': lang }) } } },
          answer,
        );
        app.get('/bare', { config: { responseCache: { variant } } }, answer);
      });
      for (const url of ['/hello', '/bare'])
        for (let times = 0; times < 2; times++)
          await app.inject({ url, headers: { 'x-lang': 'fr' } });
      asked.length = 0;
      version = { ...version, catalogue: version.catalogue + 1 };
      await answers.settled();
      expect(asked).toEqual(['fr']);
    });
  });

  describe('the fast lane', () => {
    const withHeaders = (routes: (app: FastifyInstance) => void) => (app: FastifyInstance) => {
      // stands for the security headers, set by an onRequest hook before the cache's
      app.addHook('onRequest', async (_request, reply) => {
        reply.header('x-frame-options', 'DENY');
      });
      routes(app);
    };
    const comparable = (response: { statusCode: number; headers: Record<string, unknown> }) => {
      const { date: _date, connection: _c, 'keep-alive': _k, ...headers } = response.headers;
      return { status: response.statusCode, headers };
    };

    it('answers a request line seen before from memory, as the long way does', async () => {
      fresh = true;
      renders = 0;
      const cache = await build(withHeaders(page));
      const ask = (headers: Record<string, string> = {}) =>
        app.inject({ url: '/page?b=2&a=1', headers: { 'accept-encoding': 'br', ...headers } });
      const first = await ask();
      versionReads = 0;
      const second = await ask();
      expect(versionReads).toBe(0); // the fast lane does not ask for the version
      expect(comparable(second)).toEqual(comparable(first));
      expect(second.headers['x-frame-options']).toBe('DENY');
      expect(second.rawPayload).toEqual(first.rawPayload);
      const unchanged = await ask({ 'if-none-match': String(first.headers.etag) });
      expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([
        304,
        '',
        first.headers.etag,
      ]);
      const head = await app.inject({
        method: 'HEAD',
        url: '/page?b=2&a=1',
        headers: { 'accept-encoding': 'br' },
      });
      expect([head.statusCode, head.body, head.headers['content-length']]).toEqual([
        200,
        '',
        String(first.rawPayload.length),
      ]);
      expect(versionReads).toBe(0);
      expect(renders).toBe(1);
      expect(cache.stats()).toMatchObject({ hits: 3, misses: 1 });
    });

    it('goes the long way when the version may have moved, or an encoding is not made yet', async () => {
      fresh = true;
      renders = 0;
      await build(withHeaders(page));
      await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      versionReads = 0;
      fresh = false;
      const checked = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      expect(versionReads).toBe(1);
      expect(checked.headers['content-encoding']).toBe('br');
      fresh = true;
      versionReads = 0;
      const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
      expect(versionReads).toBe(1);
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(big);
      version = { ...version, catalogue: version.catalogue + 1 };
      await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
      expect(renders).toBe(2);
    });

    it('never serves an answer that was not stored', async () => {
      fresh = true;
      renders = 0;
      await build((app) =>
        app.get('/cookie', { config: { responseCache: true } }, async (_request, reply) => {
          renders += 1;
          return reply.header('set-cookie', 'lang=fr; Path=/').send({ renders });
        }),
      );
      await app.inject('/cookie');
      const again = await app.inject('/cookie');
      expect(renders).toBe(2);
      expect(again.headers['set-cookie']).toBe('lang=fr; Path=/');
    });
  });
});
