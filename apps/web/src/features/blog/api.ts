import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostListResponse, PostResponse } from '@chhiwat/core';
import { apiGet } from '../../lib/api-client.ts';

export type { Post, PostSummary } from '@chhiwat/core';

export const postsQuery = () =>
  queryOptions({
    queryKey: ['blog-posts'],
    queryFn: () => apiGet<PostListResponse>('/api/blog/posts?pageSize=50'),
  });
export const usePosts = () => useQuery(postsQuery());

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: () =>
      apiGet<PostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`).then((body) => body.post),
  });
export const usePost = (slug: string) => useQuery(postQuery(slug));
