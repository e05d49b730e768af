import { z } from 'zod';
import { adminStamps, count, counts } from './admin-shapes.ts';
import { wireDate } from './wire.ts';

/** The back-office's blog answers: posts, blog categories and the image library. */

/** The query of GET /api/admin/blog/posts. */
export const adminPostListQuerySchema = z.strictObject({
  status: z.enum(['draft', 'published']).optional(),
  category: z.string().max(100).optional(),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

const postStatus = z.enum(['draft', 'published']);

/** A row of the admin post list (drafts included). */
export const adminPostRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: postStatus,
  published_at: wireDate.nullable(),
  created_at: wireDate,
  updated_at: wireDate,
  author: z.string().nullable(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;
export const adminPostListResponseSchema = z.object({
  posts: z.array(adminPostRowSchema),
  pagination: z.object({ total: count, page: z.number(), pageSize: z.number(), pages: count }),
  counts: z.object({ status: counts, category: counts }),
});
export type AdminPostList = z.infer<typeof adminPostListResponseSchema>;

/** One post as the editor edits it (GET /api/admin/blog/posts/:id). */
export const adminPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  excerpt_fr: z.string(),
  excerpt_ar: z.string(),
  content_en: z.string(),
  content_fr: z.string(),
  content_ar: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: postStatus,
  published_at: wireDate.nullable(),
  author_id: z.number().nullable(),
  ...adminStamps,
  author: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostResponseSchema = z.object({ post: adminPostSchema });
export type AdminPostResponse = z.infer<typeof adminPostResponseSchema>;

/** What saving a post answers (create 201, update 200). */
export const savedPostResponseSchema = z.object({
  post: z.object({
    id: z.number(),
    slug: z.string(),
    status: postStatus,
    published_at: wireDate.nullable(),
    image_url: z.string().nullable(),
  }),
});
export type SavedPostResponse = z.infer<typeof savedPostResponseSchema>;

/** A blog category with its number of posts (GET /api/admin/blog/categories). */
export const blogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  color: z.string(),
  icon: z.string(),
  sort_order: z.number(),
  post_count: count,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListResponseSchema = z.object({
  categories: z.array(blogCategorySchema),
});
export type BlogCategoryListResponse = z.infer<typeof blogCategoryListResponseSchema>;
export const createdBlogCategoryResponseSchema = z.object({
  category: z.object({ id: z.number(), slug: z.string(), name_en: z.string(), color: z.string() }),
});

// Images

/** An uploaded image of a bucket's library (GET /api/admin/images/:bucket). */
export const libraryImageSchema = z.object({
  name: z.string(),
  size: z.number(),
  mime_type: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: wireDate,
  url: z.string(),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;
export const libraryResponseSchema = z.object({ images: z.array(libraryImageSchema) });
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** What an upload answers (201): where the stored image is and its size. */
export const uploadResponseSchema = z.object({
  image: z.object({
    url: z.string(),
    name: z.string(),
    size: z.number(),
    width: z.number(),
    height: z.number(),
  }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * POST /api/admin/images/:bucket/from-url: a copy of an image on another site, kept as if uploaded
 * (an imported recipe's picture, issue #23).
 */
export const imageFromUrlRequestSchema = z.strictObject({
  url: z
    .string({ error: 'Image URL is required' })
    .trim()
    .min(1, 'Image URL is required')
    .max(2048, 'Image URL must be at most 2048 characters'),
});
export type ImageFromUrlRequest = z.infer<typeof imageFromUrlRequestSchema>;
