import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every published post's slug and last change, newest first. */
export function listPublishedPostDates(db: Kysely<Database>) {
  return (
    db
      .selectFrom('blog_posts')
      .select(['slug', 'updated_at'])
      .where('status', '=', 'published')
      // the database's clock, the one the content version follows (decision 0017)
      .where('published_at', '<=', sql<Date>`now()`)
      .orderBy('published_at', 'desc')
      .execute()
  );
}
