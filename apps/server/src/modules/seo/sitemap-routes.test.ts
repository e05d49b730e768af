import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { readSitemaps, sitemapLocs } from '../../test/sitemaps.ts';
import { LAST_RECIPE_CHUNK } from './sitemap.ts';

const publicUrl = 'https://chhiwat.example';

interface UrlElement {
  loc: string;
  lastmod: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}
const urlsOf = (xml: string): UrlElement[] =>
  [new XMLParser({ ignoreAttributes: false }).parse(xml).urlset.url].flat();

/**
 * Recipes written straight in SQL around the seeded ones (ids below 10,000): two public ones and a
 * draft in chunk 2, one of an inactive category alone in chunk 3, and one at the largest id.
 */
async function addRecipes(database: DatabaseHandle) {
  await sql`insert into recipe_categories (slug, name_en, name_fr, name_ar, color, icon, is_active)
            values ('hidden-dishes', 'Hidden', 'Cachés', 'مخفية', '#123456', 'x', false)`.execute(
    database.db,
  );
  await sql`insert into recipes (id, slug, title_en, title_fr, title_ar, prep_time, cooking_time,
                                 difficulty, category_id, status, updated_at)
            select v.id, v.slug, 'T', 'T', 'ت', 10, 10, 'easy',
                   (select id from recipe_categories where slug = v.category), v.status, v.updated_at::timestamptz
            from (values (25003, 'chunk-two-a', 'tagine', 'published', '2025-03-01T10:00:00Z'),
                         (25010, 'chunk-two-b', 'tagine', 'published', '2025-04-02T11:30:00Z'),
                         (25020, 'chunk-two-draft', 'tagine', 'draft', '2025-05-01T00:00:00Z'),
                         (35001, 'hidden-recipe', 'hidden-dishes', 'published', '2025-05-01T00:00:00Z'),
                         (${MAX_ROW_ID}, 'last-id', 'tagine', 'published', '2025-01-01T00:00:00Z'))
                 as v (id, slug, category, status, updated_at)`.execute(database.db);
}

describe.each(testDatabaseKinds)('the sitemap index and its files on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
    await addRecipes(database);
    app = await buildApp({ database, publicUrl });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The public recipes of an id range, by the rule written out here: published, active category. */
  async function publicInRange(from: number, to: number) {
    const { rows } = await sql<{ slug: string; updated_at: Date }>`
      select r.slug, r.updated_at from recipes r join recipe_categories c on c.id = r.category_id
      where r.status = 'published' and c.is_active and r.id >= ${from} and r.id < ${to}::bigint
      order by r.id`.execute(database.db);
    return rows;
  }

  it('lists the pages file and each recipe chunk holding a public recipe, with its lastmod', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const index = new XMLParser().parse(response.body).sitemapindex.sitemap as {
      loc: string;
      lastmod?: string;
    }[];
    expect(index.map((file) => file.loc)).toEqual([
      `${publicUrl}/sitemaps/pages.xml`,
      `${publicUrl}/sitemaps/recipes-0.xml`,
      `${publicUrl}/sitemaps/recipes-2.xml`,
      `${publicUrl}/sitemaps/recipes-${LAST_RECIPE_CHUNK}.xml`,
    ]);
    const newest = (rows: { updated_at: Date }[]) =>
      new Date(Math.max(...rows.map((row) => row.updated_at.getTime()))).toISOString();
    expect(index[1]?.lastmod).toBe(newest(await publicInRange(0, 10_000)));
    expect(index[2]?.lastmod).toBe('2025-04-02T11:30:00.000Z');
    expect(index[3]?.lastmod).toBe('2025-01-01T00:00:00.000Z');
  });

  it('holds in a chunk exactly the public recipes of its id range, with alternates and lastmod', async () => {
    for (const [chunk, from, to] of [
      [0, 0, 10_000],
      [2, 20_000, 30_000],
      [LAST_RECIPE_CHUNK, LAST_RECIPE_CHUNK * 10_000, MAX_ROW_ID + 1],
    ] as const) {
      const response = await app.inject(`/sitemaps/recipes-${chunk}.xml`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(XMLValidator.validate(response.body)).toBe(true);
      const expected = await publicInRange(from, to);
      expect(expected.length).toBeGreaterThan(0);
      const urls = urlsOf(response.body);
      expect(urls.map((url) => url.loc)).toEqual(
        expected.map((recipe) => `${publicUrl}/recipe/${recipe.slug}`),
      );
      expect(urls.map((url) => url.lastmod)).toEqual(
        expected.map((recipe) => recipe.updated_at.toISOString()),
      );
      for (const url of urls) {
        expect(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
          ['ar', `${url.loc}?lang=ar`],
          ['fr', `${url.loc}?lang=fr`],
          ['en', `${url.loc}?lang=en`],
          ['x-default', url.loc],
        ]);
      }
    }
    const chunkTwo = (await app.inject('/sitemaps/recipes-2.xml')).body;
    expect(sitemapLocs(chunkTwo, 'url')).toEqual([
      `${publicUrl}/recipe/chunk-two-a`,
      `${publicUrl}/recipe/chunk-two-b`,
    ]);
  });

  it('leaves out a draft and a recipe of an inactive category, from every file', async () => {
    const { files } = await readSitemaps(app);
    const everything = [...files.values()].join('');
    expect(everything).toContain('/recipe/chunk-two-a<');
    expect(everything).not.toContain('/recipe/chunk-two-draft<');
    expect(everything).not.toContain('/recipe/hidden-recipe<');
    // Chunk 3 holds only the recipe of the inactive category: no file.
    expect((await app.inject('/sitemaps/recipes-3.xml')).statusCode).toBe(404);
  });

  it('answers 404, never 500, for a chunk that is not a number, out of range or empty', async () => {
    const chunks = [
      'abc',
      '-1',
      '01',
      '1e3',
      '1.5',
      '0x1',
      '3',
      '7',
      String(LAST_RECIPE_CHUNK - 1),
    ];
    chunks.push(String(LAST_RECIPE_CHUNK + 1), '2147483648', '99999999999999999999');
    for (const chunk of chunks) {
      const response = await app.inject(`/sitemaps/recipes-${chunk}.xml`);
      expect(response.statusCode, chunk).toBe(404);
    }
    expect((await app.inject('/sitemaps/recipes-abc.xml')).json()).toMatchObject({
      error: { code: 'not_found' },
    });
    expect((await app.inject('/sitemaps/recipes-2.xml?z=1')).statusCode).toBe(400);
  });

  it('keeps the fixed pages and the published posts in the pages file', async () => {
    const xml = (await app.inject('/sitemaps/pages.xml')).body;
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs = sitemapLocs(xml, 'url');
    expect(locs.slice(0, 7)).toEqual(
      ['', '/recipes', '/about', '/contact', '/privacy', '/terms', '/blog'].map(
        (path) => `${publicUrl}${path || '/'}`,
      ),
    );
    const { rows: posts } = await sql<{
      slug: string;
    }>`select slug from blog_posts where status = 'published' and published_at <= now()`.execute(
      database.db,
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(locs.slice(7).sort()).toEqual(posts.map((p) => `${publicUrl}/blog/${p.slug}`).sort());
    expect(xml).not.toContain('/recipe/');
  });

  it('shows a change once the version check patched it in, cached or not', async () => {
    await app.inject('/sitemaps/recipes-2.xml');
    await sql`update recipes set status = 'draft' where slug = 'chunk-two-a'`.execute(database.db);
    await caughtUp(app);
    expect(sitemapLocs((await app.inject('/sitemaps/recipes-2.xml')).body, 'url')).toEqual([
      `${publicUrl}/recipe/chunk-two-b`,
    ]);
    await sql`update recipes set status = 'draft' where slug = 'chunk-two-b'`.execute(database.db);
    await caughtUp(app);
    expect((await app.inject('/sitemaps/recipes-2.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemap.xml')).body).not.toContain('recipes-2.xml');
  });
});
