import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import { MatchIndex, type IndexableRecipe } from './match-index.ts';
import { EMPTY_KITCHEN, kitchenOf, SWAP_QUALITIES, type Kitchen } from './kitchen.ts';
import {
  compareMatches,
  matchRecipe,
  rankingRuleOf,
  SORT_ORDERS,
  type SortOrder,
} from './matching.ts';

const vocabulary = [
  'onions',
  'tomatoes',
  'garlic',
  'cumin',
  'lamb',
  'carrots',
  'olives',
  'saffron',
  'mint',
  'flour',
];

const arbitraryRecipe = fc
  .record({
    links: fc.uniqueArray(
      fc
        .record({
          slug: fc.constantFrom(...vocabulary),
          optional: fc.boolean(),
          key: fc.boolean(),
        })
        // a key line is a required one, and most lines are not keys
        .map((link) => ({ ...link, key: link.key && !link.optional && link.slug < 'h' })),
      {
        minLength: 1,
        maxLength: 8,
        selector: (link) => link.slug,
      },
    ),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    hasInstructions: fc.boolean(),
    totalTime: fc.integer({ min: 0, max: 300 }),
    slug: fc.stringMatching(/^[a-z]{1,3}$/),
  })
  .map(({ links, ...recipe }): IndexableRecipe => ({ ...recipe, ingredients: links }));

const catalogueOf = (size: { minLength?: number; maxLength: number }) =>
  fc
    .array(arbitraryRecipe, size)
    // unique slugs, in an order unrelated to the ordinals
    .map((recipes) => recipes.map((recipe, i) => ({ ...recipe, slug: `${recipe.slug}-${i}` })));

const arbitraryCatalogue = catalogueOf({ maxLength: 40 });

/** Staples and swap rules over the same vocabulary (or none: the spec's matching). */
const arbitraryKitchen = fc.oneof(
  fc.constant(EMPTY_KITCHEN),
  fc
    .record({
      staples: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 3 }),
      rules: fc.array(
        fc.record({
          missing: fc.constantFrom(...vocabulary),
          using: fc.uniqueArray(fc.constantFrom(...vocabulary, 'unknown'), {
            minLength: 1,
            maxLength: 2,
          }),
          quality: fc.constantFrom(...SWAP_QUALITIES),
        }),
        { maxLength: 6 },
      ),
    })
    .map(({ staples, rules }) =>
      kitchenOf(
        staples,
        rules.filter((rule) => !rule.using.includes(rule.missing)),
      ),
    ),
);

describe('MatchIndex', () => {
  it('gives exactly the core scoring for every recipe that uses a selected ingredient', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.uniqueArray(fc.constantFrom(...vocabulary, 'unknown')),
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        arbitraryKitchen,
        (catalogue, selection, includeOptional, maxMissing, kitchen) => {
          const index = new MatchIndex(catalogue);
          const options = { includeOptional, maxMissing, kitchen };
          // twice: the scratch counters must be clean after a query
          for (let round = 0; round < 2; round++) {
            const results = index.match(selection, options);
            const ownPicks = selection.filter((slug) => !kitchen.staples.has(slug));
            const expected = catalogue
              .map((recipe, ordinal) => ({ ordinal, recipe }))
              .filter(({ recipe }) =>
                recipe.ingredients.some((link) => ownPicks.includes(link.slug)),
              );
            expect(results.map((r) => r.ordinal).sort((a, b) => a - b)).toEqual(
              expected.map((e) => e.ordinal),
            );
            for (const result of results) {
              const {
                availableIngredients: _a,
                missingIngredients: _m,
                stapleIngredients: _s,
                swaps,
                missingKeyIngredients,
                ...core
              } = matchRecipe(
                catalogue[result.ordinal] as IndexableRecipe,
                new Set(selection),
                options,
              );
              expect(result).toEqual({
                ...core,
                ordinal: result.ordinal,
                missingKeyCount: missingKeyIngredients.length,
                swapCount: swaps.length,
              });
            }
          }
        },
      ),
    );
  });

  it('scores every recipe when asked, the untouched ones as having nothing selected', () => {
    const catalogue: IndexableRecipe[] = [
      {
        slug: 'a',
        totalTime: 10,
        difficulty: 'easy',
        hasInstructions: true,
        ingredients: [{ slug: 'onions', optional: false }],
      },
      {
        slug: 'b',
        totalTime: 20,
        difficulty: 'hard',
        hasInstructions: false,
        ingredients: [{ slug: 'lamb', optional: false }],
      },
    ];
    const results = new MatchIndex(catalogue).match(['onions'], { everyRecipe: true });
    expect(results).toHaveLength(2);
    expect(results.find((r) => r.ordinal === 1)).toMatchObject({
      matchPercentage: 0,
      canMake: false,
    });
    expect(results.find((r) => r.ordinal === 0)).toMatchObject({
      matchPercentage: 100,
      canMake: true,
    });
  });

  /** The index's first page, and its counts, against the reference scoring and order. */
  function expectRankedAsReference(
    index: MatchIndex,
    catalogue: IndexableRecipe[],
    selection: string[],
    options: { includeOptional: boolean; maxMissing: number; kitchen: Kitchen },
    order: SortOrder,
    count: number,
  ) {
    const even = (ordinal: number) => ordinal % 2 === 0;
    const expected = catalogue
      .map((recipe, ordinal) => {
        const match = matchRecipe(recipe, new Set(selection), options);
        // compareMatches breaks ties on the swap count, which matchRecipe gives as a list
        return { ordinal, ...recipe, ...match, swapCount: match.swaps.length };
      })
      .filter((r) => r.canMake);
    expected.sort(compareMatches(order, rankingRuleOf(options.kitchen)));
    const ranked = index.rank(selection, { ...options, order, count, accept: even });
    expect(ranked.canMakeCount).toBe(expected.length);
    const accepted = expected.filter((r) => even(r.ordinal));
    expect(ranked.acceptedCount).toBe(accepted.length);
    const page = accepted.slice(0, count);
    expect(ranked.matches.map((m) => catalogue[m.ordinal]?.slug)).toEqual(page.map((r) => r.slug));
    for (const [i, match] of ranked.matches.entries())
      expect(match.matchScore).toBe(page[i]?.matchScore);
  }

  it('ranks the first page of can-make recipes exactly as the core scoring and order do', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.array(fc.uniqueArray(fc.constantFrom(...vocabulary)), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...SORT_ORDERS),
        fc.integer({ min: 0, max: 50 }),
        arbitraryKitchen,
        (catalogue, selections, includeOptional, maxMissing, order, count, kitchen) => {
          const index = new MatchIndex(catalogue);
          // two queries on one index: nothing of the first may leak into the second
          for (const [i, selection] of selections.entries())
            expectRankedAsReference(
              index,
              catalogue,
              selection,
              { includeOptional: includeOptional !== (i === 1), maxMissing, kitchen },
              order,
              count,
            );
        },
      ),
    );
  });

  it('ranks as the core does for kitchen after kitchen on one index (staple counts are kept)', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1 }),
        // more staple sets than the index keeps, some asked for again
        fc.array(arbitraryKitchen, { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        (catalogue, selection, kitchens, turns, includeOptional) => {
          const index = new MatchIndex(catalogue);
          for (const turn of turns) {
            const kitchen = kitchens[turn] ?? EMPTY_KITCHEN;
            const options = { includeOptional, maxMissing: 4, kitchen };
            expectRankedAsReference(index, catalogue, selection, options, 'matchScore', 10);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('ranks as the core does when picks change the swaps the staples allow alone', () => {
    // carrots and cumin are swapped by the staple alone (and may be keys, as garlic may); onions
    // bring carrots a better rule; saffron, lamb and onions (bonus ingredients) are swapped only
    // through picks
    const kitchen = kitchenOf(
      ['flour'],
      [
        { missing: 'carrots', using: ['flour'], quality: 'pinch' },
        { missing: 'carrots', using: ['onions'], quality: 'equivalent' },
        { missing: 'cumin', using: ['flour'], quality: 'close' },
        { missing: 'saffron', using: ['mint'], quality: 'close' },
        { missing: 'lamb', using: ['flour', 'garlic'], quality: 'equivalent' },
        { missing: 'onions', using: ['olives'], quality: 'equivalent' },
      ],
    );
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.array(fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1 }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.boolean(),
        fc.constantFrom(...SORT_ORDERS),
        (catalogue, selections, includeOptional, order) => {
          const index = new MatchIndex(catalogue);
          for (const selection of selections) {
            const options = { includeOptional, maxMissing: 3, kitchen };
            expectRankedAsReference(index, catalogue, selection, options, order, 8);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ranks by a swapped bonus ingredient as the recipe written would, swapped by a pick or a staple', () => {
    // 11 lines, 4 had, one swapped, 6 missing: there the written recipe's bonus (lamb, not mint)
    // moves the score by one, and the lamb recipe must come first although its slug comes last
    const spices = Array.from({ length: 10 }, (_, i) => ({ slug: `spice-${i}`, optional: false }));
    const recipeWith = (slug: string, swapped: string): IndexableRecipe => ({
      slug,
      totalTime: 90,
      difficulty: 'easy',
      hasInstructions: true,
      ingredients: [{ slug: swapped, optional: false }, ...spices],
    });
    // (the helper keeps even ordinals only: a recipe nobody can make sits between the two)
    const catalogue = [
      recipeWith('lamb-feast', 'lamb'),
      {
        ...recipeWith('saffron-only', 'saffron'),
        ingredients: [{ slug: 'saffron', optional: false }],
      },
      recipeWith('a-mint-feast', 'mint'),
    ];
    const rules = ['lamb', 'mint'].map((missing) => ({
      missing,
      using: ['spice-0'],
      quality: 'equivalent' as const,
    }));
    const picks = ['spice-0', 'spice-1', 'spice-2', 'spice-3'];
    for (const staples of [[], ['spice-0']]) {
      const options = { includeOptional: false, maxMissing: 6, kitchen: kitchenOf(staples, rules) };
      const scores = catalogue.map((recipe) => matchRecipe(recipe, new Set(picks), options));
      expect([scores[0]?.matchScore, scores[2]?.matchScore]).toEqual([63, 62]);
      expectRankedAsReference(
        new MatchIndex(catalogue),
        catalogue,
        picks,
        options,
        'matchScore',
        2,
      );
    }
  });

  it('ranks catalogues of hundreds of recipes as the core does, wherever the candidates sit', () => {
    fc.assert(
      fc.property(
        catalogueOf({ minLength: 60, maxLength: 200 }),
        fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1 }),
        fc.boolean(),
        fc.constantFrom(...SORT_ORDERS),
        arbitraryKitchen,
        (catalogue, selection, includeOptional, order, kitchen) => {
          const options = { includeOptional, maxMissing: 3, kitchen };
          expectRankedAsReference(
            new MatchIndex(catalogue),
            catalogue,
            selection,
            options,
            order,
            24,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a recipe with more lines than its per-recipe counters hold', () => {
    const ingredients = Array.from({ length: 256 }, (_, i) => ({ slug: `i${i}`, optional: false }));
    const recipe = {
      slug: 'feast',
      totalTime: 60,
      difficulty: 'hard' as const,
      hasInstructions: true,
    };
    expect(() => new MatchIndex([{ ...recipe, ingredients }])).toThrow(RangeError);
  });
});
