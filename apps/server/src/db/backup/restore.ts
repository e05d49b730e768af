import { sql } from 'kysely';
import type { z } from 'zod';
import {
  appliedMigrations,
  BackupError,
  CATALOGUE_VERSION_TABLE,
  endLineSchema,
  INSERT_CHARS,
  INSERT_ROWS,
  mediaLineSchema,
  readHeader,
  readLines,
  readTables,
  ROW_LINE_PREFIX,
  type BackupHeader,
  type BackupSummary,
  type Db,
  type TableInfo,
} from './format.ts';
import {
  clearMedia,
  listMedia,
  MEDIA_REQUESTS_AT_ONCE,
  mediaFileOf,
  TaskPool,
  type MediaStore,
} from './media.ts';

// ---------------------------------------------------------------------------------------------
// Restoring

/**
 * Restores a backup: the rows in one transaction, so a failed restore leaves the database as it
 * was, then the media into the store (a directory or an S3 bucket), emptied first with `replace`.
 * Refuses a backup made with other migrations, and a database or store that is not empty unless
 * `replace`. The whole file is read and checked before the store is touched; the media are read
 * from it a second time, as no store can take them in and make them appear at once.
 */
export async function restoreBackup(
  db: Db,
  media: MediaStore,
  inFile: string,
  options: { replace?: boolean } = {},
): Promise<BackupSummary> {
  const summary = await restoreRows(db, media, inFile, options);
  await restoreMedia(media, inFile, options);
  return summary;
}

async function restoreRows(
  db: Db,
  media: MediaStore,
  inFile: string,
  options: { replace?: boolean },
): Promise<BackupSummary> {
  const lines = readLines(inFile);
  try {
    const header = await readHeader(lines, inFile);
    await checkCompatible(db, header);
    return await db.transaction().execute(async (trx) => {
      const tables = await readTables(trx);
      if (!options.replace) await ensureEmpty(trx, tables, media);
      const previousVersion = await catalogueVersion(trx, tables);
      await sql`truncate table ${sql.join(tables.map((t) => sql.id('public', t.name)))}`.execute(
        trx,
      );
      const loaded = await loadEntries(trx, lines, { header, tables, file: inFile });
      await resetSequences(trx);
      await bumpCatalogueVersion(trx, tables, previousVersion);
      return loaded;
    });
  } finally {
    await lines.return(undefined);
  }
}

/** The file's media into the store, once its rows are in; a failure names the way to finish. */
async function restoreMedia(media: MediaStore, inFile: string, options: { replace?: boolean }) {
  try {
    if (options.replace) await clearMedia(media);
    const pool = new TaskPool(MEDIA_REQUESTS_AT_ONCE);
    for await (const line of readLines(inFile)) {
      if (!line || ROW_LINE_PREFIX.test(line)) continue;
      const entry = mediaLineSchema.safeParse(JSON.parse(line));
      const file = entry.success ? mediaFileOf(entry.data.media) : undefined;
      if (!entry.success || !file) continue;
      const bytes = Buffer.from(entry.data.base64, 'base64');
      await pool.add(() => media.put(file.bucket, file.name, bytes));
    }
    await pool.done();
  } catch (error) {
    throw new BackupError(
      `The database is restored, but its media files could not all be written to the ` +
        `${media.label} (${(error as Error).message}): restore again with --replace to finish`,
    );
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

async function ensureEmpty(trx: Db, tables: TableInfo[], media: MediaStore) {
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
  if ((await listMedia(media)).length)
    throw new BackupError(`The ${media.label} is not empty: pass --replace to replace its files`);
}

interface LoadContext {
  header: BackupHeader;
  tables: TableInfo[];
  file: string;
}

async function loadEntries(trx: Db, lines: AsyncGenerator<string>, context: LoadContext) {
  const loader = new RowLoader(trx, context);
  const mediaPaths = new Set<string>();
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
      if (mediaPaths.has(mediaLine.data.media))
        throw new BackupError(`${context.file} is corrupt: it holds ${mediaLine.data.media} twice`);
      mediaPaths.add(mediaLine.data.media);
    } else if (endLine.success) end = endLine.data.end;
    else throw new BackupError(`${context.file} is corrupt: a line is neither a row nor a file`);
  }
  if (!end) throw new BackupError(`${context.file} is truncated: its end line is missing`);
  checkCounts(end, loader.counts, mediaPaths.size, context.file);
  const skippedMedia = [...mediaPaths].filter((mediaPath) => !mediaFileOf(mediaPath));
  return {
    tables: context.tables.length,
    rows: Object.values(loader.counts).reduce((sum, count) => sum + count, 0),
    media: mediaPaths.size - skippedMedia.length,
    ...(skippedMedia.length ? { skippedMedia } : {}),
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
  // Everything changed: running servers read the whole catalogue again (migration 0007).
  await sql`insert into catalogue_changes (version, kind)
    select version, 'all' from catalogue_version`.execute(trx);
}
