import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadHashedAssets } from './hashed-assets.ts';

describe('the hashed assets kept in memory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-assets-'));
  const script = `export const dishes = ${JSON.stringify('harira '.repeat(400))};`;
  fs.writeFileSync(path.join(dir, 'big-1a2b.js'), script);
  fs.writeFileSync(path.join(dir, 'built-3c4d.js'), script);
  fs.writeFileSync(path.join(dir, 'built-3c4d.js.br'), 'the build’s brotli');
  fs.writeFileSync(path.join(dir, 'built-3c4d.js.gz'), 'the build’s gzip');
  fs.writeFileSync(path.join(dir, 'small-5e6f.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'big-1a2b.js.map'), '{"sourcesContent":["secret"]}');
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts', 'noto-7a8b.woff2'), Buffer.alloc(4096, 7));
  const assets = loadHashedAssets(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every file but source maps and the compressed siblings, by its path under the folder', () => {
    expect([...assets.keys()].sort()).toEqual([
      'big-1a2b.js',
      'built-3c4d.js',
      'fonts/noto-7a8b.woff2',
      'small-5e6f.js',
    ]);
  });

  it('sends what the build compressed as it is, and compresses what it did not', () => {
    const built = assets.get('built-3c4d.js');
    expect(built?.bodies.br?.bytes.toString()).toBe('the build’s brotli');
    expect(built?.bodies.gzip?.bytes.toString()).toBe('the build’s gzip');
    const big = assets.get('big-1a2b.js');
    expect(brotliDecompressSync(big?.bodies.br?.bytes as Buffer).toString()).toBe(script);
    expect(gunzipSync(big?.bodies.gzip?.bytes as Buffer).toString()).toBe(script);
  });

  it('leaves small files and binary formats as they are', () => {
    expect(Object.keys(assets.get('small-5e6f.js')?.bodies ?? {})).toEqual(['identity']);
    const font = assets.get('fonts/noto-7a8b.woff2');
    expect(font?.contentType).toBe('font/woff2');
    expect(Object.keys(font?.bodies ?? {})).toEqual(['identity']);
  });

  it('tags the same content alike in one encoding, and each encoding apart', () => {
    const big = assets.get('big-1a2b.js');
    const built = assets.get('built-3c4d.js');
    expect(big?.bodies.identity.etag).toBe(built?.bodies.identity.etag);
    expect(new Set(Object.values(big?.bodies ?? {}).map((body) => body.etag)).size).toBe(3);
  });

  it('is empty when the build has no assets folder', () => {
    expect(loadHashedAssets(path.join(dir, 'none')).size).toBe(0);
  });
});
