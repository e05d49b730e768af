import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedStaples, kitchenQuery, type KitchenSettings } from '../kitchen.ts';
import { indexCatalogue, searchRecipes, type RecipeCard } from '../recipe-search.ts';
import {
  matchQuerySchema,
  matchSearch,
  recipeListQuerySchema,
  recipeListSearch,
  recipeSearchOf,
} from './match-query.ts';

/** A URL's path and query string, as the service worker has them. */
const read = (pathname: string, query: Record<string, string> = {}) =>
  recipeSearchOf(pathname, Object.entries(query));

describe('what each recipe read assumes for a parameter left out', () => {
  it('lists every recipe, first page of 24 in Arabic, swaps on', () => {
    expect(recipeListSearch(recipeListQuerySchema.parse({}))).toEqual({
      ingredients: [],
      matchesOnly: false,
      includeOptional: false,
      swaps: true,
      lang: 'ar',
      page: 1,
      pageSize: 24,
    });
  });

  it('matches only what the selection can make, unless matchesOnly=0', () => {
    const search = matchSearch(matchQuerySchema.parse({ ingredients: 'onions' }));
    expect(search).toMatchObject({ ingredients: ['onions'], matchesOnly: true, swaps: true });
    expect(
      matchSearch(matchQuerySchema.parse({ ingredients: 'onions', matchesOnly: '0', swaps: '0' })),
    ).toMatchObject({ matchesOnly: false, swaps: false });
  });

  it('keeps "no staples given" (the catalogue’s) apart from an empty list (none)', () => {
    const staples = (query: Record<string, string>) =>
      recipeListSearch(recipeListQuerySchema.parse(query)).staples;
    expect(staples({})).toBeUndefined();
    expect(staples({ staples: '' })).toEqual([]);
    expect(staples({ staples: ' salt , oil,salt,' })).toEqual(['salt', 'oil']);
  });
});

describe('a recipe read from its path and parameters, as the server reads it', () => {
  it('gives the route’s search for each of the two paths, nothing for another', () => {
    expect(read('/api/recipes', { category: 'mains', lang: 'fr' })).toEqual(
      recipeListSearch(recipeListQuerySchema.parse({ category: 'mains', lang: 'fr' })),
    );
    expect(read('/api/match', { ingredients: 'lamb,onions', staples: '' })).toEqual(
      matchSearch(matchQuerySchema.parse({ ingredients: 'lamb,onions', staples: '' })),
    );
    expect(read('/api/recipes/harira')).toBeUndefined();
  });

  it('refuses what the route refuses: a match without ingredients, an unknown value or name', () => {
    expect(() => read('/api/match', { lang: 'en' })).toThrow();
    expect(() => read('/api/recipes', { region: 'atlantis' })).toThrow();
    expect(() => read('/api/recipes', { colour: 'red' })).toThrow();
    expect(() => read('/api/recipes', { pageSize: '101' })).toThrow();
  });
});

const card = (slug: string): RecipeCard => ({
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
  cooking_time: 30,
  soak_time: 0,
  rest_time: 0,
  total_time: 30,
  region: null,
  occasions: [],
  seasons: [],
  difficulty: 'easy',
  category: 'mains',
  tags: [],
  servings: 4,
  has_instructions: true,
});

describe('the kitchen the browser writes into the query, as the search reads it', () => {
  const lines = ['chicken', 'salt', 'oil', 'onions', 'garlic'];
  const stapleWords = ['salt', 'oil', 'onions', 'garlic', 'butter'];
  const arbitrarySettings: fc.Arbitrary<KitchenSettings> = fc.record({
    staples: fc.option(fc.uniqueArray(fc.constantFrom(...stapleWords)), { nil: null }),
    countStaples: fc.boolean(),
    swaps: fc.boolean(),
  });

  it('counts the staples the settings count, the catalogue’s until edited, none when off', () => {
    fc.assert(
      fc.property(
        arbitrarySettings,
        fc.uniqueArray(fc.constantFrom(...stapleWords)),
        (settings, catalogueStaples) => {
          const snapshot = indexCatalogue({
            version: 1,
            recipes: [card('tagine')],
            links: [lines.map((slug) => ({ slug, optional: false, key: false }))],
            staples: catalogueStaples,
            substitutions: [],
          });
          const search = read('/api/recipes', {
            ingredients: 'chicken',
            ...kitchenQuery(settings),
          });
          if (!search) throw new Error('a recipe read');
          expect(search.swaps).toBe(settings.swaps);
          const counted = searchRecipes(snapshot, search).recipes[0]?.match?.stapleIngredients;
          const expected = countedStaples(settings, catalogueStaples).filter((slug) =>
            lines.includes(slug),
          );
          expect([...(counted ?? [])].sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});
