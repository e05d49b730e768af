// One file over 300 lines: one filled source database per kind (every table, a media file) is
// backed up once and restored by every case below. The npm commands, compiled, are tested on the
// built tree in e2e/production.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeBySlug } from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import { PublicCatalogue } from '../../modules/catalogue/service.ts';
import { ContentVersionWatch } from '../../platform/content-version.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { BackupError } from './format.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './write.ts';
import type { DatabaseHandle, DatabaseKind } from '../database.ts';
import type { Database } from '../schema.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-backup-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));
let dirCount = 0;
const newDir = (name: string) => fs.mkdtempSync(path.join(workDir, `${name}-${++dirCount}-`));

type Digests = Record<string, { rows: number; md5: string }>;

/**
 * Every table's row count and the md5 of its rows in primary-key order, computed by the database
 * (written here apart from backup.ts, so a mistake there cannot hide itself). Keys sort as text in
 * the C collation and times print in UTC, so PGlite and the PostgreSQL server agree.
 */
async function tableDigests(db: Kysely<Database>): Promise<Digests> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('kysely_migration', 'kysely_migration_lock',
          -- derived by triggers (format.ts DERIVED_TABLES): not in a backup, remade by a restore
          'recipe_counts', 'catalogue_changes', 'catalogue_chunks')
      order by table_name`.execute(trx);
    const digests: Digests = {};
    for (const { table_name } of tables) {
      const { rows: key } = await sql<{ column_name: string }>`
        select k.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage k using (constraint_schema, constraint_name)
        where tc.table_schema = 'public' and tc.table_name = ${table_name}
          and tc.constraint_type = 'PRIMARY KEY'
        order by k.ordinal_position`.execute(trx);
      const order = sql.join(key.map((k) => sql`${sql.id(k.column_name)}::text collate "C"`));
      const { rows } = await sql<{ rows: number; md5: string }>`
        select count(*)::int as rows,
          md5(coalesce(string_agg(to_jsonb(t.*)::text, E'\n' order by ${order}), '')) as md5
        from ${sql.id('public', table_name)} as t`.execute(trx);
      digests[table_name] = rows[0] as { rows: number; md5: string };
    }
    return digests;
  });
}

/** The same, without the catalogue version, which a restore bumps on purpose. */
async function contentDigests(db: Kysely<Database>) {
  const { catalogue_version: _bumped, ...rest } = await tableDigests(db);
  return rest;
}

async function catalogueVersion(db: Kysely<Database>) {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Every file under dir as relative path → bytes (base64). */
function mediaTree(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    files
      .filter((file) => file.isFile())
      .map((file) => {
        const full = path.join(file.parentPath, file.name);
        return [path.relative(dir, full), fs.readFileSync(full).toString('base64')];
      })
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** For each identity column: is the next value its sequence hands out above every id there? */
async function sequencesAhead(db: Kysely<Database>) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and is_identity = 'YES'
    order by table_name`.execute(db);
  const ahead: Record<string, boolean> = {};
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ ahead: boolean }>`
      select nextval(pg_get_serial_sequence(${table_name}, ${column_name}))
        > coalesce((select max(${sql.id(column_name)}) from ${sql.id(table_name)}), 0) as ahead
      `.execute(db);
    ahead[`${table_name}.${column_name}`] = rows[0]?.ahead ?? false;
  }
  return ahead;
}

interface Source {
  database: DatabaseHandle;
  mediaDir: string;
  media: LocalStorage;
  close(): Promise<void>;
}

/**
 * A database with something in every table: the demo catalogue, two admins, a session, a failed
 * sign-in, the activity log, an uploaded image (row and file) and a published post using it.
 */
async function createSource(kind: DatabaseKind): Promise<Source> {
  const database = await createTestDatabase(kind, { seeded: true });
  const mediaDir = newDir('source-media');
  const app = await buildApp({ database, mediaDir });
  await createAccount(database.db, { username: 'amina' });
  const refused = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { identifier: 'nobody', password: 'wrong-password', remember: false },
    remoteAddress: '203.0.113.9',
  });
  expect(refused.statusCode).toBe(401);
  const cookie = await signIn(app, 'amina', { remember: true });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  const upload = await app.inject({
    method: 'POST',
    url: '/api/admin/images/blog-images',
    headers: { cookie, 'content-type': 'image/png' },
    payload: png,
  });
  expect(upload.statusCode).toBe(201);
  const post = await app.inject({
    method: 'POST',
    url: '/api/admin/blog/posts',
    headers: { cookie },
    payload: {
      title_en: 'Preserved lemons',
      title_ar: 'الحامض المصير',
      content_en: '<p>Salt, lemons and <strong>time</strong>.</p>',
      image_url: upload.json().url,
      status: 'published',
    },
  });
  expect(post.statusCode).toBe(201);
  await app.close();
  return { database, mediaDir, media: new LocalStorage(mediaDir), close: () => database.close() };
}

async function createTarget(kind: DatabaseKind, options: { seeded?: boolean } = {}) {
  const database = await createTestDatabase(kind, options);
  const mediaDir = path.join(newDir('target'), 'media');
  return { database, db: database.db, mediaDir, media: new LocalStorage(mediaDir) };
}

const gzipLines = (file: string, lines: string[]) =>
  fs.writeFileSync(file, zlib.gzipSync(lines.map((line) => `${line}\n`).join('')));
const backupLines = (file: string) =>
  zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');

describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  let source: Source;
  let sourceDigests: Digests;
  let sourceVersion: number;
  let backupFile: string;

  beforeAll(async () => {
    source = await createSource(kind);
    sourceDigests = await tableDigests(source.database.db);
    sourceVersion = await catalogueVersion(source.database.db);
    backupFile = path.join(newDir('backups'), 'source.jsonl.gz');
    await writeBackup(source.database.db, source.media, backupFile);
  });
  afterAll(() => source.close());

  it('starts from a source with rows in every table and a media file', () => {
    const empty = Object.entries(sourceDigests).filter(([, digest]) => digest.rows === 0);
    expect(empty).toEqual([]);
    expect(Object.keys(sourceDigests).length).toBeGreaterThanOrEqual(14);
    const media = Object.keys(mediaTree(source.mediaDir));
    expect(media.filter((file) => file.startsWith('blog-images/')).length).toBeGreaterThan(0);
  });

  it('writes the file 0600 in a directory it makes 0700, whatever a killed backup left', async () => {
    const umask = process.umask(0o022); // the usual one: the modes must not depend on it
    try {
      const dir = path.join(newDir('private'), 'backups');
      const first = path.join(dir, 'first.jsonl.gz');
      await writeBackup(source.database.db, source.media, first);
      const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
      expect([modeOf(dir), modeOf(first)]).toEqual([0o700, 0o600]);
      // a partial file left open to all by an earlier run is not reused
      const second = path.join(dir, 'second.jsonl.gz');
      fs.writeFileSync(`${second}.partial`, 'left over', { mode: 0o644 });
      await writeBackup(source.database.db, source.media, second);
      expect(modeOf(second)).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  });

  describe('into an empty database', () => {
    let target: Awaited<ReturnType<typeof createTarget>>;
    let summary: Awaited<ReturnType<typeof restoreBackup>>;
    beforeAll(async () => {
      target = await createTarget(kind);
      summary = await restoreBackup(target.db, target.media, backupFile);
    });
    afterAll(() => target.database.close());

    it('restores every table and every media file', async () => {
      const { catalogue_version: _bumped, ...content } = sourceDigests;
      expect(await contentDigests(target.db)).toEqual(content);
      expect(summary.rows).toBe(Object.values(sourceDigests).reduce((n, d) => n + d.rows, 0));
      expect(mediaTree(target.mediaDir)).toEqual(mediaTree(source.mediaDir));
      expect(fs.readdirSync(path.dirname(target.mediaDir))).toEqual(['media']);
      expect(await catalogueVersion(target.db)).toBeGreaterThan(sourceVersion);
    });

    it('resets every identity sequence, so new rows get fresh ids', async () => {
      const ahead = await sequencesAhead(target.db);
      expect(Object.keys(ahead).length).toBeGreaterThanOrEqual(9);
      expect(Object.entries(ahead).filter(([, isAhead]) => !isAhead)).toEqual([]);
      const maxAdminId = await maxAdminIdOf(source.database.db);
      const newcomer = await createAccount(target.db, { username: 'newcomer' });
      expect(newcomer.id).toBeGreaterThan(maxAdminId);
    });
  });

  it('refuses a non-empty database without replace; with replace, running servers reload', async () => {
    const target = await createTarget(kind, { seeded: true });
    try {
      fs.mkdirSync(path.join(target.mediaDir, 'recipe-images'), { recursive: true });
      fs.writeFileSync(path.join(target.mediaDir, 'recipe-images', 'old.webp'), 'old');
      const dropped = String((await recipeSlugs(target.db))[0]);
      await target.db.deleteFrom('recipes').where('slug', '=', dropped).execute();
      // Far above what the backup's rows would bump it to: only a restore that ends above the
      // replaced version leaves running servers a version they have not seen.
      await target.db.updateTable('catalogue_version').set({ version: 1_000_000 }).execute();
      const runningCatalogue = new PublicCatalogue(
        target.db,
        new ContentVersionWatch(target.db, 0),
      );
      const before = await runningCatalogue.current();
      expect(recipeBySlug(before, dropped)).toBeUndefined();
      const digestsBefore = await tableDigests(target.db);

      await expect(restoreBackup(target.db, target.media, backupFile)).rejects.toThrow(
        /database is not empty \(.*recipes.*\): pass --replace/,
      );
      expect(await tableDigests(target.db)).toEqual(digestsBefore);

      await restoreBackup(target.db, target.media, backupFile, { replace: true });
      const { catalogue_version: _bumped, ...content } = sourceDigests;
      expect(await contentDigests(target.db)).toEqual(content);
      expect(mediaTree(target.mediaDir)).toEqual(mediaTree(source.mediaDir));
      expect(before.version).toBe(1_000_000);
      expect(await catalogueVersion(target.db)).toBeGreaterThan(
        Math.max(before.version, sourceVersion),
      );
      await runningCatalogue.current();
      const after = await runningCatalogue.settled();
      expect(recipeBySlug(after, dropped)).toBeDefined();
    } finally {
      await target.database.close();
    }
  });

  it('fails cleanly on a truncated or corrupt file, leaving the target as it was', async () => {
    const target = await createTarget(kind, { seeded: true });
    try {
      fs.mkdirSync(path.join(target.mediaDir, 'recipe-images'), { recursive: true });
      fs.writeFileSync(path.join(target.mediaDir, 'recipe-images', 'kept.webp'), 'kept');
      const digestsBefore = await tableDigests(target.db);
      const mediaBefore = mediaTree(target.mediaDir);
      for (const [file, message] of corruptCopies(backupFile)) {
        await expect(
          restoreBackup(target.db, target.media, file, { replace: true }),
          file,
        ).rejects.toThrow(message);
        expect(await tableDigests(target.db), file).toEqual(digestsBefore);
        expect(mediaTree(target.mediaDir), file).toEqual(mediaBefore);
        expect(fs.readdirSync(path.dirname(target.mediaDir)), file).toEqual(['media']);
      }
    } finally {
      await target.database.close();
    }
  });

  describe('refusing, before it changes anything,', () => {
    let target: Awaited<ReturnType<typeof createTarget>>;
    let digestsBefore: Digests;
    beforeAll(async () => {
      target = await createTarget(kind);
      digestsBefore = await tableDigests(target.db);
    });
    afterAll(() => target.database.close());

    it('files that are not backups, or that another schema made', async () => {
      for (const [file, message] of unusableFiles(backupFile)) {
        const failure = restoreBackup(target.db, target.media, file, { replace: true });
        await expect(failure, file).rejects.toThrow(BackupError);
        await expect(failure, file).rejects.toThrow(message);
      }
      expect(await tableDigests(target.db)).toEqual(digestsBefore);
      const besideMedia = fs.readdirSync(path.dirname(target.mediaDir));
      expect(besideMedia.filter((name) => name !== 'media')).toEqual([]);
    });

    it('an empty database whose media directory holds files, unless replace', async () => {
      fs.mkdirSync(path.join(target.mediaDir, 'blog-images'), { recursive: true });
      fs.writeFileSync(path.join(target.mediaDir, 'blog-images', 'stray.webp'), 'stray');
      await expect(restoreBackup(target.db, target.media, backupFile)).rejects.toThrow(
        /media directory .* is not empty: pass --replace/,
      );
      expect(await tableDigests(target.db)).toEqual(digestsBefore);
      expect(mediaTree(target.mediaDir)).toEqual({ 'blog-images/stray.webp': 'c3RyYXk=' });
    });
  });

  it('backs up a table found in the catalogue, whatever its rows reference', async () => {
    const create = sql`create table guestbook (
      id integer generated by default as identity primary key,
      answers integer references guestbook (id),
      note text not null)`;
    const from = await createTarget(kind);
    const to = await createTarget(kind);
    try {
      await create.execute(from.db);
      await create.execute(to.db);
      // Each row answers the next one, so rows in key order reference rows not loaded yet.
      await sql`insert into guestbook (id, answers, note)
        select i, nullif(i + 1, 1202), 'note ' || i from generate_series(1, 1201) as i`.execute(
        from.db,
      );
      const file = path.join(newDir('guestbook'), 'guestbook.jsonl.gz');
      await writeBackup(from.db, from.media, file);
      await restoreBackup(to.db, to.media, file);
      expect(await contentDigests(to.db)).toEqual(await contentDigests(from.db));
      expect((await tableDigests(to.db)).guestbook?.rows).toBe(1201);
    } finally {
      await Promise.all([from, to].map((t) => t.database.close()));
    }
  });
});

async function maxAdminIdOf(db: Kysely<Database>) {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

async function recipeSlugs(db: Kysely<Database>) {
  const rows = await db.selectFrom('recipes').select('slug').orderBy('id').execute();
  return rows.map((row) => row.slug);
}

/** Copies of a good backup, damaged in the ways a disk or a transfer damages files. */
function corruptCopies(file: string): [string, RegExp][] {
  const dir = newDir('corrupt');
  const bytes = fs.readFileSync(file);
  const lines = backupLines(file);
  const cutBytes = path.join(dir, 'cut-bytes.jsonl.gz');
  fs.writeFileSync(cutBytes, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  const flipped = Buffer.from(bytes);
  const middle = Math.floor(flipped.length / 2);
  flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
  const flippedByte = path.join(dir, 'flipped-byte.jsonl.gz');
  fs.writeFileSync(flippedByte, flipped);
  const noEnd = path.join(dir, 'no-end-line.jsonl.gz');
  gzipLines(noEnd, lines.slice(0, -1));
  // Rows nothing references (the last table), so only the end line's counts can tell.
  const lostRows = path.join(dir, 'lost-rows.jsonl.gz');
  const firstLink = lines.findIndex((line) => line.startsWith('{"table":"recipe_ingredients"'));
  gzipLines(lostRows, [...lines.slice(0, firstLink), ...lines.slice(firstLink + 10)]);
  const badRow = path.join(dir, 'bad-row.jsonl.gz');
  gzipLines(
    badRow,
    lines.map((line) =>
      line.startsWith('{"table":"recipes"')
        ? line.replace(/"difficulty": "\w+"/, '"difficulty": "x"')
        : line,
    ),
  );
  return [
    [cutBytes, /truncated/],
    // Deflate may notice the damage at once, or only through the checksum at the very end.
    [flippedByte, /corrupt|truncated|Could not load/],
    [noEnd, /truncated: its end line is missing/],
    [lostRows, /corrupt: its end line counts/],
    [badRow, /Could not load the rows of recipes/],
  ];
}

/** Files restore must refuse before it touches anything. */
function unusableFiles(file: string): [string, RegExp][] {
  const dir = newDir('unusable');
  const [headerLine = '', ...rest] = backupLines(file);
  const header = JSON.parse(headerLine);
  const plain = path.join(dir, 'plain.txt');
  fs.writeFileSync(plain, 'id,name\n1,tagine\n');
  const otherGzip = path.join(dir, 'other.jsonl.gz');
  gzipLines(otherGzip, ['{"hello":"world"}']);
  const emptyGzip = path.join(dir, 'empty.jsonl.gz');
  gzipLines(emptyGzip, []);
  const future = path.join(dir, 'future-migration.jsonl.gz');
  gzipLines(future, [
    JSON.stringify({ ...header, migrations: [...header.migrations, '0099-from-the-future'] }),
    ...rest,
  ]);
  const otherTables = path.join(dir, 'other-tables.jsonl.gz');
  const guestbook = { name: 'guestbook', columns: ['id', 'note'] };
  gzipLines(otherTables, [
    JSON.stringify({ ...header, tables: [...header.tables, guestbook] }),
    ...rest,
  ]);
  const newerFormat = path.join(dir, 'newer-format.jsonl.gz');
  gzipLines(newerFormat, [JSON.stringify({ ...header, version: 2 }), ...rest]);
  return [
    [path.join(dir, 'missing.jsonl.gz'), /There is no backup file at/],
    [plain, /is not a Chhiwat backup/],
    [otherGzip, /is not a Chhiwat backup: it does not start with its header/],
    [emptyGzip, /is empty/],
    [future, /0099-from-the-future.*restore it with the version of Chhiwat that made it/],
    [otherTables, /tables do not match this database's.*guestbook/],
    [newerFormat, /backup format version 2/],
  ];
}

describe.each(testDatabaseKinds.includes('postgres') ? [['pglite', 'postgres'] as const] : [])(
  'a %s backup restored on %s and back',
  (from, to) => {
    it('keeps every table and media file identical across both databases', async () => {
      const source = await createSource(from);
      const middle = await createTarget(to);
      const back = await createTarget(from);
      try {
        const dir = newDir('cross');
        await writeBackup(source.database.db, source.media, path.join(dir, 'first.jsonl.gz'));
        await restoreBackup(middle.db, middle.media, path.join(dir, 'first.jsonl.gz'));
        const { catalogue_version: _bumped, ...content } = await tableDigests(source.database.db);
        expect(await contentDigests(middle.db)).toEqual(content);
        await writeBackup(middle.db, middle.media, path.join(dir, 'second.jsonl.gz'));
        await restoreBackup(back.db, back.media, path.join(dir, 'second.jsonl.gz'));
        expect(await contentDigests(back.db)).toEqual(content);
        expect(mediaTree(back.mediaDir)).toEqual(mediaTree(source.mediaDir));
      } finally {
        await Promise.all([source, middle.database, back.database].map((d) => d.close()));
      }
    });
  },
);
