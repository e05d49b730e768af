import { blogPostInputSchema, recipeInputSchema } from '@chhiwat/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/database.ts';
import { BODY_LIMITS } from './body-limits.ts';

/** Arabic text, which an ASCII-only JSON encoder writes as "\u06xx": 6 bytes a character. */
const arabic = (length: number, variant = 0) =>
  String.fromCharCode(0x0628 + variant) + 'ب'.repeat(length - 1);
const asciiOnlyJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const tags = Array.from({ length: 30 }, (_, n) => arabic(40, n));
const imageUrl = `https://images.example/${'a'.repeat(2000 - 23)}`;

/** The longest valid recipe: every text at its maximum, 100 ingredients with three notes each. */
const longestRecipe = {
  slug: 'a'.repeat(100),
  ...Object.fromEntries(
    ['en', 'fr', 'ar'].flatMap((lang) => [
      [`title_${lang}`, arabic(200)],
      [`description_${lang}`, arabic(2000)],
      [`instructions_${lang}`, arabic(20000)],
    ]),
  ),
  image_url: imageUrl,
  prep_time: 10080,
  cooking_time: 10080,
  difficulty: 'medium',
  category: 'c'.repeat(100),
  tags,
  servings: 100,
  ingredients: Array.from({ length: 100 }, (_, n) => ({
    ingredient_slug: `${n}-${'i'.repeat(96)}`,
    optional: true,
    quantity: 99999.125,
    unit: 'handful',
    note_en: arabic(100),
    note_fr: arabic(100),
    note_ar: arabic(100),
  })),
};

/** The longest valid blog post: three 200,000-character bodies. */
const longestPost = {
  slug: 'p'.repeat(100),
  ...Object.fromEntries(
    ['en', 'fr', 'ar'].flatMap((lang) => [
      [`title_${lang}`, arabic(200)],
      [`excerpt_${lang}`, arabic(500)],
      [`content_${lang}`, arabic(200_000)],
    ]),
  ),
  image_url: imageUrl,
  category: 'c'.repeat(100),
  tags,
  status: 'draft',
  published_at: '2026-03-01T10:00:00.000Z',
};

describe('body limits', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names only routes that exist', () => {
    for (const key of Object.keys(BODY_LIMITS)) {
      const [method = '', url = ''] = key.split(' ');
      expect(app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('fits the longest valid recipe and blog post, however they are encoded', () => {
    const cases = [
      { schema: recipeInputSchema, body: longestRecipe, route: 'POST /api/admin/recipes' },
      { schema: blogPostInputSchema, body: longestPost, route: 'POST /api/admin/blog/posts' },
    ];
    for (const { schema, body, route } of cases) {
      const parsed = schema.safeParse(body);
      expect(parsed.error?.issues ?? [], route).toEqual([]);
      const bytes = Buffer.byteLength(asciiOnlyJson(body));
      expect(bytes, route).toBeLessThanOrEqual(BODY_LIMITS[route] ?? 0);
      expect(bytes, `${route}: the limit is not far above what is needed`).toBeGreaterThan(
        (BODY_LIMITS[route] ?? 0) / 2,
      );
    }
  });
});
