/**
 * Issue #20, a recipe page the response cache does not hold: against the built server, ~30 times, an
 * admin write that bumps the catalogue version (an ingredient's English name, renamed and then back
 * through the admin API), a pause longer than the 250 ms version poll, then one timed GET of a recipe
 * page (the first read after the write: a miss, rendered on the server) and one more (a hit). Requests
 * send `accept-encoding: br, gzip` and read the whole body. Two times are kept for each: the round
 * trip as the client sees it, and the server's own time for it (its request histogram, from the
 * first hook to the last byte written, read from /api/metrics before and after).
 * Target (never a pass/fail): miss median ≤ 30 ms of server time.
 */
import { ingredientInputSchema } from '@chhiwat/core';
import {
  ensureBuilt,
  seededDataDir,
  signInBenchAdmin,
  startBuiltServer,
  type BuiltServerOptions,
} from './built-server.ts';
import { median, percentile } from './stats.ts';
import { fixed, printTable } from './table.ts';
import { METRICS_ENV, readMetrics } from './server-metrics.ts';

const ROUNDS = 30;
const WARM_UP_ROUNDS = 3;
const PAUSE_MS = 300;
const ACCEPT_BR_GZIP = { 'accept-encoding': 'br, gzip' };

export interface CacheMissRow {
  page: string;
  path: string;
  rounds: number;
  missMedianMs: number;
  missP95Ms: number;
  hitMedianMs: number;
  hitP95Ms: number;
  /** The server's own time (its request histogram), without the client's part of the round trip. */
  missServerMedianMs: number;
  missServerP95Ms: number;
  hitServerMedianMs: number;
}

/** The page route's histogram sum: every page answered so far, in seconds. */
const PAGE_SECONDS =
  /^chhiwat_http_request_duration_seconds_sum\{method="GET",route="\/\*",status="200"\} (\S+)$/m;

async function pageSecondsSoFar(baseUrl: string): Promise<number> {
  return Number(PAGE_SECONDS.exec(await readMetrics(baseUrl))?.[1] ?? 0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds to the last byte of one GET of a page, as the client and as the server count them. */
async function timedGet(baseUrl: string, path: string) {
  const before = await pageSecondsSoFar(baseUrl);
  const started = performance.now();
  const response = await fetch(baseUrl + path, { headers: ACCEPT_BR_GZIP });
  await response.arrayBuffer();
  const roundTrip = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return { roundTrip, server: ((await pageSecondsSoFar(baseUrl)) - before) * 1000 };
}

/** `nodeArgs` (e.g. `--cpu-prof`) profile the server while it answers the rounds. */
export async function benchCacheMiss(
  quick: boolean,
  { nodeArgs }: Pick<BuiltServerOptions, 'nodeArgs'> = {},
): Promise<CacheMissRow[]> {
  ensureBuilt();
  const rounds = quick ? 10 : ROUNDS;
  const server = await startBuiltServer({
    dataDir: await seededDataDir(),
    nodeArgs,
    env: METRICS_ENV,
  });
  try {
    const cookie = await signInBenchAdmin(server.url);
    const recipes = (await (await fetch(`${server.url}/api/recipes?pageSize=1`)).json()) as {
      recipes: { slug: string }[];
    };
    const slug = recipes.recipes[0]?.slug;
    if (!slug) throw new Error('No recipe to read');
    const admin = (await (
      await fetch(`${server.url}/api/admin/ingredients`, { headers: { cookie } })
    ).json()) as { ingredients: Record<string, unknown>[] };
    const row = admin.ingredients[0];
    if (!row) throw new Error('No ingredient to rename');
    // The row's form fields only: the input schema is strict.
    const input = Object.fromEntries(
      Object.keys(ingredientInputSchema.shape).map((key) => [key, row[key]]),
    );
    const name = String(row.name_en);
    const write = async (n: number) => {
      const response = await fetch(`${server.url}/api/admin/ingredients/${String(row.id)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...input, name_en: n % 2 ? `${name} (bench)` : name }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Admin write: ${response.status}`);
    };
    const path = `/recipe/${encodeURIComponent(slug)}`;
    const misses: Awaited<ReturnType<typeof timedGet>>[] = [];
    const hits: typeof misses = [];
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      await write(round + 1);
      await pause(PAUSE_MS);
      const miss = await timedGet(server.url, path);
      const hit = await timedGet(server.url, path);
      if (round < WARM_UP_ROUNDS) continue;
      misses.push(miss);
      hits.push(hit);
    }
    const roundTrips = (times: typeof misses) => times.map((time) => time.roundTrip);
    const serverTimes = (times: typeof misses) => times.map((time) => time.server);
    // An even number of writes in all leaves the name as it was.
    if ((WARM_UP_ROUNDS + rounds) % 2) await write(0);
    return [
      {
        page: 'recipe page HTML',
        path: `/recipe/${slug}`,
        rounds,
        missMedianMs: median(roundTrips(misses)),
        missP95Ms: percentile(roundTrips(misses), 0.95),
        hitMedianMs: median(roundTrips(hits)),
        hitP95Ms: percentile(roundTrips(hits), 0.95),
        missServerMedianMs: median(serverTimes(misses)),
        missServerP95Ms: percentile(serverTimes(misses), 0.95),
        hitServerMedianMs: median(serverTimes(hits)),
      },
    ];
  } finally {
    await server.stop();
  }
}

export function printCacheMiss(rows: CacheMissRow[]) {
  printTable(
    `Response cache, first read after an admin write (miss) and the next (hit), ${PAUSE_MS} ms after each write (target: miss ≤ 30 ms of server time)`,
    [
      'page',
      'path',
      'rounds',
      'miss server p50 (ms)',
      'miss server p95 (ms)',
      'hit server p50 (ms)',
      'miss round trip p50 (ms)',
      'miss round trip p95 (ms)',
      'hit round trip p50 (ms)',
    ],
    rows.map((row) => [
      row.page,
      row.path,
      row.rounds,
      fixed(row.missServerMedianMs),
      fixed(row.missServerP95Ms),
      fixed(row.hitServerMedianMs),
      fixed(row.missMedianMs),
      fixed(row.missP95Ms),
      fixed(row.hitMedianMs),
    ]),
  );
}
