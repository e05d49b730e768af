import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../schema.ts';

/**
 * Backups in one portable format for both databases (a PGlite backup restores onto a PostgreSQL
 * server and back): a gzipped JSON-lines file.
 *
 *   {"format":"chhiwat-backup","version":1,"app":"chhiwat","createdAt":…,"migrations":[…],"tables":[…]}
 *   {"table":"admins","row":{…}}          one line per row, tables in foreign-key order
 *   {"media":"blog-images/x.webp","base64":"…"}   one line per media file, <bucket>/<name>, from
 *                                                 the media directory or the S3 bucket alike
 *   {"end":{"rows":{"admins":2,…},"media":1}}      the counts: a file without it is truncated
 *
 * Rows are PostgreSQL's own `to_jsonb` of each row and go back through `jsonb_populate_recordset`,
 * so the database converts every value both ways (timestamps keep their microseconds, big integers
 * every digit): a row's JSON text is copied between file and database without being parsed here.
 */
export const BACKUP_FORMAT = 'chhiwat-backup';
export const BACKUP_VERSION = 1;

/** Kysely's bookkeeping: not data, the header records the migrations instead. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/**
 * Tables the database's triggers derive from other tables (migrations 0007 and 0008): a backup
 * holds their sources, and a restore's truncate and inserts rebuild them through the same triggers.
 */
export const DERIVED_TABLES = ['recipe_counts', 'catalogue_changes', 'catalogue_chunks'];
/** Holds the one row migration 0002 inserts, so a database with only that row is still empty. */
export const CATALOGUE_VERSION_TABLE = 'catalogue_version';
export const FETCH_ROWS = 500;
export const INSERT_ROWS = 500;
export const INSERT_CHARS = 4_000_000;
/**
 * A media line's relative path: plain names only, never `..` or absolute. Any file of the media
 * directory passes (older backups copied them all); restore writes those that are a bucket's.
 */
export const MEDIA_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
/** The exact prefix writeBackup gives a row line; what follows it (minus the last `}`) is the row. */
export const ROW_LINE_PREFIX = /^\{"table":("(?:[^"\\]|\\.)*"),"row":/;

/** A problem with the backup or the target that the person running the command can fix. */
export class BackupError extends Error {}

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number(),
  app: z.string(),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const mediaLineSchema = z.object({
  media: z.string().regex(MEDIA_PATH),
  base64: z.string(),
});
export const endLineSchema = z.object({
  end: z.object({ rows: z.record(z.string(), z.number()), media: z.number() }),
});

export interface BackupSummary {
  tables: number;
  rows: number;
  media: number;
  /** Restore: media paths of the file that are no bucket's stored name, so were not written. */
  skippedMedia?: string[];
}

export interface TableInfo {
  name: string;
  columns: string[];
  /** Columns an INSERT may set (a generated column is computed again). */
  insertable: string[];
  primaryKey: string[];
  /** Rows may reference rows of the same table that come later, so load them in one statement. */
  referencesItself: boolean;
}

export type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// The schema, read from the database's catalogue: a table added by a migration is never skipped.

export async function readTables(db: Db): Promise<TableInfo[]> {
  const columns = await sql<{ table_name: string; column_name: string; is_generated: string }>`
    select c.table_name, c.column_name, c.is_generated
    from information_schema.tables t
    join information_schema.columns c
      on c.table_schema = t.table_schema and c.table_name = t.table_name
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string }>`
    select tc.table_name, k.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage k
      on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
    where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
    order by tc.table_name, k.ordinal_position`.execute(db);
  const references = await sql<{ table_name: string; referenced: string }>`
    select child.relname as table_name, parent.relname as referenced
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);

  const tables = new Map<string, TableInfo>();
  for (const { table_name, column_name, is_generated } of columns.rows) {
    if (MIGRATION_TABLES.includes(table_name) || DERIVED_TABLES.includes(table_name)) continue;
    const table = tables.get(table_name) ?? {
      name: table_name,
      columns: [],
      insertable: [],
      primaryKey: [],
      referencesItself: false,
    };
    table.columns.push(column_name);
    if (is_generated !== 'ALWAYS') table.insertable.push(column_name);
    tables.set(table_name, table);
  }
  for (const { table_name, column_name } of keys.rows)
    tables.get(table_name)?.primaryKey.push(column_name);
  for (const { table_name, referenced } of references.rows) {
    const table = tables.get(table_name);
    if (table && table_name === referenced) table.referencesItself = true;
  }
  const order = orderByReferences([...tables.keys()], references.rows);
  return order.map((name) => tables.get(name) as TableInfo);
}

/** Tables sorted so that every table comes after the tables it references (ties by name). */
export function orderByReferences(
  tables: string[],
  references: { table_name: string; referenced: string }[],
): string[] {
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table_name, referenced } of references) {
    if (table_name !== referenced && needs.has(referenced)) needs.get(table_name)?.add(referenced);
  }
  const ordered: string[] = [];
  let remaining = [...tables].sort();
  while (remaining.length) {
    const ready = remaining.filter((table) =>
      [...(needs.get(table) ?? [])].every((needed) => ordered.includes(needed)),
    );
    if (!ready.length)
      throw new BackupError(
        `Cannot order the tables ${remaining.join(', ')}: their foreign keys form a cycle`,
      );
    ordered.push(...ready);
    remaining = remaining.filter((table) => !ready.includes(table));
  }
  return ordered;
}

export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('public.kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const applied = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((row) => row.name);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The lines of a gzipped file, one at a time; read errors become messages a person can act on. */
export async function* readLines(file: string): AsyncGenerator<string> {
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        yield pending + text.slice(start, end);
        pending = '';
        start = end + 1;
      }
      pending += text.slice(start);
    }
  } catch (error) {
    throw describeReadError(file, error);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  pending += decoder.end();
  if (pending) yield pending;
}

export function describeReadError(file: string, error: unknown) {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new BackupError(`There is no backup file at ${file}`);
  if (code === 'EISDIR') return new BackupError(`${file} is a directory, not a backup file`);
  if (code === 'Z_BUF_ERROR') return new BackupError(`${file} is truncated: it ends too early`);
  if (code === 'Z_DATA_ERROR')
    return new BackupError(`${file} is not a Chhiwat backup, or it is corrupt (${message})`);
  return error;
}

export async function readHeader(
  lines: AsyncGenerator<string>,
  file: string,
): Promise<BackupHeader> {
  const first = await lines.next();
  if (first.done) throw new BackupError(`${file} is empty: it is not a Chhiwat backup`);
  let value: unknown;
  try {
    value = JSON.parse(first.value);
  } catch {
    value = undefined;
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success)
    throw new BackupError(`${file} is not a Chhiwat backup: it does not start with its header`);
  if (parsed.data.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file} is in backup format version ${parsed.data.version}; this version of Chhiwat reads ` +
        `version ${BACKUP_VERSION}`,
    );
  return parsed.data;
}

/** The header of a backup file: checks that it is one before anything touches a database. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readLines(file);
  try {
    return await readHeader(lines, file);
  } finally {
    await lines.return(undefined);
  }
}
