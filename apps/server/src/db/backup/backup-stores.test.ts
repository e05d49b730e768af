// Backups over either media store (decision 0025): a backup made from an S3 bucket restores into
// another bucket and onto disk, one made from disk restores into a bucket; s3rver plays S3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { S3Storage } from '../../platform/s3-storage.ts';
import { LocalStorage, type FileStorage } from '../../platform/storage.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import type { DatabaseKind } from '../database.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './write.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-backup-stores-'));
let dirCount = 0;
const newDir = (name: string) => fs.mkdtempSync(path.join(workDir, `${name}-${++dirCount}-`));

let s3: TestS3;
const opened: FileStorage[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await s3.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function newBucketStore() {
  const bucket = await s3.createBucket();
  const store = await S3Storage.connect(s3.settings(bucket));
  opened.push(store);
  return { bucket, store };
}

/** Every file of every bucket of the store: `<bucket>/<name>` → bytes (base64). */
async function mediaOf(store: FileStorage) {
  const files: Record<string, string> = {};
  for (const bucket of ['blog-images', 'ingredient-images', 'recipe-images'] as const)
    for (const name of await store.list(bucket))
      files[`${bucket}/${name}`] = ((await store.get(bucket, name)) as Buffer).toString('base64');
  return files;
}

/** A seeded database with two uploads (and their small copies) in the given store. */
async function createSource(kind: DatabaseKind, media: FileStorage) {
  const database = await createTestDatabase(kind, { seeded: true });
  const app = await buildApp({ database, storage: media });
  await createAccount(database.db, { username: 'amina' });
  const cookie = await signIn(app, 'amina');
  for (const [bucket, background] of [
    ['blog-images', '#b45309'],
    ['recipe-images', '#15803d'],
  ] as const) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: `/api/admin/images/${bucket}`,
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(201);
  }
  await app.close();
  return database;
}

const imagesRows = async (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) =>
  (await db.selectFrom('images').select(['bucket', 'name']).orderBy('name').execute()).map(
    (row) => `${row.bucket}/${row.name}`,
  );

describe.each(testDatabaseKinds)('backups over either media store, on %s', (kind) => {
  let sourceMedia: Record<string, string>;
  let sourceRows: string[];
  let backupFile: string;
  let sourceBucket: string;

  beforeAll(async () => {
    const { bucket, store } = await newBucketStore();
    sourceBucket = bucket;
    const database = await createSource(kind, store);
    try {
      sourceRows = await imagesRows(database.db);
      backupFile = path.join(newDir('backups'), 'from-s3.jsonl.gz');
      const summary = await writeBackup(database.db, store, backupFile);
      expect(summary.media).toBe(4);
    } finally {
      await database.close();
    }
    sourceMedia = await mediaOf(store);
  });

  it('backs up every object of the bucket under its <bucket>/<name> path', async () => {
    expect(Object.keys(sourceMedia)).toHaveLength(4);
    expect(Object.keys(await s3.objects(sourceBucket))).toEqual(Object.keys(sourceMedia));
    const lines = zlib.gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trim().split('\n');
    const paths = lines
      .filter((line) => line.startsWith('{"media":'))
      .map((line) => JSON.parse(line).media);
    expect(paths).toEqual(Object.keys(sourceMedia));
    expect(sourceRows.map((row) => sourceMedia[row] !== undefined)).toEqual([true, true]);
  });

  it('restores a backup of a bucket into a fresh bucket and onto disk', async () => {
    for (const target of [(await newBucketStore()).store, new LocalStorage(newDir('media'))]) {
      const database = await createTestDatabase(kind);
      try {
        const summary = await restoreBackup(database.db, target, backupFile);
        expect(summary.media).toBe(4);
        expect(await mediaOf(target), target.label).toEqual(sourceMedia);
        expect(await imagesRows(database.db)).toEqual(sourceRows);
      } finally {
        await database.close();
      }
    }
  });

  it('restores a backup made from disk into a bucket, replacing what the bucket held', async () => {
    const disk = new LocalStorage(newDir('disk-media'));
    const source = await createSource(kind, disk);
    const target = await createTestDatabase(kind);
    try {
      const file = path.join(newDir('backups'), 'from-disk.jsonl.gz');
      await writeBackup(source.db, disk, file);
      const { bucket, store } = await newBucketStore();
      await store.put('recipe-images', 'stray-1.webp', Buffer.from('stray'));
      // objects outside the three prefixes are not the app's: neither counted nor removed
      await s3.putObject(bucket, 'elsewhere/keep.txt', Buffer.from('not ours'));

      await expect(restoreBackup(target.db, store, file)).rejects.toThrow(
        /S3 bucket .* is not empty: pass --replace/,
      );
      expect(await imagesRows(target.db)).toEqual([]);
      await restoreBackup(target.db, store, file, { replace: true });
      expect(await mediaOf(store)).toEqual(await mediaOf(disk));
      expect(Object.keys(await s3.objects(bucket))).toContain('elsewhere/keep.txt');
      expect(await imagesRows(target.db)).toEqual(await imagesRows(source.db));
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  });

  it('says how to finish when the rows are in but a media file could not be written', async () => {
    const failing = new LocalStorage(newDir('failing-media'));
    let puts = 0;
    failing.put = async (bucket, name, bytes) => {
      if (++puts === 3) throw new Error('disk full');
      return LocalStorage.prototype.put.call(failing, bucket, name, bytes);
    };
    const database = await createTestDatabase(kind);
    try {
      await expect(restoreBackup(database.db, failing, backupFile)).rejects.toThrow(
        /database is restored, but its media files could not all be written to the media directory .* \(disk full\): restore again with --replace/,
      );
      expect(await imagesRows(database.db)).toEqual(sourceRows);
      failing.put = LocalStorage.prototype.put;
      await restoreBackup(database.db, failing, backupFile, { replace: true });
      expect(await mediaOf(failing)).toEqual(sourceMedia);
    } finally {
      await database.close();
    }
  });

  it('restores a backup whose media directory held other files, leaving those out', async () => {
    const lines = zlib.gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trim().split('\n');
    const end = JSON.parse(lines.pop() as string);
    const oldStyle = [
      JSON.stringify({ media: 'notes/readme.txt', base64: Buffer.from('hi').toString('base64') }),
      JSON.stringify({ media: 'blog-images/Photo.JPG', base64: '' }),
    ];
    end.end.media += oldStyle.length;
    const file = path.join(newDir('old'), 'old-style.jsonl.gz');
    fs.writeFileSync(
      file,
      zlib.gzipSync([...lines, ...oldStyle, JSON.stringify(end)].join('\n') + '\n'),
    );
    const database = await createTestDatabase(kind);
    const { store } = await newBucketStore();
    try {
      const summary = await restoreBackup(database.db, store, file);
      expect(summary.media).toBe(4);
      expect(summary.skippedMedia).toEqual(['notes/readme.txt', 'blog-images/Photo.JPG']);
      expect(await mediaOf(store)).toEqual(sourceMedia);
    } finally {
      await database.close();
    }
  });
});
