import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { BackupError, readBackupHeader, type BackupSummary } from './db/backup/format.ts';
import { restoreBackup } from './db/backup/restore.ts';
import { writeBackup } from './db/backup/write.ts';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openStorage } from './platform/open-storage.ts';
import { StorageSetupError } from './platform/s3-storage.ts';
import type { FileStorage } from './platform/storage.ts';

/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file> [--replace]`, on the database the
 * server would use (DATABASE_URL, or the embedded one under DATA_DIR) and its media store
 * (DATA_DIR/media, or the S3 bucket when STORAGE=s3).
 */
const USAGE = `Usage:
  npm run db:backup -- [file]
      Backs up the database and the uploaded media (DATA_DIR/media, or the S3
      bucket when STORAGE=s3) to file
      (default: DATA_DIR/backups/chhiwat-<time>.jsonl.gz).
  npm run db:restore -- <file> [--replace]
      Restores a backup into an empty database and media store; --replace replaces everything
      in non-empty ones.`;

class UsageError extends Error {}

type Command =
  { name: 'backup'; file?: string } | { name: 'restore'; file: string; replace: boolean };

function parseCommand(args: string[]): Command {
  const [name, ...rest] = args;
  const flags = rest.filter((arg) => arg.startsWith('-'));
  const files = rest.filter((arg) => !arg.startsWith('-'));
  if (name === 'backup' && !flags.length && files.length <= 1)
    return { name, ...(files[0] ? { file: files[0] } : {}) };
  if (name === 'restore' && files[0] && files.length === 1 && flags.every((f) => f === '--replace'))
    return { name, file: files[0], replace: flags.includes('--replace') };
  throw new UsageError(USAGE);
}

/** npm runs scripts from the repository root; a relative file means where the person typed it. */
const fromInvocationDir = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const defaultBackupFile = (config: Config) =>
  path.join(
    config.dataDir,
    'backups',
    `chhiwat-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`,
  );

/**
 * The database the server uses: the same choice as start.ts's databaseOptionsFor, not imported
 * because start.ts loads the whole app (seconds per command). backup.test.ts checks they agree.
 */
function databaseOptions(config: Config) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
}

async function openFor(config: Config, purpose: 'backup' | 'restore') {
  const options = databaseOptions(config);
  if (options.kind === 'pglite' && purpose === 'backup' && !fs.existsSync(options.dataDir))
    throw new BackupError(`There is no embedded database at ${options.dataDir} to back up`);
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nStop the server first: the embedded database allows one process at a ` +
        'time (with a PostgreSQL server, DATABASE_URL, backups run while servers run).',
    );
  }
}

/** The media store (STORAGE) and the database, open for `use`, closed after. */
async function withStores<T>(
  config: Config,
  purpose: 'backup' | 'restore',
  use: (database: DatabaseHandle, media: FileStorage) => Promise<T>,
) {
  const media = await openStorage(config.storage, path.join(config.dataDir, 'media'));
  try {
    const database = await openFor(config, purpose);
    try {
      return await use(database, media);
    } finally {
      await database.close();
    }
  } finally {
    await media.close();
  }
}

/** The summary line's end: where the media are, and any file a restore left out. */
const mediaNote = (summary: BackupSummary, media: FileStorage) =>
  `; media in the ${media.label}` +
  (summary.skippedMedia
    ? `; left out, not an image of a bucket: ${summary.skippedMedia.join(', ')}`
    : '');

async function run(command: Command, config: Config) {
  if (command.name === 'restore') {
    const file = fromInvocationDir(command.file);
    // Checked before the database is opened (or, for a new DATA_DIR, created and migrated).
    await readBackupHeader(file);
    return withStores(config, 'restore', async (database, media) => {
      await migrateToLatest(database.db);
      const summary = await restoreBackup(database.db, media, file, { replace: command.replace });
      return `Restored ${file}: ${summary.rows} rows in ${summary.tables} tables and ${summary.media} media files (${database.kind})${mediaNote(summary, media)}.`;
    });
  }
  const file = command.file ? fromInvocationDir(command.file) : defaultBackupFile(config);
  return withStores(config, 'backup', async (database, media) => {
    const summary = await writeBackup(database.db, media, file);
    return `Backup written to ${file}: ${summary.rows} rows in ${summary.tables} tables and ${summary.media} media files (${database.kind})${mediaNote(summary, media)}.`;
  });
}

async function main() {
  try {
    const command = parseCommand(process.argv.slice(2));
    process.stdout.write(`${await run(command, loadConfig())}\n`);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    const known =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof StorageSetupError ||
      error instanceof DatabaseLockedError;
    const message = error instanceof Error ? error.message : String(error);
    // An error with a code (a refused connection, a PostgreSQL error) says enough by its message.
    const hasCode = typeof (error as { code?: unknown } | undefined)?.code === 'string';
    const detail = known || hasCode ? message : ((error as Error).stack ?? message);
    process.stderr.write(known ? `${message}\n` : `Failed: ${detail}\n`);
    process.exit(1);
  }
}

await main();
