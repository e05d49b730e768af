// One file over 300 lines: every query on the recipes and recipe_ingredients tables (public, share,
// admin list, writes), which the module owns (decision 0041); a column change is made here once.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  Difficulty,
  PhotoFilter,
  RecipeIngredientInput,
  RecipeInput,
  RecipeStatus,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../platform/sql-like.ts';

export type RecipeRow = Omit<RecipeInput, 'category' | 'ingredients'> & {
  slug: string;
  category_id: number;
};

export async function insertRecipe(
  db: Kysely<Database>,
  recipe: RecipeRow,
  adminId: number | null,
) {
  return db
    .insertInto('recipes')
    .values({ ...recipe, created_by: adminId, updated_by: adminId })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

export async function insertRecipeIngredients(
  db: Kysely<Database>,
  recipeId: number,
  links: RecipeIngredientInput[],
) {
  if (links.length === 0) return;
  await db
    .insertInto('recipe_ingredients')
    .values(
      links.map(({ key, ...link }, position) => ({
        ...link,
        is_key: key,
        recipe_id: recipeId,
        position,
      })),
    )
    .execute();
}

/**
 * The recipes the public site shows, as `r` with their category as `c`: only published recipes (a
 * draft is the back-office's alone), and a recipe whose category is
 * deactivated leaves every public read with it (the in-memory catalogue, and through it the lists,
 * matching, illustrations, the offline catalogue and the sitemap; its page and API answer; its
 * share images). Every public read of recipes starts here, so the rule exists once.
 */
export function publicRecipes(db: Kysely<Database>) {
  return db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .where('r.status', '=', 'published')
    .where('c.is_active', '=', true);
}

/** Every public recipe's card fields with its category slug, for the in-memory public catalogue. */
export function listRecipeCards(db: Kysely<Database>) {
  return publicRecipes(db)
    .select([
      'r.id',
      'r.slug',
      'r.title_en',
      'r.title_fr',
      'r.title_ar',
      'r.description_en',
      'r.description_fr',
      'r.description_ar',
      'r.image_url',
      'r.prep_time',
      'r.cooking_time',
      'r.soak_time',
      'r.rest_time',
      'r.region',
      'r.occasions',
      'r.seasons',
      'r.difficulty',
      'c.slug as category',
      'r.tags',
      'r.servings',
      'r.updated_at',
      'r.created_at',
    ])
    .select((eb) =>
      eb
        .or([
          eb('r.instructions_en', '<>', ''),
          eb('r.instructions_fr', '<>', ''),
          eb('r.instructions_ar', '<>', ''),
        ])
        .as('has_instructions'),
    )
    .orderBy('r.id')
    .execute();
}

/** What a recipe's share images show, while it is public: its titles and its photo. */
export function findRecipeForShare(db: Kysely<Database>, slug: string) {
  return publicRecipes(db)
    .select(['r.slug', 'r.title_ar', 'r.title_fr', 'r.title_en', 'r.image_url'])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
}

export function listAllRecipeLinks(db: Kysely<Database>) {
  return db
    .selectFrom('recipe_ingredients')
    .select(['recipe_id', 'ingredient_slug', 'optional', 'is_key as key'])
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
}

/** A recipe line's own columns, named as core's `recipeLineFields`. */
const LINE_COLUMNS = [
  'l.ingredient_slug',
  'l.optional',
  'l.is_key as key',
  'l.quantity',
  'l.unit',
  'l.note_en',
  'l.note_fr',
  'l.note_ar',
] as const;

/**
 * One public recipe in full with its category and its ingredients (names and category visuals), in
 * one query: a page's first read after a write waits for it, and each query is a round trip.
 */
export function findRecipeDetail(db: Kysely<Database>, slug: string) {
  return publicRecipes(db)
    .selectAll('r')
    .select((eb) => [
      'c.slug as category',
      'c.name_en as category_name_en',
      'c.name_fr as category_name_fr',
      'c.name_ar as category_name_ar',
      'c.icon as category_icon',
      'c.color as category_color',
      jsonArrayFrom(
        eb
          .selectFrom('recipe_ingredients as l')
          .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
          .innerJoin('ingredient_categories as ic', 'ic.id', 'i.category_id')
          .select([
            ...LINE_COLUMNS,
            'i.name_en',
            'i.name_fr',
            'i.name_ar',
            'i.name_darija',
            'i.image_url',
            'ic.slug as ingredient_category',
            'ic.icon as category_icon',
            'ic.color as category_color',
          ])
          .whereRef('l.recipe_id', '=', 'r.id')
          .orderBy('l.position'),
      ).as('ingredients'),
    ])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
}

export interface AdminRecipeFilter {
  search?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  photo?: PhotoFilter | undefined;
  status?: RecipeStatus | undefined;
}

/** A recipe has a photo when its image_url is neither null nor empty. */
const recipeHasPhoto = sql<boolean>`(coalesce(r.image_url, '') <> '')`;

/** Search over the three titles, the category names and the ingredient names, then the filters. */
function adminRecipeWhere(filter: AdminRecipeFilter) {
  const term = filter.search?.trim()
    ? containsPattern(filter.search.trim().toLowerCase())
    : undefined;
  const conditions = [
    term
      ? sql`(lower(r.title_en) like ${term} or lower(r.title_fr) like ${term} or lower(r.title_ar) like ${term}
             or lower(c.name_en) like ${term} or lower(c.name_fr) like ${term} or lower(c.name_ar) like ${term}
             or exists (select 1 from recipe_ingredients l join ingredients i on i.slug = l.ingredient_slug
                        where l.recipe_id = r.id and (lower(i.name_en) like ${term} or lower(i.name_fr) like ${term}
                              or lower(i.name_ar) like ${term} or lower(i.name_darija) like ${term})))`
      : sql`true`,
    filter.category ? sql`c.slug = ${filter.category}` : sql`true`,
    filter.difficulty ? sql`r.difficulty = ${filter.difficulty}` : sql`true`,
    filter.photo === 'with' ? recipeHasPhoto : sql`true`,
    filter.photo === 'without' ? sql`not ${recipeHasPhoto}` : sql`true`,
    filter.status ? sql`r.status = ${filter.status}` : sql`true`,
  ];
  return sql.join(conditions, sql` and `);
}

/** One page of the admin list (newest change first) and the number of recipes the filter keeps. */
export async function findAdminRecipePage(
  db: Kysely<Database>,
  filter: AdminRecipeFilter,
  limit: number,
  offset: number,
) {
  const where = adminRecipeWhere(filter);
  const [rows, total] = await Promise.all([
    sql<Record<string, unknown>>`
      select r.id, r.slug, r.title_en, r.title_fr, r.title_ar, r.description_en, r.image_url, r.prep_time,
             r.cooking_time, r.difficulty, c.slug as category, c.name_en as category_name_en, c.icon as category_icon,
             r.tags, r.servings, r.created_at, r.updated_at, r.status,
             (select count(*)::int from recipe_ingredients l where l.recipe_id = r.id) as ingredient_count
      from recipes r join recipe_categories c on c.id = r.category_id
      where ${where}
      order by r.updated_at desc, r.id desc
      limit ${limit} offset ${offset}`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from recipes r join recipe_categories c on c.id = r.category_id where ${where}`.execute(
      db,
    ),
  ]);
  return { recipes: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Recipes per category (every category, empty ones too) and per difficulty, for the list's chips. */
export async function countRecipesByChip(db: Kysely<Database>) {
  const { rows } = await sql<{ kind: string; key: string; n: number }>`
      select 'category' as kind, c.slug as key, count(r.id)::int as n
        from recipe_categories c left join recipes r on r.category_id = c.id group by c.slug
      union all
      select 'difficulty', r.difficulty, count(*)::int from recipes r group by r.difficulty`.execute(
    db,
  );
  return rows;
}

/** Recipes with and without a photo over the whole catalogue, for the list's photo chips. */
export async function countRecipesByPhoto(db: Kysely<Database>) {
  const { rows } = await sql<{ with: number; without: number }>`
      select count(*) filter (where ${recipeHasPhoto})::int as "with",
             count(*) filter (where not ${recipeHasPhoto})::int as "without"
        from recipes r`.execute(db);
  return rows[0] ?? { with: 0, without: 0 };
}

/** Drafts and published recipes over the whole catalogue, for the list's status chips. */
export async function countRecipesByStatus(db: Kysely<Database>) {
  const { rows } = await sql<{ draft: number; published: number }>`
      select count(*) filter (where r.status = 'draft')::int as draft,
             count(*) filter (where r.status = 'published')::int as published
        from recipes r`.execute(db);
  return rows[0] ?? { draft: 0, published: 0 };
}

/** One recipe as the admin form edits it: every column, the category slug, the links in order. */
export async function findRecipeById(db: Kysely<Database>, id: number) {
  const recipe = await db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select('c.slug as category')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!recipe) return undefined;
  const ingredients = await db
    .selectFrom('recipe_ingredients as l')
    .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
    .select([...LINE_COLUMNS, 'i.name_en', 'i.name_darija', 'i.image_url'])
    .where('l.recipe_id', '=', id)
    .orderBy('l.position')
    .execute();
  return { ...recipe, ingredients };
}

/** The recipe's row, locked until the transaction ends. */
export function lockRecipe(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('recipes')
    .select(['id', 'slug', 'image_url'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateRecipeRow(
  db: Kysely<Database>,
  id: number,
  recipe: RecipeRow,
  adminId: number,
) {
  return db
    .updateTable('recipes')
    .set({ ...recipe, updated_by: adminId })
    .where('id', '=', id)
    .returning(['id', 'slug', 'title_en', 'image_url'])
    .executeTakeFirstOrThrow();
}

export async function deleteRecipeIngredients(db: Kysely<Database>, recipeId: number) {
  await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipeId).execute();
}

export function deleteRecipeRow(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('recipes')
    .where('id', '=', id)
    .returning(['id', 'slug', 'title_en', 'image_url'])
    .executeTakeFirst();
}
