/**
 * The server benchmarks alone (`--server`: start-up, HTTP, cache miss, mixed load, Lighthouse), without
 * the matching tables bench/run.ts runs first. Run with `npx tsx bench/server-only.ts` after
 * `npm run build`; the rows are merged into bench/results/latest.json.
 */
import path from 'node:path';
import { runServerBenchmarks } from './server-benchmarks.ts';

await runServerBenchmarks(false, path.join(import.meta.dirname, 'results/latest.json'));
