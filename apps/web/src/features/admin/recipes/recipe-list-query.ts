import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRecipeList, RecipeStatus } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';
import type { RecipeListFilters } from './api.ts';

/** The list's filters and its status filter (issue #40): 'all', or drafts or published ones. */
export interface RecipeListQuery extends RecipeListFilters {
  status: 'all' | RecipeStatus;
}

/** One page of GET /api/admin/recipes for the filters, the previous page kept while it loads. */
export function useRecipeList(filters: RecipeListQuery) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const name of ['category', 'difficulty', 'photo', 'status'] as const)
    if (filters[name] !== 'all') params.set(name, filters[name]);
  return useQuery({
    queryKey: ['admin', 'recipes', filters],
    queryFn: () => apiGet<AdminRecipeList>(`/api/admin/recipes?${params}`),
    placeholderData: keepPreviousData,
  });
}
