/**
 * A PostgreSQL database of N realistic recipes for the scale bench, `chhiwat_scale_<label>` on
 * 127.0.0.1:5432. Kept between runs: when it already holds exactly N recipes made by this
 * generator version, it is used as it is. Otherwise it is dropped and made again: the built server
 * started once migrates it and loads the demo catalogue (its categories and ingredients are what
 * the generated recipes draw from), then bulk SQL adds the rest (generate-sql.ts).
 */
import pg from 'pg';
import { startBuiltServer } from '../built-server.ts';
import {
  batches,
  DERIVED_STATEMENTS,
  FINISH_STATEMENTS,
  GENERATOR_VERSION,
  linesSql,
  recipesSql,
  SETUP_STATEMENTS,
  vocabularyStatements,
} from './generate-sql.ts';
import { scaleLabel } from './sizes.ts';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';

export const scaleDatabaseName = (recipes: number) =>
  `chhiwat_scale_${scaleLabel(recipes).toLowerCase()}`;

export const scaleDatabaseUrl = (recipes: number) => `${SERVER_URL}/${scaleDatabaseName(recipes)}`;

/** The ingredients' slugs, the most used by the generated recipes first (the draws lean on them). */
export async function readSlugsByUse(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ slug: string }>(
    `select g.slug from ingredients g
     left join (select slug, min(rank) as rank from scale_bench.pool group by slug) p using (slug)
     order by p.rank nulls last, g.slug`,
  );
  return rows.map((row) => row.slug);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when the database exists and holds exactly `recipes` recipes of this generator. */
async function isLoaded(recipes: number): Promise<boolean> {
  const exists = await withClient(`${SERVER_URL}/postgres`, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      scaleDatabaseName(recipes),
    ]);
    return rowCount === 1;
  });
  if (!exists) return false;
  return withClient(scaleDatabaseUrl(recipes), async (client) => {
    try {
      const { rows } = await client.query<{ generator: number; recipes: number; now: number }>(
        `select generator, recipes, (select count(*) from recipes)::integer as now
         from scale_bench.loaded`,
      );
      const row = rows[0];
      return row?.generator === GENERATOR_VERSION && row.recipes === recipes && row.now === recipes;
    } catch {
      return false; // no record: a load that did not finish
    }
  });
}

async function recreateDatabase(recipes: number) {
  await withClient(`${SERVER_URL}/postgres`, async (client) => {
    await client.query(`drop database if exists ${scaleDatabaseName(recipes)} with (force)`);
    await client.query(`create database ${scaleDatabaseName(recipes)}`);
  });
}

/** The built server's first start: migrations, the demo catalogue, the bench's super admin. */
async function migrateAndSeed(recipes: number) {
  const server = await startBuiltServer({ databaseUrl: scaleDatabaseUrl(recipes) });
  await server.stop();
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function generate(client: pg.Client, recipes: number, log: (line: string) => void) {
  const { rows } = await client.query<{ seeded: number }>(
    'select count(*)::integer as seeded from recipes',
  );
  const seeded = rows[0]?.seeded ?? 0;
  if (seeded > recipes)
    throw new Error(`The demo catalogue alone has ${seeded} recipes, more than ${recipes}`);
  // Sorting a batch's 2.4M candidate lines in memory rather than in temporary files.
  await client.query(`set work_mem = '256MB'`);
  for (const statement of SETUP_STATEMENTS) await client.query(statement);
  for (const { sql, json } of vocabularyStatements())
    await client.query(sql, [JSON.stringify(json)]);
  for (const statement of DERIVED_STATEMENTS) await client.query(statement);
  for (const [first, last] of batches(recipes - seeded)) {
    const started = performance.now();
    await client.query(recipesSql(first, last));
    await client.query(linesSql(first, last));
    log(`  recipes ${first}–${last} in ${seconds(started).toFixed(1)} s`);
  }
  for (const statement of FINISH_STATEMENTS) await client.query(statement);
  return seeded;
}

/**
 * A database of exactly `recipes` recipes (the demo catalogue's among them), loaded unless it
 * already is (`fresh`: always reloaded). Returns its URL and whether it was loaded now.
 */
export async function ensureScaleDatabase(
  recipes: number,
  { fresh = false, log = console.log }: { fresh?: boolean; log?: (line: string) => void } = {},
): Promise<{ url: string; loadedNow: boolean; loadSeconds?: number }> {
  const url = scaleDatabaseUrl(recipes);
  if (!fresh && (await isLoaded(recipes))) {
    log(`${scaleDatabaseName(recipes)} already holds ${recipes} recipes: reused.`);
    return { url, loadedNow: false };
  }
  const started = performance.now();
  log(`Loading ${recipes} recipes into ${scaleDatabaseName(recipes)}…`);
  await recreateDatabase(recipes);
  await migrateAndSeed(recipes);
  await withClient(url, async (client) => {
    const seeded = await generate(client, recipes, log);
    await client.query(
      'insert into scale_bench.loaded (generator, recipes, seeded, seconds) values ($1, $2, $3, $4)',
      [GENERATOR_VERSION, recipes, seeded, seconds(started)],
    );
  });
  log(`Loaded in ${seconds(started).toFixed(0)} s.`);
  return { url, loadedNow: true, loadSeconds: seconds(started) };
}
