import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import { MatchIndex, type IndexableRecipe } from './match-index.ts';
import { compareMatches, matchRecipe, SORT_ORDERS } from './matching.ts';

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

const arbitraryCatalogue = fc
  .array(
    fc
      .record({
        links: fc.uniqueArray(
          fc.record({ slug: fc.constantFrom(...vocabulary), optional: fc.boolean() }),
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
      .map(({ links, ...recipe }): IndexableRecipe => ({ ...recipe, ingredients: links })),
    { maxLength: 40 },
  )
  // unique slugs, in an order unrelated to the ordinals
  .map((recipes) => recipes.map((recipe, i) => ({ ...recipe, slug: `${recipe.slug}-${i}` })));

describe('MatchIndex', () => {
  it('gives exactly the core scoring for every recipe that uses a selected ingredient', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.uniqueArray(fc.constantFrom(...vocabulary, 'unknown')),
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        (catalogue, selection, includeOptional, maxMissing) => {
          const index = new MatchIndex(catalogue);
          const options = { includeOptional, maxMissing };
          // twice: the scratch counters must be clean after a query
          for (let round = 0; round < 2; round++) {
            const results = index.match(selection, options);
            const expected = catalogue
              .map((recipe, ordinal) => ({ ordinal, recipe }))
              .filter(({ recipe }) =>
                recipe.ingredients.some((link) => selection.includes(link.slug)),
              );
            expect(results.map((r) => r.ordinal).sort((a, b) => a - b)).toEqual(
              expected.map((e) => e.ordinal),
            );
            for (const result of results) {
              const {
                availableIngredients: _a,
                missingIngredients: _m,
                ...core
              } = matchRecipe(
                catalogue[result.ordinal] as IndexableRecipe,
                new Set(selection),
                options,
              );
              expect({ ...result, ordinal: undefined }).toEqual({ ...core, ordinal: undefined });
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

  it('ranks the first page of can-make recipes exactly as the core scoring and order do', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue,
        fc.uniqueArray(fc.constantFrom(...vocabulary)),
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...SORT_ORDERS),
        fc.integer({ min: 0, max: 50 }),
        (catalogue, selection, includeOptional, maxMissing, order, count) => {
          const index = new MatchIndex(catalogue);
          const options = { includeOptional, maxMissing };
          const even = (ordinal: number) => ordinal % 2 === 0;
          const expected = catalogue
            .map((recipe, ordinal) => ({
              ordinal,
              ...recipe,
              ...matchRecipe(recipe, new Set(selection), options),
            }))
            .filter((r) => r.canMake);
          expected.sort(compareMatches(order));
          const ranked = index.rank(selection, { ...options, order, count, accept: even });
          expect(ranked.canMakeCount).toBe(expected.length);
          const accepted = expected.filter((r) => even(r.ordinal));
          expect(ranked.acceptedCount).toBe(accepted.length);
          const page = accepted.slice(0, count);
          expect(ranked.matches.map((m) => catalogue[m.ordinal]?.slug)).toEqual(
            page.map((r) => r.slug),
          );
          for (const [i, match] of ranked.matches.entries())
            expect(match.matchScore).toBe(page[i]?.matchScore);
        },
      ),
    );
  });
});
