import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Difficulty, Unit } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';

export interface AdminRecipeRow {
  id: number;
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  description_en: string;
  image_url: string | null;
  prep_time: number;
  cooking_time: number;
  difficulty: Difficulty;
  category: string;
  category_name_en: string;
  category_icon: string;
  tags: string[];
  servings: number;
  ingredient_count: number;
}

export interface AdminRecipeList {
  recipes: AdminRecipeRow[];
  pagination: { total: number; page: number; pageSize: number; hasMore: boolean };
  counts: { categories: Record<string, number>; difficulties: Record<string, number>; all: number };
}

export interface RecipeLink {
  ingredient_slug: string;
  optional: boolean;
  quantity: number | null;
  unit: Unit | null;
  note_en: string | null;
  note_fr: string | null;
  note_ar: string | null;
  name_en?: string;
}

export interface AdminRecipeDetail extends AdminRecipeRow {
  description_fr: string;
  description_ar: string;
  instructions_en: string;
  instructions_fr: string;
  instructions_ar: string;
  ingredients: RecipeLink[];
}

export interface RecipeListFilters {
  search: string;
  category: string;
  difficulty: string;
  page: number;
}

export function useAdminRecipes(filters: RecipeListFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
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
      apiGet<{ recipe: AdminRecipeDetail }>(`/api/admin/recipes/${id}`).then((body) => body.recipe),
    enabled: id !== undefined,
    retry: false,
  });
