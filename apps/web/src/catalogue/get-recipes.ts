import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  MAX_MISSING_UI,
  type Difficulty,
  type Language,
  type RecipeList,
  type RecipeResponse,
} from '@chhiwat/core';
import { apiGet } from '../lib/api.ts';

export type {
  RecipeDetail,
  RecipeIngredient,
  RecipeList,
  RecipeListItem,
  RecipeMatch,
} from '@chhiwat/core';

export interface RecipeFilters {
  q: string;
  category: string;
  difficulty: Difficulty | 'all';
  matchesOnly: boolean;
  ingredients: readonly string[];
  language: Language;
}

const PAGE_SIZE = 24;

function listPath(filters: RecipeFilters, page: number) {
  const params = new URLSearchParams({
    lang: filters.language,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
  if (filters.ingredients.length) {
    params.set('ingredients', filters.ingredients.join(','));
    params.set('maxMissing', String(MAX_MISSING_UI));
    params.set('matchesOnly', String(filters.matchesOnly));
  }
  return `/api/recipes?${params}`;
}

/** The recipe list, a page at a time ("show more" appends the next page). */
export const recipeListQuery = (filters: RecipeFilters) =>
  infiniteQueryOptions({
    queryKey: ['recipes', filters],
    queryFn: ({ pageParam }) => apiGet<RecipeList>(listPath(filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
export const useRecipeList = (filters: RecipeFilters) => useInfiniteQuery(recipeListQuery(filters));

export const recipeQuery = (slug: string) =>
  queryOptions({
    queryKey: ['recipe', slug],
    queryFn: () =>
      apiGet<RecipeResponse>(`/api/recipes/${encodeURIComponent(slug)}`).then((b) => b.recipe),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
export const useRecipe = (slug: string) => useQuery(recipeQuery(slug));

/** How many recipes the selection can make (the sticky bar's number), with the interface's limit of 10 missing. */
export function useMatchingCount(selection: readonly string[]) {
  const ingredients = [...selection].sort().join(',');
  return useQuery({
    queryKey: ['matching-count', ingredients],
    queryFn: () =>
      apiGet<RecipeList>(
        `/api/match?ingredients=${encodeURIComponent(ingredients)}&pageSize=1&maxMissing=${MAX_MISSING_UI}`,
      ).then((body) => body.matchingCount),
    enabled: ingredients !== '',
    placeholderData: keepPreviousData,
  });
}
