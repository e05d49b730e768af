import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { MAX_MISSING_UI, type Difficulty, type Language, type Unit } from '@chhiwat/core';
import { apiGet } from '../lib/api.ts';

export interface RecipeMatch {
  matchScore: number;
  matchPercentage: number;
  missingCount: number;
  totalIngredients: number;
  canMake: boolean;
  availableIngredients: string[];
  missingIngredients: string[];
}

export interface RecipeListItem {
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  description_en: string;
  description_fr: string;
  description_ar: string;
  image_url: string | null;
  prep_time: number;
  cooking_time: number;
  total_time: number;
  difficulty: Difficulty;
  category: string;
  tags: string[];
  servings: number;
  match: RecipeMatch | null;
}

export interface RecipeList {
  recipes: RecipeListItem[];
  total: number;
  page: number;
  pageSize: number;
  matchingCount: number;
}

export interface RecipeIngredient {
  ingredient_slug: string;
  optional: boolean;
  quantity: number | null;
  unit: Unit | null;
  note_en: string | null;
  note_fr: string | null;
  note_ar: string | null;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
  image_url: string | null;
  ingredient_category: string;
  category_icon: string;
  category_color: string;
}

export interface RecipeDetail extends Omit<RecipeListItem, 'match' | 'total_time'> {
  instructions_en: string;
  instructions_fr: string;
  instructions_ar: string;
  category_name_en: string;
  category_name_fr: string;
  category_name_ar: string;
  category_icon: string;
  category_color: string;
  created_at: string;
  updated_at: string;
  ingredients: RecipeIngredient[];
}

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
      apiGet<{ recipe: RecipeDetail }>(`/api/recipes/${encodeURIComponent(slug)}`).then(
        (b) => b.recipe,
      ),
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
