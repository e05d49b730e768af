/**
 * Issue #20, a recipe page the response cache does not hold: against the built server, ~30 times, an
 * admin write that bumps the catalogue version (an ingredient's English name, renamed and then back
 * through the admin API), a pause longer than the 250 ms version poll, then one timed GET of a recipe
 * page (the first read after the write: a miss, rendered on the server) and one more (a hit). Requests
 * send `accept-encoding: br, gzip` and read the whole body. On loopback the latency is server time.
 * Target (never a pass/fail): miss median ≤ 30 ms.
 */
import { ingredientInputSchema } from '@chhiwat/core';
import {
  ensureBuilt,
  seededDataDir,
  signInBenchAdmin,
  startBuiltServer,
  type BuiltServerOptions,
} from './built-server.ts';
import { fixed, median, printTable } from './table.ts';

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
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Milliseconds to the last byte of one GET. */
async function timedGet(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: ACCEPT_BR_GZIP });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

/** `nodeArgs` (e.g. `--cpu-prof`) profile the server while it answers the rounds. */
export async function benchCacheMiss(
  quick: boolean,
  { nodeArgs }: Pick<BuiltServerOptions, 'nodeArgs'> = {},
): Promise<CacheMissRow[]> {
  ensureBuilt();
  const rounds = quick ? 10 : ROUNDS;
  const server = await startBuiltServer({ dataDir: await seededDataDir(), nodeArgs });
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
    const url = `${server.url}/recipe/${encodeURIComponent(slug)}`;
    const misses: number[] = [];
    const hits: number[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round++) {
      await write(round + 1);
      await pause(PAUSE_MS);
      const miss = await timedGet(url);
      const hit = await timedGet(url);
      if (round < WARM_UP_ROUNDS) continue;
      misses.push(miss);
      hits.push(hit);
    }
    // An even number of writes in all leaves the name as it was.
    if ((WARM_UP_ROUNDS + rounds) % 2) await write(0);
    return [
      {
        page: 'recipe page HTML',
        path: `/recipe/${slug}`,
        rounds,
        missMedianMs: median(misses),
        missP95Ms: percentile(misses, 95),
        hitMedianMs: median(hits),
        hitP95Ms: percentile(hits, 95),
      },
    ];
  } finally {
    await server.stop();
  }
}

export function printCacheMiss(rows: CacheMissRow[]) {
  printTable(
    `Response cache, first read after an admin write (miss) and the next (hit), ${PAUSE_MS} ms after each write (target: miss ≤ 30 ms)`,
    ['page', 'path', 'rounds', 'miss p50 (ms)', 'miss p95 (ms)', 'hit p50 (ms)', 'hit p95 (ms)'],
    rows.map((row) => [
      row.page,
      row.path,
      row.rounds,
      fixed(row.missMedianMs),
      fixed(row.missP95Ms),
      fixed(row.hitMedianMs),
      fixed(row.hitP95Ms),
    ]),
  );
}
