import type { Kysely } from 'kysely';
import type { IngredientInput } from '@chhiwat/core';
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

export async function insertIngredients(
  db: Kysely<Database>,
  rows: (Omit<IngredientInput, 'category'> & { category_id: number })[],
  adminId: number | null,
) {
  if (rows.length === 0) return [];
  return db
    .insertInto('ingredients')
    .values(rows.map((row) => ({ ...row, created_by: adminId, updated_by: adminId })))
    .returning(['id', 'slug'])
    .execute();
}
