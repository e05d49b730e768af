import type { RecipeListItem, RecipeMatch } from './api/recipes.ts';
import type { Substitution } from './api/substitutions.ts';
import type { Difficulty, Language, Occasion, Region, Season } from './catalogue.ts';
import { collatorFor } from './intl.ts';
import { kitchenOf, type Kitchen } from './kitchen.ts';
import { MatchIndex, type IndexedMatch } from './match-index.ts';
import {
  compareMatches,
  matchRecipe,
  MAX_MISSING_DEFAULT,
  passesFilters,
  rankingRuleOf,
  type SortOrder,
} from './matching.ts';
import { normalizeSearchText } from './search.ts';
import { topK } from './top-k.ts';

/** A public recipe card as the catalogue holds it: the list item without a match. */
export interface RecipeCard extends Omit<RecipeListItem, 'match'> {
  has_instructions: boolean;
}

export interface RecipeLine {
  slug: string;
  optional: boolean;
  key: boolean;
}

/**
 * What the public lists and matching are computed from, as plain data: the server reads it from the
 * database, and the browser keeps it (the offline catalogue) to rank the same way without a network.
 */
export interface CatalogueData {
  version: number;
  recipes: RecipeCard[];
  /** Each recipe's ingredient lines, by the recipe's position in `recipes`. */
  links: RecipeLine[][];
  /** The catalogue's staples: what a visitor counts unless they say otherwise (decision 0016). */
  staples: string[];
  /** Every swap rule. */
  substitutions: Substitution[];
}

/** The data with what searching it needs: the match index and normalised search texts. */
export interface CatalogueSnapshot extends CatalogueData {
  index: MatchIndex;
  /** Per language: normalised title + description; tags are searched in every language. */
  searchText: Record<Language, string[]>;
  tags: string[][];
}

/** Indexes the catalogue for `searchRecipes`. */
export function indexCatalogue(data: CatalogueData): CatalogueSnapshot {
  const { recipes, links } = data;
  const text = (language: Language) =>
    recipes.map((r) =>
      normalizeSearchText(`${r[`title_${language}`]} ${r[`description_${language}`]}`),
    );
  return {
    ...data,
    index: new MatchIndex(
      recipes.map((recipe, ordinal) => ({
        slug: recipe.slug,
        totalTime: recipe.total_time,
        difficulty: recipe.difficulty,
        hasInstructions: recipe.has_instructions,
        ingredients: links[ordinal] ?? [],
      })),
    ),
    searchText: { ar: text('ar'), fr: text('fr'), en: text('en') },
    tags: recipes.map((recipe) => recipe.tags.map(normalizeSearchText)),
  };
}

export interface RecipeQuery {
  q?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTime?: number | undefined;
  region?: Region | undefined;
  occasion?: Occasion | undefined;
  season?: Season | undefined;
  noSoaking?: boolean | undefined;
  ingredients: string[];
  matchesOnly: boolean;
  includeOptional: boolean;
  maxMissing?: number | undefined;
  /** The staples the visitor counts as at hand; undefined: the catalogue's (decision 0016). */
  staples?: string[] | undefined;
  /** Whether swaps may cover a missing ingredient. */
  swaps: boolean;
  sort?: SortOrder | 'title' | undefined;
  lang: Language;
  page: number;
  pageSize: number;
}

/**
 * The public recipe list and the match endpoint: filters, text search, matching through the index,
 * the requested order and one page. `matchingCount` is how many recipes the selection can make
 * (the sticky bar's number), whatever the filters.
 */
export function searchRecipes(snapshot: CatalogueSnapshot, query: RecipeQuery) {
  const selection = new Set(query.ingredients);
  const sort = query.sort ?? (selection.size ? 'matchScore' : 'title');
  const matchOptions = {
    includeOptional: query.includeOptional,
    maxMissing: query.maxMissing ?? MAX_MISSING_DEFAULT,
    kitchen: kitchenOf(
      query.staples ?? snapshot.staples,
      query.swaps ? snapshot.substitutions : [],
    ),
  };
  if (selection.size && query.matchesOnly && sort !== 'title')
    return rankedMatches(snapshot, query, selection, sort, matchOptions);

  const matched = selection.size
    ? snapshot.index.match(selection, { ...matchOptions, everyRecipe: !query.matchesOnly })
    : [];
  const matchingCount = selection.size
    ? snapshot.index.rank(selection, { ...matchOptions, count: 0 }).canMakeCount
    : 0;

  const byOrdinal = new Map<number, IndexedMatch>(matched.map((m) => [m.ordinal, m]));
  const ordinals =
    selection.size && query.matchesOnly
      ? matched.filter((m) => m.canMake).map((m) => m.ordinal)
      : snapshot.recipes.map((_, ordinal) => ordinal);
  const kept = ordinals.filter(acceptedBy(snapshot, query));
  const start = (query.page - 1) * query.pageSize;
  const ordered = firstInOrder(
    kept,
    start + query.pageSize,
    snapshot,
    byOrdinal,
    sort,
    query.lang,
    matchOptions.kitchen,
  );
  const recipes = ordered.slice(start, start + query.pageSize).map((ordinal) => {
    const match = byOrdinal.get(ordinal);
    return toListItem(
      snapshot.recipes[ordinal] as RecipeCard,
      match ? matchOf(snapshot, ordinal, selection, matchOptions) : null,
    );
  });
  return { recipes, total: kept.length, page: query.page, pageSize: query.pageSize, matchingCount };
}

/**
 * The common case — the recipes a selection can make, by score, time or difficulty — straight from
 * the index's ranking: only the recipes on the page become objects.
 */
function rankedMatches(
  snapshot: CatalogueSnapshot,
  query: RecipeQuery,
  selection: Set<string>,
  sort: SortOrder,
  matchOptions: MatchOptions,
) {
  const start = (query.page - 1) * query.pageSize;
  const ranked = snapshot.index.rank(selection, {
    ...matchOptions,
    order: sort,
    count: start + query.pageSize,
    accept: acceptedBy(snapshot, query),
  });
  const recipes = ranked.matches
    .slice(start)
    .map((match) =>
      toListItem(
        snapshot.recipes[match.ordinal] as RecipeCard,
        matchOf(snapshot, match.ordinal, selection, matchOptions),
      ),
    );
  return {
    recipes,
    total: ranked.acceptedCount,
    page: query.page,
    pageSize: query.pageSize,
    matchingCount: ranked.canMakeCount,
  };
}

/** The query's filters and text search, as a test on a recipe's ordinal. */
function acceptedBy(snapshot: CatalogueSnapshot, query: RecipeQuery) {
  const text = normalizeSearchText(query.q ?? '');
  const filters = {
    category: query.category,
    difficulty: query.difficulty,
    maxTotalTime: query.maxTime,
    region: query.region,
    occasion: query.occasion,
    season: query.season,
    noSoaking: query.noSoaking,
  };
  return (ordinal: number) => {
    const recipe = snapshot.recipes[ordinal];
    if (!recipe || !passesFilters({ ...recipe, totalTime: recipe.total_time }, filters))
      return false;
    if (!text) return true;
    return (
      (snapshot.searchText[query.lang][ordinal] ?? '').includes(text) ||
      (snapshot.tags[ordinal] ?? []).some((tag) => tag.includes(text))
    );
  };
}

/** The first `count` ordinals in the requested order (a bounded heap, not a full sort). */
function firstInOrder(
  ordinals: number[],
  count: number,
  snapshot: CatalogueSnapshot,
  matches: Map<number, IndexedMatch>,
  sort: SortOrder | 'title',
  language: Language,
  kitchen: Kitchen,
): number[] {
  if (sort === 'title') {
    const collator = collatorFor(language);
    const title = (ordinal: number) => snapshot.recipes[ordinal]?.[`title_${language}`] ?? '';
    return topK(ordinals, count, (a, b) => collator.compare(title(a), title(b)));
  }
  const compare = compareMatches(sort, rankingRuleOf(kitchen));
  const keyed = ordinals.map((ordinal) => {
    const recipe = snapshot.recipes[ordinal] as RecipeCard;
    const match = matches.get(ordinal);
    return {
      ordinal,
      slug: recipe.slug,
      difficulty: recipe.difficulty,
      totalTime: recipe.total_time,
      matchScore: match?.matchScore ?? 0,
      missingCount: match?.missingCount ?? Number.MAX_SAFE_INTEGER,
      missingKeyCount: match?.missingKeyCount ?? 0,
      swapCount: match?.swapCount ?? 0,
      matchPercentage: match?.matchPercentage ?? 0,
      usesPicks: match?.usesPicks ?? false,
    };
  });
  return topK(keyed, count, compare).map((entry) => entry.ordinal);
}

interface MatchOptions {
  includeOptional: boolean;
  maxMissing: number;
  kitchen: Kitchen;
}

/**
 * The full match of one recipe on the page — available, staple, swapped, missing and key slugs —
 * by the core's reference scoring, which the index is tested to agree with.
 */
function matchOf(
  snapshot: CatalogueSnapshot,
  ordinal: number,
  selection: Set<string>,
  options: MatchOptions,
): RecipeMatch {
  const recipe = snapshot.recipes[ordinal] as RecipeCard;
  return matchRecipe(
    {
      difficulty: recipe.difficulty,
      hasInstructions: recipe.has_instructions,
      ingredients: snapshot.links[ordinal] ?? [],
    },
    selection,
    options,
  );
}

function toListItem(recipe: RecipeCard, match: RecipeMatch | null): RecipeListItem {
  const { has_instructions: _instructions, ...card } = recipe;
  return { ...card, match };
}
