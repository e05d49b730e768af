import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import { SWAP_QUALITIES } from './kitchen.ts';
import { SORT_ORDERS } from './matching.ts';
import {
  indexCatalogue,
  searchRecipes,
  type RecipeCard,
  type RecipeLine,
} from './recipe-search.ts';

/** Decision 0035: the order of every list, as the cards explain it. */
const vocabulary = ['chicken', 'onions', 'tomatoes', 'eggs', 'flour', 'salt', 'oil', 'parsley'];

const arbitraryRecipe = fc.record({
  links: fc.uniqueArray(
    fc.record({ slug: fc.constantFrom(...vocabulary), optional: fc.boolean(), key: fc.boolean() }),
    { minLength: 1, maxLength: 6, selector: (link) => link.slug },
  ),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  time: fc.integer({ min: 5, max: 200 }),
});

const card = (slug: string, difficulty: RecipeCard['difficulty'], time: number): RecipeCard => ({
  slug,
  title_en: slug,
  title_fr: slug,
  title_ar: slug,
  description_en: '',
  description_fr: '',
  description_ar: '',
  image_url: null,
  illustration_url: '',
  prep_time: 0,
  cooking_time: time,
  soak_time: 0,
  rest_time: 0,
  total_time: time,
  region: null,
  occasions: [],
  seasons: [],
  difficulty,
  category: 'mains',
  tags: [],
  servings: 4,
  has_instructions: true,
});

const arbitrarySnapshot = fc
  .record({
    recipes: fc.array(arbitraryRecipe, { minLength: 1, maxLength: 30 }),
    staples: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 4 }),
    swaps: fc.array(
      fc.record({
        missing: fc.constantFrom(...vocabulary),
        using: fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 2 }),
        quality: fc.constantFrom(...SWAP_QUALITIES),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ recipes, staples, swaps }) =>
    indexCatalogue({
      version: 1,
      recipes: recipes.map((recipe, i) => card(`r${i}`, recipe.difficulty, recipe.time)),
      links: recipes.map((recipe): RecipeLine[] =>
        recipe.links.map((link) => ({ ...link, key: link.key && !link.optional })),
      ),
      staples,
      substitutions: swaps.map((swap) => ({ ...swap, note_en: '', note_fr: '', note_ar: '' })),
    }),
  );

describe('the ranking a cook can read', () => {
  it('never puts a recipe that uses none of my picks above one that uses one, in any list or order', () => {
    fc.assert(
      fc.property(
        arbitrarySnapshot,
        fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...SORT_ORDERS),
        fc.boolean(),
        fc.boolean(),
        (snapshot, picks, sort, swaps, matchesOnly) => {
          const { recipes } = searchRecipes(snapshot, {
            ingredients: picks,
            matchesOnly,
            includeOptional: false,
            swaps,
            sort,
            lang: 'en',
            page: 1,
            pageSize: 100,
          });
          const uses = recipes.map((recipe) => recipe.match?.usesPicks);
          const firstWithout = uses.indexOf(false);
          if (firstWithout >= 0) expect(uses.slice(firstWithout)).not.toContain(true);
          for (const recipe of recipes) {
            if (recipe.match?.usesPicks) continue;
            expect(recipe.match?.canMake).toBe(false);
          }
        },
      ),
    );
  });

  it('with a kitchen, orders best match by what the card shows: fewest to buy, then the percentage', () => {
    fc.assert(
      fc.property(
        arbitrarySnapshot,
        fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (snapshot, picks, matchesOnly) => {
          fc.pre(snapshot.staples.length > 0);
          const { recipes } = searchRecipes(snapshot, {
            ingredients: picks,
            matchesOnly,
            includeOptional: false,
            swaps: true,
            sort: 'matchScore',
            lang: 'en',
            page: 1,
            pageSize: 100,
          });
          const shown = recipes.flatMap((recipe) =>
            recipe.match && !recipe.match.missingKeyIngredients.length ? [recipe.match] : [],
          );
          for (let i = 1; i < shown.length; i++) {
            const [before, after] = [shown[i - 1], shown[i]];
            if (!before || !after || before.usesPicks !== after.usesPicks) continue;
            expect(before.missingCount).toBeLessThanOrEqual(after.missingCount);
            if (before.missingCount === after.missingCount)
              expect(before.matchPercentage).toBeGreaterThanOrEqual(after.matchPercentage);
          }
        },
      ),
    );
  });
});
