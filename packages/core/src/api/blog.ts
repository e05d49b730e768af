import { z } from 'zod';
import { wireDate } from './wire.ts';

/** The query of GET /api/blog/posts. */
export const blogListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

/** A published post as the blog list gives it. */
export const postSummarySchema = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  excerpt_fr: z.string(),
  excerpt_ar: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  /** Public posts are published, so they have a date (a null one is not public). */
  published_at: wireDate,
  updated_at: wireDate,
  category_name_en: z.string().nullable(),
  category_name_fr: z.string().nullable(),
  category_name_ar: z.string().nullable(),
  category_color: z.string().nullable(),
  category_icon: z.string().nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** One published post with its (sanitised) content (GET /api/blog/posts/:slug). */
export const postSchema = postSummarySchema.extend({
  content_en: z.string(),
  content_fr: z.string(),
  content_ar: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postListResponseSchema = z.object({
  posts: z.array(postSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;
export const postResponseSchema = z.object({ post: postSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;
