import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryInputSchema } from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { until } from '../../test/until.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { GONE, SERVED, whereServed } from '../../test/public-reads.ts';

const publicUrl = 'https://chhiwat.example';
const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>';
const SLUG = 'harira';

describe.each(testDatabaseKinds)('a recipe of an inactive category on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = '';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-inactive-category-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    database = await createTestDatabase(kind, { seeded: true });
    app = await buildApp({ database, webDist, publicUrl });
    await createAccount(database.db, { username: 'amina' });
    cookie = await signIn(app, 'amina');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const json = async (url: string) => (await app.inject(url)).json();

  /** Saves the category's admin form with only its "active" switch changed. */
  async function setCategoryActive(slug: string, active: boolean) {
    const { categories } = await (
      await app.inject({ url: '/api/admin/categories/recipe', headers: { cookie } })
    ).json();
    const category = categories.find((c: { slug: string }) => c.slug === slug);
    const form = Object.fromEntries(
      Object.keys(categoryInputSchema('recipe').shape).map((key) => [key, category[key]]),
    );
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/categories/recipe/${category.id}`,
      headers: { cookie },
      payload: { ...form, is_active: active },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('leaves every public read on the next read after its category is deactivated, and comes back with it', async () => {
    const { recipe } = await json(`/api/recipes/${SLUG}`);
    const ingredients = recipe.ingredients.map(
      (line: { ingredient_slug: string }) => line.ingredient_slug,
    );
    // Read twice: the second answers come from the response cache, which must not keep them.
    await whereServed(app, SLUG, ingredients);
    const { hits } = app.responseCache.stats();
    expect(await whereServed(app, SLUG, ingredients)).toEqual(SERVED);
    expect(app.responseCache.stats().hits).toBeGreaterThan(hits);

    await setCategoryActive(recipe.category, false);
    expect(await whereServed(app, SLUG, ingredients)).toEqual(GONE);

    await setCategoryActive(recipe.category, true);
    expect(await whereServed(app, SLUG, ingredients)).toEqual(SERVED);
  });

  it('leaves another server process on the same database within a second', async () => {
    const other = await buildApp({ database });
    try {
      const answer = async () => (await other.inject(`/api/recipes/${SLUG}`)).statusCode;
      expect([await answer(), await answer()]).toEqual([200, 200]);
      expect(other.responseCache.stats().hits).toBe(1);
      const { category } = (await json(`/api/recipes/${SLUG}`)).recipe;
      // The other process checks the version every VERSION_CHECK_MS and patches the change in.
      await setCategoryActive(category, false);
      await until(1_000, 'the recipe gone', async () => (await answer()) === 404);
      await setCategoryActive(category, true);
      await until(1_000, 'the recipe back', async () => (await answer()) === 200);
    } finally {
      await other.close();
    }
  });
});
