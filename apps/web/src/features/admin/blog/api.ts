import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPostList, BlogCategoryListResponse, LibraryResponse } from '@chhiwat/core';
import { apiGet } from '../../../lib/api.ts';

export type { AdminPost, AdminPostRow, BlogCategory, LibraryImage } from '@chhiwat/core';

export interface PostFilters {
  search: string;
  status: string;
  category: string;
  page: number;
}

export function usePosts(filters: PostFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.category !== 'all') params.set('category', filters.category);
  return useQuery({
    queryKey: ['admin', 'posts', filters],
    queryFn: () => apiGet<AdminPostList>(`/api/admin/blog/posts?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useBlogCategories = () =>
  useQuery({
    queryKey: ['admin', 'blog-categories'],
    queryFn: () => apiGet<BlogCategoryListResponse>('/api/admin/blog/categories'),
  });

export const useLibrary = () =>
  useQuery({
    queryKey: ['admin', 'library'],
    queryFn: () => apiGet<LibraryResponse>('/api/admin/images/blog-images'),
  });

/** B, KB, MB, GB with 2 decimals (back-office.md §5). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
