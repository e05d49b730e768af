/**
 * Issue #24: requests per second of the built server on PostgreSQL with WORKERS=1, 2 and auto (one
 * per core), measured in one run with the same public mix: recipe pages in three languages, the
 * recipe list, text searches and matches over many pantries (so most answers are rendered, not only
 * replayed from the response cache). autocannon runs in this process, on the same cores.
 */
import os from 'node:os';
import { ensureBuilt, startBuiltServer, type ChildServer } from './built-server.ts';
import { fire, type CannonSummary } from './cannon.ts';
import { withPostgresDatabase } from './load.ts';
import { matchPath, sampleSite, type SiteSample } from './site-sample.ts';
import { fixed, printTable, thousands } from './table.ts';

const CONNECTIONS = 40;
const SETTINGS = ['1', '2', 'auto'] as const;

export interface WorkersRow extends CannonSummary {
  workers: (typeof SETTINGS)[number];
  processes: number;
  ratioToOneWorker: number;
}

/** A request list that cycles through many different answers. */
function publicMix(site: SiteSample): { path: string }[] {
  const languages = ['ar', 'fr', 'en'];
  const pages = site.recipeSlugs.flatMap((slug) =>
    languages.map((lang) => `/recipe/${slug}?lang=${lang}`),
  );
  const searches = site.ingredientsByUse.slice(0, 30).map((slug) => `/api/recipes?q=${slug}`);
  const matches = site.pantries.flatMap((pantry) =>
    site.ingredientsByUse.slice(0, 10).map((extra) => matchPath([...pantry, extra])),
  );
  const lists = languages.map((lang) => `/api/recipes?lang=${lang}`);
  return [...pages, ...searches, ...matches, ...lists].map((path) => ({ path }));
}

async function measure(server: ChildServer, requests: { path: string }[], seconds: number) {
  await fire({ url: server.url, connections: CONNECTIONS, duration: 1, requests });
  return fire({ url: server.url, connections: CONNECTIONS, duration: seconds, requests });
}

export async function benchWorkers(quick: boolean): Promise<WorkersRow[]> {
  ensureBuilt();
  const seconds = quick ? 3 : 10;
  const rows = await withPostgresDatabase(async (databaseUrl) => {
    const measured: Omit<WorkersRow, 'ratioToOneWorker'>[] = [];
    for (const workers of SETTINGS) {
      const server = await startBuiltServer({ databaseUrl, env: { WORKERS: workers } });
      try {
        const summary = await measure(server, publicMix(await sampleSite(server.url)), seconds);
        const processes = workers === 'auto' ? os.availableParallelism() : Number(workers);
        measured.push({ workers, processes, ...summary });
      } finally {
        await server.stop();
      }
    }
    const one = measured[0]?.requestsPerSecond ?? Number.NaN;
    return measured.map((row) => ({ ...row, ratioToOneWorker: row.requestsPerSecond / one }));
  });
  return rows ?? [];
}

export function printWorkers(rows: WorkersRow[]) {
  printTable(
    `Workers on PostgreSQL (${CONNECTIONS} connections, public mix; ${os.availableParallelism()} cores)`,
    ['WORKERS', 'processes', 'req/s', 'vs 1 worker', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    rows.map((row) => [
      row.workers,
      row.processes,
      thousands(row.requestsPerSecond),
      `${fixed(row.ratioToOneWorker, 2)}×`,
      fixed(row.p50Ms),
      fixed(row.p99Ms),
      row.errors,
      row.non2xx,
    ]),
  );
}
