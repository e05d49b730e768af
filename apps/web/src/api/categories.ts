import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client.ts';
import type { CategoryListResponse } from '@chhiwat/core';

export const getIngredientCategories = () =>
  apiGet<CategoryListResponse>('/api/ingredient-categories').then((body) => body.categories);

export const getRecipeCategories = () =>
  apiGet<CategoryListResponse>('/api/recipe-categories').then((body) => body.categories);

export const ingredientCategoriesQuery = () =>
  queryOptions({
    queryKey: ['ingredient-categories'],
    queryFn: getIngredientCategories,
    staleTime: 5 * 60 * 1000,
  });

export const recipeCategoriesQuery = () =>
  queryOptions({
    queryKey: ['recipe-categories'],
    queryFn: getRecipeCategories,
    staleTime: 5 * 60 * 1000,
  });

export const useIngredientCategories = () => useQuery(ingredientCategoriesQuery());
export const useRecipeCategories = () => useQuery(recipeCategoriesQuery());
