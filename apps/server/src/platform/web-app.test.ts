import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';

describe('serving the built web app', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-web-'));
  const bigScript = `console.log(${JSON.stringify('tagine '.repeat(2000))});`;
  const STYLESHEET = 'body{color:#1c1917}.tagine{margin:0}';

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Chhiwat</title><link rel="stylesheet" crossorigin href="/assets/index-9f8e.css"><link rel="modulepreload" href="/assets/preloaded-5e6f.js"></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'index-9f8e.css'), STYLESHEET);
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), bigScript);
    fs.writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js.map'),
      '{"version":3,"sourcesContent":["secret source"]}',
    );
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true },
        'src/features/recipe/recipe-page.tsx': {
          file: 'assets/recipe-page-1a2b.js',
          imports: ['index.html', '_shared-3c4d.js', '_preloaded-5e6f.js'],
        },
        '_shared-3c4d.js': { file: 'assets/shared-3c4d.js' },
        '_preloaded-5e6f.js': { file: 'assets/preloaded-5e6f.js' },
      }),
    );
    const precompressed = path.join(webDist, 'assets', 'app-def456.js');
    fs.writeFileSync(precompressed, bigScript);
    fs.writeFileSync(`${precompressed}.br`, brotliCompressSync(bigScript));
    fs.writeFileSync(`${precompressed}.gz`, 'gzip bytes written by the build');
    fs.writeFileSync(
      path.join(webDist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the app at / and at every client route, revalidated each time', async () => {
    for (const url of [
      '/',
      '/recipes',
      '/recipes?category=tagine',
      '/recipe/harira',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/admin',
      '/admin/recipes',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('sends the app with a real 404 status for unknown paths', async () => {
    for (const url of [
      '/nope',
      '/recipe/a/b',
      '/blogx',
      '/recipe/no-such-dish',
      '/blog/no-such-post',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it('sends the precompressed variants the build wrote, as they are', async () => {
    const gzip = await app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.toString()).toBe('gzip bytes written by the build');
    const brotli = await app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('tags each encoding of an asset apart, says it varies, and answers a known tag with 304', async () => {
    const asked = async (encoding: string, ifNoneMatch?: string) =>
      app.inject({
        url: '/assets/app-def456.js',
        headers: {
          'accept-encoding': encoding,
          ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }),
        },
      });
    const brotli = await asked('br');
    const gzip = await asked('gzip');
    const plain = await asked('identity');
    const tags = [brotli, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    const revalidated = await asked('br', String(brotli.headers.etag));
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // another encoding's tag is another representation: the whole body
    expect((await asked('br', String(gzip.headers.etag))).statusCode).toBe(200);
  });

  it('answers HEAD for an asset with its length and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(bigScript).length);
    expect(response.rawPayload.length).toBe(0);
  });

  it('compresses every page, the ones served for client routes too', async () => {
    for (const url of ['/', '/recipe/harira', '/recipes', '/nope']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('never serves the build manifest', async () => {
    expect((await app.inject('/.vite/manifest.json')).body).not.toContain('recipe-page');
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const response = await app.inject('/assets/index-gone.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('never serves a source map, even one left in the built folder', async () => {
    const response = await app.inject('/assets/index-abc123.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret source');
    expect((await app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
  });

  it('keeps unversioned public files revalidated', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers /api paths with JSON even when the app is served', async () => {
    const response = await app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('links each page to the hashed stylesheet, cached for a year, and allows nothing inline', async () => {
    const page = await app.inject('/recipes');
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-9f8e.css">',
    );
    expect(page.body).not.toContain('<style');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    const sheet = await app.inject('/assets/index-9f8e.css');
    expect(sheet.body).toBe(STYLESHEET);
    expect(sheet.headers['cache-control']).toContain('immutable');
  });
});
