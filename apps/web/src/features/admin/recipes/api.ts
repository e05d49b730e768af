import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminRecipeLink,
  AdminRecipeList,
  AdminRecipeResponse,
  RecipeImportRequest,
  RecipeImportResponse,
  RecipeInput,
  RecipeStatus,
} from '@chhiwat/core';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

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
  /** 'all', drafts or published ones (issue #40). */
  status: 'all' | RecipeStatus;
  /** Which page: the first ({}), after or before a cursor an answer gave, or the last. */
  page: RecipeListPage;
}

export type RecipeListPage = { after?: string; before?: string; last?: true };

/** One page of GET /api/admin/recipes for the filters, the previous page kept while it loads. */
export function useAdminRecipes(filters: RecipeListFilters) {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const name of ['category', 'difficulty', 'photo', 'status'] as const)
    if (filters[name] !== 'all') params.set(name, filters[name]);
  const { after, before, last } = filters.page;
  if (after) params.set('after', after);
  else if (before) params.set('before', before);
  else if (last) params.set('last', '1');
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

/** Creates a recipe (no id) or replaces one. */
export const saveRecipe = (id: number | undefined, recipe: RecipeInput) =>
  id === undefined
    ? apiSend('POST', '/api/admin/recipes', recipe)
    : apiSend('PUT', `/api/admin/recipes/${id}`, recipe);

export const deleteRecipe = (id: number) => apiSend('DELETE', `/api/admin/recipes/${id}`);

/** Reads a recipe page (its address, or its HTML) into a draft for the form; nothing is saved. */
export const importRecipe = (source: Partial<RecipeImportRequest>) =>
  apiSend<RecipeImportResponse>('POST', '/api/admin/recipes/import', source);
