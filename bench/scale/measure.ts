/**
 * One size of the scale bench against the built server on its scale database: start, memory, an
 * admin write under steady public reads, the two growing documents, search, matching and the admin
 * list. A step that fails is recorded and the others still run; the server is stopped in any case.
 */
import pg from 'pg';
import { signInBenchAdmin, startBuiltServer, type ChildServer } from '../built-server.ts';
import { median } from '../stats.ts';
import { uniqueWord, writeAndWatch, type WriteTiming } from './admin-write.ts';
import { distinctSelections, matchPath, searchPath } from './draws.ts';
import { readSlugsByUse } from './load.ts';
import { measureOffline, measureSitemap } from './outputs.ts';
import type { ScaleResult, Spread } from './report.ts';
import {
  loadFor,
  longestSilence,
  overlapping,
  p,
  rssMB,
  slowest,
  startLoad,
  timedGet,
  watchRss,
  within,
  type Sample,
} from './traffic.ts';

const CONNECTIONS = 10;
const LOAD_SECONDS = 10;
const WRITES = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Milliseconds from the server's spawn to its first 200 on /api/recipes. */
async function firstRecipesAnswer(server: ChildServer) {
  for (;;) {
    const { sample } = await timedGet(`${server.url}/api/recipes`);
    if (sample.status === 200) return sample.endedAt - server.spawnedAt;
    if (performance.now() - server.spawnedAt > 600_000)
      throw new Error('/api/recipes did not answer 200 within 10 minutes');
    await sleep(20);
  }
}

/** The one-request median: a warm-up, then five requests, each to a path no other asked. */
async function oneRequestMedian(baseUrl: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const { sample } = await timedGet(`${baseUrl}${path}`);
    if (sample.status !== 200) throw new Error(`GET ${path}: ${sample.status}`);
    times.push(sample.endedAt - sample.startedAt);
  }
  return median(times.slice(1));
}

/** p95 of `LOAD_SECONDS` of `CONNECTIONS` loops over `pathOf`. */
async function underLoad(baseUrl: string, pathOf: (n: number) => string): Promise<Spread> {
  const samples = await loadFor(baseUrl, CONNECTIONS, LOAD_SECONDS, pathOf);
  return {
    p95Ms: p(samples, 0.95),
    requests: samples.length,
    failed: samples.filter((s) => s.status !== 200).length,
  };
}

interface Site {
  /** Published recipes to rename, spread over the ids. */
  targets: number[];
  /** Ingredient slugs, most used first. */
  slugsByUse: string[];
  /** Public reads the steady load cycles through. */
  reads: string[];
}

async function readSite(databaseUrl: string, baseUrl: string): Promise<Site> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const targets = await client.query<{ id: number }>(
      `select (select id from recipes where status = 'published' and id >= f.at order by id limit 1) as id
       from (select (select max(id) from recipes) * k / ${WRITES + 1} as at
             from generate_series(1, ${WRITES}) k) f`,
    );
    const slugsByUse = await readSlugsByUse(client);
    const page = await timedGet(`${baseUrl}/api/recipes?pageSize=20&lang=en`);
    const recipeSlugs = (JSON.parse(page.body) as { recipes: { slug: string }[] }).recipes.map(
      (recipe) => recipe.slug,
    );
    const pantry = (from: number) => slugsByUse.slice(from, from + 6);
    return {
      targets: targets.rows.map((row) => row.id),
      slugsByUse,
      reads: [
        '/api/recipes?lang=ar',
        ...recipeSlugs.slice(0, 4).map((slug) => `/api/recipes/${slug}`),
        '/api/recipes?lang=fr&page=2',
        matchPath(pantry(0), 'ar'),
        '/api/recipes?lang=en&sort=cookingTime',
        matchPath(pantry(3), 'fr'),
      ],
    };
  } finally {
    await client.end();
  }
}

/**
 * Steady public reads: 10 s alone, then five renames, each followed by 10 s of reads (longer
 * if the rename takes longer to show). The server's RSS is watched from the first write on.
 */
async function writesUnderReads(server: ChildServer, site: Site) {
  const load = startLoad(server.url, CONNECTIONS, (n) => site.reads[n % site.reads.length] ?? '/');
  const quietFrom = performance.now();
  await sleep(LOAD_SECONDS * 1000);
  const quietTo = performance.now();
  const rss = watchRss(server.pid);
  const writes: WriteTiming[] = [];
  let samples: Sample[] = [];
  let rssPeakMB = Number.NaN;
  try {
    const cookie = await signInBenchAdmin(server.url);
    for (const [at, id] of site.targets.entries()) {
      const write = await writeAndWatch(server.url, cookie, id, uniqueWord(Date.now() * 8 + at));
      writes.push(write);
      await sleep(write.answeredAt + LOAD_SECONDS * 1000 - performance.now());
    }
  } finally {
    samples = await load.stop();
    rssPeakMB = rss.stop();
  }
  const windows = writes.map((w) => [w.sentAt, w.answeredAt + LOAD_SECONDS * 1000] as const);
  const visible = writes.map((w) => w.visibleMs ?? Number.POSITIVE_INFINITY);
  // a write lasts from its request until the public reads show it (or the window's end)
  const spans = writes.map(
    (w, at) =>
      [w.sentAt, Math.min(w.answeredAt + (visible[at] ?? 0), windows[at]?.[1] ?? 0)] as const,
  );
  const worstIn = (ranges: (readonly [number, number])[]) =>
    Math.max(...ranges.map(([from, to]) => slowest(overlapping(samples, from, to))));
  const quiet = within(samples, quietFrom, quietTo);
  return {
    rssPeakMB,
    write: {
      medianMs: median(visible),
      maxMs: Math.max(...visible),
      timings: writes.map(({ slug, visibleMs, answeredAt, sentAt }) => ({
        slug,
        visibleMs,
        answerMs: answeredAt - sentAt,
      })),
    },
    reads: {
      quietP99Ms: p(quiet, 0.99),
      quietMaxMs: slowest(quiet),
      quietRequests: quiet.length,
      worstDuringWriteMs: worstIn(spans),
      worstWithinWindowMs: worstIn(windows),
      longestSilenceMs: Math.max(...windows.map(([from, to]) => longestSilence(samples, from, to))),
      failed: samples.filter((s) => s.status !== 200).length,
    },
  };
}

/**
 * The admin recipe list's first and last page, median of 5 each: `last=1` when the list pages by
 * keyset, else `page=` the last number (the list of before #42).
 */
async function adminPages(baseUrl: string) {
  const cookie = await signInBenchAdmin(baseUrl);
  const timeList = async (query: string) => {
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < 5; i++) {
      const got = await timedGet(`${baseUrl}/api/admin/recipes${query}`, { cookie });
      if (got.sample.status !== 200)
        throw new Error(`Admin list ${query}: ${got.sample.status} ${got.body.slice(0, 300)}`);
      times.push(got.sample.endedAt - got.sample.startedAt);
      body = got.body;
    }
    return { ms: median(times), body };
  };
  const first = await timeList('');
  const pagination = (JSON.parse(first.body) as { pagination: Record<string, unknown> }).pagination;
  const { total, pageSize } = pagination as { total: number; pageSize: number };
  const lastQuery =
    'page' in pagination
      ? `?page=${Math.min(100_000, Math.max(1, Math.ceil(total / pageSize)))}`
      : '?last=1';
  const last = await timeList(lastQuery);
  return { firstMs: first.ms, lastMs: last.ms, lastQuery, total };
}

/** Runs `work`, or records why it failed under `name` and answers undefined. */
async function step<T>(name: string, errors: Record<string, string>, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    errors[name] = error instanceof Error ? error.message.slice(0, 500) : String(error);
    console.error(`  ${name} failed: ${errors[name]}`);
    return undefined;
  }
}

/** Every figure of the table for one size, the database already loaded. */
export async function measureScale(recipes: number, databaseUrl: string): Promise<ScaleResult> {
  const server = await startBuiltServer({ databaseUrl, env: { WORKERS: '1' } });
  const errors: Record<string, string> = {};
  try {
    const startMs = await firstRecipesAnswer(server);
    const rssAfterStartMB = rssMB(server.pid);
    console.log(`  first /api/recipes after ${(startMs / 1000).toFixed(1)} s`);
    const site = await readSite(databaseUrl, server.url);
    const underWrites = await step('write', errors, () => writesUnderReads(server, site));
    console.log('  writes measured');
    const offline = await step('offline', errors, () => measureOffline(server.url));
    const sitemap = await step('sitemap', errors, () => measureSitemap(server.url));
    const search = await step('search', errors, async () => ({
      oneMs: await oneRequestMedian(
        server.url,
        [0, 1, 2, 3, 4, 5].map((k) => `/api/recipes?q=tagine&lang=en&maxMissing=${k}`),
      ),
      ...(await underLoad(server.url, searchPath)),
    }));
    const match = async (count: number, seed: number) => {
      const selections = distinctSelections(site.slugsByUse, count, 50_000, seed);
      const one = await oneRequestMedian(
        server.url,
        selections.slice(0, 6).map((s) => matchPath(s)),
      );
      const spread = await underLoad(server.url, (n) =>
        matchPath(selections[(6 + n) % selections.length] ?? []),
      );
      return { oneMs: one, ...spread };
    };
    const match4 = await step('match4', errors, () => match(4, 4));
    const match10 = await step('match10', errors, () => match(10, 10));
    const admin = await step('admin', errors, () => adminPages(server.url));
    return {
      recipes,
      startMs,
      rssAfterStartMB,
      ...(underWrites && { underWrites }),
      ...(offline && { offline }),
      ...(sitemap && { sitemap }),
      ...(search && { search }),
      ...(match4 && { match4 }),
      ...(match10 && { match10 }),
      ...(admin && { admin }),
      errors,
    };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.output().slice(-3000)}`);
  } finally {
    await server.stop();
  }
}
