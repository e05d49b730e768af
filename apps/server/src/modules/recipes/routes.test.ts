import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareMatches, matchRecipe, type Difficulty } from '@chhiwat/core';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

interface Item {
  slug: string;
  title_fr: string;
  difficulty: Difficulty;
  total_time: number;
  category: string;
  tags: string[];
  match: null | {
    matchScore: number;
    missingCount: number;
    canMake: boolean;
    availableIngredients: string[];
    missingIngredients: string[];
    matchPercentage: number;
  };
}
interface ListBody {
  recipes: Item[];
  total: number;
  matchingCount: number;
}

describe.each(testDatabaseKinds)('public recipes and matching on %s', (kind) => {
  let t: TestApp;
  let catalogue: {
    slug: string;
    difficulty: Difficulty;
    totalTime: number;
    hasInstructions: boolean;
    ingredients: { slug: string; optional: boolean }[];
  }[];
  let ingredientSlugs: string[];

  const list = async (query: string): Promise<ListBody> => {
    const response = await t.app.inject(`/api/recipes?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    const recipes = await t.db.selectFrom('recipes').selectAll().execute();
    const links = await t.db
      .selectFrom('recipe_ingredients')
      .selectAll()
      .orderBy('position')
      .execute();
    catalogue = recipes.map((r) => ({
      slug: r.slug,
      difficulty: r.difficulty,
      totalTime: r.prep_time + r.cooking_time,
      hasInstructions: Boolean(r.instructions_en || r.instructions_fr || r.instructions_ar),
      ingredients: links
        .filter((l) => l.recipe_id === r.id)
        .map((l) => ({ slug: l.ingredient_slug, optional: l.optional })),
    }));
    ingredientSlugs = (await t.db.selectFrom('ingredients').select('slug').execute()).map(
      (i) => i.slug,
    );
  });
  afterAll(() => t.close());

  it('lists every recipe by title in the asked language, a page at a time', async () => {
    const first = await list('lang=fr&pageSize=20');
    expect(first.total).toBe(catalogue.length);
    expect(first.recipes).toHaveLength(20);
    const titles = first.recipes.map((r) => r.title_fr);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('fr').compare));
    const third = await list(`lang=fr&pageSize=20&page=3`);
    expect(third.recipes).toHaveLength(catalogue.length - 40);
    expect(first.recipes[0]?.match).toBeNull();
  });

  it('filters by category, difficulty and total time', async () => {
    const tagines = await list('category=tagine&pageSize=100');
    expect(tagines.total).toBeGreaterThan(5);
    expect(tagines.recipes.every((r) => r.category === 'tagine')).toBe(true);
    expect((await list('category=all')).total).toBe(catalogue.length);
    expect((await list('category=no-such-category')).total).toBe(0);
    const easyQuick = await list('difficulty=easy&maxTime=30&pageSize=100');
    expect(easyQuick.recipes.every((r) => r.difficulty === 'easy' && r.total_time <= 30)).toBe(
      true,
    );
    expect(easyQuick.total).toBe(
      catalogue.filter((r) => r.difficulty === 'easy' && r.totalTime <= 30).length,
    );
  });

  it('searches titles and descriptions in the current language and tags in any, ignoring accents and tashkeel', async () => {
    expect((await list('lang=fr&q=TAJINE')).total).toBeGreaterThan(3);
    expect(
      (await list(`lang=ar&q=${encodeURIComponent('حَرِيرَة')}`)).recipes.map((r) => r.slug),
    ).toContain('harira');
    expect(
      (await list(`lang=fr&q=${encodeURIComponent('pâtisserie')}`)).total,
    ).toBeGreaterThanOrEqual(0);
    const byTag = await list('lang=ar&q=ramadan');
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.recipes.every((r) => r.tags.some((tag) => tag.includes('ramadan')))).toBe(true);
    expect((await list('lang=en&q=zzzqqq')).total).toBe(0);
  });

  it('ranks matches exactly as the core scoring does, for many random pantries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...ingredientSlugs), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        async (pantry, includeOptional) => {
          const body: ListBody = (
            await t.app.inject(
              `/api/match?ingredients=${pantry.join(',')}&includeOptional=${includeOptional}&pageSize=100`,
            )
          ).json();
          const selected = new Set(pantry);
          const expected = catalogue
            .map((recipe) => ({
              recipe,
              result: matchRecipe(recipe, selected, { includeOptional }),
            }))
            .filter(({ result }) => result.canMake)
            .sort((a, b) =>
              compareMatches('matchScore')(
                { ...a.recipe, ...a.result },
                { ...b.recipe, ...b.result },
              ),
            );
          expect(body.recipes.map((r) => r.slug)).toEqual(expected.map((e) => e.recipe.slug));
          expect(body.matchingCount).toBe(expected.length);
          body.recipes.forEach((item, n) => {
            const { result } = expected[n] as (typeof expected)[number];
            expect(item.match).toMatchObject({
              matchScore: result.matchScore,
              missingCount: result.missingCount,
              matchPercentage: result.matchPercentage,
              availableIngredients: result.availableIngredients,
              missingIngredients: result.missingIngredients,
            });
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sorts matches by total time and by difficulty, and lists all recipes with their match when asked', async () => {
    const pantry = 'onions,tomatoes,garlic,olive-oil,salt,cumin,paprika';
    const byTime = await list(
      `ingredients=${pantry}&matchesOnly=true&sort=cookingTime&pageSize=100`,
    );
    const times = byTime.recipes.map((r) => r.total_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const byDifficulty = await list(
      `ingredients=${pantry}&matchesOnly=true&sort=difficulty&pageSize=100`,
    );
    const order = { easy: 0, medium: 1, hard: 2 };
    const ranks = byDifficulty.recipes.map((r) => order[r.difficulty]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const all = await list(`ingredients=${pantry}&pageSize=100`);
    expect(all.total).toBe(catalogue.length);
    expect(all.recipes.every((r) => r.match !== null)).toBe(true);
    expect(all.matchingCount).toBe(byTime.total);
  });

  it('reflects a catalogue change in the matches at once', async () => {
    const before = await list('ingredients=saffron&matchesOnly=true&pageSize=100');
    await sql`delete from recipe_ingredients where ingredient_slug = 'saffron'`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await list('ingredients=saffron&matchesOnly=true&pageSize=100');
    expect(before.total).toBeGreaterThan(0);
    expect(after.total).toBe(0);
  });

  it('gives one recipe in full with its ingredients, or the not-found message', async () => {
    const response = await t.app.inject('/api/recipes/harira');
    expect(response.statusCode).toBe(200);
    const { recipe } = response.json();
    expect(recipe).toMatchObject({
      slug: 'harira',
      category: 'soup',
      instructions_ar: expect.stringMatching(/\S/),
    });
    expect(recipe.ingredients.length).toBeGreaterThan(5);
    expect(recipe.ingredients[0]).toMatchObject({
      name_ar: expect.any(String),
      category_icon: expect.any(String),
    });
    const missing = await t.app.inject('/api/recipes/no-such-dish');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Recipe not found');
  });

  it('refuses bad parameters, naming them', async () => {
    const response = await t.app.inject('/api/recipes?difficulty=extreme&page=0');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['difficulty', 'page']));
    expect((await t.app.inject('/api/match')).statusCode).toBe(400);
    expect((await t.app.inject('/api/recipes?unknown=1')).statusCode).toBe(400);
  });
});
