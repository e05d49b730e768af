// Object storage (decision 0025) against s3rver, a fake S3 started on 127.0.0.1: the real app and
// database keep their images in a bucket as they would on disk, and the server started with
// STORAGE=s3 writes nothing under DATA_DIR/media.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { smallImageUrl } from '@chhiwat/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { startServer } from '../start.ts';
import { createAccount, signIn, STRONG_PASSWORD } from '../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../test/database.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { S3Storage, StorageSetupError } from './s3-storage.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

type App = Awaited<ReturnType<typeof buildApp>>;

async function uploadTo(app: App, cookie: string, bucket = 'ingredient-images') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/images/${bucket}`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: await png(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().image.url as string;
}

/** `/media/<bucket>/<name>` → the object's key, `<bucket>/<name>`. */
const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe.each(testDatabaseKinds)('images in an S3 bucket, on %s', (kind) => {
  let database: DatabaseHandle;
  let bucket: string;
  let storage: S3Storage;
  let app: App;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
    bucket = await s3.createBucket();
    storage = await S3Storage.connect(s3.settings(bucket));
    app = await buildApp({ database, storage });
    await createAccount(database.db, { username: 'amina' });
    cookie = await signIn(app, 'amina');
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await database.close();
  });

  it('stores an upload and its small copy as <bucket>/<name> keys, served by the app as from disk', async () => {
    const url = await uploadTo(app, cookie);
    const small = smallImageUrl(url) as string;
    const objects = await s3.objects(bucket);
    expect(Object.keys(objects)).toEqual([keyOf(url), keyOf(small)].sort());

    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString('base64')).toBe(objects[keyOf(url)]);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await app.inject(small)).statusCode).toBe(200);
    expect((await app.inject('/media/ingredient-images/nothing-here.webp')).statusCode).toBe(404);
  });

  it('deletes the replaced image of an ingredient, and an upload on request', async () => {
    const [first, second] = [await uploadTo(app, cookie), await uploadTo(app, cookie)];
    const mint = await database.db
      .selectFrom('ingredients')
      .selectAll()
      .where('slug', '=', 'mint')
      .executeTakeFirstOrThrow();
    const setImage = (image_url: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/ingredients/${mint.id}`,
        headers: { cookie },
        payload: {
          ...{ slug: mint.slug, name_en: mint.name_en, name_fr: mint.name_fr },
          ...{ name_ar: mint.name_ar, name_darija: mint.name_darija, category: 'herbs' },
          ...{ commonly_used_with: mint.commonly_used_with, seasonality: mint.seasonality },
          image_url,
        },
      });
    expect((await setImage(first)).statusCode).toBe(200);
    expect((await setImage(second)).statusCode).toBe(200);
    const keys = Object.keys(await s3.objects(bucket));
    expect(keys).not.toContain(keyOf(first));
    expect(keys).not.toContain(keyOf(smallImageUrl(first) as string));
    expect(keys).toContain(keyOf(second));
    expect((await app.inject(first)).statusCode).toBe(404);

    const discarded = await uploadTo(app, cookie, 'blog-images');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/images/${keyOf(discarded)}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(Object.keys(await s3.objects(bucket))).not.toContain(keyOf(discarded));
    expect((await app.inject(discarded)).statusCode).toBe(404);
  });

  it('reads a stored photo for the share images', async () => {
    const url = await uploadTo(app, cookie, 'recipe-images');
    await database.db
      .updateTable('recipes')
      .set({ image_url: url })
      .where('slug', '=', 'harira')
      .execute();
    const shared = await app.inject('/share/recipe/harira/1x1.jpg');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.headers['content-type']).toBe('image/jpeg');
    // the photo's teal fills the frame: it came from the bucket
    const { dominant } = await sharp(shared.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(90);
    expect(dominant.r).toBeLessThan(60);
  });
});

describe('S3_PUBLIC_URL', () => {
  let database: DatabaseHandle;
  let storage: S3Storage;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const bucket = await s3.createBucket();
    storage = await S3Storage.connect(
      s3.settings(bucket, { publicUrl: 'https://cdn.chhiwat.test/media' }),
    );
    app = await buildApp({ database, storage });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await database.close();
  });

  it('redirects /media to the CDN with a 302 kept a day, without asking the bucket', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/media/recipe-images/tagine-1.webp' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        'https://cdn.chhiwat.test/media/recipe-images/tagine-1.webp',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await app.inject('/media/recipe-images/..%2Fsecret.webp')).statusCode).toBe(400);
    expect((await app.inject('/media/other-bucket/tagine-1.webp')).statusCode).toBe(400);
  });
});

describe('the S3 store itself', () => {
  it('lists every name of a bucket across pages, and refuses to overwrite one', async () => {
    const bucket = await s3.createBucket();
    const storage = await S3Storage.connect(s3.settings(bucket, { listPageSize: 2 }));
    try {
      const names = ['a-1.webp', 'a-2.webp', 'a-3.webp', 'a-4.webp', 'a-5.webp'];
      for (const name of names) await storage.put('blog-images', name, Buffer.from(name));
      await storage.put('recipe-images', 'r-1.webp', Buffer.from('r'));
      await s3.putObject(bucket, 'blog-images/not a stored name.txt', Buffer.from('x'));
      expect(await storage.list('blog-images')).toEqual(names);
      expect(await storage.list('ingredient-images')).toEqual([]);
      await expect(storage.put('blog-images', 'a-1.webp', Buffer.from('other'))).rejects.toThrow(
        /already exists/,
      );
      expect((await storage.get('blog-images', 'a-1.webp'))?.toString()).toBe('a-1.webp');
      await expect(storage.get('blog-images', '../a-1.webp')).rejects.toThrow(/Refused/);
      await storage.delete('blog-images', 'no-such-file.webp');
    } finally {
      await storage.close();
    }
  });

  it('says which setting is wrong when the bucket does not answer', async () => {
    await expect(S3Storage.connect(s3.settings('no-such-bucket'))).rejects.toThrow(
      /S3_BUCKET: the S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not exist/,
    );
    // a port of 127.0.0.1 that nothing listens on
    const closed = s3.settings('any', { endpoint: 'http://127.0.0.1:1' });
    const failure = S3Storage.connect(closed);
    await expect(failure).rejects.toThrow(StorageSetupError);
    await expect(failure).rejects.toThrow(/S3_ENDPOINT: could not reach .*ECONNREFUSED/);
  });
});

describe('the server with STORAGE=s3', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-s3-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const baseEnv = {
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'owner@chhiwat.test',
    ADMIN_PASSWORD: STRONG_PASSWORD,
  };

  it('keeps uploads in the bucket and writes nothing under DATA_DIR/media', async () => {
    const bucket = await s3.createBucket();
    const server = await startServer(loadConfig({ ...baseEnv, ...s3.env(bucket) }));
    try {
      await createAccount(server.database.db, { username: 'amina' });
      const cookie = await signIn(server.app, 'amina');
      const kept = await uploadTo(server.app, cookie, 'blog-images');
      const discarded = await uploadTo(server.app, cookie, 'recipe-images');
      await server.app.inject({
        method: 'DELETE',
        url: `/api/admin/images/${keyOf(discarded)}`,
        headers: { cookie },
      });
      expect((await server.app.inject(kept)).statusCode).toBe(200);
      expect(Object.keys(await s3.objects(bucket))).toEqual(
        [keyOf(kept), keyOf(smallImageUrl(kept) as string)].sort(),
      );
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
  });

  it('does not start on a bucket that does not exist, naming the setting', async () => {
    await expect(
      startServer(loadConfig({ ...baseEnv, ...s3.env('missing-bucket') })),
    ).rejects.toThrow(ConfigError);
    await expect(
      startServer(loadConfig({ ...baseEnv, ...s3.env('missing-bucket') })),
    ).rejects.toThrow(/S3_BUCKET: the S3 bucket missing-bucket .* does not exist/);
  });
});
