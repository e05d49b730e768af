import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTeaser, indexCatalogue, offlineCatalogueSchema, searchRecipes } from '@chhiwat/core';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { testDatabaseKinds } from '../../test/database.ts';

/** Issues #21 and #40: what the browser keeps fits a phone (≤ 150 KB gzipped, 300+ recipes). */
const MAX_GZIPPED_BYTES = 150 * 1024;

describe.each(testDatabaseKinds)('the offline catalogue on %s (issue #21)', (kind) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    await createAccount(t.db, { username: 'idriss' });
    cookie = await signIn(t.app, 'idriss');
  });
  afterAll(() => t.close());

  const read = async () => {
    const response = await t.app.inject('/api/offline-catalogue');
    expect(response.statusCode).toBe(200);
    return { body: offlineCatalogueSchema.parse(response.json()), raw: response.rawPayload };
  };

  it('holds the whole public catalogue, within the size a phone keeps', async () => {
    const { body, raw } = await read();
    const list = (await t.app.inject('/api/recipes?pageSize=100')).json() as { total: number };
    expect(body.recipes.length).toBe(list.total);
    expect(body.links.length).toBe(body.recipes.length);
    expect(body.ingredients.length).toBeGreaterThan(0);
    expect(body.staples.length).toBeGreaterThan(0);
    expect(body.recipeCategories.length).toBeGreaterThan(0);
    expect(zlib.gzipSync(raw).length).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });

  it('ranks with the core search exactly as the match route does', async () => {
    const { body } = await read();
    const selection = body.links.slice(0, 3).flatMap((lines) => lines.map((line) => line.slug));
    const url = `/api/match?ingredients=${selection.join(',')}&lang=fr&pageSize=50`;
    const served = (await t.app.inject(url)).json();
    const local = searchRecipes(indexCatalogue(body), {
      ingredients: selection,
      lang: 'fr',
      page: 1,
      pageSize: 50,
      matchesOnly: true,
      includeOptional: false,
      swaps: true,
    });
    expect(served.total).toBeGreaterThan(0);
    // The same recipes, matches and order; the kept cards carry a teaser of each description.
    const teasers = {
      ...served,
      recipes: served.recipes.map((recipe: Record<string, string>) => ({
        ...recipe,
        description_en: cardTeaser(recipe.description_en ?? ''),
        description_fr: cardTeaser(recipe.description_fr ?? ''),
        description_ar: cardTeaser(recipe.description_ar ?? ''),
      })),
    };
    expect(JSON.parse(JSON.stringify(local))).toEqual(teasers);
  });

  it('moves to a new version after an admin change', async () => {
    const before = (await read()).body;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/substitutions',
      headers: { cookie },
      payload: {
        missing: 'mint',
        using: ['parsley'],
        quality: 'pinch',
        note_en: 'Fresher, less sweet.',
        note_fr: 'Plus frais, moins sucré.',
        note_ar: 'أكثر انتعاشاً وأقل حلاوة.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await read()).body;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.substitutions.length).toBe(before.substitutions.length + 1);
  });
});
