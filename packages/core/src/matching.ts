// One file over 300 lines: the spec's formula, the swap score, the reference match and the orders
// are one scoring, which the index is tested against; a change to one is a change to the others.
import type { RecipeMatch } from './api/recipes.ts';
import type { Difficulty, Occasion, Region, Season } from './catalogue.ts';
import {
  EMPTY_KITCHEN,
  swapFor,
  SWAP_WEIGHTS,
  type Kitchen,
  type KitchenSettings,
  type SwapRule,
} from './kitchen.ts';
import { MAX_MISSING_DEFAULT } from './match-limits.ts';

// The limits sit in a file of their own, so a page that only asks for matches loads no scoring.
export { MAX_MISSING_DEFAULT, MAX_MISSING_UI } from './match-limits.ts';

/** Match scoring and "can make" of public-site.md §5 and §9, shared by the server's index and tests. */
/** Staples whose selection earns a bonus; the spec's "carrot" is our slug `carrots`. */
export const STAPLE_INGREDIENTS: readonly string[] = [
  'chicken',
  'lamb',
  'beef',
  'fish',
  'eggplant',
  'tomatoes',
  'onions',
  'carrots',
];
export const MATCH_SCORE_CAP = 100;

export interface MatchCounts {
  /** Ingredients counted: the required ones, plus the optional ones when asked for. */
  total: number;
  available: number;
  /** Required ingredients selected, and required ones missing ("can make" looks at these only). */
  availableRequired: number;
  missingRequired: number;
  difficulty: Difficulty;
  hasInstructions: boolean;
  /** Whether a selected ingredient of the recipe is a staple. */
  hasSelectedStaple: boolean;
}

export interface MatchSummary {
  matchScore: number;
  matchPercentage: number;
  missingCount: number;
  totalIngredients: number;
  canMake: boolean;
}

function missingBonus(missing: number): number {
  if (missing <= 1) return 20;
  if (missing === 2) return 15;
  if (missing === 3) return 10;
  if (missing <= 5) return 5;
  return 0;
}

function matchesBonus(matches: number): number {
  if (matches >= 3) return 10;
  return matches === 2 ? 5 : 0;
}

const difficultyBonus: Record<Difficulty, number> = { easy: 5, medium: 2, hard: 0 };

/** The match percentage, swaps counted at their weights (the spec's own formula when there are none). */
export function percentageOf(total: number, have: number, swapCredit = 0): number {
  if (total === 0) return 0;
  return swapCredit === 0 ? (have / total) * 100 : (have * 100 + swapCredit) / total;
}

/** The spec's sum: base = rounded percentage, then the bonuses, capped at 100. */
function scoreFrom(
  percentage: number,
  missing: number,
  matches: number,
  difficulty: Difficulty,
  hasSelectedStaple: boolean,
  hasInstructions: boolean,
): number {
  const score =
    Math.round(percentage) +
    (missing === 0 ? 30 : 0) +
    missingBonus(missing) +
    difficultyBonus[difficulty] +
    (hasSelectedStaple ? 8 : 0) +
    matchesBonus(matches) +
    (hasInstructions ? 3 : 0);
  return Math.min(score, MATCH_SCORE_CAP);
}

/**
 * The spec's score: base = rounded match percentage, then the bonuses, capped at 100. Positional
 * arguments so the index can score a million recipes without making an object for each.
 */
export function matchScoreOf(
  total: number,
  available: number,
  difficulty: Difficulty,
  hasSelectedStaple: boolean,
  hasInstructions: boolean,
): number {
  return scoreFrom(
    percentageOf(total, available),
    total - available,
    available,
    difficulty,
    hasSelectedStaple,
    hasInstructions,
  );
}

/**
 * The score when `swapCount` ingredients are covered by swaps (decision 0016). They count toward
 * the percentage by their weights (`swapCredit`, in percent of an ingredient) and are not missing,
 * but not as matches. The result is never below the score with them missing (allowing swaps never
 * hurts) and, unless that is already so, below the score of the recipe made as written (with them
 * on hand); ties with the written recipe are broken by the swap count in `compareMatches`, so a
 * swap never outranks the real thing. With no swap it is the spec's score.
 */
export function swappedScoreOf(
  total: number,
  have: number,
  swapCount: number,
  swapCredit: number,
  difficulty: Difficulty,
  hasSelectedStaple: boolean,
  hasStapleAsWritten: boolean,
  hasInstructions: boolean,
): number {
  const asMissing = matchScoreOf(total, have, difficulty, hasSelectedStaple, hasInstructions);
  if (swapCount === 0) return asMissing;
  const asWritten = matchScoreOf(
    total,
    have + swapCount,
    difficulty,
    hasStapleAsWritten,
    hasInstructions,
  );
  const weighted = scoreFrom(
    percentageOf(total, have, swapCredit),
    total - have - swapCount,
    have,
    difficulty,
    hasSelectedStaple,
    hasInstructions,
  );
  return Math.max(asMissing, Math.min(weighted, asWritten - 1));
}

/** "Can make": at least one required ingredient selected and at most `maxMissing` required missing. */
export const canMakeOf = (availableRequired: number, missingRequired: number, maxMissing: number) =>
  availableRequired >= 1 && missingRequired <= maxMissing;

/** The spec's score and "can make" from counts. */
export function scoreMatch(counts: MatchCounts, maxMissing = MAX_MISSING_DEFAULT): MatchSummary {
  const matchPercentage = counts.total === 0 ? 0 : (counts.available / counts.total) * 100;
  return {
    matchScore: matchScoreOf(
      counts.total,
      counts.available,
      counts.difficulty,
      counts.hasSelectedStaple,
      counts.hasInstructions,
    ),
    matchPercentage: Math.round(matchPercentage),
    missingCount: counts.total - counts.available,
    totalIngredients: counts.total,
    canMake: canMakeOf(counts.availableRequired, counts.missingRequired, maxMissing),
  };
}

export interface MatchableRecipe {
  difficulty: Difficulty;
  hasInstructions: boolean;
  /** `key`: the recipe cannot be made without it (on hand, a staple or swapped). */
  ingredients: readonly { slug: string; optional: boolean; key?: boolean }[];
}

export interface MatchOptions {
  includeOptional?: boolean;
  maxMissing?: number;
  /** Staples and swaps; none by default, which is the spec's matching. */
  kitchen?: Kitchen;
}

/** The summary with the available and missing slugs: the API's match result (api/recipes.ts). */
export type MatchResult = RecipeMatch;

type Cover = 'selected' | 'staple' | SwapRule | 'missing';

/** How the visitor has one ingredient: picked, a staple, through a swap, or not at all. */
export function coverOf(slug: string, selected: ReadonlySet<string>, kitchen: Kitchen): Cover {
  if (selected.has(slug)) return 'selected';
  if (kitchen.staples.has(slug)) return 'staple';
  const onHand = (other: string) => selected.has(other) || kitchen.staples.has(other);
  return swapFor(slug, onHand, kitchen) ?? 'missing';
}

/**
 * The match result of one recipe against the selection (public-site.md §3, Match result), with
 * the visitor's kitchen: staples count as on hand, swaps cover at their weights, key ingredients
 * must be had. It is the reference the index is tested against, and what a page's cards show.
 */
export function matchRecipe(
  recipe: MatchableRecipe,
  selected: ReadonlySet<string>,
  options: MatchOptions = {},
): MatchResult {
  const kitchen = options.kitchen ?? EMPTY_KITCHEN;
  const lines = recipe.ingredients.map((link) => ({
    ...link,
    cover: coverOf(link.slug, selected, kitchen),
  }));
  const counted = lines.filter((line) => options.includeOptional || !line.optional);
  const slugsOf = (cover: 'selected' | 'staple' | 'missing') =>
    counted.filter((line) => line.cover === cover).map((line) => line.slug);
  const availableIngredients = slugsOf('selected');
  const stapleIngredients = slugsOf('staple');
  const missingIngredients = slugsOf('missing');
  const swapped = counted.flatMap(({ slug, cover }) =>
    typeof cover === 'object' ? [{ slug, rule: cover }] : [],
  );
  const required = lines.filter((line) => !line.optional);
  const own = required.filter(
    (line) => line.cover === 'selected' && !kitchen.staples.has(line.slug),
  ).length;
  const missingRequired = required.filter((line) => line.cover === 'missing').length;
  const missingKeyIngredients = lines
    .filter((line) => line.key && line.cover === 'missing')
    .map((line) => line.slug);

  const total = counted.length;
  const have = availableIngredients.length + stapleIngredients.length;
  const swapCredit = swapped.reduce((sum, { rule }) => sum + SWAP_WEIGHTS[rule.quality], 0);
  const isBonus = (slug: string) => STAPLE_INGREDIENTS.includes(slug);
  const hasSelectedStaple = [...availableIngredients, ...stapleIngredients].some(isBonus);
  return {
    matchScore: swappedScoreOf(
      total,
      have,
      swapped.length,
      swapCredit,
      recipe.difficulty,
      hasSelectedStaple,
      hasSelectedStaple || swapped.some((line) => isBonus(line.slug)),
      recipe.hasInstructions,
    ),
    matchPercentage: Math.round(percentageOf(total, have, swapCredit)),
    missingCount: missingIngredients.length,
    totalIngredients: total,
    canMake:
      canMakeOf(own, missingRequired, options.maxMissing ?? MAX_MISSING_DEFAULT) &&
      missingKeyIngredients.length === 0,
    availableIngredients,
    missingIngredients,
    stapleIngredients,
    swaps: swapped.map(({ slug, rule }) => ({
      missing: slug,
      using: [...rule.using],
      quality: rule.quality,
    })),
    missingKeyIngredients,
    usesPicks: own > 0,
  };
}

export const SORT_ORDERS = ['matchScore', 'cookingTime', 'difficulty'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
const difficultyRank: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/**
 * How "best match" orders (decision 0035). `score`: the spec's score (public-site.md §9), the
 * matching as the spec defines it, with no staples or swaps. `toBuy`: with a kitchen, the order a
 * card explains — fewest to buy, then the percentage shown, then fewer swaps — since staples and
 * swaps raise scores the card does not show. Either way a recipe that uses none of the visitor's
 * own picks comes after every one that does.
 */
export type RankingRule = 'score' | 'toBuy';

export const rankingRuleOf = (kitchen: Kitchen): RankingRule =>
  kitchen.staples.size > 0 || kitchen.swaps.size > 0 ? 'toBuy' : 'score';

/** The rule the server ranks a visitor's list by, from their kitchen settings (to say it). */
export const rankingRuleOfSettings = (settings: KitchenSettings): RankingRule =>
  (settings.countStaples && settings.staples?.length !== 0) || settings.swaps ? 'toBuy' : 'score';

export interface SortableMatch {
  slug: string;
  difficulty: Difficulty;
  totalTime: number;
  matchScore: number;
  missingCount: number;
  /** The percentage a card shows (`toBuy` orders by it after the missing count). */
  matchPercentage?: number;
  /** Whether one of the visitor's own picks (not a staple) is among its required lines. */
  usesPicks?: boolean;
  /** Recipes short of a key ingredient come after those that have theirs (score order). */
  missingKeyCount?: number;
  /** On equal score and missing count, fewer swaps first: a swap never outranks the real thing. */
  swapCount?: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function bestMatchFirst(a: SortableMatch, b: SortableMatch, rule: RankingRule): number {
  const keysFirst = Number(Boolean(a.missingKeyCount)) - Number(Boolean(b.missingKeyCount));
  const fewerSwaps = (a.swapCount ?? 0) - (b.swapCount ?? 0);
  if (rule === 'toBuy')
    return (
      keysFirst ||
      a.missingCount - b.missingCount ||
      (b.matchPercentage ?? 0) - (a.matchPercentage ?? 0) ||
      fewerSwaps ||
      b.matchScore - a.matchScore
    );
  return keysFirst || b.matchScore - a.matchScore || a.missingCount - b.missingCount || fewerSwaps;
}

/**
 * The three orders of public-site.md §9 — best match (by `rule`, above), total time, difficulty —
 * each after "uses one of my picks": a recipe that uses none of them never comes first.
 * Remaining ties fall to the slug so every page is stable.
 */
export function compareMatches(order: SortOrder, rule: RankingRule = 'score') {
  return (a: SortableMatch, b: SortableMatch): number => {
    const picksFirst = Number(b.usesPicks ?? true) - Number(a.usesPicks ?? true);
    if (picksFirst) return picksFirst;
    let difference = 0;
    if (order === 'matchScore') difference = bestMatchFirst(a, b, rule);
    else if (order === 'cookingTime') difference = a.totalTime - b.totalTime;
    else difference = difficultyRank[a.difficulty] - difficultyRank[b.difficulty];
    return difference || byText(a.slug, b.slug);
  };
}

export interface RecipeFilters {
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTotalTime?: number | undefined;
  region?: Region | undefined;
  occasion?: Occasion | undefined;
  /** Recipes of that season (a recipe of all year names none). */
  season?: Season | undefined;
  /** Only recipes that need no soaking ahead. */
  noSoaking?: boolean | undefined;
}

export interface FilteredRecipe {
  category: string;
  difficulty: Difficulty;
  totalTime: number;
  region?: Region | null | undefined;
  occasions?: readonly Occasion[] | undefined;
  seasons?: readonly Season[] | undefined;
  soak_time?: number | undefined;
}

export function passesFilters(recipe: FilteredRecipe, filters: RecipeFilters): boolean {
  return (
    (!filters.category || filters.category === 'all' || recipe.category === filters.category) &&
    (!filters.difficulty || recipe.difficulty === filters.difficulty) &&
    (filters.maxTotalTime === undefined || recipe.totalTime <= filters.maxTotalTime) &&
    (!filters.region || recipe.region === filters.region) &&
    (!filters.occasion || (recipe.occasions ?? []).includes(filters.occasion)) &&
    (!filters.season || (recipe.seasons ?? []).includes(filters.season)) &&
    (!filters.noSoaking || !recipe.soak_time)
  );
}
