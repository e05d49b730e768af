import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { clientKey } from './client-key.ts';
import type { Clock } from './clock.ts';
import { HttpError } from './errors.ts';
import { isInternalRead } from './internal-reads.ts';

type Query = Record<string, string | undefined>;
const always = () => true;
const given = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * The public reads that cost real work on every call: matching and text search over the whole
 * catalogue, and database reads (a recipe, the blog). They share one budget per client address.
 * The plain recipe list, ingredients and categories come from memory and are not counted.
 *
 * Every request counts, whether the response cache answers it (a hit, a 304) or not: a hit is
 * cheap, but a client choosing its queries can make each one a miss, and one simple rule per
 * address is easier to reason about than a budget that depends on what others asked before.
 */
export const PUBLIC_READS: Readonly<Record<string, (query: Query) => boolean>> = {
  '/api/match': always,
  '/api/recipes': (query) => given(query.q) || given(query.ingredients),
  '/api/recipes/:slug': always,
  '/api/blog/posts': always,
  '/api/blog/posts/:slug': always,
  // up to 1,000 recipes read from the database; a worker asks for the few that changed
  '/api/offline-catalogue/shards/:id': always,
};

// Re-exported: the share-image limit takes it from here with the counters.
export { clientKey };

const WINDOW_MS = 60_000;
/** Addresses remembered per window; beyond it the oldest is forgotten (bounded memory). */
const MAX_TRACKED_ADDRESSES = 100_000;

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Counts hits per key in fixed windows: in this process, or shared by a cluster's workers. */
export interface HitCounter {
  hit(key: string, now: number): WindowCount | Promise<WindowCount>;
}

/** A counter for each budget (its name) and window; the app asks once per budget. */
export type HitCounters = (name: string, windowMs: number) => HitCounter;

/** Counters of this process alone: the default, and what a cluster's primary keeps for all. */
export const localHitCounters: HitCounters = (_name, windowMs) => new FixedWindowCounter(windowMs);

/**
 * Counts hits per key in fixed windows aligned on the clock. Only the current window is kept,
 * so memory is the addresses seen in the last minute at most, capped at `maxKeys`.
 */
export class FixedWindowCounter implements HitCounter {
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = MAX_TRACKED_ADDRESSES,
  ) {}

  /** Counts one hit; returns the count in the current window and the ms until it ends. */
  hit(key: string, now: number): WindowCount {
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count === 1 && this.counts.size >= this.maxKeys) this.forgetOldest();
    this.counts.set(key, count);
    return { count, resetInMs: start + this.windowMs - now };
  }

  get size() {
    return this.counts.size;
  }

  private forgetOldest() {
    const oldest = this.counts.keys().next();
    if (!oldest.done) this.counts.delete(oldest.value);
  }
}

export interface PublicReadLimitOptions {
  /** Requests per minute per address; 0 = no limit. */
  perMinute: number;
  clock: Clock;
  windowMs?: number;
  /** Where hits are counted: this process by default, the cluster's primary with WORKERS > 1. */
  counters?: HitCounters;
}

/** Rate-limits the routes of PUBLIC_READS per client address: 429 with Retry-After beyond the limit. */
export function registerPublicReadLimit(app: FastifyInstance, options: PublicReadLimitOptions) {
  if (options.perMinute <= 0) return;
  const counter = (options.counters ?? localHitCounters)(
    'public-reads',
    options.windowMs ?? WINDOW_MS,
  );
  const limit: onRequestHookHandler = async (request) => {
    if (isInternalRead(request)) return;
    const counts = PUBLIC_READS[request.routeOptions.url ?? ''];
    if (!counts?.(request.query as Query)) return;
    const { count, resetInMs } = await counter.hit(
      clientKey(request.ip),
      options.clock.now().getTime(),
    );
    if (count <= options.perMinute) return;
    if (count === options.perMinute + 1) logLimited(request);
    throw tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)));
  };
  app.addHook('onRoute', (route) => {
    if (!PUBLIC_READS[route.url] || ![route.method].flat().some(isRead)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  });
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

function logLimited(request: FastifyRequest) {
  request.log.warn({ ip: request.ip, route: request.routeOptions.url }, 'public read rate limit');
}

function tooManyRequests(retryAfterSeconds: number) {
  return new HttpError(
    429,
    'rate_limited',
    `Too many requests from your address. Please try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { retryAfterSeconds },
  );
}
