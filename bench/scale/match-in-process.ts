/**
 * `npx tsx bench/scale/match-in-process.ts [10k|100k|1M] [queries]`: the public match on a scale
 * database's catalogue as a server holds it, timed in this process without HTTP: the server's own
 * build (`buildSnapshot`), then `searchRecipes` for the scale bench's draws of 4 and 10
 * ingredients, the first five of each left out as warm-up. For work on ranking (decision 0048):
 * the figures are the index's and the page's, not a request's. The database must be loaded
 * (`npm run bench -- --scale <size>` loads it).
 */
import pg from 'pg';
import { matchQuerySchema, matchSearch, searchRecipes } from '@chhiwat/core';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { buildSnapshot } from '../../apps/server/src/modules/catalogue/service.ts';
import { median, percentile } from '../stats.ts';
import { distinctSelections } from './draws.ts';
import { readSlugsByUse, scaleDatabaseUrl } from './load.ts';
import { parseScale } from './sizes.ts';

const WARM_UP = 5;
const recipes = parseScale(process.argv[2] ?? '100k');
const queries = Number(process.argv[3] ?? 200);
const url = scaleDatabaseUrl(recipes);

const client = new pg.Client({ connectionString: url });
await client.connect();
const slugsByUse = await readSlugsByUse(client).finally(() => client.end());

const database = await openDatabase({ kind: 'postgres', url });
const startedAt = performance.now();
const held = await buildSnapshot(database.db, 0);
console.log(`${url}: built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

for (const count of [4, 10]) {
  const times: number[] = [];
  let total = 0;
  for (const [n, selection] of distinctSelections(
    slugsByUse,
    count,
    queries + WARM_UP,
    count,
  ).entries()) {
    const query = matchSearch(
      matchQuerySchema.parse({ ingredients: selection.join(','), lang: 'en' }),
    );
    const started = performance.now();
    const found = searchRecipes(held, query);
    if (n >= WARM_UP) times.push(performance.now() - started);
    total += found.total;
  }
  console.log(
    `${count} ingredients: median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms ` +
      `over ${times.length} queries; ${Math.round(total / (times.length + WARM_UP))} recipes can be made on average`,
  );
}
await database.close();
