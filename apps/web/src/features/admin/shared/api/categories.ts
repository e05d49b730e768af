import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryListResponse, CategoryInput, CategoryType } from '@chhiwat/core';
import { apiGet, apiSend } from '../../../../lib/api-client.ts';

export type { AdminCategory } from '@chhiwat/core';

/** The ingredient or recipe categories, active or not. */
export const useAdminCategories = (type: CategoryType) =>
  useQuery({
    queryKey: ['admin', 'categories', type],
    queryFn: () => apiGet<AdminCategoryListResponse>(`/api/admin/categories/${type}`),
  });

/** Creates a category (no id) or replaces one. */
export const saveCategory = (
  type: CategoryType,
  id: number | undefined,
  category: CategoryInput,
) =>
  id === undefined
    ? apiSend('POST', `/api/admin/categories/${type}`, category)
    : apiSend('PUT', `/api/admin/categories/${type}/${id}`, category);

export const deleteCategory = (type: CategoryType, id: number) =>
  apiSend('DELETE', `/api/admin/categories/${type}/${id}`);

/** The slug the server proposes for a new category's English name. */
export const suggestCategorySlug = (type: CategoryType, name: string) =>
  apiGet<{ slug: string }>(`/api/admin/categories/${type}/slug?name=${encodeURIComponent(name)}`);
