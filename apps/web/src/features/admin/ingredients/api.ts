import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryListResponse, AdminIngredientListResponse } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';

export type { AdminCategory, AdminIngredient } from '@chhiwat/core';

export const useAdminIngredients = () =>
  useQuery({
    queryKey: ['admin', 'ingredients'],
    queryFn: () => apiGet<AdminIngredientListResponse>('/api/admin/ingredients'),
  });

export const useAdminCategories = (type: 'ingredient' | 'recipe') =>
  useQuery({
    queryKey: ['admin', 'categories', type],
    queryFn: () => apiGet<AdminCategoryListResponse>(`/api/admin/categories/${type}`),
  });
