/**
 * The server benchmarks alone (start-up, HTTP, cache miss, mixed load, workers, Lighthouse), without
 * the matching tables bench/run.ts runs first. Run with `npx tsx bench/server-only.ts` after
 * `npm run build`, or name some with `--only lighthouse,http` (`--quick`: one run each); the rows
 * are merged into bench/results/latest.json.
 */
import path from 'node:path';
import { runServerBenchmarks } from './server-benchmarks.ts';

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.split(',') : undefined;
await runServerBenchmarks(
  process.argv.includes('--quick'),
  path.join(import.meta.dirname, 'results/latest.json'),
  only,
);
