import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { makePrivate, restrictUmask } from '../platform/private-files.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection URL, for a thread that opens a pool of its own (catalogue/thread.ts). */
  url?: string;
  /** Resolves when a trivial query answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded database only: a gzipped copy of its files, to open again with loadDataDir. */
  dumpDataDir?(): Promise<Blob>;
}

/** Told of every statement run, with its time (the metrics' database timings). */
export type QueryObserver = (sql: string, durationMs: number, failed: boolean) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory; loadDataDir = start from a snapshot made by dumpDataDir. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { onQuery?: QueryObserver };

/** Kysely's query log, as the observer's calls. */
const queryLog = (onQuery: QueryObserver | undefined): KyselyConfig['log'] =>
  onQuery &&
  ((event) => onQuery(event.query.sql, event.queryDurationMillis, event.level === 'error'));

const INT8_OID = 20;
const NUMERIC_OID = 1700;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, options.onQuery)
    : openPGlite(options);
}

async function openPostgres(
  url: string,
  poolSize = 10,
  onQuery?: QueryObserver,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // A client whose connection drops while checked out emits 'error' on top of failing its query,
  // and an unheard 'error' ends the process. The failed query is what the caller sees and reports.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: queryLog(onQuery),
  });
  return {
    db,
    kind: 'postgres',
    url,
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}

async function openPGlite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  onQuery?: QueryObserver;
}): Promise<DatabaseHandle> {
  // The directories PGlite creates, and the lock file, for the owner alone.
  if (options.dataDir) restrictUmask();
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir, {
      parsers: { [INT8_OID]: Number, [NUMERIC_OID]: Number },
      // The admin search's trigram indexes (migration 0008): an extension's code is loaded at open.
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  try {
    // PGlite sets its files' modes itself, whatever the umask: 0666 for every file of a new
    // database, 0644 for the relation cache files it writes at each open. The files PostgreSQL
    // creates later (WAL segments, new tables) it creates 0600 itself.
    if (options.dataDir) makePrivate(options.dataDir);
  } catch (error) {
    await pglite.close();
    releaseLock();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    log: queryLog(options.onQuery),
  });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await sql`select 1`.execute(db)),
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
      releaseLock();
    },
  };
}

export class DatabaseLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it. We keep a lock file
 * with our pid and refuse to open while another live process holds it; a stale lock is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database at ${dataDir} is in use by another process (pid ${holder}). ` +
            'Stop that process, or give this one another DATA_DIR.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database at ${dataDir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
