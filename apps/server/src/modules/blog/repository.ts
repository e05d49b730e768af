import { sql, type Insertable, type Kysely, type NotNull, type Updateable } from 'kysely';
import type { BlogCategoriesTable, BlogPostsTable, Database } from '../../db/schema.ts';
import { containsPattern, likePattern } from '../../platform/sql-like.ts';

const publicColumns = [
  'p.slug',
  'p.title_en',
  'p.title_fr',
  'p.title_ar',
  'p.excerpt_en',
  'p.excerpt_fr',
  'p.excerpt_ar',
  'p.image_url',
  'p.category',
  'p.tags',
  'p.published_at',
  'p.updated_at',
  'c.name_en as category_name_en',
  'c.name_fr as category_name_fr',
  'c.name_ar as category_name_ar',
  'c.color as category_color',
  'c.icon as category_icon',
] as const;

/**
 * "Already public" by the database's clock, the one the content version uses (platform/
 * content-version.ts): a post dated in the future shows when that version says it does.
 */
const databaseNow = sql<Date>`now()`;

/** Published posts, newest first, with their category when it exists. */
export function listPublishedPosts(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.slug', 'p.category')
    .select(publicColumns)
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', databaseNow)
    .$narrowType<{ published_at: NotNull }>()
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublishedPosts(db: Kysely<Database>) {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'published')
    .where('published_at', '<=', databaseNow)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findPublishedPost(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.slug', 'p.category')
    .select([...publicColumns, 'p.content_en', 'p.content_fr', 'p.content_ar'])
    .where('p.slug', '=', slug)
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', databaseNow)
    .$narrowType<{ published_at: NotNull }>()
    .executeTakeFirst();
}

/** Every published post's slug and last change, newest first (the sitemap). */
export function listPublishedPostDates(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .where('published_at', '<=', databaseNow)
    .orderBy('published_at', 'desc')
    .execute();
}

/**
 * What a post's share images show, while it is public (the page of a draft is a 404, so are its
 * images).
 */
export function findPostForShare(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'title_ar', 'title_fr', 'title_en', 'image_url'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .where('published_at', '<=', databaseNow)
    .executeTakeFirst();
}

/** The post slugs equal to `base` or starting with `base-`, leaving out one post when asked. */
export async function findPostSlugsLike(db: Kysely<Database>, base: string, exceptId?: number) {
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) =>
      eb.or([eb('slug', '=', base), eb('slug', 'like', likePattern(`${base}-`, 'prefix'))]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
    .execute();
  return rows.map((row) => row.slug);
}

export interface AdminPostFilter {
  status?: 'draft' | 'published' | undefined;
  category?: string | undefined;
  search?: string | undefined;
}

/** Status, category and a search over the three titles and the English excerpt. */
function adminPosts(db: Kysely<Database>, filter: AdminPostFilter) {
  const term = filter.search?.trim()
    ? containsPattern(filter.search.trim().toLowerCase())
    : undefined;
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('admins as a', 'a.id', 'p.author_id')
    .$if(Boolean(filter.status), (q) =>
      q.where('p.status', '=', filter.status as 'draft' | 'published'),
    )
    .$if(Boolean(filter.category), (q) => q.where('p.category', '=', filter.category as string))
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
}

/** One page of the admin list (latest change first) and the number of posts the filter keeps. */
export async function findAdminPostPage(
  db: Kysely<Database>,
  filter: AdminPostFilter,
  limit: number,
  offset: number,
) {
  const base = adminPosts(db, filter);
  const [posts, total] = await Promise.all([
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
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { posts, total: Number(total?.n ?? 0) };
}

/** Posts per status and per category ('' for none), for the list's chips. */
export async function countPostsByChip(db: Kysely<Database>) {
  const { rows } = await sql<{ kind: string; key: string; n: number }>`
      select 'status' as kind, status as key, count(*)::int as n from blog_posts group by status
      union all select 'category', coalesce(category, ''), count(*)::int from blog_posts group by category`.execute(
    db,
  );
  return rows;
}

export const findPostById = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('blog_posts as p')
    .leftJoin('admins as a', 'a.id', 'p.author_id')
    .selectAll('p')
    .select('a.username as author')
    .where('p.id', '=', id)
    .executeTakeFirst();

const savedPostColumns = ['id', 'slug', 'status', 'published_at', 'image_url'] as const;

export function insertPosts(db: Kysely<Database>, posts: Insertable<BlogPostsTable>[]) {
  return db.insertInto('blog_posts').values(posts).returning(['id', 'slug']).execute();
}

export function insertPost(db: Kysely<Database>, post: Insertable<BlogPostsTable>) {
  return db
    .insertInto('blog_posts')
    .values(post)
    .returning(savedPostColumns)
    .executeTakeFirstOrThrow();
}

/** The post's row, locked until the transaction ends. */
export function lockPost(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('blog_posts')
    .select(savedPostColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePostRow(db: Kysely<Database>, id: number, post: Updateable<BlogPostsTable>) {
  return db
    .updateTable('blog_posts')
    .set(post)
    .where('id', '=', id)
    .returning(savedPostColumns)
    .executeTakeFirstOrThrow();
}

export function deletePostRow(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('blog_posts')
    .where('id', '=', id)
    .returning(['id', 'slug', 'image_url'])
    .executeTakeFirst();
}

/** Every blog category in sort order, with how many posts name it. */
export async function listBlogCategoriesWithCounts(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, unknown>>`
    select c.id, c.slug, c.name_en, c.name_fr, c.name_ar, c.description_en, c.color, c.icon, c.sort_order,
           (select count(*)::int from blog_posts p where p.category = c.slug) as post_count
    from blog_categories c order by c.sort_order, c.name_en`.execute(db);
  return rows;
}

/** A blog category whose English name (any case) or slug is already taken. */
export function findBlogCategoryClash(db: Kysely<Database>, name: string, slug: string) {
  return db
    .selectFrom('blog_categories')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name_en']), '=', name.toLowerCase()),
        eb('slug', '=', slug.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
}

export async function maxBlogCategorySortOrder(db: Kysely<Database>) {
  const { rows } = await sql<{
    max: number | null;
  }>`select max(sort_order) as max from blog_categories`.execute(db);
  return rows[0]?.max ?? null;
}

export function insertBlogCategories(
  db: Kysely<Database>,
  categories: Insertable<BlogCategoriesTable>[],
) {
  return db.insertInto('blog_categories').values(categories).returning(['id', 'slug']).execute();
}

export function insertBlogCategory(
  db: Kysely<Database>,
  category: Insertable<BlogCategoriesTable>,
) {
  return db
    .insertInto('blog_categories')
    .values(category)
    .returning(['id', 'slug', 'name_en', 'color'])
    .executeTakeFirstOrThrow();
}

export function deleteBlogCategoryRow(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('blog_categories')
    .where('id', '=', id)
    .returning(['id', 'slug'])
    .executeTakeFirst();
}
