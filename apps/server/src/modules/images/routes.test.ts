import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { smallImageUrl } from '@chhiwat/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestDatabase } from '../../test/database.ts';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG whose header claims 100 000 × 100 000 pixels: a decompression bomb's calling card. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the image pipeline', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = '';
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-media-test-'));
  const files = () =>
    fs.readdirSync(mediaDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

  let png: Buffer;
  let jpegWithExif: Buffer;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, mediaDir });
    await createAccount(database.db, { username: 'amina' });
    cookie = await signIn(app, 'amina');
    png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    jpegWithExif = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#15803d' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'GPS-ish secret' } })
      .toBuffer();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, contentType = 'image/png', bucket = 'ingredient-images') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/images/${bucket}`,
      headers: { cookie, 'content-type': contentType },
      payload: bytes,
    });

  it('stores a PNG as WebP under a name of its own, at most 1600 px, served with a long cache', async () => {
    const response = await upload(png);
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json();
    expect(image.url).toMatch(/^\/media\/ingredient-images\/ingredient-\d+-\d+-[0-9a-f]{8}\.webp$/);
    expect(image).toMatchObject({ width: 1600, height: 800 });
    const served = await app.inject(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const small = await app.inject(smallImageUrl(image.url) as string);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 240 });
  });

  it('re-encodes a JPEG without its metadata, whatever type the browser declared', async () => {
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const response = await upload(jpegWithExif, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const served = await app.inject(response.json().image.url);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      415,
    ],
    [
      'an HTML file named .jpg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'image/jpeg',
      415,
    ],
    ['a text file', Buffer.from('just text'), 'text/plain', 415],
    [
      'a polyglot: JPEG magic then HTML',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<html><script>alert(1)</script>'),
      ]),
      'image/jpeg',
      400,
    ],
    ['a decompression bomb', pixelBomb(), 'image/png', 413],
  ])('refuses %s, writing nothing', async (_what, bytes, type, status) => {
    const before = files().length;
    const rows = await database.db.selectFrom('images').select('id').execute();
    const response = await upload(bytes, type);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toMatch(/valid image|Invalid image|too large/i);
    expect(files().length).toBe(before);
    expect(await database.db.selectFrom('images').select('id').execute()).toHaveLength(rows.length);
  });

  it('refuses a truncated image, writing nothing', async () => {
    const before = files().length;
    const response = await upload(png.subarray(0, Math.floor(png.length / 2)));
    expect([400, 415]).toContain(response.statusCode);
    expect(files().length).toBe(before);
  });

  it('refuses an oversized file with the spec message, and blog images over 0.5 MB', async () => {
    const before = files().length;
    const huge = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(huge);
    expect(response.statusCode).toBe(413);
    expect(files().length).toBe(before);
    expect(response.json().error.message).toBe('File too large. Please choose a smaller image.');
    const noisy = await sharp(randomBytes(900 * 900 * 3), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(0.5 * 1024 * 1024);
    const blog = await upload(noisy, 'image/png', 'blog-images');
    expect(blog.statusCode).toBe(413);
    expect(blog.json().error.message).toMatch(
      /^File size \(\d+\.\d{2}MB\) exceeds the limit of 0\.5MB\.$/,
    );
  });

  it('requires a signed-in admin and refuses unknown buckets and path-like names', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/images/ingredient-images',
          headers: { 'content-type': 'image/png' },
          payload: png,
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload(png, 'image/png', 'secrets')).statusCode).toBe(400);
    expect((await app.inject('/media/ingredient-images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(
      400,
    );
    expect((await app.inject('/media/ingredient-images/missing-file.webp')).statusCode).toBe(404);
  });

  it('deletes the old stored image when an ingredient gets a new one, and never an external one', async () => {
    const first = (await upload(png)).json().image.url as string;
    const second = (await upload(png)).json().image.url as string;
    const ingredient = await database.db
      .selectFrom('ingredients')
      .selectAll()
      .where('slug', '=', 'mint')
      .executeTakeFirstOrThrow();
    const put = (image_url: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/ingredients/${ingredient.id}`,
        headers: { cookie },
        payload: {
          slug: ingredient.slug,
          name_en: ingredient.name_en,
          name_fr: ingredient.name_fr,
          name_ar: ingredient.name_ar,
          name_darija: ingredient.name_darija,
          category: 'herbs',
          image_url,
          commonly_used_with: ingredient.commonly_used_with,
          seasonality: ingredient.seasonality,
        },
      });
    expect((await put(first)).statusCode).toBe(200);
    expect((await put(second)).statusCode).toBe(200);
    expect((await app.inject(first)).statusCode).toBe(404);
    expect((await app.inject(smallImageUrl(first) as string)).statusCode).toBe(404);
    expect((await app.inject(second)).statusCode).toBe(200);
    expect((await put('https://cdn.example.com/mint.jpg')).statusCode).toBe(200);
    expect((await app.inject(second)).statusCode).toBe(404);
  });

  it('deletes an upload on request (a discarded modal) and lists the blog library newest first', async () => {
    const url = (await upload(png)).json().image.url as string;
    const name = url.split('/').pop();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/images/ingredient-images/${name}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject(url)).statusCode).toBe(404);
    await upload(png, 'image/png', 'blog-images');
    const library = (
      await app.inject({ url: '/api/admin/images/blog-images', headers: { cookie } })
    ).json();
    expect(library.images.length).toBeGreaterThan(0);
    expect(library.images[0].url).toMatch(/^\/media\/blog-images\//);
  });
});
