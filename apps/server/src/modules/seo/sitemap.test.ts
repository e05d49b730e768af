import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@chhiwat/core';
import {
  assertFilesFitProtocol,
  largestFileBytes,
  LAST_RECIPE_CHUNK,
  parseRecipeChunk,
  RECIPE_CHUNK,
  recipeChunkRange,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  urlset,
} from './sitemap.ts';

const publicUrl = 'https://chhiwat.example';

describe('the sitemap files', () => {
  it('reads a chunk number only as the index writes it, and only within the ids', () => {
    expect(parseRecipeChunk('0')).toBe(0);
    expect(parseRecipeChunk('7')).toBe(7);
    expect(parseRecipeChunk(String(LAST_RECIPE_CHUNK))).toBe(LAST_RECIPE_CHUNK);
    for (const text of ['', 'abc', '-1', '01', '1e3', '1.5', ' 1', '0x1', '+2']) {
      expect(parseRecipeChunk(text), text).toBeUndefined();
    }
    expect(parseRecipeChunk(String(LAST_RECIPE_CHUNK + 1))).toBeUndefined();
    expect(parseRecipeChunk('9'.repeat(30))).toBeUndefined();
  });

  it('gives each id to exactly one chunk, the largest id to the last', () => {
    expect(recipeChunkRange(0)).toEqual({ from: 0, to: RECIPE_CHUNK });
    expect(recipeChunkRange(3)).toEqual({ from: 3 * RECIPE_CHUNK, to: 4 * RECIPE_CHUNK });
    const last = recipeChunkRange(LAST_RECIPE_CHUNK);
    expect(last.from).toBeLessThanOrEqual(MAX_ROW_ID);
    expect(last.to).toBeGreaterThan(MAX_ROW_ID);
  });

  it('stays within the protocol: at most 50,000 URLs and 50 MB however long the slugs', () => {
    expect(RECIPE_CHUNK).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const bytes = largestFileBytes(publicUrl);
    expect(bytes).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    // A full file of the longest slugs, made for real, is no larger than the bound.
    const rows = Array.from({ length: RECIPE_CHUNK }, (_, i) =>
      `r${i}-`.padEnd(100, 'x').slice(0, 100),
    );
    const xml = urlset(publicUrl, rows, (slug) => ({
      path: `/recipe/${slug}`,
      lastmod: new Date('2025-06-01T10:00:00Z'),
    }));
    expect(xml.match(/<url>/g)).toHaveLength(RECIPE_CHUNK);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(bytes);
    expect(Buffer.byteLength(xml)).toBeGreaterThan(bytes * 0.99);
  });

  it('refuses at start a site address so long that a file could pass 50 MB', () => {
    expect(() => assertFilesFitProtocol(publicUrl)).not.toThrow();
    expect(() => assertFilesFitProtocol(`https://${'a'.repeat(2_000)}.example`)).toThrow(
      /PUBLIC_URL is too long for the sitemap/,
    );
  });

  it('writes valid XML, escaping what the site address holds', () => {
    const url = 'https://chhiwat.example/a&b';
    const files = sitemapIndex(url, [{ path: '/sitemaps/pages.xml' }]);
    expect(XMLValidator.validate(files)).toBe(true);
    expect(files).toContain('<loc>https://chhiwat.example/a&amp;b/sitemaps/pages.xml</loc>');
    const pages = urlset(url, ['/about'], (path) => ({ path }));
    expect(XMLValidator.validate(pages)).toBe(true);
    expect(pages).toContain('href="https://chhiwat.example/a&amp;b/about?lang=fr"');
  });
});
