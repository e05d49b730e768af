import type { RecipeMatch } from './api/recipes.ts';
import type { Difficulty } from './catalogue.ts';

/** Match scoring and "can make" of public-site.md §5 and §9, shared by the server's index and tests. */
export const MAX_MISSING_DEFAULT = 12;
export const MAX_MISSING_UI = 10;
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
  const missing = total - available;
  const percentage = total === 0 ? 0 : (available / total) * 100;
  const score =
    Math.round(percentage) +
    (missing === 0 ? 30 : 0) +
    missingBonus(missing) +
    difficultyBonus[difficulty] +
    (hasSelectedStaple ? 8 : 0) +
    matchesBonus(available) +
    (hasInstructions ? 3 : 0);
  return Math.min(score, MATCH_SCORE_CAP);
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
  ingredients: readonly { slug: string; optional: boolean }[];
}

export interface MatchOptions {
  includeOptional?: boolean;
  maxMissing?: number;
}

/** The summary with the available and missing slugs: the API's match result (api/recipes.ts). */
export type MatchResult = RecipeMatch;

/** The match result of one recipe against the selection (public-site.md §3, Match result). */
export function matchRecipe(
  recipe: MatchableRecipe,
  selected: ReadonlySet<string>,
  options: MatchOptions = {},
): MatchResult {
  const counted = recipe.ingredients.filter((link) => options.includeOptional || !link.optional);
  const availableIngredients = counted
    .filter((link) => selected.has(link.slug))
    .map((link) => link.slug);
  const missingIngredients = counted
    .filter((link) => !selected.has(link.slug))
    .map((link) => link.slug);
  const required = recipe.ingredients.filter((link) => !link.optional);
  const availableRequired = required.filter((link) => selected.has(link.slug)).length;
  const summary = scoreMatch(
    {
      total: counted.length,
      available: availableIngredients.length,
      availableRequired,
      missingRequired: required.length - availableRequired,
      difficulty: recipe.difficulty,
      hasInstructions: recipe.hasInstructions,
      hasSelectedStaple: availableIngredients.some((slug) => STAPLE_INGREDIENTS.includes(slug)),
    },
    options.maxMissing,
  );
  return { ...summary, availableIngredients, missingIngredients };
}

export const SORT_ORDERS = ['matchScore', 'cookingTime', 'difficulty'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
const difficultyRank: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

export interface SortableMatch {
  slug: string;
  difficulty: Difficulty;
  totalTime: number;
  matchScore: number;
  missingCount: number;
}

/**
 * The three orders of public-site.md §9: score (ties: fewer missing), total time, difficulty.
 * Remaining ties fall to the slug so every page is stable.
 */
export function compareMatches(order: SortOrder) {
  return (a: SortableMatch, b: SortableMatch): number => {
    let difference = 0;
    if (order === 'matchScore')
      difference = b.matchScore - a.matchScore || a.missingCount - b.missingCount;
    else if (order === 'cookingTime') difference = a.totalTime - b.totalTime;
    else difference = difficultyRank[a.difficulty] - difficultyRank[b.difficulty];
    return difference || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
  };
}

export interface RecipeFilters {
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTotalTime?: number | undefined;
}

export function passesFilters(
  recipe: { category: string; difficulty: Difficulty; totalTime: number },
  filters: RecipeFilters,
): boolean {
  return (
    (!filters.category || filters.category === 'all' || recipe.category === filters.category) &&
    (!filters.difficulty || recipe.difficulty === filters.difficulty) &&
    (filters.maxTotalTime === undefined || recipe.totalTime <= filters.maxTotalTime)
  );
}
