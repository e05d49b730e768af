import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
  type QueryObserver,
} from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadCatalogue, readSeedCatalogue } from '../seed/catalogue-seed.ts';
import { findRepoRoot } from '../platform/paths.ts';
import path from 'node:path';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const seedDir = path.join(findRepoRoot(), 'data', 'seed');

/**
 * A fresh, migrated database of the given kind, optionally holding the demo catalogue.
 * PGlite opens from a snapshot made once per run; on the server, each call gets its own database,
 * dropped on close, so test files and runs never see each other's data.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seeded?: boolean; onQuery?: QueryObserver } = {},
): Promise<DatabaseHandle> {
  const { onQuery } = options;
  if (kind === 'pglite') {
    const snapshots = inject('pgliteSnapshots');
    const file = options.seeded ? snapshots.seeded : snapshots.empty;
    return openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([fs.readFileSync(file)]),
      onQuery,
    });
  }
  const { url, drop } = await createServerDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4, onQuery });
  await migrateToLatest(database.db);
  if (options.seeded) await loadCatalogue(database.db, readSeedCatalogue(seedDir));
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Creates an empty database on the PostgreSQL server of TEST_DATABASE_URL. */
export async function createServerDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `chhiwat_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
