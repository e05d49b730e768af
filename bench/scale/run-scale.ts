/**
 * `npm run bench -- --scale [10k|100k|1M]` (default 100k; `--scale 10k,100k` for several;
 * `--fresh` reloads the databases): for each size, a PostgreSQL database of that many recipes
 * (load.ts), then the built server measured on it (measure.ts). Prints one table, a column per
 * size, and writes bench/results/scale-<date>.json.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, repoRoot } from '../built-server.ts';
import { ensureScaleDatabase } from './load.ts';
import { measureScale } from './measure.ts';
import { printScale, writeScaleResults, type ScaleOutcome } from './report.ts';
import { parseScales, scaleArgument, scaleLabel } from './sizes.ts';

/** Runs every size asked for; false when one of them failed outright. */
export async function runScaleBench(argv: readonly string[]): Promise<boolean> {
  const sizes = parseScales(scaleArgument(argv));
  const fresh = argv.includes('--fresh');
  ensureBuilt();
  const outcomes: ScaleOutcome[] = [];
  for (const recipes of sizes) {
    console.log(`\nScale ${scaleLabel(recipes)}`);
    try {
      const { url, loadSeconds } = await ensureScaleDatabase(recipes, { fresh });
      const result = await measureScale(recipes, url);
      outcomes.push(loadSeconds === undefined ? result : { ...result, loadSeconds });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Scale ${scaleLabel(recipes)} failed: ${message}`);
      outcomes.push({ recipes, failed: message.slice(0, 4000) });
    }
  }
  printScale(outcomes);
  const file = writeScaleResults(path.join(repoRoot, 'bench/results'), outcomes, {
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
  });
  console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
  return outcomes.every((outcome) => !('failed' in outcome));
}
