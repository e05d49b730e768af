import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { readSitemaps, sitemapLocs } from '../../test/sitemaps.ts';
import { RECIPE_CHUNK, SITEMAP_MAX_BYTES } from './sitemap.ts';

const publicUrl = 'https://chhiwat.example';
/** More than the protocol's 50,000 URLs for one file; every 997th is a draft. */
const RECIPES = 60_500;

describe.each(testDatabaseKinds)('a sitemap of more than 50,000 recipes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await sql`insert into recipe_categories (slug, name_en, name_fr, name_ar, color, icon)
              values ('scale', 'Scale', 'Échelle', 'سلم', '#123456', 's')`.execute(database.db);
    await sql`insert into recipes (slug, title_en, title_fr, title_ar, prep_time, cooking_time,
                                   difficulty, category_id, status)
              select 'scale-' || n, 'Dish ' || n, 'Plat ' || n, 'طبق ' || n, 10, 20, 'easy',
                     (select id from recipe_categories where slug = 'scale'),
                     case when n % 997 = 0 then 'draft' else 'published' end
              from generate_series(1, ${RECIPES}) as n`.execute(database.db);
    app = await buildApp({ database, publicUrl });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('splits them into files of at most 10,000 URLs, each public recipe in exactly one', async () => {
    const { index, files } = await readSitemaps(app);
    const recipeFiles = [...files.keys()].filter((path) => path.startsWith('/sitemaps/recipes-'));
    expect(recipeFiles.length).toBeGreaterThanOrEqual(6);
    expect(sitemapLocs(index, 'sitemap')).toHaveLength(files.size);

    const seen = new Map<string, number>();
    for (const [path, xml] of files) {
      const locs = sitemapLocs(xml, 'url');
      expect(locs.length, path).toBeLessThanOrEqual(RECIPE_CHUNK);
      expect(Buffer.byteLength(xml), path).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
      for (const loc of locs) seen.set(loc ?? '', (seen.get(loc ?? '') ?? 0) + 1);
    }
    const { rows } = await sql<{
      slug: string;
    }>`select slug from recipes where status = 'published'`.execute(database.db);
    expect(rows.length).toBe(RECIPES - Math.floor(RECIPES / 997));
    for (const { slug } of rows) expect(seen.get(`${publicUrl}/recipe/${slug}`), slug).toBe(1);
    const recipeUrls = [...seen.keys()].filter((loc) => loc.includes('/recipe/'));
    expect(recipeUrls).toHaveLength(rows.length);
    expect(seen.has(`${publicUrl}/recipe/scale-997`)).toBe(false);
  });
});
