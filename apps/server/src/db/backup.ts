import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from './schema.ts';

/**
 * Backups in one portable format for both databases (a PGlite backup restores onto a PostgreSQL
 * server and back): a gzipped JSON-lines file.
 *
 *   {"format":"chhiwat-backup","version":1,"app":"chhiwat","createdAt":…,"migrations":[…],"tables":[…]}
 *   {"table":"admins","row":{…}}          one line per row, tables in foreign-key order
 *   {"media":"blog-images/x.webp","base64":"…"}   one line per file under the media directory
 *   {"end":{"rows":{"admins":2,…},"media":1}}      the counts: a file without it is truncated
 *
 * Rows are PostgreSQL's own `to_jsonb` of each row and go back through `jsonb_populate_recordset`,
 * so the database converts every value both ways (timestamps keep their microseconds, big integers
 * every digit): a row's JSON text is copied between file and database without being parsed here.
 */
export const BACKUP_FORMAT = 'chhiwat-backup';
export const BACKUP_VERSION = 1;

/** Kysely's bookkeeping: not data, the header records the migrations instead. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** Holds the one row migration 0002 inserts, so a database with only that row is still empty. */
const CATALOGUE_VERSION_TABLE = 'catalogue_version';
const FETCH_ROWS = 500;
const INSERT_ROWS = 500;
const INSERT_CHARS = 4_000_000;
/** Relative paths under the media directory: plain names only, never `..` or absolute. */
const MEDIA_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
/** The exact prefix writeBackup gives a row line; what follows it (minus the last `}`) is the row. */
const ROW_LINE_PREFIX = /^\{"table":("(?:[^"\\]|\\.)*"),"row":/;

/** A problem with the backup or the target that the person running the command can fix. */
export class BackupError extends Error {}

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number(),
  app: z.string(),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type BackupHeader = z.infer<typeof headerSchema>;

const mediaLineSchema = z.object({ media: z.string().regex(MEDIA_PATH), base64: z.string() });
const endLineSchema = z.object({
  end: z.object({ rows: z.record(z.string(), z.number()), media: z.number() }),
});

export interface BackupSummary {
  tables: number;
  rows: number;
  media: number;
}

interface TableInfo {
  name: string;
  columns: string[];
  /** Columns an INSERT may set (a generated column is computed again). */
  insertable: string[];
  primaryKey: string[];
  /** Rows may reference rows of the same table that come later, so load them in one statement. */
  referencesItself: boolean;
}

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// The schema, read from the database's catalogue: a table added by a migration is never skipped.

async function readTables(db: Db): Promise<TableInfo[]> {
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
    if (MIGRATION_TABLES.includes(table_name)) continue;
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

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('public.kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const applied = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((row) => row.name);
}

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
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  const byName = (a: fs.Dirent, b: fs.Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries.sort(byName)) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The lines of a gzipped file, one at a time; read errors become messages a person can act on. */
async function* readLines(file: string): AsyncGenerator<string> {
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

function describeReadError(file: string, error: unknown) {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new BackupError(`There is no backup file at ${file}`);
  if (code === 'EISDIR') return new BackupError(`${file} is a directory, not a backup file`);
  if (code === 'Z_BUF_ERROR') return new BackupError(`${file} is truncated: it ends too early`);
  if (code === 'Z_DATA_ERROR')
    return new BackupError(`${file} is not a Chhiwat backup, or it is corrupt (${message})`);
  return error;
}

async function readHeader(lines: AsyncGenerator<string>, file: string): Promise<BackupHeader> {
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

// ---------------------------------------------------------------------------------------------
// Restoring

/**
 * Restores a backup in one transaction: a failed restore leaves the database as it was. Refuses a
 * backup made with other migrations, and a database (or media directory) that is not empty unless
 * `replace`. Media files are written to a directory beside storageDir and swapped in only once the
 * database has committed.
 */
export async function restoreBackup(
  db: Db,
  storageDir: string,
  inFile: string,
  options: { replace?: boolean } = {},
): Promise<BackupSummary> {
  const lines = readLines(inFile);
  let staging: string | undefined;
  try {
    const header = await readHeader(lines, inFile);
    await checkCompatible(db, header);
    staging = `${storageDir}.restoring-${randomBytes(4).toString('hex')}`;
    await fsp.mkdir(staging, { recursive: true });
    const stagingDir = staging;
    const summary = await db.transaction().execute(async (trx) => {
      const tables = await readTables(trx);
      if (!options.replace) await ensureEmpty(trx, tables, storageDir);
      const previousVersion = await catalogueVersion(trx, tables);
      await sql`truncate table ${sql.join(tables.map((t) => sql.id('public', t.name)))}`.execute(
        trx,
      );
      const loaded = await loadEntries(trx, lines, { header, tables, stagingDir, file: inFile });
      await resetSequences(trx);
      await bumpCatalogueVersion(trx, tables, previousVersion);
      return loaded;
    });
    staging = undefined;
    await moveMediaIntoPlace(stagingDir, storageDir);
    return summary;
  } finally {
    await lines.return(undefined);
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function checkCompatible(db: Db, header: BackupHeader) {
  const migrations = await appliedMigrations(db);
  if (migrations.join() !== header.migrations.join())
    throw new BackupError(
      `This backup was made with the migrations [${header.migrations.join(', ')}] but this ` +
        `database has [${migrations.join(', ')}]: restore it with the version of Chhiwat that ` +
        'made it (then upgrade), or back up again with this one',
    );
  const describe = (tables: { name: string; columns: string[] }[]) =>
    tables
      .map(({ name, columns }) => `${name}(${[...columns].sort().join(',')})`)
      .sort()
      .join(' ');
  const tables = await readTables(db);
  if (describe(tables) !== describe(header.tables))
    throw new BackupError(
      `The backup's tables do not match this database's, though their migrations do: ` +
        `backup ${header.tables.map((t) => t.name).join(', ')}; ` +
        `database ${tables.map((t) => t.name).join(', ')}`,
    );
}

async function ensureEmpty(trx: Db, tables: TableInfo[], storageDir: string) {
  const filled: string[] = [];
  for (const table of tables) {
    if (table.name === CATALOGUE_VERSION_TABLE) continue;
    const { rows } = await sql<{ filled: boolean }>`
      select exists (select from ${sql.id('public', table.name)}) as filled`.execute(trx);
    if (rows[0]?.filled) filled.push(table.name);
  }
  if (filled.length)
    throw new BackupError(
      `The database is not empty (${filled.join(', ')} hold rows): pass --replace to replace ` +
        'everything in it with the backup',
    );
  if ((await listFiles(storageDir)).length)
    throw new BackupError(
      `The media directory ${storageDir} is not empty: pass --replace to replace its files`,
    );
}

interface LoadContext {
  header: BackupHeader;
  tables: TableInfo[];
  stagingDir: string;
  file: string;
}

async function loadEntries(trx: Db, lines: AsyncGenerator<string>, context: LoadContext) {
  const loader = new RowLoader(trx, context);
  let media = 0;
  let end: z.infer<typeof endLineSchema>['end'] | undefined;
  for await (const line of lines) {
    if (!line) continue;
    if (end) throw new BackupError(`${context.file} is corrupt: it goes on after its end line`);
    const row = ROW_LINE_PREFIX.exec(line);
    if (row?.[1] && line.endsWith('}')) {
      await loader.add(parseJson(row[1], context.file) as string, line.slice(row[0].length, -1));
      continue;
    }
    await loader.flush();
    const value = parseJson(line, context.file);
    const mediaLine = mediaLineSchema.safeParse(value);
    const endLine = endLineSchema.safeParse(value);
    if (mediaLine.success) {
      await stageMediaFile(context.stagingDir, mediaLine.data, context.file);
      media++;
    } else if (endLine.success) end = endLine.data.end;
    else throw new BackupError(`${context.file} is corrupt: a line is neither a row nor a file`);
  }
  if (!end) throw new BackupError(`${context.file} is truncated: its end line is missing`);
  checkCounts(end, loader.counts, media, context.file);
  return {
    tables: context.tables.length,
    rows: Object.values(loader.counts).reduce((sum, count) => sum + count, 0),
    media,
  };
}

function parseJson(line: string, file: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`${file} is corrupt: a line is not valid JSON`);
  }
}

function checkCounts(
  end: { rows: Record<string, number>; media: number },
  counts: Record<string, number>,
  media: number,
  file: string,
) {
  const names = new Set([...Object.keys(end.rows), ...Object.keys(counts)]);
  for (const name of names) {
    if ((end.rows[name] ?? 0) !== (counts[name] ?? 0))
      throw new BackupError(
        `${file} is corrupt: its end line counts ${end.rows[name] ?? 0} rows of ${name}, ` +
          `the file holds ${counts[name] ?? 0}`,
      );
  }
  if (end.media !== media)
    throw new BackupError(
      `${file} is corrupt: its end line counts ${end.media} media files, the file holds ${media}`,
    );
}

/** Inserts rows in batches, table by table in the file's order (the backup's foreign-key order). */
class RowLoader {
  readonly counts: Record<string, number> = {};
  private table: TableInfo | undefined;
  private batch: string[] = [];
  private batchChars = 0;
  private readonly tables: Map<string, TableInfo>;
  private readonly order: string[];

  constructor(
    private readonly trx: Db,
    private readonly context: LoadContext,
  ) {
    this.tables = new Map(context.tables.map((table) => [table.name, table]));
    this.order = context.header.tables.map((table) => table.name);
  }

  async add(tableName: string, rowJson: string) {
    if (tableName !== this.table?.name) await this.startTable(tableName);
    this.batch.push(rowJson);
    this.batchChars += rowJson.length;
    this.counts[tableName] = (this.counts[tableName] ?? 0) + 1;
    const full = this.batch.length >= INSERT_ROWS || this.batchChars >= INSERT_CHARS;
    if (full && !this.table?.referencesItself) await this.flush();
  }

  private async startTable(tableName: string) {
    await this.flush();
    const table = this.tables.get(tableName);
    const previous = this.table ? this.order.indexOf(this.table.name) : -1;
    if (!table || this.order.indexOf(tableName) <= previous)
      throw new BackupError(
        `${this.context.file} is corrupt: rows of ${tableName} are out of place`,
      );
    this.table = table;
  }

  async flush() {
    if (!this.table || !this.batch.length) return;
    const { name, insertable } = this.table;
    const columns = sql.join(insertable.map((column) => sql.id(column)));
    const rows = `[${this.batch.join(',')}]`;
    this.batch = [];
    this.batchChars = 0;
    try {
      await sql`insert into ${sql.id('public', name)} (${columns}) overriding system value
        select ${columns} from jsonb_populate_recordset(null::${sql.id('public', name)}, ${rows}::jsonb)`.execute(
        this.trx,
      );
    } catch (error) {
      throw new BackupError(
        `Could not load the rows of ${name} from ${this.context.file}: ${(error as Error).message}`,
      );
    }
  }
}

async function stageMediaFile(
  stagingDir: string,
  entry: z.infer<typeof mediaLineSchema>,
  file: string,
) {
  const target = path.join(stagingDir, ...entry.media.split('/'));
  await fsp.mkdir(path.dirname(target), { recursive: true });
  try {
    await fsp.writeFile(target, Buffer.from(entry.base64, 'base64'), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new BackupError(`${file} is corrupt: it holds ${entry.media} twice`);
  }
}

/** Identity and serial columns continue after the restored ids, so new rows get fresh ones. */
async function resetSequences(trx: Db) {
  const { rows } = await sql<{ table_name: string; column_name: string; sequence: string | null }>`
    select table_name, column_name,
      pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(
    trx,
  );
  for (const { table_name, column_name, sequence } of rows) {
    if (!sequence) continue;
    await sql`select setval(${sequence}::regclass, coalesce(max(${sql.id(column_name)}), 0) + 1, false)
      from ${sql.id('public', table_name)}`.execute(trx);
  }
}

async function catalogueVersion(trx: Db, tables: TableInfo[]) {
  if (!tables.some((table) => table.name === CATALOGUE_VERSION_TABLE)) return 0;
  const { rows } = await sql<{ version: number | null }>`
    select max(version) as version from catalogue_version`.execute(trx);
  return Number(rows[0]?.version ?? 0);
}

/**
 * Running servers rebuild their catalogue when the version changes; the restored version could
 * equal the one they hold, so it ends above both the backup's and the replaced database's.
 */
async function bumpCatalogueVersion(trx: Db, tables: TableInfo[], previous: number) {
  if (!tables.some((table) => table.name === CATALOGUE_VERSION_TABLE)) return;
  await sql`update catalogue_version
    set version = greatest(version, ${previous}) + 1, changed_at = now()`.execute(trx);
}

/** Puts the staged media in place of storageDir: the old directory is moved aside, then removed. */
async function moveMediaIntoPlace(stagingDir: string, storageDir: string) {
  const aside = `${storageDir}.replaced-${randomBytes(4).toString('hex')}`;
  const hadOld = fs.existsSync(storageDir);
  try {
    if (hadOld) await fsp.rename(storageDir, aside);
    await fsp.rename(stagingDir, storageDir);
  } catch (error) {
    throw new BackupError(
      `The database is restored, but its media files could not be moved to ${storageDir} ` +
        `(${(error as Error).message}): they are in ${stagingDir}` +
        (hadOld ? `, the previous ones in ${aside}` : ''),
    );
  }
  if (hadOld) await fsp.rm(aside, { recursive: true, force: true });
}
