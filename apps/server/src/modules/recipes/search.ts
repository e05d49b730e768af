import {
  compareMatches,
  kitchenOf,
  matchRecipe,
  MAX_MISSING_DEFAULT,
  normalizeSearchText,
  passesFilters,
  type Difficulty,
  type IndexedMatch,
  type Kitchen,
  type Language,
  type RecipeMatch,
  type SortOrder,
  topK,
} from '@chhiwat/core';
import type { CatalogueSnapshot, RecipeCard } from './public-catalogue.ts';

export interface RecipeQuery {
  q?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTime?: number | undefined;
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

export interface RecipeListItem extends Omit<
  RecipeCard,
  'id' | 'category_active' | 'has_instructions' | 'updated_at' | 'created_at'
> {
  match: RecipeMatch | null;
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
  const ordered = firstInOrder(kept, start + query.pageSize, snapshot, byOrdinal, sort, query.lang);
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
): number[] {
  if (sort === 'title') {
    const collator = new Intl.Collator(language);
    const title = (ordinal: number) => snapshot.recipes[ordinal]?.[`title_${language}`] ?? '';
    return topK(ordinals, count, (a, b) => collator.compare(title(a), title(b)));
  }
  const compare = compareMatches(sort);
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
      hasInstructions: Boolean(recipe.has_instructions),
      ingredients: snapshot.links[ordinal] ?? [],
    },
    selection,
    options,
  );
}

function toListItem(recipe: RecipeCard, match: RecipeMatch | null): RecipeListItem {
  const {
    id: _id,
    category_active: _active,
    has_instructions: _instructions,
    updated_at: _updated,
    created_at: _created,
    ...card
  } = recipe;
  return { ...card, match };
}
