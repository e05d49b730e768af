/**
 * Issue #10, start-up on the embedded database with the seed catalogue: from spawn to the first 200 of
 * /api/health and of a public read (/api/recipes), for the very first start (empty directory, seeding
 * included) and for restarts on the same directory (median of 3, or 5 in full mode).
 * Targets (never a pass/fail): a restart answers ≤ 2 s after start; the first start ≤ 15 s.
 */
import {
  adoptSeededDataDir,
  ensureBuilt,
  removeTemporaryDir,
  startBuiltServer,
  temporaryDir,
} from './built-server.ts';
import { median } from './stats.ts';
import { printTable, thousands } from './table.ts';

export interface StartupRow {
  start: 'first (empty directory, seeding)' | 'restart';
  runs: number;
  /** Median milliseconds from spawn to the first 200 of /api/health. */
  healthMs: number;
  /** Median milliseconds from spawn to the first 200 of /api/recipes. */
  publicReadMs: number;
  /** Every run's figures, in order. */
  each: { healthMs: number; publicReadMs: number }[];
}

async function timedStart(dataDir: string) {
  const server = await startBuiltServer({ dataDir });
  try {
    const response = await fetch(`${server.url}/api/recipes`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/recipes answered ${response.status}`);
    return { healthMs: server.readyMs, publicReadMs: performance.now() - server.spawnedAt };
  } finally {
    await server.stop();
  }
}

const row = (start: StartupRow['start'], each: StartupRow['each']): StartupRow => ({
  start,
  runs: each.length,
  healthMs: median(each.map((run) => run.healthMs)),
  publicReadMs: median(each.map((run) => run.publicReadMs)),
  each,
});

export async function benchStartup(quick: boolean): Promise<StartupRow[]> {
  ensureBuilt();
  const dataDir = temporaryDir('startup');
  try {
    const first = await timedStart(dataDir);
    // The other benchmarks start from this seeded directory rather than seeding one of their own.
    adoptSeededDataDir(dataDir);
    const restarts = [];
    for (let run = 0; run < (quick ? 3 : 5); run++) restarts.push(await timedStart(dataDir));
    return [row('first (empty directory, seeding)', [first]), row('restart', restarts)];
  } finally {
    removeTemporaryDir(dataDir);
  }
}

export function printStartup(rows: StartupRow[]) {
  printTable(
    'Start-up on the embedded database, spawn to first 200 (targets: restart ≤ 2,000 ms, first start ≤ 15,000 ms)',
    ['start', 'runs', '/api/health (ms)', '/api/recipes (ms)', 'each run, /api/recipes (ms)'],
    rows.map((r) => [
      r.start,
      r.runs,
      thousands(r.healthMs),
      thousands(r.publicReadMs),
      r.each.map((run) => thousands(run.publicReadMs)).join(', '),
    ]),
  );
}
