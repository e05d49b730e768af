import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadCatalogue, type SeedCatalogue } from '../seed/catalogue-seed.ts';

/** The names of the two template databases of a run: migrated, and migrated + seeded. */
export type ServerTemplates = { empty: string; seeded: string };

/**
 * Makes the run's template databases on the PostgreSQL server of `base`. A template must have no
 * connection open while it is copied, so each is closed before the tests start.
 */
export async function createServerTemplates(base: string, seed: SeedCatalogue) {
  const prefix = `chhiwat_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const names: ServerTemplates = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
  await onServer(base, `create database ${names.empty}`);
  await prepare(databaseUrl(base, names.empty), (db) => migrateToLatest(db));
  await onServer(base, `create database ${names.seeded} template ${names.empty}`);
  await prepare(databaseUrl(base, names.seeded), (db) => loadCatalogue(db, seed));
  return {
    names,
    drop: async () => {
      for (const name of Object.values(names))
        await onServer(base, `drop database if exists ${name} with (force)`);
    },
  };
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function prepare(url: string, work: (db: Db) => Promise<unknown>) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

/** The URL of `name` on the server of `base`. */
export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (`base`). */
export async function onServer(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
