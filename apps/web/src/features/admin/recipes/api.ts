import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRecipeLink, AdminRecipeList, AdminRecipeResponse } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';

export type { AdminRecipeDetail, AdminRecipeList, AdminRecipeRow } from '@chhiwat/core';

/** An ingredient line as the form edits it: the API's line, the names only once it is saved. */
export type RecipeLink = Omit<AdminRecipeLink, 'name_en' | 'name_darija' | 'image_url'> &
  Partial<Pick<AdminRecipeLink, 'name_en'>>;

export interface RecipeListFilters {
  search: string;
  category: string;
  difficulty: string;
  /** 'all', or a PhotoFilter: 'with' / 'without' (no image_url). */
  photo: string;
  page: number;
}

export function useAdminRecipes(filters: RecipeListFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
  if (filters.photo !== 'all') params.set('photo', filters.photo);
  return useQuery({
    queryKey: ['admin', 'recipes', filters],
    queryFn: () => apiGet<AdminRecipeList>(`/api/admin/recipes?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useAdminRecipe = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'recipe', id],
    queryFn: () =>
      apiGet<AdminRecipeResponse>(`/api/admin/recipes/${id}`).then((body) => body.recipe),
    enabled: id !== undefined,
    retry: false,
  });
