import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();

/** Issue #40's budgets at the demo catalogue's size: what a phone on a slow network downloads. */
const RECIPE_PAGE_BROTLI_KB = 20;
const OFFLINE_CATALOGUE_GZIP_KB = 150;

/** The bytes on the wire for `path` asked with `encoding`, and the encoding the server chose. */
function wireSize(path: string, encoding: 'br' | 'gzip') {
  return new Promise<{ bytes: number; encoding: string | undefined; status: number }>(
    (resolve, reject) => {
      const request = http.get(
        `${baseUrl}${path}`,
        { headers: { 'accept-encoding': encoding } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              bytes,
              encoding: response.headers['content-encoding'],
              status: response.statusCode ?? 0,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    },
  );
}

describe('the catalogue’s budgets (issue #40)', () => {
  it(`serves the longest recipe page in each language within ${RECIPE_PAGE_BROTLI_KB} KB of brotli`, async () => {
    // The demo catalogue is the offline catalogue's shard 0 (recipe ids below 1,000).
    const list = (await (await fetch(`${baseUrl}/api/offline-catalogue/shards/0`)).json()) as {
      recipes: { slug: string }[];
      links: unknown[][];
    };
    // The recipe with the most ingredient lines has the longest page.
    const longest = list.recipes
      .map((recipe, ordinal) => ({ slug: recipe.slug, lines: list.links[ordinal]?.length ?? 0 }))
      .sort((a, b) => b.lines - a.lines)
      .slice(0, 3);
    for (const { slug } of longest)
      for (const language of ['ar', 'fr', 'en']) {
        const page = await wireSize(`/recipe/${slug}?lang=${language}`, 'br');
        expect(page.status).toBe(200);
        expect(page.encoding).toBe('br');
        console.log(`recipe page ${slug} (${language}): ${(page.bytes / 1024).toFixed(1)} KB br`);
        expect(page.bytes / 1024, `${slug} ${language}`).toBeLessThanOrEqual(RECIPE_PAGE_BROTLI_KB);
      }
  });

  it(`keeps the whole offline catalogue within ${OFFLINE_CATALOGUE_GZIP_KB} KB of gzip`, async () => {
    // Issue #42: a manifest, then its shards; at the demo size, one.
    const manifest = (await (await fetch(`${baseUrl}/api/offline-catalogue`)).json()) as {
      shards: { id: number; version: number }[];
    };
    expect(manifest.shards.map((shard) => shard.id)).toEqual([0]);
    const parts = [
      await wireSize('/api/offline-catalogue', 'gzip'),
      ...(await Promise.all(
        manifest.shards.map(({ id, version }) =>
          wireSize(`/api/offline-catalogue/shards/${id}?v=${version}`, 'gzip'),
        ),
      )),
    ];
    for (const part of parts) {
      expect(part.status).toBe(200);
      expect(part.encoding).toBe('gzip');
    }
    const bytes = parts.reduce((sum, part) => sum + part.bytes, 0);
    console.log(`offline catalogue: ${(bytes / 1024).toFixed(1)} KB gzip (manifest and shards)`);
    expect(bytes / 1024).toBeLessThanOrEqual(OFFLINE_CATALOGUE_GZIP_KB);
  });
});
