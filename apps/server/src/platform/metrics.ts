import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

/** In a cluster's primary: the workers' metrics summed, as exposition text. */
export function clusterMetricsText(): Promise<string> {
  return aggregator().clusterMetrics();
}
let primaryAggregator: client.AggregatorRegistry<client.RegistryContentType> | undefined;
const aggregator = () => (primaryAggregator ??= new client.AggregatorRegistry());

/**
 * What an operator's Prometheus scrapes at /api/metrics (issue #24): request durations by route,
 * the response cache, database query timings and the process (CPU, memory, event loop, GC). One
 * registry per app (tests build several in one process); with WORKERS > 1 the primary sums the
 * workers' registries (prom-client's AggregatorRegistry), whichever worker is asked.
 */

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CacheCounts {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  evictions: number;
  staleHits: number;
}

/** A query's first keyword, so the label has a handful of values whatever the SQL. */
export function queryOperation(sql: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return ['select', 'insert', 'update', 'delete', 'with'].includes(word) ? word : 'other';
}

export class Metrics {
  readonly registry = new client.Registry();
  private readonly requests = new client.Histogram({
    name: 'chhiwat_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being written, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly queries = new client.Histogram({
    name: 'chhiwat_db_query_duration_seconds',
    help: 'Database query time, by the statement kind, and whether it failed',
    labelNames: ['operation', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  /**
   * `processStats`: CPU, memory, event loop and GC of this process (once per process: the server
   * turns it on; the apps tests build leave it off).
   */
  constructor({ processStats = false }: { processStats?: boolean } = {}) {
    if (processStats) client.collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A cluster worker's registry, summed by the primary (prom-client's AggregatorRegistry answers
   * its requests over the cluster channel once one is created in the worker).
   */
  shareWithPrimary() {
    client.AggregatorRegistry.setRegistries([this.registry]);
    new client.AggregatorRegistry();
  }

  /** Reads the response cache's counts at each scrape. */
  watchResponseCache(stats: () => CacheCounts) {
    const registers = [this.registry];
    const total = (name: keyof CacheCounts, help: string, metric: string = name) =>
      new client.Counter({
        name: `chhiwat_response_cache_${metric}_total`,
        help,
        registers,
        // the cache keeps its own running total: the counter takes its value at each scrape
        collect(this: client.Counter) {
          this.reset();
          this.inc(stats()[name]);
        },
      });
    const level = (name: keyof CacheCounts, help: string) =>
      new client.Gauge({
        name: `chhiwat_response_cache_${name}`,
        help,
        registers,
        collect(this: client.Gauge) {
          this.set(stats()[name]);
        },
      });
    total('hits', 'Public reads answered from the response cache');
    total('misses', 'Public reads the response cache had to render');
    total('evictions', 'Answers dropped to stay within RESPONSE_CACHE_MB');
    total(
      'staleHits',
      'Public reads answered from the previous version while the new one warmed',
      'stale_hits',
    );
    level('entries', 'Answers kept in the response cache');
    level('bytes', 'Bytes kept in the response cache, every encoding counted');
  }

  /** For the database's query log: one observation per statement. */
  readonly observeQuery = (sql: string, durationMs: number, failed: boolean) =>
    this.queries.observe(
      { operation: queryOperation(sql), outcome: failed ? 'error' : 'ok' },
      durationMs / 1000,
    );

  /**
   * Times every request from its routing to the last byte written, including answers written
   * straight to the socket (the response cache's fast lane): Fastify runs onResponse for a hijacked
   * reply too. A callback hook, not an async one, and no listener of our own: every request pays.
   */
  timeRequests(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? '(no route)';
      this.requests.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}

/** Whether the Authorization header carries the metrics token (compared in constant time). */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
