import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadCatalogue, readSeedCatalogue } from '../seed/catalogue-seed.ts';
import { findRepoRoot } from '../platform/paths.ts';

/**
 * Creating a PGlite database costs ~4 s (initdb in WebAssembly); loading a snapshot ~0.5 s. So we
 * make two snapshots once per run, migrated and migrated + seeded, and every test starts from one.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-snapshots-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  const empty = path.join(dir, 'empty.tar.gz');
  fs.writeFileSync(empty, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
  await loadCatalogue(database.db, readSeedCatalogue(path.join(findRepoRoot(), 'data', 'seed')));
  const seeded = path.join(dir, 'seeded.tar.gz');
  fs.writeFileSync(seeded, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
  await database.close();

  project.provide('pgliteSnapshots', { empty, seeded });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dumpDataDir(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (!database.dumpDataDir) throw new Error('Only an embedded database can be dumped');
  return database.dumpDataDir();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: { empty: string; seeded: string };
  }
}
