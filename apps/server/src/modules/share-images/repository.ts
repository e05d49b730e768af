import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { publicRecipes } from '../recipes/repository.ts';

/** What a recipe's share images show, while it is public: its titles and its photo. */
export function findRecipeForShare(db: Kysely<Database>, slug: string) {
  return publicRecipes(db)
    .select(['r.slug', 'r.title_ar', 'r.title_fr', 'r.title_en', 'r.image_url'])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
}

/** The same for a post, while it is public (the page of a draft is a 404, so are its images). */
export function findPostForShare(db: Kysely<Database>, slug: string) {
  return (
    db
      .selectFrom('blog_posts')
      .select(['slug', 'title_ar', 'title_fr', 'title_en', 'image_url'])
      .where('slug', '=', slug)
      .where('status', '=', 'published')
      // the database's clock, the one the blog follows (decision 0017)
      .where('published_at', '<=', sql<Date>`now()`)
      .executeTakeFirst()
  );
}
