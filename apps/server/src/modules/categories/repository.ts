import { sql, type Kysely } from 'kysely';
import type { CategoryInput, CategoryType } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';

export const categoryTable = (type: CategoryType) =>
  type === 'ingredient' ? ('ingredient_categories' as const) : ('recipe_categories' as const);

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
  const items = type === 'ingredient' ? 'ingredients' : 'recipes';
  const { rows } = await sql<PublicCategoryRow>`
    select c.slug, c.name_en, c.name_fr, c.name_ar, c.description_en, c.description_fr,
           c.description_ar, c.color, c.icon, c.sort_order,
           (select count(*)::int from ${sql.table(items)} item where item.category_id = c.id) as item_count
    from ${sql.table(categoryTable(type))} c
    where c.is_active
    order by c.sort_order, c.name_en`.execute(db);
  return rows;
}
