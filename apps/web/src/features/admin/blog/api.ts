import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

export interface AdminPostRow {
  id: number;
  slug: string;
  title_en: string;
  excerpt_en: string;
  image_url: string | null;
  category: string | null;
  tags: string[];
  status: 'draft' | 'published';
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author: string | null;
}

export interface AdminPost extends AdminPostRow {
  title_fr: string;
  title_ar: string;
  excerpt_fr: string;
  excerpt_ar: string;
  content_en: string;
  content_fr: string;
  content_ar: string;
}

export interface BlogCategory {
  id: number;
  slug: string;
  name_en: string;
  color: string;
  icon: string;
  description_en: string;
  post_count: number;
}

export interface LibraryImage {
  name: string;
  size: number;
  mime_type: string;
  created_at: string;
  url: string;
}

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
    queryFn: () =>
      apiGet<{
        posts: AdminPostRow[];
        pagination: { total: number; pages: number; page: number };
        counts: { status: Record<string, number>; category: Record<string, number> };
      }>(`/api/admin/blog/posts?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useBlogCategories = () =>
  useQuery({
    queryKey: ['admin', 'blog-categories'],
    queryFn: () => apiGet<{ categories: BlogCategory[] }>('/api/admin/blog/categories'),
  });

export const useLibrary = () =>
  useQuery({
    queryKey: ['admin', 'library'],
    queryFn: () => apiGet<{ images: LibraryImage[] }>('/api/admin/images/blog-images'),
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
