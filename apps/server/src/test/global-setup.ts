import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadCatalogue, readSeedCatalogue } from '../seed/catalogue-seed.ts';
import { findRepoRoot } from '../platform/paths.ts';
import { createServerTemplates, type ServerTemplates } from './server-templates.ts';

/**
 * Creating a PGlite database costs ~4 s (initdb in WebAssembly); loading a snapshot ~0.5 s. So we
 * make two snapshots once per run, migrated and migrated + seeded, and every test starts from one.
 * On the PostgreSQL server the same two states become template databases: a copy takes ~0.2 s
 * where migrating and seeding took ~2 s.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-snapshots-'));
  const seed = readSeedCatalogue(path.join(findRepoRoot(), 'data', 'seed'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  const empty = path.join(dir, 'empty.tar.gz');
  fs.writeFileSync(empty, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
  await loadCatalogue(database.db, seed);
  const seeded = path.join(dir, 'seeded.tar.gz');
  fs.writeFileSync(seeded, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshots', { empty, seeded });

  const base = process.env.TEST_DATABASE_URL;
  const templates = base ? await createServerTemplates(base, seed) : undefined;
  if (templates) project.provide('serverTemplates', templates.names);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await templates?.drop();
  };
}

async function dumpDataDir(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (!database.dumpDataDir) throw new Error('Only an embedded database can be dumped');
  return database.dumpDataDir();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: { empty: string; seeded: string };
    serverTemplates: ServerTemplates;
  }
}
