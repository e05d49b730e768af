import { sql, type Kysely } from 'kysely';
import type { CategoryInput, CategoryType } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { likePattern } from '../../platform/sql-like.ts';

export const categoryTable = (type: CategoryType) =>
  type === 'ingredient' ? ('ingredient_categories' as const) : ('recipe_categories' as const);

/** The table holding a category type's items. */
export const itemTable = (type: CategoryType) =>
  type === 'ingredient' ? ('ingredients' as const) : ('recipes' as const);

export async function findCategoriesBySlugs(
  db: Kysely<Database>,
  type: CategoryType,
  slugs: string[],
) {
  if (slugs.length === 0) return [];
  return db
    .selectFrom(categoryTable(type))
    .select(['id', 'slug', 'is_active'])
    .where('slug', 'in', slugs)
    .execute();
}

export async function insertCategories(
  db: Kysely<Database>,
  type: CategoryType,
  rows: (CategoryInput & { slug: string })[],
  adminId: number | null,
) {
  if (rows.length === 0) return [];
  return db
    .insertInto(categoryTable(type))
    .values(rows.map((row) => ({ ...row, created_by: adminId, updated_by: adminId })))
    .returning(['id', 'slug'])
    .execute();
}

export interface PublicCategoryRow {
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  description_en: string;
  description_fr: string;
  description_ar: string;
  color: string;
  icon: string;
  sort_order: number;
  item_count: number;
}

/** Active categories for the public site, ordered by sort_order, each with its item count. */
export async function listActiveCategories(db: Kysely<Database>, type: CategoryType) {
  const { rows } = await sql<PublicCategoryRow>`
    select c.slug, c.name_en, c.name_fr, c.name_ar, c.description_en, c.description_fr,
           c.description_ar, c.color, c.icon, c.sort_order,
           (select count(*)::int from ${sql.table(itemTable(type))} item where item.category_id = c.id) as item_count
    from ${sql.table(categoryTable(type))} c
    where c.is_active
    order by c.sort_order, c.name_en`.execute(db);
  return rows;
}

/** Every category of a type, active or not, with its item count, in sort order. */
export async function listCategoriesWithCounts(db: Kysely<Database>, type: CategoryType) {
  const { rows } = await sql<Record<string, unknown>>`
    select c.*, (select count(*)::int from ${sql.table(itemTable(type))} i where i.category_id = c.id) as item_count
    from ${sql.table(categoryTable(type))} c order by c.sort_order, c.name_en`.execute(db);
  return rows;
}

/** The slugs of a type equal to `base` or starting with `base-`. */
export async function findSlugsLike(db: Kysely<Database>, type: CategoryType, base: string) {
  const { rows } = await sql<{ slug: string }>`
    select slug from ${sql.table(categoryTable(type))} where slug = ${base} or slug like ${likePattern(`${base}-`, 'prefix')}`.execute(
    db,
  );
  return rows.map((row) => row.slug);
}

export function insertCategory(
  db: Kysely<Database>,
  type: CategoryType,
  category: CategoryInput & { slug: string },
  adminId: number,
) {
  return db
    .insertInto(categoryTable(type))
    .values({ ...category, created_by: adminId, updated_by: adminId })
    .returning(['id', 'slug', 'name_en'])
    .executeTakeFirstOrThrow();
}

/** An empty slug keeps the stored one. */
export function updateCategoryRow(
  db: Kysely<Database>,
  type: CategoryType,
  id: number,
  category: CategoryInput,
  adminId: number,
) {
  return db
    .updateTable(categoryTable(type))
    .set({ ...category, ...(category.slug ? {} : { slug: undefined }), updated_by: adminId })
    .where('id', '=', id)
    .returning(['id', 'slug', 'name_en'])
    .executeTakeFirst();
}

/** One category with its item count, locked for the rest of the transaction. */
export async function lockCategoryWithCount(db: Kysely<Database>, type: CategoryType, id: number) {
  const { rows } = await sql<{ slug: string; name_en: string; item_count: number }>`
    select c.slug, c.name_en, (select count(*)::int from ${sql.table(itemTable(type))} i where i.category_id = c.id) as item_count
    from ${sql.table(categoryTable(type))} c where c.id = ${id} for update`.execute(db);
  return rows[0];
}

export async function deleteCategoryRow(db: Kysely<Database>, type: CategoryType, id: number) {
  await sql`delete from ${sql.table(categoryTable(type))} where id = ${id}`.execute(db);
}
