// One file over 300 lines: the tests of one module, kitchen.ts. Its first 90 lines are generators
// and the spec's matching written again as the oracle, which the matching cases check against.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from './catalogue.ts';
import {
  countedStaples,
  DEFAULT_KITCHEN_SETTINGS,
  EMPTY_KITCHEN,
  kitchenOf,
  kitchenQuery,
  parseStoredKitchen,
  recipeKitchenOf,
  SWAP_QUALITIES,
  SWAP_WEIGHTS,
  type SwapRule,
} from './kitchen.ts';
import { compareMatches, matchRecipe, type MatchableRecipe } from './matching.ts';

const vocabulary = ['chicken', 'onions', 'garlic', 'lemons', 'salt', 'ginger', 'butter', 'smen'];

const arbitraryRecipe = fc
  .record({
    links: fc.uniqueArray(
      fc.record({
        slug: fc.constantFrom(...vocabulary),
        optional: fc.boolean(),
        key: fc.boolean(),
      }),
      { minLength: 1, maxLength: 7, selector: (link) => link.slug },
    ),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    hasInstructions: fc.boolean(),
  })
  .map(({ links, ...recipe }): MatchableRecipe => ({
    ...recipe,
    ingredients: links.map((link) => ({ ...link, key: link.key && !link.optional })),
  }));

const arbitraryRules = fc
  .array(
    fc.record({
      missing: fc.constantFrom(...vocabulary),
      using: fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
      quality: fc.constantFrom(...SWAP_QUALITIES),
    }),
    { maxLength: 8 },
  )
  .map((rules): SwapRule[] => rules.filter((rule) => !rule.using.includes(rule.missing)));

const arbitraryPantry = fc.uniqueArray(fc.constantFrom(...vocabulary));
const arbitraryStaples = fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 3 });
const options = fc.record({
  includeOptional: fc.boolean(),
  maxMissing: fc.integer({ min: 0, max: 12 }),
});

/** public-site.md §5 and §9, written again from the spec's text, as the oracle. */
function specMatch(
  recipe: MatchableRecipe,
  selected: ReadonlySet<string>,
  includeOptional: boolean,
  maxMissing: number,
) {
  const counted = recipe.ingredients.filter((link) => includeOptional || !link.optional);
  const available = counted.filter((link) => selected.has(link.slug));
  const missing = counted.length - available.length;
  const percentage = counted.length ? (available.length / counted.length) * 100 : 0;
  const bySpec: Record<Difficulty, number> = { easy: 5, medium: 2, hard: 0 };
  const staples = ['chicken', 'lamb', 'beef', 'fish', 'eggplant', 'tomatoes', 'onions', 'carrots'];
  const score =
    Math.round(percentage) +
    (missing === 0 ? 30 : 0) +
    (missing <= 1 ? 20 : missing === 2 ? 15 : missing === 3 ? 10 : missing <= 5 ? 5 : 0) +
    bySpec[recipe.difficulty] +
    (available.some((link) => staples.includes(link.slug)) ? 8 : 0) +
    (available.length >= 3 ? 10 : available.length === 2 ? 5 : 0) +
    (recipe.hasInstructions ? 3 : 0);
  const required = recipe.ingredients.filter((link) => !link.optional);
  const requiredHad = required.filter((link) => selected.has(link.slug)).length;
  return {
    matchScore: Math.min(score, 100),
    matchPercentage: Math.round(percentage),
    missingCount: missing,
    totalIngredients: counted.length,
    canMake: requiredHad >= 1 && required.length - requiredHad <= maxMissing,
  };
}

describe('kitchen-aware matching (decision 0016)', () => {
  it('with staples and swaps off and no keys, is the spec’s matching exactly', () => {
    fc.assert(
      fc.property(arbitraryRecipe, arbitraryPantry, options, (recipe, pantry, opts) => {
        const plain = {
          ...recipe,
          ingredients: recipe.ingredients.map((link) => ({ ...link, key: false })),
        };
        const selected = new Set(pantry);
        const result = matchRecipe(plain, selected, { ...opts, kitchen: EMPTY_KITCHEN });
        expect(result).toMatchObject(
          specMatch(plain, selected, opts.includeOptional, opts.maxMissing),
        );
        expect(result.stapleIngredients).toEqual([]);
        expect(result.swaps).toEqual([]);
      }),
    );
  });

  it('never ranks a recipe made with a swap above the same recipe made as written', () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        arbitraryPantry,
        arbitraryStaples,
        arbitraryRules,
        options,
        (recipe, pantry, staples, rules, opts) => {
          const kitchen = kitchenOf(staples, rules);
          const ranked = (selection: string[]) => {
            const match = matchRecipe(recipe, new Set(selection), { ...opts, kitchen });
            return {
              ...match,
              slug: 'same',
              difficulty: recipe.difficulty,
              totalTime: 0,
              swapCount: match.swaps.length,
            };
          };
          const withSwaps = ranked(pantry);
          for (const swap of withSwaps.swaps) {
            const asWritten = ranked([...pantry, swap.missing]);
            expect(asWritten.matchScore).toBeGreaterThanOrEqual(withSwaps.matchScore);
            expect(compareMatches('matchScore')(asWritten, withSwaps)).toBeLessThan(0);
          }
          // and allowing swaps never scores below leaving those ingredients missing
          const swapsOff = matchRecipe(recipe, new Set(pantry), {
            ...opts,
            kitchen: kitchenOf(staples, []),
          });
          expect(withSwaps.matchScore).toBeGreaterThanOrEqual(swapsOff.matchScore);
          expect(withSwaps.matchPercentage).toBeGreaterThanOrEqual(swapsOff.matchPercentage);
        },
      ),
    );
  });

  it('matches nothing with staples alone', () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        arbitraryStaples,
        arbitraryRules,
        options,
        (recipe, staples, rules, opts) => {
          const kitchen = kitchenOf(staples, rules);
          for (const selection of [[], staples]) {
            const result = matchRecipe(recipe, new Set(selection), { ...opts, kitchen });
            expect(result.canMake).toBe(false);
          }
        },
      ),
    );
  });

  it('never lowers a recipe’s score when one more ingredient is picked', () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        arbitraryPantry,
        fc.constantFrom(...vocabulary),
        arbitraryStaples,
        arbitraryRules,
        options,
        (recipe, pantry, extra, staples, rules, opts) => {
          const kitchen = kitchenOf(staples, rules);
          const before = matchRecipe(recipe, new Set(pantry), { ...opts, kitchen });
          const after = matchRecipe(recipe, new Set([...pantry, extra]), { ...opts, kitchen });
          expect(after.matchScore).toBeGreaterThanOrEqual(before.matchScore);
          expect(after.matchPercentage).toBeGreaterThanOrEqual(before.matchPercentage);
        },
      ),
    );
  });

  it('counts staples as on hand and swaps at their weight, and needs every key ingredient', () => {
    const tagine: MatchableRecipe = {
      difficulty: 'medium',
      hasInstructions: true,
      ingredients: [
        { slug: 'chicken', optional: false, key: true },
        { slug: 'preserved-lemons', optional: false },
        { slug: 'onions', optional: false },
        { slug: 'salt', optional: false },
      ],
    };
    const kitchen = kitchenOf(
      ['salt', 'lemons'],
      [{ missing: 'preserved-lemons', using: ['lemons', 'salt'], quality: 'close' }],
    );
    const result = matchRecipe(tagine, new Set(['chicken', 'onions']), { kitchen });
    expect(result).toMatchObject({
      availableIngredients: ['chicken', 'onions'],
      stapleIngredients: ['salt'],
      missingIngredients: [],
      swaps: [{ missing: 'preserved-lemons', using: ['lemons', 'salt'], quality: 'close' }],
      missingKeyIngredients: [],
      canMake: true,
      // (3 + 0.75) / 4
      matchPercentage: Math.round((3 * 100 + SWAP_WEIGHTS.close) / 4),
    });
    const noChicken = matchRecipe(tagine, new Set(['onions']), { kitchen });
    expect(noChicken).toMatchObject({ canMake: false, missingKeyIngredients: ['chicken'] });
    const swapsOff = matchRecipe(tagine, new Set(['chicken', 'onions']), {
      kitchen: kitchenOf(['salt'], []),
    });
    expect(swapsOff.missingIngredients).toEqual(['preserved-lemons']);
  });
});

describe('"My kitchen" settings', () => {
  it('reads what is stored, and defaults for anything missing or malformed', () => {
    expect(parseStoredKitchen(null)).toEqual(DEFAULT_KITCHEN_SETTINGS);
    expect(parseStoredKitchen('not json')).toEqual(DEFAULT_KITCHEN_SETTINGS);
    expect(parseStoredKitchen('{"staples":["salt",3,"salt"],"swaps":false}')).toEqual({
      staples: ['salt'],
      countStaples: true,
      swaps: false,
    });
  });

  it('asks the API for the catalogue’s staples until edited, none when switched off', () => {
    expect(kitchenQuery(DEFAULT_KITCHEN_SETTINGS)).toEqual({});
    expect(kitchenQuery({ staples: ['salt', 'butter'], countStaples: true, swaps: true })).toEqual({
      staples: 'butter,salt',
    });
    expect(kitchenQuery({ staples: [], countStaples: true, swaps: false })).toEqual({
      staples: '',
      swaps: '0',
    });
    expect(kitchenQuery({ staples: ['salt'], countStaples: false, swaps: true })).toEqual({
      staples: '',
    });
    expect(countedStaples(DEFAULT_KITCHEN_SETTINGS, ['salt'])).toEqual(['salt']);
    expect(countedStaples({ ...DEFAULT_KITCHEN_SETTINGS, countStaples: false }, ['salt'])).toEqual(
      [],
    );
  });
});

describe("a recipe's kitchen", () => {
  const slugs = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const slug = fc.constantFrom(...slugs);
  const rule = fc.record({
    missing: slug,
    using: fc.uniqueArray(slug, { minLength: 1, maxLength: 3 }),
    quality: fc.constantFrom(...SWAP_QUALITIES),
  });
  const catalogue = fc.record({
    ingredients: fc
      .subarray(slugs)
      .chain((staples) =>
        fc.constant(slugs.map((s) => ({ slug: s, is_staple: staples.includes(s) }))),
      ),
    substitutions: fc.array(rule, { maxLength: 10 }),
  });

  it('matches the recipe exactly as the whole catalogue does, whatever is picked', () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }),
        fc.subarray(slugs),
        (whole, lines, picked) => {
          const recipe: MatchableRecipe = {
            difficulty: 'easy',
            hasInstructions: true,
            ingredients: lines.map((s) => ({ slug: s, optional: false, key: false })),
          };
          const kitchenFrom = (part: typeof whole) =>
            kitchenOf(
              part.ingredients.filter((i) => i.is_staple).map((i) => i.slug),
              part.substitutions,
            );
          const scoped = recipeKitchenOf(whole, lines);
          const selected = new Set(picked);
          expect(matchRecipe(recipe, selected, { kitchen: kitchenFrom(scoped) })).toEqual(
            matchRecipe(recipe, selected, { kitchen: kitchenFrom(whole) }),
          );
        },
      ),
    );
  });

  it('keeps only the rules for its lines and the ingredients they name', () => {
    const scoped = recipeKitchenOf(
      {
        ingredients: ['a', 'b', 'c', 'd'].map((s) => ({ slug: s })),
        substitutions: [
          { missing: 'a', using: ['c'] },
          { missing: 'b', using: ['d'] },
        ],
      },
      ['a'],
    );
    expect(scoped).toEqual({
      ingredients: [{ slug: 'a' }, { slug: 'c' }],
      substitutions: [{ missing: 'a', using: ['c'] }],
    });
  });
});
