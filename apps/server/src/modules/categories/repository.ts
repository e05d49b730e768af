import type { Kysely } from 'kysely';
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
