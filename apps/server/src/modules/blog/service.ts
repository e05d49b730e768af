import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  blogPostInputSchema,
  DEFAULT_BLOG_COLOR,
  DEFAULT_BLOG_ICON,
  fallbackSlug,
  requiredName,
  slugField,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { parseOrThrow } from '../../platform/validation.ts';

/** A blog category with its three names (the admin modal fills all three from the English name). */
export const blogCategoryRowSchema = z.strictObject({
  slug: slugField,
  name_en: requiredName('Category name', 1, 100),
  name_fr: requiredName('Category name', 1, 100),
  name_ar: requiredName('Category name', 1, 100),
  description_en: z.string().trim().max(500).default(''),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default(DEFAULT_BLOG_COLOR),
  icon: z.string().min(1).max(16).default(DEFAULT_BLOG_ICON),
  sort_order: z.number().int().min(0).default(0),
});

export async function createBlogCategories(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const rows = inputs.map((input) => parseOrThrow(blogCategoryRowSchema, input));
  if (rows.length === 0) return [];
  return db
    .insertInto('blog_categories')
    .values(rows.map((row) => ({ ...row, created_by: adminId, updated_by: adminId })))
    .returning(['id', 'slug'])
    .execute();
}

export async function createBlogPosts(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const posts = inputs.map((input) => parseOrThrow(blogPostInputSchema, input));
  if (posts.length === 0) return [];
  return db
    .insertInto('blog_posts')
    .values(
      posts.map((post) => ({
        ...post,
        content_en: sanitizeHtml(post.content_en),
        content_fr: sanitizeHtml(post.content_fr),
        content_ar: sanitizeHtml(post.content_ar),
        slug: post.slug || fallbackSlug(post.title_en, 'post'),
        published_at:
          post.status === 'published'
            ? new Date(post.published_at ?? Date.now())
            : post.published_at === null
              ? null
              : new Date(post.published_at),
        author_id: adminId,
        created_by: adminId,
        updated_by: adminId,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
}
