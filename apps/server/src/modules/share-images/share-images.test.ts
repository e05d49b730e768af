// One file over 300 lines: one seeded app and built page serve the cases, which follow one image
// from the page's head and JSON-LD (the schemas above) to the drawn JPEG and its caching; the last
// case builds its own app, with a read limit.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { createTestDatabase } from '../../test/database.ts';

const publicUrl = 'https://chhiwat.example';
const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Chhiwat</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** ISO 8601 duration, as Google reads prepTime, cookTime and totalTime. */
const isoDuration = z.string().regex(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/);
const absoluteUrl = z.string().regex(/^https:\/\/[^\s]+$/);

/**
 * Google's Recipe rich result (developers.google.com/search/docs/appearance/structured-data/recipe):
 * the required properties (name, image) and the recommended ones we can give, in the shapes its
 * validator accepts — our stand-in for the Rich Results Test, which cannot run in CI.
 */
const googleRecipe = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Recipe'),
  name: z.string().min(1),
  image: z.array(absoluteUrl).min(1),
  author: z.object({ '@type': z.enum(['Person', 'Organization']), name: z.string().min(1) }),
  datePublished: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  description: z.string().min(1),
  keywords: z.string(),
  prepTime: isoDuration,
  cookTime: isoDuration,
  totalTime: isoDuration,
  recipeYield: z.string().min(1),
  recipeCategory: z.string().min(1),
  recipeCuisine: z.string().min(1),
  recipeIngredient: z.array(z.string().min(1)).min(1),
  recipeInstructions: z
    .array(
      z.object({
        '@type': z.literal('HowToStep'),
        text: z.string().min(1),
        position: z.number().int().positive().optional(),
        url: absoluteUrl.optional(),
      }),
    )
    .min(1),
});

/** What a page's head says about its pictures. */
interface HeadImages {
  og: string;
  ogWidth: string | undefined;
  ogHeight: string | undefined;
  ogAlt: string | undefined;
  twitterCard: string | undefined;
  jsonLd: Record<string, unknown>;
}

const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(
    html,
  )?.[1];

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function headImages(html: string): HeadImages {
  const og = metaContent(html, 'property', 'og:image');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!og || !jsonLd) throw new Error('the page has no og:image or no JSON-LD');
  const alt = metaContent(html, 'property', 'og:image:alt');
  return {
    og: unescape(og),
    ogWidth: metaContent(html, 'property', 'og:image:width'),
    ogHeight: metaContent(html, 'property', 'og:image:height'),
    ogAlt: alt && unescape(alt),
    twitterCard: metaContent(html, 'name', 'twitter:card'),
    jsonLd: JSON.parse(jsonLd) as Record<string, unknown>,
  };
}

/** A change made in SQL reaches the page cache within 250 ms (decision 0017). */
/** A blog write behind the app's back shows once the blog version is checked again (250 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('share images', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-share-web-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-share-media-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist, publicUrl, mediaDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    return headImages(response.body);
  };

  /** An image named by an absolute URL, fetched through the app, checked to be a JPEG. */
  const image = async (url: string) => {
    expect(url.startsWith(`${publicUrl}/share/`)).toBe(true);
    const response = await app.inject(url.slice(publicUrl.length));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const bytes = response.rawPayload;
    const { width = 0, height = 0, format } = await sharp(bytes).metadata();
    expect(format).toBe('jpeg');
    const timing = String(response.headers['server-timing']);
    const renderMs = /render;dur=([\d.]+)/.exec(timing)?.[1];
    return {
      bytes,
      width,
      height,
      cacheControl: response.headers['cache-control'],
      renderMs: renderMs === undefined ? undefined : Number(renderMs),
      kept: timing === 'kept',
    };
  };

  it("gives every recipe its own link preview and three JSON-LD ratios, cached for good, and Google's Recipe markup", async () => {
    const recipes = await database.db.selectFrom('recipes').select('slug').execute();
    expect(recipes.length).toBeGreaterThan(300);
    const started = performance.now();
    const heads = await Promise.all(
      recipes.map(async ({ slug }) => {
        const head = await page(`/recipe/${slug}`);
        expect(head).toMatchObject({ ogWidth: '1200', ogHeight: '630' });
        expect(head.twitterCard).toBe('summary_large_image');
        expect(head.ogAlt).toMatch(/\p{Script=Arabic}/u);
        const recipe = googleRecipe.parse(head.jsonLd);
        expect(recipe.image).toHaveLength(3);
        return { slug, urls: [head.og, ...recipe.image] };
      }),
    );
    const urlsOfAll = heads.flatMap((head) => head.urls);
    expect(new Set(urlsOfAll).size).toBe(urlsOfAll.length);
    // Every recipe's head names its images; drawing them all (1,300 renders at 330 recipes) would
    // take minutes, so an even spread of 40 recipes is drawn, every category among them.
    const step = Math.ceil(heads.length / 40);
    const results = await Promise.all(
      heads
        .filter((_, index) => index % step === 0)
        .map(async ({ slug, urls }) => ({
          slug,
          urls,
          images: await Promise.all(urls.map(image)),
        })),
    );
    const elapsed = performance.now() - started;
    const ratio = ({ width, height }: { width: number; height: number }) => width / height;
    for (const { images } of results) {
      expect(images.map(({ width, height }) => [width, height])[0]).toEqual([1200, 630]);
      expect(images.slice(1).map(ratio)).toEqual(
        [1, 4 / 3, 16 / 9].map((r) => expect.closeTo(r, 2)),
      );
      for (const { width, height, cacheControl } of images) {
        expect(width).toBeGreaterThanOrEqual(1200);
        expect(width * height).toBeGreaterThanOrEqual(50_000);
        expect(cacheControl).toBe(IMMUTABLE);
      }
    }
    // Distinct per recipe: no two recipes share an image, in any variant, nor a URL.
    for (const variant of [0, 1, 2, 3]) {
      const hashes = results.map(({ images }) => sha(images[variant]?.bytes ?? Buffer.alloc(0)));
      expect(new Set(hashes).size).toBe(results.length);
    }
    const urls = results.flatMap((r) => r.urls);
    expect(new Set(urls).size).toBe(urls.length);
    // Made once: asking again is answered from memory, byte for byte.
    const [first] = results;
    const repeat = await image(first?.urls[0] ?? '');
    expect(repeat.kept).toBe(true);
    expect(sha(repeat.bytes)).toBe(sha(first?.images[0]?.bytes ?? Buffer.alloc(0)));
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const renderMs = (variant: number) =>
      median(results.map(({ images }) => images[variant]?.renderMs ?? 0));
    console.info(
      `share images: ${urls.length} images in ${Math.round(elapsed)} ms, two renders at a time; ` +
        `median render ${[0, 1, 2, 3].map((v) => renderMs(v).toFixed(0)).join(' / ')} ms ` +
        '(og / 1:1 / 4:3 / 16:9)',
    );
    // About 160 renders of 50–150 ms of CPU each, two at a time: 5–15 s on two cores.
  }, 180_000);

  it("draws the title in the page's language: Arabic and French previews differ", async () => {
    const arabic = await page('/recipe/harira?lang=ar');
    const french = await page('/recipe/harira?lang=fr');
    expect(arabic.og).toMatch(/\/share\/recipe\/harira\/og-ar\.jpg\?v=[\w-]{16}$/);
    expect(french.og).toMatch(/\/share\/recipe\/harira\/og-fr\.jpg\?v=[\w-]{16}$/);
    expect(french.ogAlt).toMatch(/harira/i);
    const [ar, fr] = await Promise.all([image(arabic.og), image(french.og)]);
    expect([fr.width, fr.height]).toEqual([1200, 630]);
    expect(sha(ar.bytes)).not.toBe(sha(fr.bytes));
    // The JSON-LD images carry no text: the same URLs in every language.
    expect(arabic.jsonLd.image).toEqual(french.jsonLd.image);
  });

  it('serves the current image without the token, or with an old one, to be checked again', async () => {
    const head = await page('/recipe/harira?lang=en');
    const bare = head.og.replace(/\?v=.*$/, '');
    const withoutToken = await app.inject(bare.slice(publicUrl.length));
    expect(withoutToken.statusCode).toBe(200);
    expect(withoutToken.headers['cache-control']).toBe('no-cache');
    const stale = await app.inject(`${bare.slice(publicUrl.length)}?v=AAAAAAAAAAAAAAAA`);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(sha(stale.rawPayload)).toBe(sha((await image(head.og)).bytes));
    for (const url of [
      '/share/recipe/no-such-recipe/og-ar.jpg',
      '/share/recipe/harira/og-de.jpg',
      '/share/recipe/harira/og.png',
      '/share/dish/harira/1x1.jpg',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('changes the URL when the title changes', async () => {
    const before = await page('/recipe/mint-tea?lang=en');
    await sql`update recipes set title_en = 'Mint tea <b>& friends</b>' where slug = 'mint-tea'`.execute(
      database.db,
    );
    await caughtUp(app);
    const after = await page('/recipe/mint-tea?lang=en');
    expect(after.og).not.toBe(before.og);
    expect(after.ogAlt).toBe('Mint tea <b>& friends</b>');
    expect((await image(after.og)).cacheControl).toBe(IMMUTABLE);
    // The old token now names an image that is no longer made: the current one, not cached.
    expect((await image(before.og)).cacheControl).toBe('no-cache');
  });

  it('crops an uploaded photo into every frame', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#15803d' },
    })
      .webp()
      .toBuffer();
    const name = 'recipe-1-1700000000000-0a1b2c3d.webp';
    await new LocalStorage(mediaDir).put('recipe-images', name, photo);
    const drawn = await page('/recipe/couscous-seven-vegetables');
    await sql`update recipes set image_url = ${`/media/recipe-images/${name}`} where slug = 'couscous-seven-vegetables'`.execute(
      database.db,
    );
    await caughtUp(app);
    const head = await page('/recipe/couscous-seven-vegetables');
    expect(head.og).not.toBe(drawn.og);
    const images = (head.jsonLd as { image: string[] }).image;
    const [og, ...ratios] = await Promise.all([head.og, ...images].map(image));
    // The Arabic preview has its picture on the left (the text on the right, where Arabic starts).
    const { data } = await sharp(og?.bytes).raw().toBuffer({ resolveWithObject: true });
    const green = (x: number, y: number) => {
      const i = (y * 1200 + x) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    };
    expect(green(280, 315)[1]).toBeGreaterThan(100);
    expect(green(280, 315)[0]).toBeLessThan(60);
    expect(ratios).toHaveLength(3);
    for (const ratio of ratios) {
      const { dominant } = await sharp(ratio.bytes).stats();
      expect(dominant.g).toBeGreaterThan(100);
      expect(dominant.r).toBeLessThan(60);
    }
  });

  it('gives blog posts a preview with their title, and their photo to the BlogPosting markup', async () => {
    const posts = await database.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '=', 'published')
      .execute();
    expect(posts.length).toBeGreaterThan(1);
    const previews = await Promise.all(
      posts.map(async ({ slug }) => {
        const head = await page(`/blog/${slug}?lang=fr`);
        expect(head.jsonLd).toMatchObject({
          '@type': 'BlogPosting',
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        // No photo: the card is for link previews, not a picture of the post.
        expect(head.jsonLd.image).toBeUndefined();
        const og = await image(head.og);
        expect([og.width, og.height]).toEqual([1200, 630]);
        return sha(og.bytes);
      }),
    );
    expect(new Set(previews).size).toBe(posts.length);

    const slug = posts[0]?.slug ?? '';
    const photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#2545c6' },
    })
      .webp()
      .toBuffer();
    const name = 'blog-1-1700000000000-0a1b2c3e.webp';
    await new LocalStorage(mediaDir).put('blog-images', name, photo);
    await sql`update blog_posts set image_url = ${`/media/blog-images/${name}`} where slug = ${slug}`.execute(
      database.db,
    );
    await settle();
    const head = await page(`/blog/${slug}`);
    const images = z.array(absoluteUrl).length(3).parse(head.jsonLd.image);
    const sizes = await Promise.all(images.map(image));
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [1200, 1200],
      [1200, 900],
      [1200, 675],
    ]);

    await sql`update blog_posts set status = 'draft', published_at = null where slug = ${slug}`.execute(
      database.db,
    );
    expect((await app.inject(head.og.slice(publicUrl.length))).statusCode).toBe(404);
  });
});

describe('share images under the public read limit', () => {
  it('counts the images it has to draw, not the ones it keeps', async () => {
    const database = await createTestDatabase('pglite', { seeded: true });
    // A clock that stands still: the limiter's minute windows are aligned on the clock, and a real one
    // could cross into a fresh window between two requests.
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 10));
    const app = await buildApp({ database, rateLimitPublicReads: 2, clock });
    try {
      const get = (url: string) => app.inject(url);
      expect((await get('/share/recipe/harira/og-fr.jpg')).statusCode).toBe(200);
      expect((await get('/share/recipe/harira/og-en.jpg')).statusCode).toBe(200);
      // Kept: answered whatever the budget says.
      expect((await get('/share/recipe/harira/og-fr.jpg')).statusCode).toBe(200);
      const limited = await get('/share/recipe/harira/og-ar.jpg');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('/share/recipe/harira/og-en.jpg')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
