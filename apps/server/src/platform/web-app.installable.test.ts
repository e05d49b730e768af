import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { findRepoRoot } from './paths.ts';

// The web app's own shell and public files (manifest, icons) as the build copies them into dist,
// served by the real app: what an installing browser fetches (issue #21).
const web = path.join(findRepoRoot(), 'apps', 'web');
const shell = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(shell)?.[1];
const palette = [
  ...fs
    .readFileSync(path.join(web, 'src', 'styles.css'), 'utf8')
    .matchAll(/--color-[\w-]+:\s*(#[0-9a-f]{6})/gi),
].map((match) => match[1]?.toLowerCase());

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the app is installable: manifest, icons and the links to them', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-installable-'));

  beforeAll(async () => {
    fs.cpSync(path.join(web, 'public'), webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), shell);
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(200);
    return response;
  };

  it('serves the manifest as application/manifest+json, revalidated, with every member installing needs', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: 'Chhiwat – شهيوات',
      short_name: 'Chhiwat',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'ar',
      dir: 'rtl',
      theme_color: themeColor,
    });
    expect(String(manifest.description)).toMatch(/[\u0600-\u06ff]/);
    expect(palette).toContain(String(manifest.theme_color).toLowerCase());
    expect(palette).toContain(String(manifest.background_color).toLowerCase());
    const icons = manifest.icons as ManifestIcon[];
    const summary = icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose ?? 'any'}`);
    expect(summary.sort()).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);
  });

  it('serves every icon the manifest lists as a PNG of the size it states', async () => {
    const icons = (await get('/manifest.webmanifest')).json<{ icons: ManifestIcon[] }>().icons;
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.headers['content-type'], icon.src).toBe('image/png');
      expect(response.headers['cache-control'], icon.src).not.toContain('immutable');
      const png = decodePng(response.rawPayload);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
      // the mark is drawn: the centre is opaque
      expect(png.pixel(png.width / 2, png.height / 2)[3], icon.src).toBe(255);
    }
  });

  it('keeps the maskable icon full-bleed, the mark inside the safe circle', async () => {
    const png = decodePng((await get('/icons/icon-maskable-512.png')).rawPayload);
    const background = png.pixel(0, 0);
    expect(rgbHex(background)).toBe(themeColor);
    // Launchers may cut away anything outside the centred circle of 80 % of the width.
    const centre = png.width / 2;
    const safeRadius = 0.4 * png.width;
    const outside: string[] = [];
    for (let y = 0; y < png.height; y++)
      for (let x = 0; x < png.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius) continue;
        const pixel = png.pixel(x, y);
        if (pixel.some((value, index) => value !== background[index])) outside.push(`${x},${y}`);
      }
    expect(outside.slice(0, 5)).toEqual([]);
  });

  it('serves a 180 px apple-touch-icon with no transparent pixel', async () => {
    const response = await get('/apple-touch-icon.png');
    expect(response.headers['content-type']).toBe('image/png');
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([180, 180]);
    let transparent = 0;
    for (let y = 0; y < png.height; y++)
      for (let x = 0; x < png.width; x++) if (png.pixel(x, y)[3] !== 255) transparent++;
    expect(transparent).toBe(0);
    expect(rgbHex(png.pixel(0, 0))).toBe(themeColor);
  });

  it('serves a favicon.ico holding 16, 32 and 48 px PNG images', async () => {
    const response = await get('/favicon.ico');
    expect(response.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)$/);
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + 16 * index;
      const [width, height] = [ico.readUInt8(entry) || 256, ico.readUInt8(entry + 1) || 256];
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const png = decodePng(ico.subarray(offset, offset + length));
      expect([png.width, png.height]).toEqual([width, height]);
      return width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('links the manifest and every icon from the head of every page', async () => {
    const pages = ['/', '/?lang=fr', '/recipes', '/recipe/harira', '/blog', '/about', '/nope'];
    for (const url of pages) {
      const body = (await app.inject(url)).body;
      const links = [...body.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
        rel: /\brel="([^"]+)"/.exec(tag)?.[1],
        href: /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
        sizes: /\bsizes="([^"]+)"/.exec(tag)?.[1],
      }));
      const hrefOf = (rel: string, sizes?: string) =>
        links.find((link) => link.rel === rel && (!sizes || link.sizes === sizes))?.href;
      expect(hrefOf('manifest'), url).toBe('/manifest.webmanifest');
      expect(hrefOf('icon', '48x48'), url).toBe('/favicon.ico');
      expect(
        links.some((link) => link.rel === 'icon' && link.href === '/favicon.svg'),
        url,
      ).toBe(true);
      expect(hrefOf('apple-touch-icon'), url).toBe('/apple-touch-icon.png');
    }
    for (const file of ['/manifest.webmanifest', '/favicon.ico', '/favicon.svg']) await get(file);
  });
});

const rgbHex = (pixel: number[]) =>
  `#${pixel
    .slice(0, 3)
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * The pixels of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes): the IDAT chunks
 * inflated, each row unfiltered (PNG specification §9).
 */
function decodePng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  expect({ bitDepth, interlace }).toEqual({ bitDepth: 8, interlace: 0 });
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  expect(channels, `colour type ${colourType}`).not.toBe(0);

  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0];
      pixels[y * stride + x] = (value + (predictor ?? 0)) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel(x: number, y: number): number[] {
      const at = Math.floor(y) * stride + Math.floor(x) * channels;
      const rgb = [...pixels.subarray(at, at + 3)];
      return [...rgb, channels === 4 ? (pixels[at + 3] ?? 0) : 255];
    },
  };
}

function paeth(left: number, up: number, upLeft: number) {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
