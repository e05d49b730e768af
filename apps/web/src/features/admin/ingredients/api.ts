import { useQuery } from '@tanstack/react-query';
import type { Seasonality } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';

export interface AdminIngredient {
  id: number;
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
  category: string;
  category_name_en: string;
  image_url: string | null;
  description_en: string;
  description_fr: string;
  description_ar: string;
  commonly_used_with: string[];
  seasonality: Seasonality;
  recipe_count: number;
}

export interface AdminCategory {
  id: number;
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  description_en: string;
  description_fr: string;
  description_ar: string;
  color: string;
  icon: string;
  sort_order: number;
  is_active: boolean;
  item_count: number;
}

export const useAdminIngredients = () =>
  useQuery({
    queryKey: ['admin', 'ingredients'],
    queryFn: () => apiGet<{ ingredients: AdminIngredient[] }>('/api/admin/ingredients'),
  });

export const useAdminCategories = (type: 'ingredient' | 'recipe') =>
  useQuery({
    queryKey: ['admin', 'categories', type],
    queryFn: () => apiGet<{ categories: AdminCategory[] }>(`/api/admin/categories/${type}`),
  });
