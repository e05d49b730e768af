import {
  SWAP_QUALITIES,
  type Difficulty,
  type IndexableRecipe,
  type SwapRule,
} from '@chhiwat/core';

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same catalogue. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const VOCABULARY_SIZE = 2000;
const STAPLES = [
  'onions',
  'garlic',
  'tomatoes',
  'olive-oil',
  'salt',
  'cumin',
  'paprika',
  'chicken',
  'lamb',
  'carrots',
];

/** Ingredient slugs: a few staples, then a long tail. */
export const vocabulary = (): string[] => [
  ...STAPLES,
  ...Array.from({ length: VOCABULARY_SIZE - STAPLES.length }, (_, n) => `ingredient-${n}`),
];

/**
 * Draws an ingredient with a Zipf-like skew: the first ones (staples) appear in many recipes, the
 * tail in few. Inverse-CDF of a power law over ranks.
 */
function skewedPick(next: () => number, size: number): number {
  return Math.min(size - 1, Math.floor(size * Math.pow(next(), 2.2)));
}

/** The index's own recipe shape already carries the slug and total time the orders need. */
export type SyntheticRecipe = IndexableRecipe;

/** The kitchen of the "all on" rows: pantry staples counted as at hand (decision 0016). */
export const SYNTHETIC_KITCHEN_STAPLES = ['salt', 'olive-oil', 'cumin', 'paprika', 'ingredient-0'];

/** `count` swap rules, each replacing a skewed pick with one or two others. */
export function syntheticSwapRules(count: number, seed = 11): SwapRule[] {
  const next = random(seed);
  const words = vocabulary();
  const rules = new Map<string, SwapRule>();
  while (rules.size < count) {
    const missing = words[skewedPick(next, words.length)] ?? 'salt';
    const using = new Set<string>();
    const size = 1 + Math.floor(next() * 2);
    while (using.size < size) {
      const word = words[skewedPick(next, words.length)] ?? 'salt';
      if (word !== missing) using.add(word);
    }
    const quality = SWAP_QUALITIES[Math.floor(next() * SWAP_QUALITIES.length)] ?? 'close';
    const rule = { missing, using: [...using].sort(), quality };
    rules.set(`${missing}:${rule.using.join()}`, rule);
  }
  return [...rules.values()];
}

/**
 * `count` recipes of 5–15 ingredients (about 15 % optional), deterministic from `seed`; with
 * `keys`, one or two required non-staple lines of each are its key ingredients.
 */
export function syntheticCatalogue(
  count: number,
  seed = 42,
  { keys = false } = {},
): SyntheticRecipe[] {
  const next = random(seed);
  const words = vocabulary();
  const difficulties: Difficulty[] = ['easy', 'medium', 'hard'];
  const recipes: SyntheticRecipe[] = new Array(count);
  for (let r = 0; r < count; r++) {
    const size = 5 + Math.floor(next() * 11);
    const chosen = new Set<number>();
    while (chosen.size < size) chosen.add(skewedPick(next, words.length));
    recipes[r] = {
      slug: `recipe-${r}`,
      difficulty: difficulties[Math.floor(next() * 3)] ?? 'easy',
      hasInstructions: next() > 0.05,
      totalTime: 10 + Math.floor(next() * 240),
      ingredients: [...chosen].map((index) => ({
        slug: words[index] ?? 'salt',
        optional: next() < 0.15,
      })),
    };
    if (keys) markKeys(recipes[r] as SyntheticRecipe, 1 + Math.floor(next() * 2));
  }
  return recipes;
}

function markKeys(recipe: SyntheticRecipe, count: number) {
  let left = count;
  recipe.ingredients = recipe.ingredients.map((line) => {
    const key = left > 0 && !line.optional && !SYNTHETIC_KITCHEN_STAPLES.includes(line.slug);
    if (key) left--;
    return { ...line, key };
  });
}

/** Pantries of a given size, drawn with the same skew (people own staples more often). */
export function syntheticPantries(size: number, count: number, seed = 7): string[][] {
  const next = random(seed + size);
  const words = vocabulary();
  return Array.from({ length: count }, () => {
    const pantry = new Set<string>();
    while (pantry.size < size) pantry.add(words[skewedPick(next, words.length)] ?? 'salt');
    return [...pantry];
  });
}
