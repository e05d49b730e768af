import { sql, type Kysely } from 'kysely';
import {
  blogCategoryInputSchema,
  blogPostInputSchema,
  DEFAULT_BLOG_ICON,
  fallbackSlug,
  publishProblem,
  uniqueSlug,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { containsPattern, likePattern } from '../../platform/sql-like.ts';
import { parseOrThrow } from '../../platform/validation.ts';

/** back-office.md §9: 12 posts a page. */
export const BLOG_PAGE_SIZE = 12;

export async function generatePostSlug(db: Kysely<Database>, title: string, exceptId?: number) {
  const base = fallbackSlug(title, 'post');
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', likePattern(`${base}-`, 'prefix'))]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  return uniqueSlug(base, (slug) => taken.has(slug));
}

export async function listPostsForAdmin(
  db: Kysely<Database>,
  query: {
    status?: 'draft' | 'published' | undefined;
    category?: string | undefined;
    search?: string | undefined;
    page: number;
  },
) {
  const term = query.search?.trim()
    ? containsPattern(query.search.trim().toLowerCase())
    : undefined;
  const base = db
    .selectFrom('blog_posts as p')
    .leftJoin('admins as a', 'a.id', 'p.author_id')
    .$if(Boolean(query.status), (q) =>
      q.where('p.status', '=', query.status as 'draft' | 'published'),
    )
    .$if(Boolean(query.category), (q) => q.where('p.category', '=', query.category as string))
    .$if(Boolean(term), (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['p.title_en']), 'like', term as string),
          eb(eb.fn('lower', ['p.title_fr']), 'like', term as string),
          eb(eb.fn('lower', ['p.title_ar']), 'like', term as string),
          eb(eb.fn('lower', ['p.excerpt_en']), 'like', term as string),
        ]),
      ),
    );
  const [posts, total, counts] = await Promise.all([
    base
      .select([
        'p.id',
        'p.slug',
        'p.title_en',
        'p.title_fr',
        'p.title_ar',
        'p.excerpt_en',
        'p.image_url',
        'p.category',
        'p.tags',
        'p.status',
        'p.published_at',
        'p.created_at',
        'p.updated_at',
        'a.username as author',
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(BLOG_PAGE_SIZE)
      .offset((query.page - 1) * BLOG_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    sql<{ kind: string; key: string; n: number }>`
      select 'status' as kind, status as key, count(*)::int as n from blog_posts group by status
      union all select 'category', coalesce(category, ''), count(*)::int from blog_posts group by category`.execute(
      db,
    ),
  ]);
  const n = Number(total?.n ?? 0);
  const pick = (kind: string) =>
    Object.fromEntries(
      counts.rows.filter((row) => row.kind === kind).map((row) => [row.key, row.n]),
    );
  return {
    posts,
    pagination: {
      total: n,
      page: query.page,
      pageSize: BLOG_PAGE_SIZE,
      pages: Math.max(1, Math.ceil(n / BLOG_PAGE_SIZE)),
    },
    counts: { status: pick('status'), category: pick('category') },
  };
}

export const findPostForAdmin = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('blog_posts as p')
    .leftJoin('admins as a', 'a.id', 'p.author_id')
    .selectAll('p')
    .select('a.username as author')
    .where('p.id', '=', id)
    .executeTakeFirst();

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
  if (problem)
    throw badRequest(problem, { [problem.includes('title') ? 'title_en' : 'content_en']: problem });
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
    return await db
      .insertInto('blog_posts')
      .values({
        ...post,
        slug,
        published_at: publishedAt,
        author_id: adminId,
        created_by: adminId,
        updated_by: adminId,
      })
      .returning(['id', 'slug', 'status', 'published_at', 'image_url'])
      .executeTakeFirstOrThrow();
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
    const current = await trx
      .selectFrom('blog_posts')
      .select(['id', 'slug', 'status', 'published_at', 'image_url'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
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
      const updated = await trx
        .updateTable('blog_posts')
        .set({
          ...post,
          slug: post.slug || current.slug,
          published_at: publishedAt,
          updated_by: adminId,
        })
        .where('id', '=', id)
        .returning(['id', 'slug', 'status', 'published_at', 'image_url'])
        .executeTakeFirstOrThrow();
      return { ...updated, previousImage: current.image_url };
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw conflict('A post with this slug already exists');
      throw error;
    }
  });
}

export async function deletePost(db: Kysely<Database>, id: number) {
  const deleted = await db
    .deleteFrom('blog_posts')
    .where('id', '=', id)
    .returning(['id', 'slug', 'image_url'])
    .executeTakeFirst();
  if (!deleted) throw notFound('Blog post not found');
  return deleted;
}

export async function listBlogCategories(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, unknown>>`
    select c.id, c.slug, c.name_en, c.name_fr, c.name_ar, c.description_en, c.color, c.icon, c.sort_order,
           (select count(*)::int from blog_posts p where p.category = c.slug) as post_count
    from blog_categories c order by c.sort_order, c.name_en`.execute(db);
  return rows;
}

/** The blog category modal: one name (used in all three languages), a slug, a colour; no duplicates. */
export async function createBlogCategory(db: Kysely<Database>, input: unknown, adminId: number) {
  const form = parseOrThrow(blogCategoryInputSchema, input);
  const slug = form.slug || fallbackSlug(form.name, 'category');
  const clash = await db
    .selectFrom('blog_categories')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name_en']), '=', form.name.toLowerCase()),
        eb('slug', '=', slug.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (clash) throw conflict('A category with this name already exists');
  const { rows } = await sql<{
    max: number | null;
  }>`select max(sort_order) as max from blog_categories`.execute(db);
  return db
    .insertInto('blog_categories')
    .values({
      slug,
      name_en: form.name,
      name_fr: form.name,
      name_ar: form.name,
      description_en: form.description,
      color: form.color,
      icon: DEFAULT_BLOG_ICON,
      sort_order: (rows[0]?.max ?? -1) + 1,
      created_by: adminId,
      updated_by: adminId,
    })
    .returning(['id', 'slug', 'name_en', 'color'])
    .executeTakeFirstOrThrow();
}

export async function deleteBlogCategory(db: Kysely<Database>, id: number) {
  const deleted = await db
    .deleteFrom('blog_categories')
    .where('id', '=', id)
    .returning(['id', 'slug'])
    .executeTakeFirst();
  if (!deleted) throw notFound('Category not found');
  return deleted;
}
