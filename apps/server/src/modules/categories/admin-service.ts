import { sql, type Kysely } from 'kysely';
import { categoryInputSchema, fallbackSlug, uniqueSlug, type CategoryType } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/sql-like.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { categoryTable } from './repository.ts';

const items = (type: CategoryType) => (type === 'ingredient' ? 'ingredients' : 'recipes');

export const categoryInUseMessage = (count: number, type: CategoryType) =>
  `This category cannot be deleted because it contains ${count} ${items(type)}`;

/** Every category of a type, active or not, with its item count, in sort order. */
export async function listCategoriesForAdmin(db: Kysely<Database>, type: CategoryType) {
  const { rows } = await sql<Record<string, unknown>>`
    select c.*, (select count(*)::int from ${sql.table(items(type))} i where i.category_id = c.id) as item_count
    from ${sql.table(categoryTable(type))} c order by c.sort_order, c.name_en`.execute(db);
  return rows;
}

/** The server's slug for a name: the fallback rule, made unique in its table ('category' as last resort). */
export async function generateCategorySlug(db: Kysely<Database>, type: CategoryType, name: string) {
  const base = fallbackSlug(name, 'category');
  const { rows } = await sql<{ slug: string }>`
    select slug from ${sql.table(categoryTable(type))} where slug = ${base} or slug like ${likePattern(`${base}-`, 'prefix')}`.execute(
    db,
  );
  const taken = new Set(rows.map((row) => row.slug));
  return uniqueSlug(base, (slug) => taken.has(slug));
}

const duplicate = () =>
  new HttpError(409, 'duplicate', 'A category with this slug already exists', {
    slug: 'This slug already exists',
  });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function createCategory(
  db: Kysely<Database>,
  type: CategoryType,
  input: unknown,
  adminId: number,
) {
  const category = parseOrThrow(categoryInputSchema(type), input);
  const slug = category.slug || (await generateCategorySlug(db, type, category.name_en));
  try {
    return await db
      .insertInto(categoryTable(type))
      .values({ ...category, slug, created_by: adminId, updated_by: adminId })
      .returning(['id', 'slug', 'name_en'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateCategory(
  db: Kysely<Database>,
  type: CategoryType,
  id: number,
  input: unknown,
  adminId: number,
) {
  const category = parseOrThrow(categoryInputSchema(type), input);
  try {
    // In a transaction: an update of no row still bumps the catalogue version, and a 404 must change nothing.
    return await inTransaction(db, async (trx) => {
      const updated = await trx
        .updateTable(categoryTable(type))
        .set({ ...category, ...(category.slug ? {} : { slug: undefined }), updated_by: adminId })
        .where('id', '=', id)
        .returning(['id', 'slug', 'name_en'])
        .executeTakeFirst();
      if (!updated) throw notFound('Category not found');
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Deletes an empty category; one still holding items is refused with the count (and by the foreign key). */
export async function deleteCategory(db: Kysely<Database>, type: CategoryType, id: number) {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ slug: string; name_en: string; item_count: number }>`
      select c.slug, c.name_en, (select count(*)::int from ${sql.table(items(type))} i where i.category_id = c.id) as item_count
      from ${sql.table(categoryTable(type))} c where c.id = ${id} for update`.execute(trx);
    const category = rows[0];
    if (!category) throw notFound('Category not found');
    if (category.item_count > 0) throw conflict(categoryInUseMessage(category.item_count, type));
    await sql`delete from ${sql.table(categoryTable(type))} where id = ${id}`.execute(trx);
    return category;
  });
}
