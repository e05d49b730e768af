import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from './catalogue.ts';
import {
  compareMatches,
  matchRecipe,
  MAX_MISSING_DEFAULT,
  MAX_MISSING_UI,
  passesFilters,
  scoreMatch,
  SORT_ORDERS,
  type MatchableRecipe,
} from './matching.ts';
import { formatMinutes, isoDuration } from './time-format.ts';

const recipe = (
  required: string[],
  optional: string[] = [],
  extra: Partial<MatchableRecipe> = {},
): MatchableRecipe => ({
  difficulty: 'hard',
  hasInstructions: false,
  ingredients: [
    ...required.map((slug) => ({ slug, optional: false })),
    ...optional.map((slug) => ({ slug, optional: true })),
  ],
  ...extra,
});
const letters = (n: number, prefix = 'i') => Array.from({ length: n }, (_, k) => `${prefix}${k}`);

describe('match scoring (public-site.md §9)', () => {
  it('starts from the rounded match percentage', () => {
    // 10 required, 1 selected, hard, no instructions: 10 % and nothing else
    expect(matchRecipe(recipe(letters(10)), new Set(['i0'])).matchScore).toBe(10);
    // 3 of 9: 33.33… → 33
    expect(matchRecipe(recipe(letters(9)), new Set(['i8'])).matchPercentage).toBe(11);
  });

  it('adds +5 for exactly 2 matches and +10 for 3 or more', () => {
    expect(matchRecipe(recipe(letters(10)), new Set(['i0', 'i1'])).matchScore).toBe(20 + 5);
    expect(matchRecipe(recipe(letters(10)), new Set(['i0', 'i1', 'i2'])).matchScore).toBe(30 + 10);
  });

  it('adds by missing count: 0 or 1 → 20, 2 → 15, 3 → 10, 4–5 → 5, and 30 when nothing is missing', () => {
    const scoreWithMissing = (missing: number) =>
      scoreMatch({
        total: 20,
        available: 20 - missing,
        availableRequired: 20 - missing,
        missingRequired: missing,
        difficulty: 'hard',
        hasInstructions: false,
        hasSelectedStaple: false,
      });
    // total 20 so the percentage moves by 5 per missing; matches ≥ 3 always gives +10
    expect(scoreWithMissing(6).matchScore).toBe(70 + 0 + 10);
    expect(scoreWithMissing(5).matchScore).toBe(75 + 5 + 10);
    expect(scoreWithMissing(4).matchScore).toBe(80 + 5 + 10);
    expect(scoreWithMissing(3).matchScore).toBe(100); // 85 + 10 + 10, capped
    const small = scoreMatch({
      total: 2,
      available: 1,
      availableRequired: 1,
      missingRequired: 1,
      difficulty: 'hard',
      hasInstructions: false,
      hasSelectedStaple: false,
    });
    expect(small.matchScore).toBe(50 + 20);
    const none = scoreMatch({
      total: 1,
      available: 0,
      availableRequired: 0,
      missingRequired: 1,
      difficulty: 'hard',
      hasInstructions: false,
      hasSelectedStaple: false,
    });
    expect(none.matchScore).toBe(0 + 20);
    const full = scoreMatch({
      total: 1,
      available: 1,
      availableRequired: 1,
      missingRequired: 0,
      difficulty: 'hard',
      hasInstructions: false,
      hasSelectedStaple: false,
    });
    expect(full.matchScore).toBe(100); // 100 + 30 + 20, capped
  });

  it('adds +5 easy, +2 medium, +8 for a selected staple, +3 for instructions', () => {
    const base = recipe(letters(10));
    const one = new Set(['i0']);
    expect(matchRecipe({ ...base, difficulty: 'easy' }, one).matchScore).toBe(15);
    expect(matchRecipe({ ...base, difficulty: 'medium' }, one).matchScore).toBe(12);
    expect(matchRecipe({ ...base, hasInstructions: true }, one).matchScore).toBe(13);
    const withStaple = recipe(['onions', ...letters(9)]);
    expect(matchRecipe(withStaple, new Set(['onions'])).matchScore).toBe(18);
    // a staple the recipe does not use earns nothing
    expect(matchRecipe(base, new Set(['i0', 'onions'])).matchScore).toBe(10);
  });

  it('counts optional ingredients only when asked', () => {
    const r = recipe(['a', 'b'], ['c', 'd']);
    const selected = new Set(['a', 'c']);
    expect(matchRecipe(r, selected)).toMatchObject({
      totalIngredients: 2,
      availableIngredients: ['a'],
      missingIngredients: ['b'],
      matchPercentage: 50,
    });
    expect(matchRecipe(r, selected, { includeOptional: true })).toMatchObject({
      totalIngredients: 4,
      availableIngredients: ['a', 'c'],
      missingIngredients: ['b', 'd'],
      matchPercentage: 50,
    });
  });

  it('can make with one required ingredient selected and at most the limit missing', () => {
    const thirteen = recipe(letters(14));
    const one = new Set(['i0']);
    expect(MAX_MISSING_DEFAULT).toBe(12);
    expect(MAX_MISSING_UI).toBe(10);
    expect(matchRecipe(thirteen, one).canMake).toBe(false); // 13 missing > 12
    expect(matchRecipe(recipe(letters(13)), one).canMake).toBe(true); // 12 missing
    expect(matchRecipe(recipe(letters(12)), one, { maxMissing: MAX_MISSING_UI }).canMake).toBe(
      false,
    );
    expect(matchRecipe(recipe(letters(11)), one, { maxMissing: MAX_MISSING_UI }).canMake).toBe(
      true,
    );
    // only an optional ingredient selected: not enough
    expect(
      matchRecipe(recipe(['a'], ['b']), new Set(['b']), { includeOptional: true }).canMake,
    ).toBe(false);
  });

  const arbitraryRecipe = fc
    .record({
      required: fc.uniqueArray(fc.constantFrom(...letters(20)), { minLength: 1, maxLength: 15 }),
      optional: fc.uniqueArray(fc.constantFrom(...letters(6, 'o')), { maxLength: 4 }),
      difficulty: fc.constantFrom(...DIFFICULTIES),
      hasInstructions: fc.boolean(),
    })
    .map(({ required, optional, difficulty, hasInstructions }) =>
      recipe(required, optional, { difficulty, hasInstructions }),
    );
  const arbitrarySelection = fc.uniqueArray(
    fc.constantFrom(...letters(20), ...letters(6, 'o'), 'onions'),
    { maxLength: 26 },
  );

  it('keeps every score within 0–100 and the counts consistent', () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        arbitrarySelection,
        fc.boolean(),
        (r, selection, includeOptional) => {
          const result = matchRecipe(r, new Set(selection), { includeOptional });
          expect(result.matchScore).toBeGreaterThanOrEqual(0);
          expect(result.matchScore).toBeLessThanOrEqual(100);
          expect(result.missingCount).toBe(result.missingIngredients.length);
          expect(result.availableIngredients.length + result.missingCount).toBe(
            result.totalIngredients,
          );
          if (result.availableIngredients.length === 0) expect(result.canMake).toBe(false);
        },
      ),
    );
  });

  it('never lowers the percentage when one more ingredient is selected', () => {
    fc.assert(
      fc.property(
        arbitraryRecipe,
        arbitrarySelection,
        fc.constantFrom(...letters(20)),
        (r, selection, extra) => {
          const before = matchRecipe(r, new Set(selection));
          const after = matchRecipe(r, new Set([...selection, extra]));
          expect(after.matchPercentage).toBeGreaterThanOrEqual(before.matchPercentage);
          expect(after.missingCount).toBeLessThanOrEqual(before.missingCount);
          if (before.canMake) expect(after.canMake).toBe(true);
        },
      ),
    );
  });
});

describe('sorting and filters', () => {
  const entry = (
    slug: string,
    matchScore: number,
    missingCount: number,
    totalTime: number,
    difficulty: 'easy' | 'medium' | 'hard',
  ) => ({
    slug,
    matchScore,
    missingCount,
    totalTime,
    difficulty,
  });
  const entries = [
    entry('b', 80, 2, 60, 'hard'),
    entry('a', 80, 1, 30, 'medium'),
    entry('c', 95, 4, 90, 'easy'),
    entry('d', 80, 1, 30, 'easy'),
  ];

  it('sorts by score (fewer missing on ties), by total time, by difficulty', () => {
    const slugs = (order: (typeof SORT_ORDERS)[number]) =>
      [...entries].sort(compareMatches(order)).map((e) => e.slug);
    expect(slugs('matchScore')).toEqual(['c', 'a', 'd', 'b']);
    expect(slugs('cookingTime')).toEqual(['a', 'd', 'b', 'c']);
    expect(slugs('difficulty')).toEqual(['c', 'd', 'a', 'b']);
  });

  it('is a total order for every sort', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            slug: fc.string(),
            matchScore: fc.nat(100),
            missingCount: fc.nat(15),
            totalTime: fc.nat(600),
            difficulty: fc.constantFrom(...DIFFICULTIES),
          }),
          { selector: (entry) => entry.slug },
        ),
        fc.constantFrom(...SORT_ORDERS),
        (list, order) => {
          const once = [...list].sort(compareMatches(order));
          const twice = [...once].reverse().sort(compareMatches(order));
          expect(twice).toEqual(once);
        },
      ),
    );
  });

  it('filters by category, difficulty and maximum total time', () => {
    const r = { category: 'tagine', difficulty: 'easy' as const, totalTime: 45 };
    expect(passesFilters(r, {})).toBe(true);
    expect(passesFilters(r, { category: 'all' })).toBe(true);
    expect(passesFilters(r, { category: 'soup' })).toBe(false);
    expect(passesFilters(r, { difficulty: 'hard' })).toBe(false);
    expect(passesFilters(r, { maxTotalTime: 45 })).toBe(true);
    expect(passesFilters(r, { maxTotalTime: 44 })).toBe(false);
  });
});

describe('time formats', () => {
  it('formats minutes and ISO durations', () => {
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(60)).toBe('1h');
    expect(formatMinutes(95)).toBe('1h 35m');
    expect(isoDuration(95)).toBe('PT1H35M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(15)).toBe('PT15M');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

describe('the cook’s filters (issue #40)', () => {
  const recipe = {
    category: 'soup',
    difficulty: 'easy' as const,
    totalTime: 60,
    region: 'fes' as const,
    occasions: ['ramadan' as const, 'everyday' as const],
    seasons: ['winter' as const],
    soak_time: 720,
  };
  it('keeps a recipe of the region, the occasion and the season asked for', () => {
    expect(passesFilters(recipe, { region: 'fes', occasion: 'ramadan', season: 'winter' })).toBe(
      true,
    );
    expect(passesFilters(recipe, { region: 'north' })).toBe(false);
    expect(passesFilters(recipe, { occasion: 'wedding' })).toBe(false);
    expect(passesFilters(recipe, { season: 'summer' })).toBe(false);
    expect(passesFilters({ ...recipe, seasons: [] }, { season: 'winter' })).toBe(false);
  });
  it('leaves out a recipe that needs soaking when asked for none', () => {
    expect(passesFilters(recipe, { noSoaking: true })).toBe(false);
    expect(passesFilters({ ...recipe, soak_time: 0 }, { noSoaking: true })).toBe(true);
    expect(passesFilters(recipe, { noSoaking: false })).toBe(true);
  });
});
