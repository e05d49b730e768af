import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../platform/sql-like.ts';

/** Every table's size, and how many rows of the main ones were created since `since`. */
export async function countEverything(db: Kysely<Database>, since: Date) {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*)::int from ingredients) as ingredients,
      (select count(*)::int from ingredients where created_at >= ${since}) as ingredients_new,
      (select count(*)::int from recipes) as recipes,
      (select count(*)::int from recipes where created_at >= ${since}) as recipes_new,
      (select count(*)::int from blog_posts) as blog_posts,
      (select count(*)::int from blog_posts where created_at >= ${since}) as blog_posts_new,
      (select count(*)::int from blog_posts where status = 'published') as published_posts,
      (select count(*)::int from admins) as admins,
      (select count(*)::int from admins where is_active) as active_admins,
      (select count(*)::int from ingredient_categories) as ingredient_categories,
      (select count(*)::int from recipe_categories) as recipe_categories,
      (select count(*)::int from blog_categories) as blog_categories,
      (select count(*)::int from recipe_ingredients) as recipe_links,
      (select count(*)::int from substitutions) as substitutions,
      (select count(*)::int from ingredients where is_staple) as staples,
      (select count(*)::int from ingredients
        where composition is null or measures is null) as ingredients_lacking_nutrition,
      (select count(*)::int from images) as images`.execute(db);
  return rows[0] ?? {};
}

/** The log's resource types that speak of admin accounts and their sessions (sign-ins, sign-outs). */
const ADMIN_RESOURCE_TYPES = ['admin', 'session'];

/** The newest `limit` entries of the activity log, the other columns than the author's e-mail. */
function newestActivity(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('admin_activity')
    .select([
      'id',
      'action',
      'resource_type',
      'resource_id',
      'table_name',
      'description',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** The newest entries of the activity log, only those after `since` when given. */
export function listRecentActivity(db: Kysely<Database>, limit: number, since?: Date) {
  let query = newestActivity(db, limit).select('admin_email');
  if (since) query = query.where('created_at', '>', since);
  return query.execute();
}

/**
 * The newest entries one admin may read without the accounts screen: none about another admin's
 * account or session, and no e-mail but their own. Filtered before the limit, so other admins'
 * sign-ins never crowd out what changed in the catalogue.
 */
export function listRecentActivityOf(db: Kysely<Database>, limit: number, adminId: number) {
  return newestActivity(db, limit)
    .select((eb) =>
      eb
        .case()
        .when('admin_id', '=', adminId)
        .then(eb.ref('admin_email'))
        .else(null)
        .end()
        .as('admin_email'),
    )
    .where((eb) =>
      eb.or([
        eb('resource_type', 'not in', ADMIN_RESOURCE_TYPES),
        eb('resource_id', '=', String(adminId)),
      ]),
    )
    .execute();
}

export function listNewestIngredients(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('ingredients')
    .select(['id', 'slug', 'name_en', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listNewestRecipes(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('recipes')
    .select(['id', 'slug', 'title_en', 'difficulty', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Ingredients, recipes and posts whose names in any language (or slug) contain the text. */
export async function searchCatalogueNames(db: Kysely<Database>, text: string, limit: number) {
  // lower() on both sides keeps the match portable.
  const term = containsPattern(text.toLowerCase());
  const like = (columns: string[]) =>
    sql<boolean>`(${sql.join(
      columns.map((c) => sql`lower(${sql.ref(c)}) like ${term}`),
      sql` or `,
    )})`;
  const [ingredients, recipes, posts] = await Promise.all([
    db
      .selectFrom('ingredients')
      .select(['id', 'slug', 'name_en as label'])
      .where(like(['name_en', 'name_fr', 'name_ar', 'name_darija', 'slug']))
      .orderBy('name_en')
      .limit(limit)
      .execute(),
    db
      .selectFrom('recipes')
      .select(['id', 'slug', 'title_en as label'])
      .where(like(['title_en', 'title_fr', 'title_ar', 'slug']))
      .orderBy('title_en')
      .limit(limit)
      .execute(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'slug', 'title_en as label'])
      .where(like(['title_en', 'title_fr', 'title_ar', 'slug']))
      .orderBy('title_en')
      .limit(limit)
      .execute(),
  ]);
  return { ingredients, recipes, posts };
}
