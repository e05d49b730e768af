import { describe, expect, it } from 'vitest';
import { readSitemapIndex, shardPaths } from './outputs.ts';

describe('sitemap index', () => {
  it('finds the files of an index', () => {
    const xml = `<?xml version="1.0"?><sitemapindex xmlns="x">
      <sitemap><loc>https://chhiwat.example/sitemap-1.xml</loc></sitemap>
      <sitemap><loc> https://chhiwat.example/sitemap-2.xml </loc></sitemap></sitemapindex>`;
    expect(readSitemapIndex(xml)).toEqual({
      isIndex: true,
      locs: ['https://chhiwat.example/sitemap-1.xml', 'https://chhiwat.example/sitemap-2.xml'],
    });
  });

  it('takes a plain sitemap for no index', () => {
    const xml = '<urlset><url><loc>https://chhiwat.example/recipe/harira</loc></url></urlset>';
    expect(readSitemapIndex(xml)).toEqual({ isIndex: false, locs: [] });
  });
});

describe('offline shards', () => {
  it('reads the shards of a manifest: by id and version, or as written', () => {
    expect(
      shardPaths({
        version: 9,
        shards: [
          { id: 0, version: 7, count: 1000 },
          { id: 3, version: 9, count: 12 },
        ],
      }),
    ).toEqual(['/api/offline-catalogue/shards/0?v=7', '/api/offline-catalogue/shards/3?v=9']);
    expect(shardPaths({ shards: ['/a', { url: '/b' }, { count: 3 }] })).toEqual(['/a', '/b']);
  });

  it('finds none in the whole catalogue of today', () => {
    expect(shardPaths({ recipes: [], ingredients: [] })).toEqual([]);
    expect(shardPaths(undefined)).toEqual([]);
  });
});
