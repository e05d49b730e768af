import { sql, type Kysely } from 'kysely';
import type { IngredientInput, PhotoFilter } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';

export async function findExistingIngredientSlugs(db: Kysely<Database>, slugs: string[]) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('ingredients')
    .select('slug')
    .where('slug', 'in', slugs)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

type IngredientRow = Omit<IngredientInput, 'category'> & { category_id: number };

/** The row as stored: the jsonb columns as JSON text (both drivers take it), left out when absent. */
function storedRow({ composition, measures, ...row }: IngredientRow) {
  return {
    ...row,
    ...(composition === undefined ? {} : { composition: jsonOrNull(composition) }),
    ...(measures === undefined ? {} : { measures: jsonOrNull(measures) }),
  };
}
const jsonOrNull = (value: object | null) => (value === null ? null : JSON.stringify(value));

export async function insertIngredients(
  db: Kysely<Database>,
  rows: IngredientRow[],
  adminId: number | null,
) {
  if (rows.length === 0) return [];
  return db
    .insertInto('ingredients')
    .values(rows.map((row) => ({ ...storedRow(row), created_by: adminId, updated_by: adminId })))
    .returning(['id', 'slug'])
    .execute();
}

/** Every ingredient with its category slug, ordered by English name (public-site.md §7). */
export function listIngredients(db: Kysely<Database>) {
  return db
    .selectFrom('ingredients as i')
    .innerJoin('ingredient_categories as c', 'c.id', 'i.category_id')
    .select([
      'i.slug',
      'i.name_en',
      'i.name_fr',
      'i.name_ar',
      'i.name_darija',
      'c.slug as category',
      'i.image_url',
      'i.seasonality',
      'i.commonly_used_with',
      'i.is_staple',
      'i.aliases_en',
      'i.aliases_fr',
      'i.aliases_ar',
      'i.aliases_darija',
    ])
    .orderBy('i.name_en')
    .orderBy('i.slug')
    .execute();
}

export function findIngredient(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('ingredients as i')
    .innerJoin('ingredient_categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.slug',
      'i.name_en',
      'i.name_fr',
      'i.name_ar',
      'i.name_darija',
      'c.slug as category',
      'i.image_url',
      'i.description_en',
      'i.description_fr',
      'i.description_ar',
      'i.seasonality',
      'i.commonly_used_with',
      'i.is_staple',
      'i.aliases_en',
      'i.aliases_fr',
      'i.aliases_ar',
      'i.aliases_darija',
      'i.composition',
      'i.measures',
      'i.created_at',
      'i.updated_at',
    ])
    .where('i.slug', '=', slug)
    .executeTakeFirst();
}

/**
 * The admin list: every ingredient with its category and how many recipes use it; `photo` keeps
 * those with an image_url (`with`) or those whose image_url is null or empty (`without`).
 */
export function listIngredientsForAdmin(db: Kysely<Database>, photo?: PhotoFilter) {
  const hasPhoto = sql<boolean>`(coalesce(i.image_url, '') <> '')`;
  return db
    .selectFrom('ingredients as i')
    .innerJoin('ingredient_categories as c', 'c.id', 'i.category_id')
    .select((eb) => [
      'i.id',
      'i.slug',
      'i.name_en',
      'i.name_fr',
      'i.name_ar',
      'i.name_darija',
      'c.slug as category',
      'c.name_en as category_name_en',
      'i.image_url',
      'i.description_en',
      'i.description_fr',
      'i.description_ar',
      'i.commonly_used_with',
      'i.is_staple',
      'i.aliases_en',
      'i.aliases_fr',
      'i.aliases_ar',
      'i.aliases_darija',
      'i.seasonality',
      'i.composition',
      'i.measures',
      'i.created_at',
      'i.updated_at',
      eb
        .selectFrom('recipe_ingredients as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.ingredient_slug', '=', 'i.slug')
        .as('recipe_count'),
    ])
    .$if(photo === 'with', (qb) => qb.where(hasPhoto))
    .$if(photo === 'without', (qb) => qb.where(sql<boolean>`not ${hasPhoto}`))
    .orderBy('i.name_en')
    .execute();
}

export function findIngredientById(db: Kysely<Database>, id: number) {
  return db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many swap rules name the ingredient, as the one replaced or as a replacement. */
export async function swapsMentioning(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom('substitutions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('missing_slug', '=', slug),
        eb(sql<string>`${slug}`, '=', eb.fn.any('using_slugs')),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recipesUsing(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom('recipe_ingredients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ingredient_slug', '=', slug)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function updateIngredientRow(
  db: Kysely<Database>,
  id: number,
  ingredient: IngredientRow,
  adminId: number,
) {
  return db
    .updateTable('ingredients')
    .set({ ...storedRow(ingredient), updated_by: adminId })
    .where('id', '=', id)
    .returning(['id', 'slug', 'name_en', 'image_url'])
    .executeTakeFirstOrThrow();
}

/**
 * Other ingredients' commonly-used-with lists and the swaps' replacement lists (kept sorted)
 * follow a renamed slug; recipe links and the swaps' replaced slug follow by ON UPDATE CASCADE.
 */
export async function renameRelatedSlug(db: Kysely<Database>, from: string, to: string) {
  await sql`update ingredients set commonly_used_with = array_replace(commonly_used_with, ${from}, ${to})
            where ${from} = any(commonly_used_with)`.execute(db);
  await sql`update substitutions
            set using_slugs = array(select s from unnest(array_replace(using_slugs, ${from}, ${to})) s order by s)
            where ${from} = any(using_slugs)`.execute(db);
}

/** Takes a slug out of every other ingredient's commonly-used-with list. */
export async function removeRelatedSlug(db: Kysely<Database>, slug: string) {
  await sql`update ingredients set commonly_used_with = array_remove(commonly_used_with, ${slug})
            where ${slug} = any(commonly_used_with)`.execute(db);
}

export async function deleteIngredientRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('ingredients').where('id', '=', id).execute();
}
