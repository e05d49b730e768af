import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every published post's slug and last change, newest first. */
export function listPublishedPostDates(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .where('published_at', '<=', new Date())
    .orderBy('published_at', 'desc')
    .execute();
}
