/**
 * The benchmarks of the built server (issues #10, #11 and #20), run by bench/run.ts after the matching
 * ones (or alone by bench/server-only.ts): start-up first (its seeded directory then serves the others),
 * HTTP against a hello-world, a recipe page's cache miss and hit, mixed load, req/s by WORKERS, Lighthouse. Each prints its table and adds its rows to bench/results/latest.json under its own key;
 * one that fails is reported and the others still run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchCacheMiss, printCacheMiss } from './cache-miss.ts';
import { benchHttp, printHttp } from './http.ts';
import { benchLighthouse, printLighthouse } from './lighthouse.ts';
import { benchLoad, printLoad } from './load.ts';
import { benchStartup, printStartup } from './startup.ts';
import { benchWorkers, printWorkers } from './workers.ts';

const measureAndPrint =
  <Row>(run: (quick: boolean) => Promise<Row[]>, print: (rows: Row[]) => void) =>
  async (quick: boolean) => {
    const rows = await run(quick);
    print(rows);
    return rows;
  };

const BENCHMARKS: { key: string; measure: (quick: boolean) => Promise<unknown[]> }[] = [
  { key: 'startup', measure: measureAndPrint(benchStartup, printStartup) },
  { key: 'http', measure: measureAndPrint(benchHttp, printHttp) },
  { key: 'cacheMiss', measure: measureAndPrint(benchCacheMiss, printCacheMiss) },
  { key: 'load', measure: measureAndPrint(benchLoad, printLoad) },
  { key: 'workers', measure: measureAndPrint(benchWorkers, printWorkers) },
  { key: 'lighthouse', measure: measureAndPrint(benchLighthouse, printLighthouse) },
];

async function runOne(item: (typeof BENCHMARKS)[number], quick: boolean) {
  const started = performance.now();
  try {
    return await item.measure(quick);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${item.key} benchmark failed: ${message}`);
    return { error: message };
  } finally {
    console.log(`(${item.key}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
}

/**
 * Runs the server benchmarks (every one, or those named in `only`) and merges their results into
 * the JSON file run.ts has written.
 */
export async function runServerBenchmarks(
  quick: boolean,
  resultsFile: string,
  only?: readonly string[],
) {
  const unknown = only?.filter((key) => !BENCHMARKS.some((item) => item.key === key)) ?? [];
  if (unknown.length)
    throw new Error(
      `No benchmark named ${unknown.join(', ')}; they are ${BENCHMARKS.map((item) => item.key).join(', ')}`,
    );
  const results: Record<string, unknown> = {};
  for (const item of BENCHMARKS)
    if (!only || only.includes(item.key)) results[item.key] = await runOne(item, quick);
  const written = fs.existsSync(resultsFile)
    ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, JSON.stringify({ ...written, ...results }, null, 2));
}
