import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

/** Published posts, newest first, with their category when it exists. */
export function listPublishedPosts(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.slug', 'p.category')
    .select(publicColumns)
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', new Date())
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
    .where('published_at', '<=', new Date())
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
    .where('p.published_at', '<=', new Date())
    .executeTakeFirst();
}
