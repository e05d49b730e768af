import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareMatches,
  kitchenIngredientSchema,
  rankingRuleOf,
  kitchenOf,
  matchRecipe,
  type Difficulty,
  type RecipeMatch,
  type SwapRule,
} from '@chhiwat/core';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { until } from '../../test/until.ts';

interface Item {
  slug: string;
  title_fr: string;
  difficulty: Difficulty;
  total_time: number;
  category: string;
  tags: string[];
  match: null | RecipeMatch;
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
    ingredients: { slug: string; optional: boolean; key: boolean }[];
  }[];
  let ingredientSlugs: string[];
  let catalogueStaples: string[];
  let rules: SwapRule[];

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
      totalTime: r.prep_time + r.cooking_time + r.soak_time + r.rest_time,
      hasInstructions: Boolean(r.instructions_en || r.instructions_fr || r.instructions_ar),
      ingredients: links
        .filter((l) => l.recipe_id === r.id)
        .map((l) => ({ slug: l.ingredient_slug, optional: l.optional, key: l.is_key })),
    }));
    const ingredients = await t.db
      .selectFrom('ingredients')
      .select(['slug', 'is_staple'])
      .execute();
    ingredientSlugs = ingredients.map((i) => i.slug);
    catalogueStaples = ingredients.filter((i) => i.is_staple).map((i) => i.slug);
    rules = (await t.db.selectFrom('substitutions').selectAll().execute()).map((rule) => ({
      missing: rule.missing_slug,
      using: rule.using_slugs,
      quality: rule.quality,
    }));
  });
  afterAll(() => t.close());

  it('lists every recipe by title in the asked language, a page at a time', async () => {
    const first = await list('lang=fr&pageSize=20');
    expect(first.total).toBe(catalogue.length);
    expect(first.recipes).toHaveLength(20);
    const titles = first.recipes.map((r) => r.title_fr);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('fr').compare));
    const lastPage = Math.ceil(catalogue.length / 20);
    const last = await list(`lang=fr&pageSize=20&page=${lastPage}`);
    expect(last.recipes).toHaveLength(catalogue.length - 20 * (lastPage - 1));
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

  it('ranks matches exactly as the core scoring does, for many random pantries and kitchens', async () => {
    expect(catalogueStaples.length).toBeGreaterThanOrEqual(4);
    expect(rules.length).toBeGreaterThanOrEqual(30);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...ingredientSlugs), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        // the catalogue's staples (no parameter), none, or the visitor's own
        fc.oneof(
          fc.constant(undefined),
          fc.constant([]),
          fc.uniqueArray(fc.constantFrom(...ingredientSlugs), { minLength: 1, maxLength: 8 }),
        ),
        fc.boolean(),
        async (pantry, includeOptional, staples, swaps) => {
          const query = new URLSearchParams({
            ingredients: pantry.join(','),
            includeOptional: String(includeOptional),
            pageSize: '100',
          });
          if (staples) query.set('staples', staples.join(','));
          if (!swaps) query.set('swaps', '0');
          const body: ListBody = (await t.app.inject(`/api/match?${query}`)).json();
          const selected = new Set(pantry);
          const kitchen = kitchenOf(staples ?? catalogueStaples, swaps ? rules : []);
          const expected = catalogue
            .map((recipe) => ({
              recipe,
              result: matchRecipe(recipe, selected, { includeOptional, kitchen }),
            }))
            .filter(({ result }) => result.canMake)
            .sort((a, b) =>
              compareMatches('matchScore', rankingRuleOf(kitchen))(
                { ...a.recipe, ...a.result, swapCount: a.result.swaps.length },
                { ...b.recipe, ...b.result, swapCount: b.result.swaps.length },
              ),
            );
          expect(body.recipes.map((r) => r.slug)).toEqual(expected.map((e) => e.recipe.slug));
          expect(body.matchingCount).toBe(expected.length);
          body.recipes.forEach((item, n) => {
            expect(item.match).toEqual((expected[n] as (typeof expected)[number]).result);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts the catalogue’s staples unless told otherwise, covers with swaps, and needs the key', async () => {
    // everything a chicken tagine needs but preserved lemons, with fresh lemons instead
    const tagine = 'chicken-tagine-preserved-lemons-olives';
    const lines = catalogue.find((r) => r.slug === tagine)?.ingredients ?? [];
    const own = lines
      .filter((l) => !l.optional && !catalogueStaples.includes(l.slug))
      .map((l) => l.slug)
      .filter((slug) => slug !== 'preserved-lemons');
    const pick = [...own, 'lemons'].join(',');
    const find = async (query: string) =>
      (await list(`ingredients=${pick}&pageSize=100&matchesOnly=false${query}`)).recipes.find(
        (r) => r.slug === tagine,
      )?.match;

    const usual = await find('');
    expect(usual?.stapleIngredients).toEqual(
      expect.arrayContaining(
        lines.filter((l) => catalogueStaples.includes(l.slug) && !l.optional).map((l) => l.slug),
      ),
    );
    expect(usual?.swaps).toEqual([
      { missing: 'preserved-lemons', using: ['lemons', 'salt'], quality: expect.any(String) },
    ]);
    expect(usual?.missingIngredients).not.toContain('preserved-lemons');
    expect(usual?.canMake).toBe(true);

    const noStaples = await find('&staples=');
    expect(noStaples?.stapleIngredients).toEqual([]);
    // salt is no longer at hand, so the lemons alone do not make the swap
    expect(noStaples?.swaps).toEqual([]);
    expect(noStaples?.missingIngredients).toContain('preserved-lemons');

    const noSwaps = await find('&swaps=0');
    expect(noSwaps?.swaps).toEqual([]);
    expect(noSwaps?.matchScore).toBeLessThanOrEqual(usual?.matchScore ?? 0);

    const withoutChicken = (
      await list(`ingredients=${pick.replace('chicken,', '')}&pageSize=100&matchesOnly=false`)
    ).recipes.find((r) => r.slug === tagine)?.match;
    expect(withoutChicken).toMatchObject({ canMake: false, missingKeyIngredients: ['chicken'] });

    // staples alone match nothing
    const onlyStaples = await t.app.inject(`/api/match?ingredients=${catalogueStaples.join(',')}`);
    expect(onlyStaples.json()).toMatchObject({ total: 0, matchingCount: 0 });

    const refused = await t.app.inject(`/api/match?ingredients=salt&swaps=maybe`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('swaps');
  });

  it('reflects a catalogue change in the matches within a second', async () => {
    const tagine = 'chicken-tagine-preserved-lemons-olives';
    const pick = catalogue.find((r) => r.slug === tagine)?.ingredients.map((l) => l.slug) ?? [];
    const matchOf = async () =>
      (await list(`ingredients=${pick.join(',')}&pageSize=100`)).recipes.find(
        (r) => r.slug === tagine,
      )?.match;
    expect((await matchOf())?.availableIngredients).toContain('saffron');
    await sql`delete from recipe_ingredients where ingredient_slug = 'saffron'`.execute(t.db);
    // A write made outside the app: the version check every VERSION_CHECK_MS finds it.
    await until(1_000, 'the match without saffron', async () => {
      const match = await matchOf();
      return !!match && !match.availableIngredients.includes('saffron');
    });
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

  it("carries the recipe's kitchen: its ingredients, the swaps for them and what those use", async () => {
    const { recipe, kitchen } = (await t.app.inject('/api/recipes/harira')).json();
    const lines: string[] = recipe.ingredients.map(
      (l: { ingredient_slug: string }) => l.ingredient_slug,
    );
    const rules = (await t.app.inject('/api/substitutions')).json().substitutions;
    const expectedRules = rules.filter((rule: { missing: string }) => lines.includes(rule.missing));
    expect(expectedRules.length).toBeGreaterThan(0);
    expect(kitchen.substitutions).toEqual(expectedRules);
    const used = expectedRules.flatMap((rule: { using: string[] }) => rule.using);
    const slugs = kitchen.ingredients.map((i: { slug: string }) => i.slug);
    expect(new Set(slugs)).toEqual(new Set([...lines, ...used]));
    // Each with what the page needs of it (kitchenIngredientSchema), not the picker's aliases.
    const all = (await t.app.inject('/api/ingredients')).json().ingredients;
    expect(kitchen.ingredients).toEqual(
      all
        .filter((i: { slug: string }) => slugs.includes(i.slug))
        .map((i: Record<string, unknown>) => kitchenIngredientSchema.parse(i)),
    );
    expect(kitchen.ingredients[0]).not.toHaveProperty('aliases_en');
    expect(slugs.length).toBeLessThan(all.length / 3);
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
