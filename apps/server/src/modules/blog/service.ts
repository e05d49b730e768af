import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  blogCategoryInputSchema,
  blogPostInputSchema,
  DEFAULT_BLOG_COLOR,
  DEFAULT_BLOG_ICON,
  fallbackSlug,
  publishProblem,
  requiredName,
  slugField,
  uniqueSlug,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import {
  countPostsByChip,
  countPublishedPosts,
  deleteBlogCategoryRow,
  deletePostRow,
  findAdminPostPage,
  findBlogCategoryClash,
  findPostById,
  findPostSlugsLike,
  findPublishedPost,
  insertBlogCategories,
  insertBlogCategory,
  insertPost,
  insertPosts,
  listBlogCategoriesWithCounts,
  listPublishedPosts,
  lockPost,
  maxBlogCategorySortOrder,
  updatePostRow,
  type AdminPostFilter,
} from './repository.ts';

/** Reads of the published posts other modules take as the repository gives them. */
export { findPostForShare, listPublishedPostDates } from './repository.ts';

/** One page of the published posts, newest first, and how many there are. */
export async function listPublishedPostPage(db: Kysely<Database>, page: number, pageSize: number) {
  const [posts, total] = await Promise.all([
    listPublishedPosts(db, pageSize, (page - 1) * pageSize),
    countPublishedPosts(db),
  ]);
  return { posts, total, page, pageSize };
}

/**
 * A published post to read. Sanitised when saved, and again here: a row written by other means
 * cannot slip through.
 */
export async function readPublishedPost(db: Kysely<Database>, slug: string) {
  const found = await findPublishedPost(db, slug);
  return (
    found && {
      ...found,
      content_en: sanitizeHtml(found.content_en),
      content_fr: sanitizeHtml(found.content_fr),
      content_ar: sanitizeHtml(found.content_ar),
    }
  );
}

/** back-office.md §9: 12 posts a page. */
export const BLOG_PAGE_SIZE = 12;

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
  return insertBlogCategories(
    db,
    rows.map((row) => ({ ...row, created_by: adminId, updated_by: adminId })),
  );
}

export async function createBlogPosts(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const posts = inputs.map((input) => parseOrThrow(blogPostInputSchema, input));
  if (posts.length === 0) return [];
  return insertPosts(
    db,
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
  );
}

export async function generatePostSlug(db: Kysely<Database>, title: string, exceptId?: number) {
  const base = fallbackSlug(title, 'post');
  const taken = new Set(await findPostSlugsLike(db, base, exceptId));
  return uniqueSlug(base, (slug) => taken.has(slug));
}

export async function listPostsForAdmin(
  db: Kysely<Database>,
  query: AdminPostFilter & { page: number },
) {
  const offset = (query.page - 1) * BLOG_PAGE_SIZE;
  const [{ posts, total }, counts] = await Promise.all([
    findAdminPostPage(db, query, BLOG_PAGE_SIZE, offset),
    countPostsByChip(db),
  ]);
  const pick = (kind: string) =>
    Object.fromEntries(counts.filter((row) => row.kind === kind).map((row) => [row.key, row.n]));
  return {
    posts,
    pagination: {
      total,
      page: query.page,
      pageSize: BLOG_PAGE_SIZE,
      pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
    },
    counts: { status: pick('status'), category: pick('category') },
  };
}

export const findPostForAdmin = (db: Kysely<Database>, id: number) => findPostById(db, id);

function prepare(input: unknown) {
  const post = parseOrThrow(blogPostInputSchema, input);
  return {
    ...post,
    content_en: sanitizeHtml(post.content_en),
    content_fr: sanitizeHtml(post.content_fr),
    content_ar: sanitizeHtml(post.content_ar),
  };
}

const publishCheck = (post: { title_en: string; content_en: string }) => {
  const problem = publishProblem(post);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
};

/** Saves a new post: a draft needs an English title; publishing also needs English content. */
export async function createPost(db: Kysely<Database>, input: unknown, adminId: number, now: Date) {
  const post = prepare(input);
  if (post.status === 'published') publishCheck(post);
  const slug = post.slug || (await generatePostSlug(db, post.title_en));
  const publishedAt =
    post.status === 'published'
      ? new Date(post.published_at ?? now)
      : post.published_at
        ? new Date(post.published_at)
        : null;
  try {
    return await insertPost(db, {
      ...post,
      slug,
      published_at: publishedAt,
      author_id: adminId,
      created_by: adminId,
      updated_by: adminId,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw conflict('A post with this slug already exists');
    throw error;
  }
}

/**
 * Saves a post over the stored one. Publishing a draft checks title and content and keeps an existing
 * date (else now); unpublishing clears the date (back-office.md §4, Blog post).
 */
export async function updatePost(
  db: Kysely<Database>,
  id: number,
  input: unknown,
  adminId: number,
  now: Date,
) {
  const post = prepare(input);
  return inTransaction(db, async (trx) => {
    const current = await lockPost(trx, id);
    if (!current) throw notFound('Blog post not found');
    if (post.status === 'published' && current.status !== 'published') publishCheck(post);
    const chosen = post.published_at ? new Date(post.published_at) : null;
    const publishedAt =
      post.status === 'published'
        ? (chosen ?? current.published_at ?? now)
        : current.status === 'published'
          ? null // unpublish
          : chosen;
    try {
      const updated = await updatePostRow(trx, id, {
        ...post,
        slug: post.slug || current.slug,
        published_at: publishedAt,
        updated_by: adminId,
      });
      return { ...updated, previousImage: current.image_url };
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw conflict('A post with this slug already exists');
      throw error;
    }
  });
}

export async function deletePost(db: Kysely<Database>, id: number) {
  const deleted = await deletePostRow(db, id);
  if (!deleted) throw notFound('Blog post not found');
  return deleted;
}

export const listBlogCategories = (db: Kysely<Database>) => listBlogCategoriesWithCounts(db);

/** The blog category modal: one name (used in all three languages), a slug, a colour; no duplicates. */
export async function createBlogCategory(db: Kysely<Database>, input: unknown, adminId: number) {
  const form = parseOrThrow(blogCategoryInputSchema, input);
  const slug = form.slug || fallbackSlug(form.name, 'category');
  const clash = await findBlogCategoryClash(db, form.name, slug);
  if (clash) throw conflict('A category with this name already exists');
  const lastSortOrder = await maxBlogCategorySortOrder(db);
  return insertBlogCategory(db, {
    slug,
    name_en: form.name,
    name_fr: form.name,
    name_ar: form.name,
    description_en: form.description,
    color: form.color,
    icon: DEFAULT_BLOG_ICON,
    sort_order: (lastSortOrder ?? -1) + 1,
    created_by: adminId,
    updated_by: adminId,
  });
}

export async function deleteBlogCategory(db: Kysely<Database>, id: number) {
  const deleted = await deleteBlogCategoryRow(db, id);
  if (!deleted) throw notFound('Category not found');
  return deleted;
}
