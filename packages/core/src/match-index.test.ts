import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import { MatchIndex } from './match-index.ts';
import { matchRecipe, type MatchableRecipe } from './matching.ts';

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

const arbitraryCatalogue = fc.array(
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
    })
    .map(({ links, difficulty, hasInstructions }): MatchableRecipe => ({
      ingredients: links,
      difficulty,
      hasInstructions,
    })),
  { maxLength: 40 },
);

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
                catalogue[result.ordinal] as MatchableRecipe,
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
    const catalogue: MatchableRecipe[] = [
      {
        difficulty: 'easy',
        hasInstructions: true,
        ingredients: [{ slug: 'onions', optional: false }],
      },
      {
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
});
