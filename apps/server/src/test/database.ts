import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
  type QueryObserver,
} from '../db/database.ts';
import { findRepoRoot } from '../platform/paths.ts';
import path from 'node:path';
import { databaseUrl, onServer } from './server-templates.ts';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const seedDir = path.join(findRepoRoot(), 'data', 'seed');

/**
 * A fresh, migrated database of the given kind, optionally holding the demo catalogue.
 * PGlite opens from a snapshot made once per run; on the server, each call gets its own database,
 * copied from the run's template and dropped on close, so test files and runs never see each other's data.
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
  const templates = inject('serverTemplates');
  const { url, drop } = await createServerDatabase(
    options.seeded ? templates.seeded : templates.empty,
  );
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4, onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Creates a database on the PostgreSQL server of TEST_DATABASE_URL: empty, or a copy of one of the
 * run's templates (test/server-templates.ts).
 */
export async function createServerDatabase(template?: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `chhiwat_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(base, name),
    drop: () => onServer(base, `drop database if exists ${name} with (force)`),
  };
}
