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
  readTables,
  type BackupHeader,
  type BackupSummary,
  type Db,
  type TableInfo,
} from './format.ts';
import {
  listMedia,
  MEDIA_REQUESTS_AT_ONCE,
  mediaPathOf,
  readInOrder,
  type MediaFile,
  type MediaStore,
} from './media.ts';

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Writes a backup of every table and every media file of the store (a directory or an S3 bucket)
 * to outFile, which must not exist yet.
 */
export async function writeBackup(
  db: Db,
  media: MediaStore,
  outFile: string,
): Promise<BackupSummary> {
  if (fs.existsSync(outFile))
    throw new BackupError(`${outFile} already exists: choose another file name`);
  // A directory made here (DATA_DIR/backups by default) is as private as the file.
  await fsp.mkdir(path.dirname(outFile), { recursive: true, mode: 0o700 });
  // Written under another name and renamed at the end: a file with the final name is complete.
  const partial = `${outFile}.partial`;
  // One left by a backup that was killed would keep its mode: the new one is created 0600.
  await fsp.rm(partial, { force: true });
  const summary: BackupSummary = { tables: 0, rows: 0, media: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      // One snapshot for every table, whatever running servers write meanwhile. Set in SQL because
      // our PGlite driver ignores Kysely's transaction settings (PGlite is one connection anyway).
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      await pipeline(
        Readable.from(backupLines(trx, media, summary)),
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

async function* backupLines(trx: Db, media: MediaStore, summary: BackupSummary) {
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
  let mediaCount = 0;
  for await (const line of mediaLines(media)) {
    mediaCount++;
    yield line;
  }
  yield `${JSON.stringify({ end: { rows, media: mediaCount } })}\n`;
  Object.assign(summary, {
    tables: tables.length,
    rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
    media: mediaCount,
  });
}

/** One line per file of the store, read a few at a time (an S3 bucket answers each slowly). */
async function* mediaLines(media: MediaStore) {
  const read = async (file: MediaFile) => ({
    file,
    bytes: await media.get(file.bucket, file.name),
  });
  const files = await listMedia(media);
  for await (const { file, bytes } of readInOrder(files, MEDIA_REQUESTS_AT_ONCE, read)) {
    // removed by a running server since it was listed
    if (!bytes) continue;
    yield `${JSON.stringify({ media: mediaPathOf(file), base64: bytes.toString('base64') })}\n`;
  }
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
