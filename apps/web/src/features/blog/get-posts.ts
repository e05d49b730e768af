import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api.ts';

export interface PostSummary {
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  excerpt_en: string;
  excerpt_fr: string;
  excerpt_ar: string;
  image_url: string | null;
  category: string | null;
  tags: string[];
  published_at: string;
  category_name_en: string | null;
  category_name_fr: string | null;
  category_name_ar: string | null;
  category_color: string | null;
  category_icon: string | null;
}

export interface Post extends PostSummary {
  content_en: string;
  content_fr: string;
  content_ar: string;
}

export const postsQuery = () =>
  queryOptions({
    queryKey: ['blog-posts'],
    queryFn: () => apiGet<{ posts: PostSummary[]; total: number }>('/api/blog/posts?pageSize=50'),
  });
export const usePosts = () => useQuery(postsQuery());

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: () =>
      apiGet<{ post: Post }>(`/api/blog/posts/${encodeURIComponent(slug)}`).then(
        (body) => body.post,
      ),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
export const usePost = (slug: string) => useQuery(postQuery(slug));
