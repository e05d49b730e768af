import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInputSchema } from '@chhiwat/core';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { GONE, SERVED, whereServed } from '../../test/public-reads.ts';

const publicUrl = 'https://chhiwat.example';
const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Chhiwat</title></head><body><div id="root"></div></body></html>';
const SLUG = 'harira';

interface Card {
  slug: string;
  region: string | null;
  occasions: string[];
  seasons: string[];
  soak_time: number;
  rest_time: number;
  prep_time: number;
  cooking_time: number;
  total_time: number;
}
const slugsOf = (body: { recipes: { slug: string }[] }) => body.recipes.map((r) => r.slug);

describe.each(testDatabaseKinds)('drafts and the cook’s filters on %s (issue #40)', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie = '';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-drafts-'));

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

  const status = async (url: string) => (await app.inject(url)).statusCode;
  const json = async (url: string) => (await app.inject(url)).json();

  /** The recipe's admin form as stored, with `changes`, saved; the response. */
  async function saveForm(changes: Record<string, unknown>) {
    const { recipes } = await (
      await app.inject({ url: `/api/admin/recipes?search=${SLUG}`, headers: { cookie } })
    ).json();
    const id = recipes.find((r: { slug: string }) => r.slug === SLUG).id;
    const { recipe } = await (
      await app.inject({ url: `/api/admin/recipes/${id}`, headers: { cookie } })
    ).json();
    const form = Object.fromEntries(
      Object.keys(recipeInputSchema.shape).map((key) => [key, recipe[key]]),
    );
    form.ingredients = recipe.ingredients.map((line: Record<string, unknown>) => ({
      ingredient_slug: line.ingredient_slug,
      optional: line.optional,
      key: line.key,
      quantity: line.quantity,
      unit: line.unit,
      note_en: line.note_en,
      note_fr: line.note_fr,
      note_ar: line.note_ar,
    }));
    return app.inject({
      method: 'PUT',
      url: `/api/admin/recipes/${id}`,
      headers: { cookie },
      payload: { ...form, ...changes },
    });
  }

  it('keeps a draft out of every public read, and serves it again once published', async () => {
    const { recipe } = await json(`/api/recipes/${SLUG}`);
    const ingredients = recipe.ingredients.map(
      (line: { ingredient_slug: string }) => line.ingredient_slug,
    );
    expect(await whereServed(app, SLUG, ingredients)).toEqual(SERVED);

    const drafted = await saveForm({ status: 'draft' });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(await whereServed(app, SLUG, ingredients)).toEqual(GONE);
    const drafts = await (
      await app.inject({ url: '/api/admin/recipes?status=draft', headers: { cookie } })
    ).json();
    expect(slugsOf(drafts)).toEqual([SLUG]);
    expect(drafts.counts.statuses.draft).toBe(1);

    const published = await saveForm({ status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await whereServed(app, SLUG, ingredients)).toEqual(SERVED);
  });

  it('publishes only a recipe whose steps are written in all three languages', async () => {
    const french = (await json(`/api/recipes/${SLUG}`)).recipe.instructions_fr;
    const refused = await saveForm({ status: 'published', instructions_fr: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.instructions_fr).toBe(
      'A published recipe needs its steps in French',
    );
    const kept = await saveForm({ status: 'draft', instructions_fr: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await status(`/api/recipes/${SLUG}`)).toBe(404);
    expect((await saveForm({ status: 'published' })).statusCode).toBe(400);
    const restored = await saveForm({ status: 'published', instructions_fr: french });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('serves each step’s timer, the soaking time and the pressure cooker with the recipe', async () => {
    const { recipe } = await json('/api/recipes/loubia-white-bean-stew');
    expect(recipe.soak_time).toBeGreaterThanOrEqual(480);
    expect(recipe.step_minutes.some((minutes: number) => minutes > 0)).toBe(true);
    expect(recipe.pressure_cooker_time).toBeLessThan(recipe.cooking_time);
    const [card] = (await json('/api/recipes?q=loubia&lang=en')).recipes as Card[];
    expect(card?.total_time).toBe(
      (card?.prep_time ?? 0) +
        (card?.cooking_time ?? 0) +
        (card?.soak_time ?? 0) +
        (card?.rest_time ?? 0),
    );
  });

  it('filters the list by region, occasion, season and no soaking, alone and together', async () => {
    const list = async (query: string) =>
      (await json(`/api/recipes?lang=en&pageSize=100&${query}`)).recipes as Card[];
    const fes = await list('region=fes');
    expect(fes.length).toBeGreaterThanOrEqual(3);
    expect(fes.every((r) => r.region === 'fes')).toBe(true);
    const ramadan = await list('occasion=ramadan');
    expect(ramadan.map((r) => r.slug)).toContain('harira');
    expect(ramadan.every((r) => r.occasions.includes('ramadan'))).toBe(true);
    const winter = await list('season=winter');
    expect(winter.length).toBeGreaterThan(0);
    expect(winter.every((r) => r.seasons.includes('winter'))).toBe(true);
    const noSoaking = await list('occasion=ramadan&noSoaking=1');
    expect(noSoaking.map((r) => r.slug)).not.toContain('harira');
    expect(noSoaking.every((r) => r.soak_time === 0 && r.occasions.includes('ramadan'))).toBe(true);
    const matched = await list('ingredients=eggs,tomatoes,onions&matchesOnly=1&region=fes');
    expect(matched.every((r) => r.region === 'fes')).toBe(true);
  });

  it('answers a value outside a vocabulary with a 400 naming the parameter', async () => {
    for (const [name, value] of [
      ['region', 'atlantis'],
      ['occasion', 'birthday'],
      ['season', 'monsoon'],
      ['noSoaking', 'maybe'],
    ]) {
      const response = await app.inject(`/api/recipes?${name}=${value}`);
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).toContain(String(name));
    }
  });
});
