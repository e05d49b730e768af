import type { Kysely } from 'kysely';
import { categoryInputSchema, fallbackSlug, uniqueSlug, type CategoryType } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import {
  deleteCategoryRow,
  findSlugsLike,
  insertCategories,
  insertCategory,
  listCategoriesWithCounts,
  lockCategoryWithCount,
  updateCategoryRow,
} from './repository.ts';

/** Reads other modules and the public routes take as the repository gives them. */
export { findCategoriesBySlugs, listActiveCategories } from './repository.ts';

const items = (type: CategoryType) => (type === 'ingredient' ? 'ingredients' : 'recipes');

export const categoryInUseMessage = (count: number, type: CategoryType) =>
  `This category cannot be deleted because it contains ${count} ${items(type)}`;

/** Creates categories after the form's validation; an empty slug is made from the English name. */
export async function createCategories(
  db: Kysely<Database>,
  type: CategoryType,
  inputs: unknown[],
  adminId: number | null,
) {
  const schema = categoryInputSchema(type);
  const rows = inputs.map((input) => {
    const category = parseOrThrow(schema, input);
    return { ...category, slug: category.slug || fallbackSlug(category.name_en, 'category') };
  });
  return insertCategories(db, type, rows, adminId);
}

/** Every category of a type, active or not, with its item count, in sort order. */
export function listCategoriesForAdmin(db: Kysely<Database>, type: CategoryType) {
  return listCategoriesWithCounts(db, type);
}

/** The server's slug for a name: the fallback rule, made unique in its table ('category' as last resort). */
export async function generateCategorySlug(db: Kysely<Database>, type: CategoryType, name: string) {
  const base = fallbackSlug(name, 'category');
  const taken = new Set(await findSlugsLike(db, type, base));
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
    return await insertCategory(db, type, { ...category, slug }, adminId);
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
      const updated = await updateCategoryRow(trx, type, id, category, adminId);
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
    const category = await lockCategoryWithCount(trx, type, id);
    if (!category) throw notFound('Category not found');
    if (category.item_count > 0) throw conflict(categoryInUseMessage(category.item_count, type));
    await deleteCategoryRow(trx, type, id);
    return category;
  });
}
