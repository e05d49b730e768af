import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { createTestDatabase } from '../../test/database.ts';
import { readSitemaps, sitemapNamesRecipe } from '../../test/sitemaps.ts';

const publicUrl = 'https://chhiwat.example';
const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Chhiwat</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

describe('search engines and link previews', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-seo-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist, publicUrl });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const jsonLdOf = (html: string) => {
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    return match ? JSON.parse(match[1] ?? '') : undefined;
  };

  it('gives a recipe page its title, description, canonical, alternates and Open Graph tags', async () => {
    const response = await app.inject('/recipe/harira?lang=fr');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toMatch(/<title>Harira[^<]*· Chhiwat<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/recipe/harira?lang=fr">`);
    for (const language of ['ar', 'fr', 'en']) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${publicUrl}/recipe/harira?lang=${language}">`,
      );
    }
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${publicUrl}/recipe/harira">`,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    // The link preview drawn for the recipe, in French (modules/share-images), versioned.
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${publicUrl}/share/recipe/harira/og-fr\\.jpg\\?v=[\\w-]{16}">`,
      ),
    );
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toMatch(/<meta property="og:image:alt" content="Harira[^"]*">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:locale" content="fr_MA">');
  });

  it('writes the head in Arabic, right-to-left, for the bare URL', async () => {
    const html = (await app.inject('/recipe/harira')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/recipe/harira">`);
    expect(jsonLdOf(html).name).toMatch(/\p{Script=Arabic}/u);
  });

  it('describes the recipe with schema.org Recipe JSON-LD, every field present', async () => {
    const ld = jsonLdOf(
      (await app.inject('/recipe/chicken-tagine-preserved-lemons-olives?lang=en')).body,
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: expect.stringMatching(/tagine/i),
      description: expect.any(String),
      image: ['1x1', '4x3', '16x9'].map((ratio) =>
        expect.stringMatching(new RegExp(`^${publicUrl}/share/recipe/[\\w-]+/${ratio}\\.jpg\\?v=`)),
      ),
      prepTime: expect.stringMatching(/^PT(\d+H)?(\d+M)?$/),
      cookTime: expect.stringMatching(/^PT/),
      totalTime: expect.stringMatching(/^PT/),
      recipeYield: expect.stringMatching(/^\d+$/),
      recipeCategory: 'Tagines',
      recipeCuisine: 'Moroccan',
      keywords: expect.stringContaining('tagine'),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(ld.recipeIngredient.length).toBeGreaterThan(5);
    expect(ld.recipeIngredient.some((line: string) => /\d/.test(line))).toBe(true);
    expect(ld.recipeInstructions.length).toBeGreaterThan(3);
    expect(ld.recipeInstructions[0]).toMatchObject({
      '@type': 'HowToStep',
      text: expect.any(String),
      position: 1,
    });
    // a step with a timed wait says so (issue #43); one without has no time
    expect(ld.recipeInstructions[0].timeRequired).toBeUndefined();
    expect(ld.recipeInstructions[1].timeRequired).toBe('PT30M');
  });

  it('gives the nutrition per serving and the diets schema.org names (issue #44)', async () => {
    const slug = 'tomato-onion-salad-cumin';
    const ld = jsonLdOf((await app.inject(`/recipe/${slug}?lang=en`)).body);
    const { recipe } = (await app.inject(`/api/recipes/${slug}`)).json();
    const n = recipe.nutrition.per_serving;
    expect(ld.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1',
      calories: `${n.energy_kcal} kcal`,
      proteinContent: `${n.protein_g} g`,
      fatContent: `${n.fat_g} g`,
      saturatedFatContent: `${n.saturated_fat_g} g`,
      carbohydrateContent: `${n.carbohydrate_g} g`,
      sugarContent: `${n.sugars_g} g`,
      fiberContent: `${n.fibre_g} g`,
      sodiumContent: `${Math.round((n.salt_g / 2.5) * 1000)} mg`,
    });
    expect(n.energy_kcal).toBeGreaterThan(0);
    expect(ld.suitableForDiet).toEqual(
      expect.arrayContaining(['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']),
    );
  });

  it('writes each ingredient as the page measures it, in a sentence of the language', async () => {
    const lines = async (language: string) =>
      jsonLdOf(
        (await app.inject(`/recipe/chicken-tagine-preserved-lemons-olives?lang=${language}`)).body,
      ).recipeIngredient;
    expect(await lines('fr')).toEqual(
      expect.arrayContaining([
        '1,5 kg de poulet',
        "4 gousses d'ail",
        "4 c. à soupe d'huile d'olive",
        '1 pincée de safran',
        '½ botte de persil',
        '2 oignons',
        'Sel, selon le goût',
      ]),
    );
    expect(await lines('en')).toEqual(
      expect.arrayContaining([
        '1.5 kg chicken',
        '4 cloves garlic',
        '4 tbsp olive oil',
        'Salt, to taste',
      ]),
    );
    expect(await lines('ar')).toEqual(
      expect.arrayContaining([
        'زيت الزيتون: 4 ملاعق كبيرة',
        'ثوم: 4 فصوص',
        'الزعفران: رشة',
        'بصل: 2',
        'الملح: حسب الذوق',
      ]),
    );
  });

  it('keeps text from closing the JSON-LD script', async () => {
    await sql`update recipes set description_en = '</script><script>alert(1)</script>' where slug = 'harira'`.execute(
      database.db,
    );
    await caughtUp(app);
    const html = (await app.inject('/recipe/harira?lang=en')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(jsonLdOf(html).description).toBe('</script><script>alert(1)</script>');
    expect(html).toContain('content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('gives published posts a head and hides drafts', async () => {
    const [post] = await database.db.selectFrom('blog_posts').select('slug').limit(1).execute();
    const response = await app.inject(`/blog/${post?.slug}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="article">');
    expect(response.body).toContain(`/share/post/${post?.slug}/og-en.jpg?v=`);
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'BlogPosting',
      headline: expect.any(String),
      url: `${publicUrl}/blog/${post?.slug}?lang=en`,
    });
    await sql`update blog_posts set status = 'draft', published_at = null where slug = ${post?.slug}`.execute(
      database.db,
    );
    // Written behind the API, as another server would: seen once the version is checked again.
    await caughtUp(app);
    expect((await app.inject(`/blog/${post?.slug}`)).statusCode).toBe(404);
  });

  it('lists every page, recipe and published post in valid sitemap files with their alternates', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { files } = await readSitemaps(app);
    // The seeded recipes' ids are all below 10,000: one recipe file besides the pages.
    expect([...files.keys()]).toEqual(['/sitemaps/pages.xml', '/sitemaps/recipes-0.xml']);
    const parser = new XMLParser({ ignoreAttributes: false });
    const urls: { loc: string; 'xhtml:link': { '@_hreflang': string }[] }[] = [];
    for (const xml of files.values()) {
      expect(XMLValidator.validate(xml)).toBe(true);
      urls.push(...[parser.parse(xml).urlset.url].flat());
    }
    const locs = urls.map((u) => u.loc);
    const recipes = await database.db.selectFrom('recipes').select('slug').execute();
    for (const recipe of recipes) expect(locs).toContain(`${publicUrl}/recipe/${recipe.slug}`);
    expect(locs).toContain(`${publicUrl}/about`);
    const published = await database.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '=', 'published')
      .execute();
    expect(locs.filter((loc) => loc.includes('/blog/'))).toHaveLength(published.length);
    expect(urls[0]?.['xhtml:link'].map((link) => link['@_hreflang'])).toEqual([
      'ar',
      'fr',
      'en',
      'x-default',
    ]);

    await sql`delete from recipes where slug = 'mint-tea'`.execute(database.db);
    await caughtUp(app);
    expect(await sitemapNamesRecipe(app, 'mint-tea')).toBe(false);
  });

  it('keeps the site picture, with its size, on pages without their own', async () => {
    const html = (await app.inject('/about?lang=en')).body;
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/og-default.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).not.toContain('og:image:alt');
  });

  it("keeps the visitor's list out of search engines, and out of the sitemap", async () => {
    for (const url of ['/list?lang=fr', '/list?recipes=harira:4&lang=fr']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Ma liste · Chhiwat</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await app.inject('/recipe/harira')).body).not.toContain('noindex');
    const { files } = await readSitemaps(app);
    for (const xml of files.values()) expect(xml).not.toContain('/list');
  });

  it('points robots.txt to the sitemap and away from the admin', async () => {
    const body = (await app.inject('/robots.txt')).body;
    expect(body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(body).toContain('Disallow: /admin');
  });
});
