// One file over 300 lines: one cache. The store, its encoded bodies and the three hooks (the fast
// lane, the lookup, the store on send) share the entry's layout and the per-request state, and the
// fast lane must write from memory exactly the answer the lookup gives.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { AnswerWarming } from './answer-warming.ts';
import { contentVersionKey, type ContentVersionWatch } from './content-version.ts';
import { namesAnyTag } from './http-cache.ts';
import { internalReadHeaders, isInternalRead } from './internal-reads.ts';

/**
 * A route opts in with `config: { responseCache: true }`, or with options: a variant, one more
 * part of the key, for an answer that depends on the request beyond its path and query (a page's
 * language); a query, what the answer is made from given the validated query (its defaults
 * applied), keyed instead of it, so the spellings of one question share one entry.
 */
export type ResponseCacheConfig =
  | true
  | {
      variant?: (request: FastifyRequest) => string;
      // a method: a route's function of its own query type fits (methods compare bivariantly)
      query?(validated: unknown): unknown;
      /**
       * The headers that ask for a variant again, so its answers can be made again after a write
       * (platform/answer-warming.ts); a route with a variant and none is not warmed.
       */
      replay?(variant: string): Record<string, string>;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET reads only: the answer is kept per content version (platform/response-cache.ts). */
    responseCache?: ResponseCacheConfig;
  }
}

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Accept-Encoding as coding → quality (0–1); `x-gzip` is gzip, an entry with a broken q is left out. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(quality))
      qualities.set(name === 'x-gzip' ? 'gzip' : name, Math.min(Math.max(quality, 0), 1));
  }
  return qualities;
}

/**
 * The stored encoding to send: the highest quality the client gives, brotli first on a tie; `q=0`
 * refuses a coding. Identity, when not named, is acceptable unless refused (RFC 9110 §12.5.3) but
 * comes last; it is sent anyway when everything is refused.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = typeof header === 'string' ? header : [header ?? ''].flat().join(',');
  let choice = encodingChoices.get(text);
  if (choice === undefined) {
    choice = encodingFromHeader(text);
    if (encodingChoices.size >= MAX_REMEMBERED_CHOICES) encodingChoices.clear();
    encodingChoices.set(text, choice);
  }
  return choice;
}

/**
 * Browsers send one of a handful of Accept-Encoding values, and parsing one costs more than the
 * rest of a cached answer's lookup; a client sending endless variants only empties this table.
 */
const encodingChoices = new Map<string, Encoding>();
const MAX_REMEMBERED_CHOICES = 64;

function encodingFromHeader(header: string): Encoding {
  const qualities = parseAcceptEncoding(header);
  const quality = (coding: Encoding) =>
    qualities.get(coding) ?? qualities.get('*') ?? (coding === 'identity' ? Number.MIN_VALUE : 0);
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const coding of ENCODINGS) {
    if (quality(coding) > bestQuality) [best, bestQuality] = [coding, quality(coding)];
  }
  return best;
}

/**
 * Query and path values in one spelling: keys sorted, a list as a sorted set (`ingredients`,
 * `staples`: the order and repeats do not change the answer), an empty or absent text dropped
 * (no public read tells `q=` from no `q`). An empty list stays: it is a value (`staples=` asks
 * for none, core's api/match-query.ts), never "not given".
 */
export function normaliseValues(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => JSON.stringify(normaliseValues(item)));
    return [...new Set(items)].sort().map((item) => JSON.parse(item) as unknown);
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined && item !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, item]) => [name, normaliseValues(item)]);
  return Object.fromEntries(entries);
}

export interface KeyParts {
  method: string;
  /** The route as registered (`/api/recipes/:slug`), never the raw path. */
  route: string;
  /** The path parameters and query after validation: decoded, coerced, defaults applied. */
  params: unknown;
  query: unknown;
  variant: string;
}

/** HEAD shares GET's entry: Fastify answers it with the same headers and no body. */
export const cacheKey = (parts: KeyParts) =>
  JSON.stringify([
    parts.method === 'HEAD' ? 'GET' : parts.method,
    parts.route,
    normaliseValues(parts.params),
    normaliseValues(parts.query),
    parts.variant,
  ]);

export interface StoredBody {
  bytes: Buffer;
  /**
   * Strong, one per encoding and brotli quality (RFC 9110 §8.8.3): two byte sequences never share
   * a tag, even when they decode to the same content.
   */
  etag: string;
  /** Requests it answered from memory: a brotli body in demand is made again, smaller. */
  served?: number;
}

export interface CachedResponse {
  /** The headers the route set itself: content-type, cache-control, vary (with accept-encoding). */
  headers: Record<string, string | string[]>;
  /** Of the identity body: every encoding's ETag is made from it, before that encoding exists. */
  hash: string;
  /** Identity always; brotli and gzip once a client asks for them (never, if not compressible). */
  bodies: { identity: StoredBody } & Partial<Record<Encoding, StoredBody>>;
  compressible: boolean;
  /** What it holds in memory: every body made so far, the headers, its key and its aliases. */
  size: number;
  /** Request lines served this answer (`aliasOf`), so a repeat finds it before any parsing. */
  aliases?: Set<string>;
  /** Requests answered from memory under its version: the most asked are warmed after a write. */
  hits?: number;
  /** How to ask for it again; none: it is not warmed. */
  replay?: Replay;
}

/** A request to make an answer again: its URL and the headers its variant is made from. */
export interface Replay {
  url: string;
  headers: Record<string, string>;
}

export interface HotAnswer {
  key: string;
  replay: Replay;
  /** The encodings it was sent in, made again with it. */
  encodings: Encoding[];
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  evictions: number;
  /** Requests answered from the previous version's entries while the new version's were made. */
  staleHits: number;
}

/** One entry may take at most this share of the cache, so one large answer cannot empty it. */
const MAX_ENTRY_SHARE = 4;
/** Spellings of one request kept per entry (`?a=1&b=2`, `?b=2&a=1`…); more go the long way. */
const MAX_ALIASES = 8;

/**
 * Answers kept in memory for one content version, least recently used evicted first once the
 * bytes stored (every encoding counted) pass `maxBytes`. `maxBytes` 0 = off.
 */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  /** The previous version's entries, kept while the most asked of them are made again. */
  private stale: Map<string, CachedResponse> | undefined;
  /** Request line (method, raw URL, variant) → entry key. */
  private readonly aliases = new Map<string, string>();
  private version: string | undefined;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  private staleHits = 0;

  constructor(readonly maxBytes: number) {}

  get enabled() {
    return this.maxBytes > 0;
  }

  /** The content version the entries were made under. */
  get currentVersion(): string | undefined {
    return this.version;
  }

  /**
   * Entries of another content version are dropped, all at once; with `keepStale` they are kept
   * aside until `dropStale()` (the oldest kept, if some already are). Answers whether it moved.
   */
  useVersion(version: string, { keepStale = false } = {}): boolean {
    if (version === this.version) return false;
    this.version = version;
    if (keepStale && !this.stale && this.entries.size) this.stale = this.entries;
    this.entries = new Map();
    this.aliases.clear();
    this.bytes = 0;
    return true;
  }

  /** The previous version's entry for `key`, while one is kept; counts a stale hit. */
  staleEntry(key: string): CachedResponse | undefined {
    const entry = this.stale?.get(key);
    if (entry) this.staleHits += 1;
    return entry;
  }

  dropStale() {
    this.stale = undefined;
  }

  /** The kept previous entries answered from memory most (once at least) that can be asked again. */
  hottestStale(limit: number): HotAnswer[] {
    const hot: [hits: number, answer: HotAnswer][] = [];
    for (const [key, entry] of this.stale ?? []) {
      if (!entry.replay || !entry.hits) continue;
      const encodings = ENCODINGS.filter((encoding) => entry.bodies[encoding]);
      hot.push([entry.hits, { key, replay: entry.replay, encodings }]);
    }
    return hot
      .sort(([a], [b]) => b - a)
      .slice(0, limit)
      .map(([, answer]) => answer);
  }

  /** The key of the entry a request line was answered with before, if it is still kept. */
  keyOfAlias(alias: string): string | undefined {
    return this.aliases.get(alias);
  }

  /** Remembers that `alias` is answered by the entry under `key` (its bytes count as the entry's). */
  addAlias(alias: string, key: string) {
    const entry = this.entries.get(key);
    if (!entry || this.aliases.has(alias)) return;
    entry.aliases ??= new Set();
    if (entry.aliases.size >= MAX_ALIASES) return;
    entry.aliases.add(alias);
    this.aliases.set(alias, key);
    this.grew(key, entry, Buffer.byteLength(alias) * 2);
  }

  /** The entry as it is, without counting or touching it. */
  peek(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** The entry (now the most recently used) or undefined; counts a hit or a miss. */
  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    entry.hits = (entry.hits ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Counts bytes an entry took on after it was kept (an encoding made on demand). */
  grew(key: string, entry: CachedResponse, bytes: number) {
    entry.size += bytes;
    if (this.entries.get(key) !== entry) return;
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) this.evictOldest();
  }

  /** Keeps an answer made under `version`, unless the version moved on meanwhile or it is too big. */
  set(key: string, version: string, entry: CachedResponse): boolean {
    if (version !== this.version || entry.size > this.maxBytes / MAX_ENTRY_SHARE) return false;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.bytes > this.maxBytes) this.evictOldest();
    return true;
  }

  stats(): ResponseCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      evictions: this.evictions,
      staleHits: this.staleHits,
    };
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const alias of entry.aliases ?? []) this.aliases.delete(alias);
    this.bytes -= entry.size;
  }

  private evictOldest() {
    const oldest = this.entries.keys().next();
    if (oldest.done) return;
    this.remove(oldest.value);
    this.evictions += 1;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli quality while a client waits: a recipe page (110 KB) in about 3 ms. Once the body has
 * answered `ANSWERS_BEFORE_BEST` requests, it is made again at the best quality in the background:
 * about 10 % smaller, at some 50 times the work, paid once per version for the answers in demand.
 */
const BROTLI_QUALITY_NOW = 5;
const BROTLI_QUALITY_BEST = 11;
const ANSWERS_BEFORE_BEST = 20;
/** Best-quality compressions waiting or running; past this, answers keep their first brotli body. */
const MAX_QUEUED_BEST = 32;
/** Below this compressing saves too little (the threshold @fastify/compress uses too). */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /json|text|xml|javascript/i;

function compressTo(
  encoding: Exclude<Encoding, 'identity'>,
  body: Buffer,
  brotliQuality = BROTLI_QUALITY_NOW,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export const worthCompressing = (body: Buffer, contentType: unknown) =>
  body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(String(contentType ?? ''));

const ETAG_SUFFIX = { identity: '', br: '-br', gzip: '-gz' } as const;
/** The best-quality brotli body's tag: other bytes than the first one's. */
const BEST_SUFFIX = '-br11';

export const etagOf = (hash: string, encoding: Encoding) => `"${hash}${ETAG_SUFFIX[encoding]}"`;
const bestEtagOf = (hash: string) => `"${hash}${BEST_SUFFIX}"`;

/** What every encoding's tag is made from: the identity body's hash. */
export const contentHash = (body: Buffer) =>
  createHash('sha256').update(body).digest('base64url').slice(0, 22);

/**
 * An answer as first kept: its identity body, tagged. Brotli and gzip are made when a client first
 * asks for them (`bodyIn`): the server's own reads for rendering a page want identity only, and a
 * page read by brotli clients never pays for gzip.
 */
export function cachedResponse(
  key: string,
  headers: CachedResponse['headers'],
  body: Buffer,
): CachedResponse {
  const hash = contentHash(body);
  const identity = { bytes: body, etag: etagOf(hash, 'identity') };
  const size =
    Buffer.byteLength(key) +
    Buffer.byteLength(JSON.stringify(headers)) +
    body.length +
    identity.etag.length;
  const compressible = worthCompressing(body, headers['content-type']);
  return { headers, hash, bodies: { identity }, compressible, size };
}

/** Encodings being made, so that clients asking at once share one compression. */
const making = new WeakMap<CachedResponse, Map<Encoding, Promise<StoredBody>>>();

/** The entry's body in `encoding` (compressed in the thread pool on first demand, then kept). */
export async function bodyIn(
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  encoding: Encoding,
): Promise<StoredBody> {
  const stored = entry.bodies[encoding];
  if (stored) return stored;
  if (encoding === 'identity' || !entry.compressible) return entry.bodies.identity;
  const inFlight = making.get(entry) ?? new Map<Encoding, Promise<StoredBody>>();
  making.set(entry, inFlight);
  let made = inFlight.get(encoding);
  if (!made) {
    made = compressTo(encoding, entry.bodies.identity.bytes).then((bytes) => {
      const body = { bytes, etag: etagOf(entry.hash, encoding) };
      entry.bodies[encoding] = body;
      inFlight.delete(encoding);
      cache.grew(key, entry, bytes.length + body.etag.length);
      return body;
    });
    inFlight.set(encoding, made);
  }
  return made;
}

/**
 * Counts a request `body` answered; the twentieth for a brotli body made while a client waited
 * queues its best-quality replacement, which takes its place if the entry is still kept by then.
 */
function countAnswer(cache: ResponseCache, key: string, entry: CachedResponse, body: StoredBody) {
  body.served = (body.served ?? 0) + 1;
  if (body.served !== ANSWERS_BEFORE_BEST || body !== entry.bodies.br) return;
  if (body.etag === bestEtagOf(entry.hash) || queuedBest >= MAX_QUEUED_BEST) return;
  queuedBest += 1;
  bestQueue = bestQueue
    .then(() => makeBest(cache, key, entry, body))
    .catch(() => {}) // the first body stays; nothing is lost
    .finally(() => (queuedBest -= 1));
}

/** One best-quality compression at a time: it runs in the thread pool, beside the clients' own. */
let bestQueue = Promise.resolve();
let queuedBest = 0;

async function makeBest(
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  first: StoredBody,
) {
  if (cache.peek(key) !== entry) return;
  const bytes = await compressTo('br', entry.bodies.identity.bytes, BROTLI_QUALITY_BEST);
  if (cache.peek(key) !== entry || entry.bodies.br !== first || bytes.length >= first.bytes.length)
    return;
  const best = { bytes, etag: bestEtagOf(entry.hash) };
  entry.bodies.br = best;
  cache.grew(
    key,
    entry,
    best.bytes.length + best.etag.length - first.bytes.length - first.etag.length,
  );
}

/** The response's Vary with accept-encoding added once. */
function varyWithEncoding(vary: unknown): string {
  const names = [vary ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')
    ? names.join(', ')
    : [...names, 'accept-encoding'].join(', ');
}

/**
 * If-None-Match names one of the entry's tags (weak comparison, RFC 9110 §13.1.2), or `*`: any of
 * its encodings, brotli at either quality, is the same content.
 */
function isUnchanged(ifNoneMatch: string | undefined, entry: CachedResponse): boolean {
  if (!ifNoneMatch) return false;
  const ours = entry.compressible
    ? [...ENCODINGS.map((encoding) => etagOf(entry.hash, encoding)), bestEtagOf(entry.hash)]
    : [etagOf(entry.hash, 'identity')];
  return namesAnyTag(ifNoneMatch, ours);
}

/** Puts the entry on the reply in the client's encoding; returns the body to send. */
async function answerWith(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: { cache: ResponseCache; key: string; entry: CachedResponse },
) {
  const { entry } = stored;
  const wanted = entry.compressible
    ? chooseEncoding(request.headers['accept-encoding'])
    : 'identity';
  reply.headers(entry.headers).removeHeader('content-length');
  if (isUnchanged(request.headers['if-none-match'], entry)) {
    reply.header('etag', entry.bodies[wanted]?.etag ?? etagOf(entry.hash, wanted)).code(304);
    return '';
  }
  const body = await bodyIn(stored.cache, stored.key, entry, wanted);
  countAnswer(stored.cache, stored.key, entry, body);
  reply.header('etag', body.etag);
  if (wanted === 'identity') reply.removeHeader('content-encoding');
  else reply.header('content-encoding', wanted);
  return body.bytes;
}

/** Not headers of the representation: Fastify, the ETag and the encoding step set them per answer. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'set-cookie']);

/** The headers the route added or changed since the lookup: what a hit must send again. */
function routeHeaders(reply: FastifyReply, before: Record<string, unknown>) {
  const headers: CachedResponse['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    if (JSON.stringify(value) === JSON.stringify(before[name])) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  headers.vary = varyWithEncoding(reply.getHeader('vary'));
  return headers;
}

/**
 * Only a plain, public, complete 200: never one that sets a cookie or says it is private, and
 * never an error (a 404 is cheap enough, and caching every unknown path would let anyone fill
 * the cache).
 */
function isStorable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return (
    reply.statusCode === 200 &&
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    !/no-store|private/i.test(cacheControl) &&
    (typeof payload === 'string' || Buffer.isBuffer(payload))
  );
}

/** What the lookup left for the rest of a request's way. */
type Pending =
  { kind: 'hit' } | { kind: 'miss'; render: Render; headersBefore: Record<string, unknown> };

/** An answer being made by one request, which others asking for it wait for. */
interface Render {
  key: string;
  version: string;
  done: Promise<void>;
  finish: () => void;
}

export interface ResponseCacheOptions {
  cache: ResponseCache;
  /** The content version; a new one drops every entry. */
  versions: Pick<ContentVersionWatch, 'current' | 'freshKey'>;
}

/** Answers made again after a version moves: the most asked, one at a time, for 0.5 s at most. */
const WARMED_ANSWERS = 32;
const WARMING = { concurrency: 1, limitMs: 500 };

/** What the writes' hook waits for: the answers of a new version made (platform/answer-warming.ts). */
export interface CachedAnswers {
  settled: () => Promise<void>;
}

/** Moves the cache to the content version and, when it moved, starts warming its hottest answers. */
type VersionKeeper = (version: string) => void;

/** Warms an answer again through the app, as a request would, then the encodings it was sent in. */
function warmer(app: FastifyInstance, cache: ResponseCache) {
  const warming = new AnswerWarming<HotAnswer>(async ({ key, replay, encodings }) => {
    const headers = { ...replay.headers, ...internalReadHeaders };
    await app.inject({ method: 'GET', url: replay.url, headers });
    const entry = cache.peek(key);
    if (entry) await Promise.all(encodings.map((encoding) => bodyIn(cache, key, entry, encoding)));
  }, WARMING);
  const keepVersion = (version: string) => {
    if (!cache.useVersion(version, { keepStale: true })) return;
    const hot = cache.hottestStale(WARMED_ANSWERS);
    warming.start(version, hot, () => cache.dropStale());
  };
  return { keepVersion, warming };
}

/**
 * The answers of the routes that opt in (`config.responseCache`) are made once per content version
 * and key, kept with strong ETags in identity and in each encoding clients ask for (brotli, gzip),
 * and served from memory: a hit runs no handler, no serialisation, no hashing, and compresses only
 * the first time an encoding is asked for. @fastify/compress is off on those
 * routes (their answers are encoded here, stored or not) and @fastify/etag finds the ETag set.
 * Must be registered before both.
 */
export function registerResponseCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): CachedAnswers {
  const { cache, versions } = options;
  const pending = new WeakMap<FastifyRequest, Pending>();
  const renders = new Map<string, Render>();
  const { keepVersion, warming } = warmer(app, cache);
  app.addHook('onRoute', (route) => {
    if (!route.config?.responseCache) return;
    refuseUnlessPublicRead(route);
    if (!cache.enabled) return;
    route.compress = false;
    // Last of the route's onRequest hooks: after the security headers and the rate limit.
    route.onRequest = [...[route.onRequest ?? []].flat(), serveKnownRequest(options)];
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      lookup(options, keepVersion, pending, renders) as preHandlerAsyncHookHandler,
    ];
    route.onResponse = [...[route.onResponse ?? []].flat(), releaseRender(pending, renders)];
  });
  const settled = async () => {
    if (!cache.enabled) return;
    const version = await versions.current().then(contentVersionKey, () => undefined);
    if (version !== undefined) keepVersion(version);
    await warming.settled();
  };
  if (cache.enabled) app.addHook('onSend', store(cache, pending, renders));
  return { settled };
}

/**
 * A render whose answer never reached onSend (a hijacked or broken reply) must not hold others.
 * A callback hook: the fast lane's answers pass here too, and a promise would cost each a turn.
 */
const releaseRender =
  (
    pending: WeakMap<FastifyRequest, Pending>,
    renders: Map<string, Render>,
  ): onResponseHookHandler =>
  (request, _reply, done) => {
    const state = pending.get(request);
    if (state?.kind === 'miss') finishRender(renders, state.render);
    done();
  };

function refuseUnlessPublicRead(route: RouteOptions) {
  const methods = [route.method].flat();
  const admin = route.url.startsWith('/api/admin') || route.config?.access !== undefined;
  if (admin || methods.some((method) => method !== 'GET' && method !== 'HEAD'))
    throw new Error(`responseCache is for public GET reads only, not ${methods} ${route.url}`);
}

function variantOf(request: FastifyRequest): string {
  const config = request.routeOptions.config.responseCache;
  return (config === true ? undefined : config?.variant?.(request)) ?? '';
}

function keyOf(request: FastifyRequest) {
  const config = request.routeOptions.config.responseCache;
  return cacheKey({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params,
    query: config !== true && config?.query ? config.query(request.query) : request.query,
    variant: variantOf(request),
  });
}

/** How to ask for a request's answer again: its URL, and the headers of its variant, if it has one. */
function replayOf(request: FastifyRequest): Replay | undefined {
  const config = request.routeOptions.config.responseCache;
  const variant = variantOf(request);
  if (!variant) return { url: request.url, headers: {} };
  const headers = config === true ? undefined : config?.replay?.(variant);
  return headers && { url: request.url, headers };
}

/** A request as it arrived, before any parsing: method (HEAD as GET), raw URL and variant. */
const requestLine = (request: FastifyRequest) =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.url} ${variantOf(request)}`;

/**
 * The fast lane. A request spelled exactly as one answered before, while the content version is
 * known to be current (checked within the last 250 ms, and no write through this process since),
 * is written straight from memory once the hooks before it (security headers, rate limit) have
 * run: no validation, no handler, no onSend chain. Anything else, or an encoding not made yet,
 * goes on to `lookup`.
 */
function serveKnownRequest({ cache, versions }: ResponseCacheOptions): onRequestHookHandler {
  return (request, reply, done) => {
    const version = versions.freshKey();
    const key =
      version !== undefined && version === cache.currentVersion
        ? cache.keyOfAlias(requestLine(request))
        : undefined;
    const entry = key === undefined ? undefined : cache.peek(key);
    const encoding = entry && encodingFor(request, entry);
    const body = entry && encoding && entry.bodies[encoding];
    if (!key || !entry || !encoding || !body) {
      done();
      return;
    }
    cache.get(key);
    reply.hijack();
    writeFromMemory(request, reply, { entry, encoding, body });
    countAnswer(cache, key, entry, body);
    done();
  };
}

const encodingFor = (request: FastifyRequest, entry: CachedResponse): Encoding =>
  entry.compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';

/** The answer `answerWith` gives, written on the socket directly (the reply is hijacked). */
function writeFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  { entry, encoding, body }: { entry: CachedResponse; encoding: Encoding; body: StoredBody },
) {
  // getHeaders() is a copy: the hooks' headers, which the representation's override
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  if (isUnchanged(request.headers['if-none-match'], entry)) {
    Object.assign(headers, entry.headers, { etag: body.etag });
    reply.raw.writeHead(304, headers).end();
    return;
  }
  Object.assign(headers, headersOf200(entry, encoding, body));
  reply.raw.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body.bytes);
}

/** A stored body's own headers on a 200, made once: the route's, its tag, coding and length. */
const headersOf200Made = new WeakMap<StoredBody, OutgoingHttpHeaders>();

function headersOf200(entry: CachedResponse, encoding: Encoding, body: StoredBody) {
  let headers = headersOf200Made.get(body);
  if (!headers) {
    headers = { ...entry.headers, etag: body.etag, 'content-length': body.bytes.length };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headersOf200Made.set(body, headers);
  }
  return headers;
}

/**
 * Serves a stored answer (after waiting for the one another request is making, if any), or lets
 * the route run and marks the request for storing. When the version cannot be read (the database
 * does not answer) the route runs as it would without a cache. While a new version's answers are
 * being warmed, a visitor's read of an answer not made yet gets the previous version's.
 */
function lookup(
  { cache, versions }: ResponseCacheOptions,
  keepVersion: VersionKeeper,
  pending: WeakMap<FastifyRequest, Pending>,
  renders: Map<string, Render>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = await versions.current().then(contentVersionKey, () => undefined);
    if (version === undefined) return;
    keepVersion(version);
    const key = keyOf(request);
    const stale = cache.peek(key) || isInternalRead(request) ? undefined : cache.staleEntry(key);
    if (stale) {
      pending.set(request, { kind: 'hit' });
      return reply.send(await answerWith(request, reply, { cache, key, entry: stale }));
    }
    const making = renders.get(key);
    if (making?.version === version && !(await finishedWithin(making, RENDER_WAIT_MS)))
      finishRender(renders, making); // stuck (its request went away): nobody waits for it again
    const entry = cache.get(key);
    if (entry) {
      pending.set(request, { kind: 'hit' });
      cache.addAlias(requestLine(request), key);
      return reply.send(await answerWith(request, reply, { cache, key, entry }));
    }
    const render = newRender(key, version);
    if (renders.get(key)?.version !== version) renders.set(key, render);
    pending.set(request, { kind: 'miss', render, headersBefore: { ...reply.getHeaders() } });
  };
}

/** How long a request waits for the same answer being made by another before making its own. */
const RENDER_WAIT_MS = 2000;

async function finishedWithin(render: Render, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const finished = await Promise.race([render.done.then(() => true), timeout]);
  clearTimeout(timer);
  return finished;
}

function newRender(key: string, version: string): Render {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { key, version, done, finish };
}

function finishRender(renders: Map<string, Render>, render: Render) {
  if (renders.get(render.key) === render) renders.delete(render.key);
  render.finish();
}

function store(
  cache: ResponseCache,
  pending: WeakMap<FastifyRequest, Pending>,
  renders: Map<string, Render>,
): onSendHookHandler {
  return async (request, reply, payload) => {
    if (!request.routeOptions.config.responseCache) return payload;
    const state = pending.get(request);
    if (state?.kind === 'hit') return payload;
    if (state?.kind !== 'miss' || !isStorable(reply, payload)) {
      if (state) finishRender(renders, state.render);
      return encodeForClient(request, reply, payload);
    }
    const { key, version } = state.render;
    const entry = cachedResponse(
      key,
      routeHeaders(reply, state.headersBefore),
      Buffer.from(payload),
    );
    entry.replay = replayOf(request);
    if (cache.set(key, version, entry)) cache.addAlias(requestLine(request), key);
    finishRender(renders, state.render);
    return answerWith(request, reply, { cache, key, entry });
  };
}

/** An answer not stored (an error, a cookie) still goes out compressed when it is worth it. */
async function encodeForClient(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = Buffer.from(payload);
  if (
    reply.hasHeader('content-encoding') ||
    !worthCompressing(body, reply.getHeader('content-type'))
  )
    return payload;
  reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compressTo(encoding, body);
}
