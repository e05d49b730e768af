import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { caughtUp } from '../../test/caught-up.ts';
import { createTestDatabase } from '../../test/database.ts';
import { illustrationIngredients, illustrationToken } from './illustration-url.ts';
import { ingredientPicturesVersion } from './recipe-pictures.ts';

/** Pictures as the web build writes them; each with a colour of its own to find it by. */
const PICTURES: Record<string, string> = {
  tomatoes:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="12" fill="#f8312f"/></svg>',
  chicken:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs><linearGradient id="g"><stop offset="0" stop-color="#c9a0dc"/></linearGradient></defs><rect width="20" height="20" fill="url(#g)"/></svg>',
  onions:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="12" fill="#b5651d"/></svg>',
  // A picture that would load something: left out of every illustration.
  garlic:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><image href="https://example.com/garlic.png"/></svg>',
};

interface Card {
  slug: string;
  category: string;
  illustration_url: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('recipe illustrations', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-pictures-'));

  /** Every public card, a page of 100 at a time. */
  const cards = async (): Promise<Card[]> => {
    const all: Card[] = [];
    for (let page = 1; ; page++) {
      const response = await app.inject(`/api/recipes?pageSize=100&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const { recipes, total } = response.json() as { recipes: Card[]; total: number };
      all.push(...recipes);
      if (all.length >= total || recipes.length === 0) return all;
    }
  };
  const cardOf = async (slug: string) => (await cards()).find((card) => card.slug === slug);

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'ingredient-pictures'));
    for (const [slug, svg] of Object.entries(PICTURES))
      fs.writeFileSync(path.join(webDist, 'ingredient-pictures', `${slug}.svg`), svg);
    database = await createTestDatabase('pglite', { seeded: true });
    app = await buildApp({ database, webDist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a different SVG for every public recipe, at the URL of its card, cached for good', async () => {
    const all = await cards();
    expect(all.length).toBeGreaterThanOrEqual(50);
    const bodies = new Set<string>();
    for (const card of all) {
      expect(card.illustration_url).toMatch(
        new RegExp(`^/recipe-pictures/${card.slug}\\.svg\\?v=[\\w-]{10}$`),
      );
      const response = await app.inject(card.illustration_url);
      expect(response.statusCode, card.slug).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 480"/,
      );
      expect(response.body).not.toMatch(/<script|<image|href="(?!#)/);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(all.length);
  });

  it("draws the recipe's key ingredients that have a picture, and leaves the others out", async () => {
    const harira = await cardOf('harira');
    const body = (await app.inject(harira?.illustration_url ?? '')).body;
    // Harira's key ingredients: chickpeas, lentils, tomatoes; only tomatoes have a picture here.
    expect(body).toContain('#f8312f');
    expect(body.match(/<svg /g)).toHaveLength(2);
    const tagine = await cardOf('chicken-tagine-preserved-lemons-olives');
    const drawn = (await app.inject(tagine?.illustration_url ?? '')).body;
    expect(drawn).toContain('#c9a0dc');
    // The picture's own id, made unique, and its reference with it.
    expect(drawn).toMatch(/id="(ri\w+-\d+-g)".*url\(#\1\)/);
    const withGarlic = (await cardOf('sardine-kefta-tagine'))?.illustration_url ?? '';
    expect((await app.inject(withGarlic)).body).not.toContain('example.com');
  });

  it('gives the recipe page the same URL as its card', async () => {
    const card = await cardOf('harira');
    const response = await app.inject('/api/recipes/harira');
    expect(response.json().recipe.illustration_url).toBe(card?.illustration_url);
    // The demo catalogue is the offline catalogue's shard 0 (ids below 1,000).
    const offline = await app.inject('/api/offline-catalogue/shards/0');
    const kept = (offline.json() as { recipes: Card[] }).recipes.find((r) => r.slug === 'harira');
    expect(kept?.illustration_url).toBe(card?.illustration_url);
  });

  it('is checked again each time without the current token, and kept out of the shared cache', async () => {
    const card = await cardOf('bissara');
    const current = await app.inject(card?.illustration_url ?? '');
    for (const url of [
      '/recipe-pictures/bissara.svg',
      '/recipe-pictures/bissara.svg?v=old-token',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toBe(current.body);
    }
    // An analytics tag beside the token changes nothing.
    const tagged = await app.inject(`${card?.illustration_url ?? ''}&utm_source=x`);
    expect(tagged.headers['cache-control']).toBe(IMMUTABLE);
    expect(tagged.body).toBe(current.body);
  });

  it('answers 404 for a recipe that is not on the site', async () => {
    for (const url of [
      '/recipe-pictures/no-such-recipe.svg',
      '/recipe-pictures/no-such-recipe.svg?v=abc',
      '/recipe-pictures/..%2F..%2Fetc%2Fpasswd.svg',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
    }
    expect((await app.inject('/recipe-pictures/harira.png')).statusCode).toBe(404);
  });

  it('draws at other frames for the share images, through app.recipePictures', async () => {
    const svg = await app.recipePictures.svgFor('harira', { width: 1200, height: 630 });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630" width="1200" height="630"/);
    expect(svg).toContain('#f8312f');
    expect(await app.recipePictures.svgFor('no-such-recipe')).toBeUndefined();
    const plain = await app.recipePictures.svgFor('harira');
    expect(plain).toBe((await app.inject((await cardOf('harira'))?.illustration_url ?? '')).body);
  });

  it("changes the URL when the recipe's category changes, and the old one is no longer kept for good", async () => {
    const slug = 'lentil-soup';
    const before = await cardOf(slug);
    const oldPicture = await app.inject(before?.illustration_url ?? '');
    await database.db
      .updateTable('recipes')
      .set({
        category_id: database.db
          .selectFrom('recipe_categories')
          .select('id')
          .where('slug', '=', 'tagine'),
      })
      .where('slug', '=', slug)
      .execute();
    await caughtUp(app);
    const after = await cardOf(slug);
    expect(after?.category).toBe('tagine');
    expect(after?.illustration_url).not.toBe(before?.illustration_url);
    expect((await app.inject(`/api/recipes/${slug}`)).json().recipe.illustration_url).toBe(
      after?.illustration_url,
    );

    const fresh = await app.inject(after?.illustration_url ?? '');
    expect(fresh.headers['cache-control']).toBe(IMMUTABLE);
    expect(fresh.body).not.toBe(oldPicture.body);
    const stale = await app.inject(before?.illustration_url ?? '');
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(stale.body).toBe(fresh.body);
  });
});

describe('what an illustration is drawn from', () => {
  const line = (slug: string, key = false, optional = false) => ({ slug, key, optional });

  it('shows the key ingredients, then the other required ones, at most three, never optional ones', () => {
    expect(
      illustrationIngredients([
        line('salt'),
        line('mint', false, true),
        line('lamb', true),
        line('onions'),
        line('prunes', true),
        line('almonds'),
      ]),
    ).toEqual(['lamb', 'prunes', 'salt']);
    expect(illustrationIngredients([line('mint', false, true), line('tea')])).toEqual(['tea']);
    expect(illustrationIngredients([])).toEqual([]);
  });

  it('has a token that changes with the category, the ingredients and the pictures', () => {
    const token = illustrationToken('soup', ['lentils', 'onions'], 'v1');
    expect(token).toMatch(/^[\w-]{10}$/);
    expect(illustrationToken('soup', ['lentils', 'onions'], 'v1')).toBe(token);
    expect(illustrationToken('tagine', ['lentils', 'onions'], 'v1')).not.toBe(token);
    expect(illustrationToken('soup', ['onions', 'lentils'], 'v1')).not.toBe(token);
    expect(illustrationToken('soup', ['lentils'], 'v1')).not.toBe(token);
    expect(illustrationToken('soup', ['lentils', 'onions'], 'v2')).not.toBe(token);
  });

  it("follows the web build's ingredient pictures", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-pictures-'));
    try {
      expect(await ingredientPicturesVersion(undefined)).toBe('');
      expect(await ingredientPicturesVersion(dist)).toBe('');
      fs.mkdirSync(path.join(dist, 'ingredient-pictures'));
      const file = path.join(dist, 'ingredient-pictures', 'tomatoes.svg');
      fs.writeFileSync(file, PICTURES.tomatoes ?? '');
      const first = await ingredientPicturesVersion(dist);
      expect(first).toMatch(/^[\w-]{10}$/);
      // Precompressed copies do not count; a changed or added picture does.
      fs.writeFileSync(`${file}.br`, 'bytes');
      expect(await ingredientPicturesVersion(dist)).toBe(first);
      fs.writeFileSync(file, PICTURES.onions ?? '');
      const second = await ingredientPicturesVersion(dist);
      expect(second).not.toBe(first);
      fs.writeFileSync(path.join(dist, 'ingredient-pictures', 'onions.svg'), 'x');
      expect(await ingredientPicturesVersion(dist)).not.toBe(second);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
