import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHARD_SPAN,
  shardOfRecipeId,
  type OfflineManifest,
  type OfflineShard,
} from './api/offline.ts';
import { DIFFICULTIES, type Language } from './catalogue.ts';
import { SWAP_QUALITIES } from './kitchen.ts';
import { SORT_ORDERS } from './matching.ts';
import {
  assembleCatalogue,
  OFFLINE_RECIPE_BUDGET,
  shardsToFetch,
  shardsToKeep,
} from './offline-shards.ts';
import {
  indexCatalogue,
  searchRecipes,
  type CatalogueData,
  type RecipeCard,
  type RecipeLine,
  type RecipeQuery,
} from './recipe-search.ts';

/** Issue #42: the worker's shards, put back together, answer as the server's one catalogue. */
const ingredients = ['chicken', 'onions', 'tomatoes', 'eggs', 'flour', 'salt', 'oil', 'lentils'];
const words = ['tagine', 'harira', 'msemen', 'zaalouk', 'briouat', 'rfissa'];
const categories = ['mains', 'soups', 'breads'];
const LANGUAGES: Language[] = ['ar', 'fr', 'en'];

const arbitraryRecipe = fc.record({
  title: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
  category: fc.constantFrom(...categories),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  time: fc.integer({ min: 5, max: 200 }),
  links: fc.uniqueArray(
    fc.record({ slug: fc.constantFrom(...ingredients), optional: fc.boolean(), key: fc.boolean() }),
    { minLength: 1, maxLength: 6, selector: (link) => link.slug },
  ),
});

const card = (
  slug: string,
  recipe: { title: string[]; category: string; difficulty: RecipeCard['difficulty']; time: number },
): RecipeCard => ({
  slug,
  title_en: `${recipe.title.join(' ')} en`,
  title_fr: `${recipe.title.join(' ')} fr`,
  title_ar: `${recipe.title.join(' ')} ar`,
  description_en: '',
  description_fr: '',
  description_ar: '',
  image_url: null,
  illustration_url: `/recipe-pictures/${slug}.svg`,
  prep_time: 0,
  cooking_time: recipe.time,
  soak_time: 0,
  rest_time: 0,
  total_time: recipe.time,
  region: null,
  occasions: [],
  seasons: [],
  difficulty: recipe.difficulty,
  category: recipe.category,
  tags: [],
  servings: 4,
  has_instructions: true,
});

/** A catalogue as the server holds it (in id order), and the same split into shards by id. */
const arbitraryCatalogue = fc
  .record({
    // ids spread over six shards, some left empty
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 * SHARD_SPAN - 1 }), {
      minLength: 1,
      maxLength: 40,
    }),
    recipes: fc.array(arbitraryRecipe, { minLength: 40, maxLength: 40 }),
    staples: fc.uniqueArray(fc.constantFrom(...ingredients), { maxLength: 3 }),
    swaps: fc.array(
      fc.record({
        missing: fc.constantFrom(...ingredients),
        using: fc.uniqueArray(fc.constantFrom(...ingredients), { minLength: 1, maxLength: 2 }),
        quality: fc.constantFrom(...SWAP_QUALITIES),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ ids, recipes, staples, swaps }) => {
    const sorted = [...ids].sort((a, b) => a - b);
    const rows = sorted.map((id, at) => {
      const recipe = recipes[at] as (typeof recipes)[number];
      const lines: RecipeLine[] = recipe.links.map((l) => ({ ...l, key: l.key && !l.optional }));
      return { id, card: card(`r${id}`, recipe), lines };
    });
    const substitutions = swaps.map((swap) => ({ ...swap, note_en: '', note_fr: '', note_ar: '' }));
    const whole: CatalogueData = {
      version: 9,
      recipes: rows.map((row) => row.card),
      links: rows.map((row) => row.lines),
      staples,
      substitutions,
    };
    const shards = new Map<number, OfflineShard>();
    for (const row of rows) {
      const id = shardOfRecipeId(row.id);
      const shard = shards.get(id) ?? { id, version: id + 1, recipes: [], links: [] };
      shard.recipes.push(row.card);
      shard.links.push(row.lines);
      shards.set(id, shard);
    }
    const manifest: OfflineManifest = {
      version: 9,
      recipeCount: rows.length,
      shards: [...shards.values()].map(({ id, version, recipes: kept }) => ({
        id,
        version,
        count: kept.length,
      })),
      staples,
      substitutions,
      ingredients: [],
      ingredientCategories: [],
      recipeCategories: [],
    };
    return { whole, manifest, shards: [...shards.values()] };
  });

const arbitraryQuery: fc.Arbitrary<RecipeQuery> = fc.record({
  q: fc.option(fc.constantFrom(...words), { nil: undefined }),
  category: fc.option(fc.constantFrom(...categories), { nil: undefined }),
  maxTime: fc.option(fc.integer({ min: 5, max: 200 }), { nil: undefined }),
  ingredients: fc.uniqueArray(fc.constantFrom(...ingredients), { maxLength: 4 }),
  matchesOnly: fc.boolean(),
  includeOptional: fc.boolean(),
  swaps: fc.boolean(),
  sort: fc.option(fc.constantFrom(...SORT_ORDERS, 'title' as const), { nil: undefined }),
  lang: fc.constantFrom(...LANGUAGES),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 15 }),
});

describe('offline shards (issue #42)', () => {
  it('reassembled in any order, answer every query as the one whole catalogue does', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        arbitraryQuery,
        fc.boolean(),
        ({ whole, manifest, shards }, query, reversed) => {
          const arrived = reversed ? [...shards].reverse() : shards;
          const kept = assembleCatalogue(manifest, arrived);
          // The server's order (by id), so even ties would rank alike.
          expect(kept.recipes).toEqual(whole.recipes);
          expect(kept.links).toEqual(whole.links);
          expect(searchRecipes(indexCatalogue(kept), query)).toEqual(
            searchRecipes(indexCatalogue(whole), query),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps whole shards in id order up to the budget: the first recipes by id', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, fc.integer({ min: 0, max: 40 }), (catalogue, budget) => {
        const { whole, manifest, shards } = catalogue;
        const wanted = shardsToKeep(manifest.shards, budget);
        const count = wanted.reduce((sum, shard) => sum + shard.count, 0);
        expect(count).toBeLessThanOrEqual(budget);
        // The next shard would not have fitted: the subset stops where the budget does.
        const next = manifest.shards
          .filter((s) => !wanted.includes(s))
          .sort((a, b) => a.id - b.id)[0];
        if (next) expect(count + next.count).toBeGreaterThan(budget);
        const kept = assembleCatalogue(manifest, wanted.map(byId(shards)).reverse());
        expect(kept.recipes).toEqual(whole.recipes.slice(0, count));
        expect(kept.links).toEqual(whole.links.slice(0, count));
        expect(kept.recipeCount).toBe(whole.recipes.length);
      }),
    );
  });

  it('fetches again only the shard whose version moved, and the ones not held yet', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, fc.nat(), ({ manifest }, pick) => {
        const held = new Map(manifest.shards.map((shard) => [shard.id, shard.version]));
        expect(shardsToFetch(manifest.shards, held)).toEqual([]);
        const changed = manifest.shards[pick % manifest.shards.length];
        if (!changed) return;
        const moved = manifest.shards.map((shard) =>
          shard === changed ? { ...shard, version: shard.version + 10 } : shard,
        );
        expect(shardsToFetch(moved, held)).toEqual([{ ...changed, version: changed.version + 10 }]);
        held.delete(changed.id);
        expect(shardsToFetch(manifest.shards, held)).toEqual([changed]);
      }),
    );
  });

  it('leaves out a shard the manifest no longer lists', () => {
    fc.assert(
      fc.property(arbitraryCatalogue, ({ manifest, shards }) => {
        const [dropped, ...rest] = manifest.shards;
        const smaller = { ...manifest, shards: rest };
        const kept = assembleCatalogue(smaller, shards);
        expect(kept.recipes.length).toBe(manifest.recipeCount - (dropped?.count ?? 0));
      }),
    );
  });

  it('budgets five thousand recipes: five full shards', () => {
    const full = Array.from({ length: 12 }, (_, id) => ({ id, version: 1, count: SHARD_SPAN }));
    expect(OFFLINE_RECIPE_BUDGET).toBe(5_000);
    expect(shardsToKeep(full).map((shard) => shard.id)).toEqual([0, 1, 2, 3, 4]);
  });
});

const byId = (shards: readonly OfflineShard[]) => (entry: { id: number }) =>
  shards.find((shard) => shard.id === entry.id) as OfflineShard;
