import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminPostList,
  AdminPostResponse,
  BlogCategoryInput,
  BlogCategoryListResponse,
  blogPostInputSchema,
  SavedPostResponse,
} from '@chhiwat/core';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type { AdminPost, AdminPostRow, BlogCategory } from '@chhiwat/core';

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

export const getPost = (id: string) =>
  apiGet<AdminPostResponse>(`/api/admin/blog/posts/${id}`).then((body) => body.post);

/** Creates a post (no id) or replaces one (the server parses it); answers the post as stored. */
export const savePost = (id: number | undefined, post: z.input<typeof blogPostInputSchema>) =>
  id === undefined
    ? apiSend<SavedPostResponse>('POST', '/api/admin/blog/posts', post)
    : apiSend<SavedPostResponse>('PUT', `/api/admin/blog/posts/${id}`, post);

export const deletePost = (id: number) => apiSend('DELETE', `/api/admin/blog/posts/${id}`);

export const useBlogCategories = () =>
  useQuery({
    queryKey: ['admin', 'blog-categories'],
    queryFn: () => apiGet<BlogCategoryListResponse>('/api/admin/blog/categories'),
  });

export const createBlogCategory = (category: BlogCategoryInput) =>
  apiSend('POST', '/api/admin/blog/categories', category);

export const deleteBlogCategory = (id: number) =>
  apiSend('DELETE', `/api/admin/blog/categories/${id}`);

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
