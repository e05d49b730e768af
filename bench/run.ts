/**
 * `npm run bench -- --scale [10k|100k|1M]` runs the scale bench of the server alone (bench/scale/:
 * N recipes in a PostgreSQL database of their own, the built server measured on it; default 100k,
 * `--scale 10k,100k` for several, `--fresh` to reload the databases) and nothing else.
 *
 * `npm run bench` (or `npm run bench -- --quick`, `-- --matching` for the matching tables alone): matching at scale — our index against the original
 * one-by-one scan with the core scoring — and the public first-load size from the build. Prints a table
 * and writes bench/results/latest.json. Figures are medians over repeated runs; comparisons are ratios
 * measured in the same run (docs/performance.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  compareMatches,
  rankingRuleOf,
  EMPTY_KITCHEN,
  kitchenOf,
  MatchIndex,
  matchRecipe,
  MAX_MISSING_UI,
  type Kitchen,
} from '@chhiwat/core';
import {
  SYNTHETIC_KITCHEN_STAPLES,
  syntheticCatalogue,
  syntheticPantries,
  syntheticSwapRules,
  type SyntheticRecipe,
} from './synthetic-catalogue.ts';
import { SqlMatcher } from './sql-matching.ts';
import { median, percentile } from './stats.ts';
import { runScaleBench } from './scale/run-scale.ts';
import { scaleArgument } from './scale/sizes.ts';

if (scaleArgument(process.argv) !== undefined) {
  const allMeasured = await runScaleBench(process.argv);
  process.exit(allMeasured ? 0 : 1);
}

const quick = process.argv.includes('--quick');
/** `--matching`: the matching tables only, without the server benchmarks. */
const matchingOnly = process.argv.includes('--matching');
const SIZES = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
const PANTRY_SIZES = [3, 10, 30];
const PAGE = 24;
const root = path.resolve(import.meta.dirname, '..');

const time = (work: () => void) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

/** The first page of matches from the index's ranking (what the server's match endpoint does). */
function indexPage(
  index: MatchIndex,
  catalogue: SyntheticRecipe[],
  pantry: string[],
  kitchen: Kitchen = EMPTY_KITCHEN,
) {
  return index
    .rank(pantry, { count: PAGE, maxMissing: MAX_MISSING_UI, kitchen })
    .matches.map((m) => (catalogue[m.ordinal] as SyntheticRecipe).slug);
}

/** The original design: score every recipe one by one with the core scoring, then sort. */
function scanPage(catalogue: SyntheticRecipe[], pantry: string[], kitchen = EMPTY_KITCHEN) {
  const selected = new Set(pantry);
  // The rule the server ranks by for this kitchen (decision 0035), as the index applies it.
  const compare = compareMatches('matchScore', rankingRuleOf(kitchen));
  const keyed = [];
  for (const recipe of catalogue) {
    const result = matchRecipe(recipe, selected, { maxMissing: MAX_MISSING_UI, kitchen });
    if (result.canMake)
      keyed.push({
        slug: recipe.slug,
        difficulty: recipe.difficulty,
        totalTime: recipe.totalTime,
        matchScore: result.matchScore,
        missingCount: result.missingCount,
        matchPercentage: result.matchPercentage,
        usesPicks: result.usesPicks,
        missingKeyCount: result.missingKeyIngredients.length,
        swapCount: result.swaps.length,
      });
  }
  return keyed
    .sort(compare)
    .slice(0, PAGE)
    .map((k) => k.slug);
}

interface Row {
  recipes: number;
  pantry: number;
  /** Staples, swaps and key ingredients all on (decision 0016). */
  kitchen: boolean;
  indexMedianMs: number;
  indexP95Ms: number;
  scanMedianMs: number;
  ratio: number;
  sameRanking: boolean;
  /** One SQL query on the PostgreSQL server; absent when the server cannot be reached. */
  sqlMedianMs?: number;
  sqlRatio?: number;
  sqlSameRanking?: boolean;
}

const SQL_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
async function loadSqlMatcher(catalogue: SyntheticRecipe[]) {
  try {
    return await SqlMatcher.load(SQL_URL, catalogue);
  } catch (error) {
    console.warn(`SQL variant skipped (${SQL_URL}): ${(error as Error).message}`);
    return undefined;
  }
}

/** Pantries per row for the index, and how many of them the one-by-one scan also ranks. */
const PANTRIES_PER_ROW = 40;
const scansPerRow = (size: number) => (size >= 1_000_000 ? 5 : 15);

/**
 * The index's and the one-by-one scan's timings for one row. The index ranks every pantry first,
 * back to back as a server answers them; the scan comes after. Interleaved, an index query at 1M
 * recipes ran right after a scan that had churned through a gigabyte of short-lived objects, and
 * took about three times as long as back to back (no collector pause fell inside it: the caches
 * were cold, and the scan's garbage was still being swept).
 */
function indexAndScan(
  index: MatchIndex,
  catalogue: SyntheticRecipe[],
  pantries: string[][],
  kitchen: Kitchen,
) {
  const pages: string[][] = [];
  const indexTimes = pantries.map((pantry) =>
    time(() => pages.push(indexPage(index, catalogue, pantry, kitchen))),
  );
  const scanned = pantries.slice(0, scansPerRow(catalogue.length));
  let same = true;
  const scanTimes = scanned.map((pantry, i) => {
    let fromScan: string[] = [];
    const ms = time(() => (fromScan = scanPage(catalogue, pantry, kitchen)));
    same &&= JSON.stringify(pages[i]) === JSON.stringify(fromScan);
    return ms;
  });
  return {
    indexMedianMs: median(indexTimes),
    indexP95Ms: percentile(indexTimes, 0.95),
    scanMedianMs: median(scanTimes),
    ratio: median(scanTimes) / Math.max(median(indexTimes), 1e-6),
    sameRanking: same,
  };
}

/** One SQL query per pantry on the PostgreSQL server, compared with the index's page. */
async function sqlColumns(
  sql: SqlMatcher,
  index: MatchIndex,
  catalogue: SyntheticRecipe[],
  pantries: string[][],
  indexMedianMs: number,
) {
  const sqlTimes: number[] = [];
  let sqlSame = true;
  for (const pantry of pantries.slice(0, scansPerRow(catalogue.length))) {
    const start = performance.now();
    const fromSql = await sql.firstPage(pantry, PAGE, MAX_MISSING_UI);
    sqlTimes.push(performance.now() - start);
    sqlSame &&= JSON.stringify(fromSql) === JSON.stringify(indexPage(index, catalogue, pantry));
  }
  return {
    sqlMedianMs: median(sqlTimes),
    sqlRatio: median(sqlTimes) / Math.max(indexMedianMs, 1e-6),
    sqlSameRanking: sqlSame,
  };
}

const rows: Row[] = [];
const builds: { recipes: number; buildMs: number; indexMB: number }[] = [];
for (const size of SIZES) {
  const catalogue = syntheticCatalogue(size);
  let index: MatchIndex | undefined;
  const buildMs = median([0, 1, 2].map(() => time(() => (index = new MatchIndex(catalogue)))));
  if (!index) throw new Error('no index');
  builds.push({ recipes: size, buildMs, indexMB: index.byteSize() / 1024 / 1024 });
  const sql = await loadSqlMatcher(catalogue);
  for (const pantrySize of PANTRY_SIZES) {
    const pantries = syntheticPantries(pantrySize, PANTRIES_PER_ROW);
    const measured = indexAndScan(index, catalogue, pantries, EMPTY_KITCHEN);
    rows.push({
      recipes: size,
      pantry: pantrySize,
      kitchen: false,
      ...measured,
      ...(sql && (await sqlColumns(sql, index, catalogue, pantries, measured.indexMedianMs))),
    });
  }
  await sql?.close();
  rows.push(...kitchenRows(size));
}

/**
 * The same pantries with the kitchen all on: a catalogue whose recipes have key ingredients, the
 * staples counted, 80 swap rules. The SQL variant knows none of it, so these rows compare the index
 * with the one-by-one scan only.
 */
function kitchenRows(size: number): Row[] {
  const catalogue = syntheticCatalogue(size, 42, { keys: true });
  const index = new MatchIndex(catalogue);
  const kitchen = kitchenOf(SYNTHETIC_KITCHEN_STAPLES, syntheticSwapRules(80));
  return PANTRY_SIZES.map((pantrySize) => ({
    recipes: size,
    pantry: pantrySize,
    kitchen: true,
    ...indexAndScan(index, catalogue, syntheticPantries(pantrySize, PANTRIES_PER_ROW), kitchen),
  }));
}

/** All the JavaScript `/` needs: the entry script and the chunks index.html preloads. */
function firstLoadBytes() {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.existsSync(path.join(dist, 'index.html'))
    ? fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
    : '';
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const gz = scripts.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length,
    0,
  );
  return { files: scripts.length, gzipKB: gz / 1024 };
}

const bundle = firstLoadBytes();
const fmt = (n: number, digits = 2) => n.toFixed(digits);
console.log(
  `\nChhiwat bench (${quick ? 'quick' : 'full'}) — ${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log('Index build');
console.log('| recipes | build (ms) | index memory (MB) |\n| ---: | ---: | ---: |');
for (const b of builds)
  console.log(
    `| ${b.recipes.toLocaleString('en')} | ${fmt(b.buildMs, 0)} | ${fmt(b.indexMB, 1)} |`,
  );
console.log('\nRanked first page (24) of can-make recipes');
console.log(
  '| recipes | pantry | kitchen | index median (ms) | index p95 (ms) | one-by-one scan median (ms) | scan / index | SQL query median (ms) | SQL / index | same ranking (scan, SQL) |',
);
console.log('| ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |');
const yesNo = (same: boolean | undefined) => (same === undefined ? '–' : same ? 'yes' : 'NO');
for (const r of rows) {
  const sqlCells =
    r.sqlMedianMs === undefined ? '– | –' : `${fmt(r.sqlMedianMs)} | ${fmt(r.sqlRatio ?? 0, 1)}×`;
  console.log(
    `| ${r.recipes.toLocaleString('en')} | ${r.pantry} | ${r.kitchen ? 'all on' : 'off'} | ${fmt(r.indexMedianMs)} | ${fmt(r.indexP95Ms)} | ${fmt(r.scanMedianMs)} | ${fmt(r.ratio, 1)}× | ${sqlCells} | ${yesNo(r.sameRanking)}, ${yesNo(r.sqlSameRanking)} |`,
  );
}
console.log(
  `\nFirst load of /: ${bundle.files} script files, ${fmt(bundle.gzipKB, 1)} KB gzipped${bundle.files ? '' : ' (run npm run build first)'}\n`,
);

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify(
    {
      mode: quick ? 'quick' : 'full',
      cores: os.cpus().length,
      node: process.version,
      builds,
      matching: rows,
      firstLoad: bundle,
      at: new Date().toISOString(),
    },
    null,
    2,
  ),
);

// ── Server benchmarks (issues #10 and #11): start-up, HTTP, mixed load, Lighthouse. ──
// Kept in their own modules; they add their results to latest.json under their own keys.
if (!matchingOnly) {
  const { runServerBenchmarks } = await import('./server-benchmarks.ts');
  await runServerBenchmarks(quick, path.join(root, 'bench/results/latest.json'));
}
