import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import {
  catalogueFrom,
  holdersByPart,
  patchCatalogue,
  recipeBySlug,
  type KeyedRecipe,
} from './catalogue-parts.ts';
import { SORT_ORDERS } from './matching.ts';
import {
  holdsText,
  indexCatalogue,
  searchRecipes,
  titleOrder,
  type CatalogueSnapshot,
  type RecipeCard,
} from './recipe-search.ts';
import { compareText, normalizeSearchText } from './search.ts';

const vocabulary = ['chicken', 'onions', 'tomatoes', 'eggs', 'flour', 'salt', 'oil', 'parsley'];
const titles = ['Tagine', 'Harira', 'Zaalouk', 'Bissara', 'tagine', 'Ṭajine'];

const arbitraryState = fc.record({
  title: fc.constantFrom(...titles),
  lines: fc.uniqueArray(
    fc.record({ slug: fc.constantFrom(...vocabulary), optional: fc.boolean(), key: fc.boolean() }),
    { minLength: 1, maxLength: 5, selector: (line) => line.slug },
  ),
  difficulty: fc.constantFrom(...DIFFICULTIES),
  time: fc.integer({ min: 5, max: 200 }),
});

type State = typeof arbitraryState extends fc.Arbitrary<infer T> ? T : never;

const recipeOf = (id: number, state: State): KeyedRecipe => ({
  id,
  card: {
    slug: `r${id}`,
    title_en: state.title,
    title_fr: state.title,
    title_ar: state.title,
    description_en: '',
    description_fr: '',
    description_ar: '',
    image_url: null,
    illustration_url: '',
    prep_time: 0,
    cooking_time: state.time,
    soak_time: 0,
    rest_time: 0,
    total_time: state.time,
    region: null,
    occasions: [],
    seasons: [],
    difficulty: state.difficulty,
    category: 'mains',
    tags: [],
    servings: 4,
    has_instructions: true,
  } satisfies RecipeCard,
  lines: state.lines.map((line) => ({ ...line, key: line.key && !line.optional })),
});

const kitchen = { staples: ['salt', 'oil'], substitutions: [] };

/** A base of recipes 0..n-1, then batches of writes: a new state, or null (unpublished, deleted). */
const arbitraryHistory = fc.record({
  base: fc.array(arbitraryState, { minLength: 1, maxLength: 25 }),
  batches: fc.array(
    fc.array(fc.tuple(fc.nat(35), fc.option(arbitraryState, { freq: 3 })), { maxLength: 6 }),
    { minLength: 1, maxLength: 3 },
  ),
});

type Query = typeof arbitraryQuery extends fc.Arbitrary<infer T> ? T : never;

const arbitraryQuery = fc.record({
  ingredients: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 3 }),
  matchesOnly: fc.boolean(),
  includeOptional: fc.boolean(),
  swaps: fc.boolean(),
  sort: fc.option(fc.constantFrom(...SORT_ORDERS, 'title' as const), { nil: undefined }),
  q: fc.option(fc.constantFrom('tag', 'harira', 'z'), { nil: undefined }),
  lang: fc.constantFrom('en' as const, 'fr' as const, 'ar' as const),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 8 }),
});

const DIFFICULTY_PLACE = { easy: 0, medium: 1, hard: 2 };

/** A list without picks, made the plain way: every recipe the words find, sorted, one page. */
function browsedByHand(recipes: KeyedRecipe[], query: Query) {
  const words = normalizeSearchText(query.q ?? '');
  const found = recipes
    .map((recipe) => recipe.card)
    .filter((card) => normalizeSearchText(card[`title_${query.lang}`]).includes(words));
  const bySlug = (a: RecipeCard, b: RecipeCard) => compareText(a.slug, b.slug);
  const sort = query.sort ?? 'title';
  const order =
    sort === 'title'
      ? titleOrder(query.lang)
      : sort === 'cookingTime'
        ? (a: RecipeCard, b: RecipeCard) => a.total_time - b.total_time || bySlug(a, b)
        : sort === 'difficulty'
          ? (a: RecipeCard, b: RecipeCard) =>
              DIFFICULTY_PLACE[a.difficulty] - DIFFICULTY_PLACE[b.difficulty] || bySlug(a, b)
          : bySlug;
  const start = (query.page - 1) * query.pageSize;
  return {
    recipes: found
      .sort(order)
      .slice(start, start + query.pageSize)
      .map(({ has_instructions: _h, ...card }) => ({ ...card, match: null })),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
    matchingCount: 0,
  };
}

describe('a catalogue patched in parts', () => {
  it('answers every search as one index over the same recipes would', () => {
    fc.assert(
      fc.property(arbitraryHistory, arbitraryQuery, ({ base, batches }, query) => {
        const latest = new Map(base.map((state, id) => [id, recipeOf(id, state)]));
        let catalogue = catalogueFrom(1, [...latest.values()], kitchen);
        batches.forEach((batch, at) => {
          const changes = new Map<number, KeyedRecipe | null>();
          for (const [id, state] of batch) {
            const recipe = state ? recipeOf(id, state) : null;
            changes.set(id, recipe);
            if (recipe) latest.set(id, recipe);
            else latest.delete(id);
          }
          catalogue = patchCatalogue(catalogue, at + 2, changes);
        });
        const whole = [...latest.values()].sort((a, b) => a.id - b.id);
        const oneIndex = indexCatalogue({
          version: 0,
          recipes: whole.map((recipe) => recipe.card),
          links: whole.map((recipe) => recipe.lines),
          ...kitchen,
        });
        // The parts hold no text: the test for it is the caller's, as the server's database is.
        const text = normalizeSearchText(query.q ?? '');
        const holding = whole.filter((recipe) => holdsText(recipe.card, text, query.lang));
        const answer = searchRecipes(catalogue, query, {
          textHolders: holdersByPart(
            catalogue,
            Int32Array.from(holding, (recipe) => recipe.id),
          ),
        });
        expect(answer).toEqual(searchRecipes(oneIndex, query));
        if (!query.ingredients.length) expect(answer).toEqual(browsedByHand(whole, query));
        for (const recipe of whole)
          expect(recipeBySlug(catalogue, recipe.card.slug)?.lines).toEqual(recipe.lines);
        for (let id = 0; id < 36; id++)
          if (!latest.has(id)) expect(recipeBySlug(catalogue, `r${id}`)).toBeUndefined();
      }),
      { numRuns: 600 },
    );
  });

  it('indexes again only what changed: the base is kept, and the delta holds the changed recipes', () => {
    const base = catalogueFrom(
      1,
      [0, 1, 2].map((id) =>
        recipeOf(id, {
          title: 'Tagine',
          lines: [{ slug: 'eggs', optional: false, key: false }],
          difficulty: 'easy',
          time: 10,
        }),
      ),
      kitchen,
    );
    const patched = patchCatalogue(base, 2, new Map([[1, null]]));
    expect(patched.parts[0]?.snapshot).toBe(base.parts[0]?.snapshot);
    expect([...(patched.parts[0]?.hidden ?? [])]).toEqual([0, 1, 0]);
    expect(patched.parts).toHaveLength(1);
    const again = patchCatalogue(
      patched,
      3,
      new Map([[7, recipeOf(7, { title: 'Harira', lines: [], difficulty: 'easy', time: 5 })]]),
    );
    expect(again.parts[1]?.snapshot.recipes.map((card) => card.slug)).toEqual(['r7']);
    expect(again.version).toBe(3);
  });

  it('takes the orders a database kept, skipping ids it does not hold, and sorts when one misses a recipe', () => {
    fc.assert(
      fc.property(fc.array(arbitraryState, { minLength: 1, maxLength: 25 }), (states) => {
        const recipes = states.map((state, at) => recipeOf(at * 2, state));
        const sorted = catalogueFrom(1, recipes, kitchen).parts[0]?.snapshot as CatalogueSnapshot;
        const idsOf = (order: Int32Array) => Int32Array.from(order, (o) => o * 2);
        // Taken as given (here the sorted order reversed), with the odd ids the database holds and
        // the catalogue does not (unpublished) skipped.
        const given = Int32Array.from(sorted.orders.title.fr.order).reverse();
        const withOthers = Int32Array.from([1, ...idsOf(given), 3]);
        const title = { ar: withOthers, fr: withOthers, en: withOthers };
        const kept = catalogueFrom(1, recipes, kitchen, { title, slug: withOthers }).parts[0]
          ?.snapshot as CatalogueSnapshot;
        expect([...kept.orders.title.en.order]).toEqual([...given]);
        given.forEach((ordinal, place) => expect(kept.orders.title.ar.rank[ordinal]).toBe(place));
        expect([...kept.index.ordinalBySlugRank]).toEqual([...given]);
        // The slugs one recipe short: no order taken, every one sorted here.
        const short = idsOf(given).subarray(1);
        const fallback = catalogueFrom(1, recipes, kitchen, { title, slug: short }).parts[0]
          ?.snapshot as CatalogueSnapshot;
        expect(fallback.orders).toEqual(sorted.orders);
        expect(fallback.index.slugRank).toEqual(sorted.index.slugRank);
      }),
      { numRuns: 100 },
    );
  });
});
