/**
 * Issue #11: mixed traffic at 100 connections against the built server — 70 % public reads, 20 %
 * matches, 10 % admin writes (new recipes with unique names) — on the embedded database and, when it
 * answers, on the PostgreSQL server (a fresh database, dropped afterwards). Afterwards the recipes the
 * writes created are read back through the admin API: every acknowledged write must be there.
 * Targets (never a pass/fail): zero timeouts, zero errors, zero lost writes; p99 reported. The full run
 * lasts 60 s per database (10 s in --quick).
 */
import type autocannon from 'autocannon';
import pg from 'pg';
import {
  signInBenchAdmin,
  ensureBuilt,
  seededDataDir,
  startBuiltServer,
  type BuiltServerOptions,
  type ChildServer,
} from './built-server.ts';
import { BROWSER_HEADERS, fire, type CannonSummary } from './cannon.ts';
import { matchPath, sampleSite, type SiteSample } from './site-sample.ts';
import { METRICS_ENV, readMetrics, slowAnswers } from './server-metrics.ts';
import { fixed, printTable, thousands } from './table.ts';

const CONNECTIONS = 100;
/** A bound of the server's request histogram, half autocannon's 10 s timeout. */
const SLOW_SECONDS = 5;
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

type Kind = 'read' | 'match' | 'write';
/** Ten requests in a row: seven public reads, two matches, one admin write, whatever the connection. */
const MIX: Kind[] = [
  'read',
  'match',
  'read',
  'read',
  'write',
  'read',
  'read',
  'match',
  'read',
  'read',
];

export interface LoadRow extends CannonSummary {
  database: 'pglite' | 'postgres';
  seconds: number;
  /** Requests started, by kind; those neither answered nor in flight at the end timed out. */
  sentByKind: Record<Kind, number>;
  /** Answers by kind of request and status, e.g. { write: { 201: 120 } }. */
  answersByKind: Record<Kind, Record<string, number>>;
  /** Writes set up; the last few may not have been sent before the run stopped. */
  writesSent: number;
  /** Writes answered 201. */
  writesAcknowledged: number;
  /** Recipes of this run found in the database afterwards. */
  writesFound: number;
  /** Acknowledged but not found: lost writes. */
  writesLost: number;
  /** Found but never acknowledged: still in flight when the run stopped, or timed out after the commit. */
  writesUnacknowledged: number;
  /**
   * Answers the server itself took over 5 s for, by route (its request histogram): when
   * autocannon counts timeouts, this says whether the server saw them slow or never saw them.
   */
  serverSlowAnswers: Record<string, number>;
}

interface WriteLedger {
  runTag: string;
  sent: number;
  acknowledged: Set<string>;
}

function recipeBody(site: SiteSample, runTag: string, n: number) {
  const ingredients = [0, 1, 2, 3].map((k) => ({
    ingredient_slug: site.ingredientsByUse[(n + k * 7) % site.ingredientsByUse.length] as string,
    quantity: 1 + k,
    unit: 'piece',
  }));
  return JSON.stringify({
    slug: `${runTag}-${n}`,
    title_en: `Bench ${runTag} ${n}`,
    title_fr: `Banc ${runTag} ${n}`,
    title_ar: `اختبار ${runTag} ${n}`,
    description_en: 'Written by the load benchmark.',
    instructions_en: 'Mix.\nCook.',
    instructions_fr: 'Mélangez.\nFaites cuire.',
    instructions_ar: 'اخلط.\nاطه.',
    status: 'published',
    prep_time: 10,
    cooking_time: 20 + (n % 40),
    difficulty: 'easy',
    category: site.recipeCategories[n % site.recipeCategories.length],
    servings: 4,
    ingredients,
  });
}

interface ConnectionState {
  kind?: Kind;
}

/**
 * One request entry whose setup picks the next kind in MIX from a counter shared by all connections, so
 * the mix holds over any stretch of the run (a fixed per-connection sequence would start every
 * connection on the same request and, in a short run, never reach the write).
 */
function mixedTraffic(
  site: SiteSample,
  cookie: string,
  ledger: WriteLedger,
  tally: Pick<LoadRow, 'sentByKind' | 'answersByKind'>,
): autocannon.Request {
  let turn = 0;
  const nth = <T>(items: T[], n: number) => items[n % items.length] as T;
  const languages = ['ar', 'fr', 'en'];
  const reads: ((n: number) => string)[] = [
    (n) => `/api/recipes?lang=${nth(languages, n)}`,
    (n) => `/api/recipes/${nth(site.recipeSlugs, n)}`,
    (n) => `/recipe/${nth(site.recipeSlugs, n)}`,
    () => '/api/ingredients',
    (n) => `/api/recipes?page=2&lang=${nth(languages, n)}&sort=cookingTime`,
    () => '/api/recipe-categories',
    (n) => `/api/recipes/${nth(site.recipeSlugs, n + 17)}`,
  ];
  return {
    setupRequest: (request, context) => {
      const n = turn++;
      const kind = nth(MIX, n);
      (context as ConnectionState).kind = kind;
      tally.sentByKind[kind]++;
      if (kind === 'write')
        return {
          ...request,
          method: 'POST',
          path: '/api/admin/recipes',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', cookie },
          body: recipeBody(site, ledger.runTag, ledger.sent++),
        };
      const path = kind === 'match' ? matchPath(nth(site.pantries, n)) : nth(reads, n)(n);
      return { ...request, method: 'GET', path, headers: { ...BROWSER_HEADERS }, body: undefined };
    },
    onResponse: (status, body, context) => {
      const kind = (context as ConnectionState).kind ?? 'read';
      const answers = tally.answersByKind[kind];
      answers[status] = (answers[status] ?? 0) + 1;
      if (kind === 'write' && status === 201)
        ledger.acknowledged.add((JSON.parse(body) as { recipe: { slug: string } }).recipe.slug);
    },
  };
}

/** This run's recipes as the database holds them, read page by page through the admin list. */
async function recipesOfRun(baseUrl: string, cookie: string, runTag: string) {
  const slugs = new Set<string>();
  for (let after = ''; ;) {
    const response = await fetch(
      `${baseUrl}/api/admin/recipes?search=${encodeURIComponent(runTag)}${after && `&after=${after}`}`,
      { headers: { cookie } },
    );
    if (!response.ok) throw new Error(`Admin list: ${response.status}`);
    const body = (await response.json()) as {
      recipes: { slug: string }[];
      pagination: { next: string | null };
    };
    for (const recipe of body.recipes)
      if (recipe.slug.startsWith(`${runTag}-`)) slugs.add(recipe.slug);
    if (!body.pagination.next) return slugs;
    after = body.pagination.next;
  }
}

async function loadOnce(
  database: LoadRow['database'],
  serverOptions: BuiltServerOptions,
  seconds: number,
): Promise<LoadRow> {
  const server: ChildServer = await startBuiltServer({
    ...serverOptions,
    env: { ...serverOptions.env, ...METRICS_ENV },
  });
  try {
    const site = await sampleSite(server.url);
    const cookie = await signInBenchAdmin(server.url);
    const ledger: WriteLedger = {
      runTag: `load${Date.now().toString(36)}`,
      sent: 0,
      acknowledged: new Set(),
    };
    const tally: Pick<LoadRow, 'sentByKind' | 'answersByKind'> = {
      sentByKind: { read: 0, match: 0, write: 0 },
      answersByKind: { read: {}, match: {}, write: {} },
    };
    const summary = await fire({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [mixedTraffic(site, cookie, ledger, tally)],
    });
    const serverSlowAnswers = slowAnswers(await readMetrics(server.url), SLOW_SECONDS);
    const found = await recipesOfRun(server.url, cookie, ledger.runTag);
    const lost = [...ledger.acknowledged].filter((slug) => !found.has(slug)).length;
    return {
      database,
      seconds,
      ...summary,
      ...tally,
      writesSent: ledger.sent,
      writesAcknowledged: ledger.acknowledged.size,
      writesFound: found.size,
      writesLost: lost,
      writesUnacknowledged: [...found].filter((slug) => !ledger.acknowledged.has(slug)).length,
      serverSlowAnswers,
    };
  } finally {
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server, or undefined when the server does not answer. */
export async function withPostgresDatabase<T>(
  work: (url: string) => Promise<T>,
): Promise<T | undefined> {
  const admin = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${POSTGRES_ADMIN_URL} does not answer.`);
    return undefined;
  }
  const name = `chhiwat_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
    return await work(POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${name}`));
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

/** `nodeArgs` (e.g. `--cpu-prof`) profile the servers under load. */
export async function benchLoad(
  quick: boolean,
  { nodeArgs }: Pick<BuiltServerOptions, 'nodeArgs'> = {},
): Promise<LoadRow[]> {
  ensureBuilt();
  const seconds = quick ? 10 : 60;
  const rows = [await loadOnce('pglite', { dataDir: await seededDataDir(), nodeArgs }, seconds)];
  const onPostgres = await withPostgresDatabase((url) =>
    loadOnce('postgres', { databaseUrl: url, nodeArgs }, seconds),
  );
  if (onPostgres) rows.push(onPostgres);
  return rows;
}

export function printLoad(rows: LoadRow[]) {
  printTable(
    `Mixed load, ${CONNECTIONS} connections: 70 % public reads, 20 % matches, 10 % admin writes (targets: zero timeouts, zero errors, zero lost writes)`,
    [
      'database',
      'seconds',
      'requests/s',
      'p50 (ms)',
      'p99 (ms)',
      'timeouts',
      'errors',
      'non-2xx',
      'writes started',
      'acknowledged',
      'found after',
      'lost',
      'found, unanswered',
    ],
    rows.map((row) => [
      row.database,
      row.seconds,
      thousands(row.requestsPerSecond),
      fixed(row.p50Ms),
      fixed(row.p99Ms),
      row.timeouts,
      row.errors,
      row.non2xx,
      row.writesSent,
      row.writesAcknowledged,
      row.writesFound,
      row.writesLost,
      row.writesUnacknowledged,
    ]),
  );
  for (const row of rows) {
    const kinds = (Object.keys(row.sentByKind) as Kind[]).map(
      (kind) =>
        `${kind} ${row.sentByKind[kind]} sent, answers ${JSON.stringify(row.answersByKind[kind])}`,
    );
    const errors = Object.keys(row.errorKinds).length
      ? `; errors ${JSON.stringify(row.errorKinds)}`
      : '';
    const slow = Object.keys(row.serverSlowAnswers).length
      ? `; the server took over ${SLOW_SECONDS} s for ${JSON.stringify(row.serverSlowAnswers)}`
      : `; the server answered everything within ${SLOW_SECONDS} s`;
    console.log(`${row.database}: ${kinds.join('; ')}${errors}${slow}`);
  }
}
