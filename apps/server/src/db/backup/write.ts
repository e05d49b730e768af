import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  FETCH_ROWS,
  listFiles,
  readTables,
  type BackupHeader,
  type BackupSummary,
  type Db,
  type TableInfo,
} from './format.ts';

// ---------------------------------------------------------------------------------------------
// Writing

/** Writes a backup of every table and every media file to outFile (which must not exist yet). */
export async function writeBackup(
  db: Db,
  storageDir: string,
  outFile: string,
): Promise<BackupSummary> {
  if (fs.existsSync(outFile))
    throw new BackupError(`${outFile} already exists: choose another file name`);
  await fsp.mkdir(path.dirname(outFile), { recursive: true });
  // Written under another name and renamed at the end: a file with the final name is complete.
  const partial = `${outFile}.partial`;
  const summary: BackupSummary = { tables: 0, rows: 0, media: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      // One snapshot for every table, whatever running servers write meanwhile. Set in SQL because
      // our PGlite driver ignores Kysely's transaction settings (PGlite is one connection anyway).
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      await pipeline(
        Readable.from(backupLines(trx, storageDir, summary)),
        zlib.createGzip(),
        // The file holds password and session hashes: readable by its owner only.
        fs.createWriteStream(partial, { mode: 0o600 }),
      );
    });
    await fsp.rename(partial, outFile);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
  return summary;
}

async function* backupLines(trx: Db, storageDir: string, summary: BackupSummary) {
  const migrations = await appliedMigrations(trx);
  if (!migrations.length)
    throw new BackupError(
      'This database has no Chhiwat tables (no migration has run on it): nothing to back up',
    );
  const tables = await readTables(trx);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    app: 'chhiwat',
    createdAt: new Date().toISOString(),
    migrations,
    tables: tables.map(({ name, columns }) => ({ name, columns })),
  };
  yield `${JSON.stringify(header)}\n`;
  const rows: Record<string, number> = {};
  for (const table of tables) {
    let count = 0;
    const prefix = `{"table":${JSON.stringify(table.name)},"row":`;
    for await (const batch of readRows(trx, table)) {
      count += batch.length;
      yield batch.map((row) => `${prefix}${row}}\n`).join('');
    }
    rows[table.name] = count;
  }
  const mediaFiles = await listFiles(storageDir);
  for (const file of mediaFiles) {
    const bytes = await fsp.readFile(path.join(storageDir, file));
    yield `${JSON.stringify({ media: file, base64: bytes.toString('base64') })}\n`;
  }
  yield `${JSON.stringify({ end: { rows, media: mediaFiles.length } })}\n`;
  Object.assign(summary, {
    tables: tables.length,
    rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
    media: mediaFiles.length,
  });
}

/** A table's rows as JSON texts, a cursor's page at a time, so a big table never sits in memory. */
async function* readRows(trx: Db, table: TableInfo) {
  const order = table.primaryKey.length
    ? sql` order by ${sql.join(table.primaryKey.map((column) => sql.id(column)))}`
    : sql``;
  await sql`declare backup_rows no scroll cursor for
    select to_jsonb(source.*)::text as row from ${sql.id('public', table.name)} as source${order}`.execute(
    trx,
  );
  for (;;) {
    const { rows } = await sql<{ row: string }>`
      fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`.execute(trx);
    if (!rows.length) break;
    yield rows.map((row) => row.row);
  }
  await sql`close backup_rows`.execute(trx);
}

/** Every regular file under dir, as sorted relative paths with forward slashes; [] when absent. */
