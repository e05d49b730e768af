/**
 * Issue #38, "anyone can take the public site down with a query string": against the built server
 * at its production defaults (response cache, render budget), one client floods a recipe page with
 * made-up parameters (`?z=1`, `?z=2`, … on 8 connections for 10 s, at the audit's 17 requests/s,
 * then as fast as the server answers) while another reads the same page, cached, one request at a time. Prints the cached page's
 * latency before and during the flood, the flood's rate, and the response cache's entries and
 * evictions before and after (from /api/metrics). `npx tsx bench/query-flood.ts` (builds if needed).
 * Run against an older build to compare: the figures are the server's, whatever its version.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { ensureBuilt, seededDataDir, startBuiltServer } from './built-server.ts';
import { ACCEPT_BR_GZIP } from './http.ts';
import { median, percentile } from './stats.ts';
import { fixed, printTable, thousands } from './table.ts';
import { METRICS_ENV, readMetrics } from './server-metrics.ts';

const PAGE = '/recipe/harira';
const FLOOD_CONNECTIONS = 8;
const FLOOD_MS = 10_000;
const PROBES = 300;
/** The rate of the audit's flood (issue #38). */
const AUDIT_RATE = 17;

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: ACCEPT_BR_GZIP });
  await response.arrayBuffer();
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function cacheGauge(metrics: string, name: string): number {
  const line = new RegExp(`^chhiwat_response_cache_${name} (\\d+)$`, 'm').exec(metrics);
  return Number(line?.[1] ?? Number.NaN);
}

async function cacheState(baseUrl: string) {
  const metrics = await readMetrics(baseUrl);
  return {
    entries: cacheGauge(metrics, 'entries'),
    evictions: cacheGauge(metrics, 'evictions_total'),
    misses: cacheGauge(metrics, 'misses_total'),
  };
}

async function probe(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (until()) times.push(await timedGet(url));
  return times;
}

/** 8 connections sending made-up parameters until `endAt`, paced to `perSecond` in all (or unpaced). */
async function flood(baseUrl: string, endAt: number, perSecond?: number): Promise<number> {
  let sent = 0;
  const gapMs = perSecond ? (1000 * FLOOD_CONNECTIONS) / perSecond : 0;
  const connection = async () => {
    while (performance.now() < endAt) {
      sent += 1;
      const took = await timedGet(`${baseUrl}${PAGE}?z=${sent}&utm_source=flood-${sent}`);
      if (gapMs > took) await delay(gapMs - took);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, connection));
  return sent;
}

const latencyRow = (label: string, times: number[]) => [
  label,
  times.length,
  fixed(median(times), 2),
  fixed(percentile(times, 0.95), 2),
  fixed(Math.max(...times), 1),
];

async function main() {
  ensureBuilt();
  const server = await startBuiltServer({
    dataDir: await seededDataDir(),
    // the production defaults of the budgets (the bench's own servers turn them off)
    env: { ...METRICS_ENV, RATE_LIMIT_RENDERS: '120', RATE_LIMIT_PUBLIC_READS: '300' },
  });
  try {
    const page = `${server.url}${PAGE}`;
    await timedGet(page);
    let count = 0;
    const latencies = [latencyRow('before any flood', await probe(page, () => count++ < PROBES))];
    const cacheRows = [];
    for (const perSecond of [AUDIT_RATE, undefined]) {
      const label = perSecond ? `${perSecond} req/s (the audit's)` : 'as fast as it answers';
      const cacheBefore = await cacheState(server.url);
      const endAt = performance.now() + FLOOD_MS;
      const [during, sent] = await Promise.all([
        probe(page, () => performance.now() < endAt),
        flood(server.url, endAt, perSecond),
      ]);
      const cacheAfter = await cacheState(server.url);
      latencies.push(latencyRow(`during a flood of ${label}`, during));
      cacheRows.push([
        label,
        thousands(sent),
        cacheBefore.entries,
        cacheAfter.entries,
        cacheAfter.misses - cacheBefore.misses,
        cacheAfter.evictions - cacheBefore.evictions,
      ]);
    }
    printTable(
      `A cached page (${PAGE}), read one request at a time, while one client floods it with made-up parameters (${FLOOD_CONNECTIONS} connections, ${FLOOD_MS / 1000} s each)`,
      ['cached page', 'requests', 'median ms', 'p95 ms', 'max ms'],
      latencies,
    );
    printTable(
      'The floods and the response cache',
      ['flood', 'requests', 'entries before', 'entries after', 'new misses', 'evictions'],
      cacheRows,
    );
  } finally {
    await server.stop();
  }
}

await main();
