import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  kitchenQuery,
  MAX_MISSING_UI,
  type Difficulty,
  type KitchenSettings,
  type Language,
  type Occasion,
  type RecipeList,
  type RecipeResponse,
  type Region,
  type Season,
} from '@chhiwat/core';
import { apiGet } from '../lib/api-client.ts';

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
  /** Region, occasion and season: undefined for all. */
  region?: Region | undefined;
  occasion?: Occasion | undefined;
  season?: Season | undefined;
  noSoaking?: boolean | undefined;
  matchesOnly: boolean;
  ingredients: readonly string[];
  language: Language;
  /** The visitor's kitchen (staples, swaps): part of the query key, so a change refreshes. */
  kitchen: KitchenSettings;
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
  if (filters.region) params.set('region', filters.region);
  if (filters.occasion) params.set('occasion', filters.occasion);
  if (filters.season) params.set('season', filters.season);
  if (filters.noSoaking) params.set('noSoaking', '1');
  if (filters.ingredients.length) {
    params.set('ingredients', filters.ingredients.join(','));
    params.set('maxMissing', String(MAX_MISSING_UI));
    params.set('matchesOnly', String(filters.matchesOnly));
    for (const [name, value] of Object.entries(kitchenQuery(filters.kitchen)))
      params.set(name, value);
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
    queryFn: () => apiGet<RecipeResponse>(`/api/recipes/${encodeURIComponent(slug)}`),
  });
export const useRecipe = (slug: string) => useQuery(recipeQuery(slug));

/**
 * How many recipes the selection can make (the sticky bar's number), with the interface's limit of
 * 10 missing and the visitor's kitchen.
 */
export function useMatchingCount(selection: readonly string[], kitchen: KitchenSettings) {
  const ingredients = [...selection].sort().join(',');
  const kitchenParams = kitchenQuery(kitchen);
  return useQuery({
    queryKey: ['matching-count', ingredients, kitchenParams],
    queryFn: () =>
      apiGet<RecipeList>(
        `/api/match?${new URLSearchParams({
          ingredients,
          pageSize: '1',
          maxMissing: String(MAX_MISSING_UI),
          ...kitchenParams,
        })}`,
      ).then((body) => body.matchingCount),
    enabled: ingredients !== '',
    placeholderData: keepPreviousData,
  });
}
