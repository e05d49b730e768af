import type { Kysely } from 'kysely';
import { ingredientInputSchema, invalidReferencesMessage } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/service.ts';
import {
  deleteIngredientRow,
  findExistingIngredientSlugs,
  findIngredientById,
  insertIngredients,
  recipesUsing,
  swapsMentioning,
  removeRelatedSlug,
  renameRelatedSlug,
  updateIngredientRow,
} from './repository.ts';

/** Reads other modules and the routes take as the repository gives them. */
export {
  findExistingIngredientSlugs,
  findIngredient,
  findIngredientById,
  listIngredients,
  listIngredientsForAdmin,
} from './repository.ts';

/**
 * Creates ingredients with the form's rules: the category must exist and be active, and every
 * commonly-used-with slug must name an ingredient (stored already, or created in the same batch).
 * Run it inside a transaction for a batch.
 */
export async function createIngredients(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const ingredients = inputs.map((input) => parseOrThrow(ingredientInputSchema, input));

  const categories = await findCategoriesBySlugs(db, 'ingredient', [
    ...new Set(ingredients.map((i) => i.category)),
  ]);
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));

  const batchSlugs = new Set(ingredients.map((i) => i.slug));
  const referenced = [...new Set(ingredients.flatMap((i) => i.commonly_used_with))];
  const stored = await findExistingIngredientSlugs(db, referenced);

  const rows = ingredients.map(({ category, ...ingredient }) => {
    const found = categoryBySlug.get(category);
    if (!found)
      throw badRequest('Invalid category selected', { category: 'Invalid category selected' });
    if (!found.is_active) {
      throw badRequest('Selected category is not active', {
        category: 'Selected category is not active',
      });
    }
    const problem = invalidReferencesMessage(
      ingredient.commonly_used_with,
      (slug) => slug !== ingredient.slug && (batchSlugs.has(slug) || stored.has(slug)),
    );
    if (problem) throw badRequest(problem, { commonly_used_with: problem });
    return { ...ingredient, category_id: found.id };
  });
  return insertIngredients(db, rows, adminId);
}

/** back-office.md §8, Ingredient service. */
export const INGREDIENT_MESSAGES = {
  duplicateSlug: 'An ingredient with this slug already exists',
  slugTaken: 'This slug already exists',
  notFoundForUpdate: 'Ingredient not found for update',
  notFound: 'Ingredient not found',
  inUse: (name: string) =>
    `Cannot delete ingredient "${name}" because it is used in recipes. Please remove it from recipes first.`,
  inSwaps: (name: string, count: number) =>
    `Cannot delete ingredient "${name}" because ${count === 1 ? 'a swap uses' : `${count} swaps use`} it. Please change or delete ${count === 1 ? 'that swap' : 'those swaps'} first.`,
} as const;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const isReferenceViolation = (error: unknown) =>
  ['23503', '23001'].includes((error as { code?: string } | null)?.code ?? '');

function duplicateSlug(): HttpError {
  return new HttpError(409, 'duplicate', INGREDIENT_MESSAGES.duplicateSlug, {
    slug: INGREDIENT_MESSAGES.slugTaken,
  });
}

export async function createIngredient(db: Kysely<Database>, input: unknown, adminId: number) {
  try {
    const [created] = await inTransaction(db, (trx) => createIngredients(trx, [input], adminId));
    if (!created) throw new HttpError(500, 'internal', 'Failed to create ingredient');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

/**
 * Updates an ingredient with the form's rules. A new slug follows through: recipe links by the
 * foreign key's ON UPDATE CASCADE, and other ingredients' related lists here, in the same transaction.
 */
export async function updateIngredient(
  db: Kysely<Database>,
  id: number,
  input: unknown,
  adminId: number,
) {
  const { category, ...ingredient } = parseOrThrow(ingredientInputSchema, input);
  try {
    return await inTransaction(db, async (trx) => {
      const current = await findIngredientById(trx, id);
      if (!current) throw notFound(INGREDIENT_MESSAGES.notFoundForUpdate);
      const [found] = await findCategoriesBySlugs(trx, 'ingredient', [category]);
      if (!found)
        throw badRequest('Invalid category selected', { category: 'Invalid category selected' });
      if (!found.is_active)
        throw badRequest('Selected category is not active', {
          category: 'Selected category is not active',
        });
      const known = await findExistingIngredientSlugs(trx, ingredient.commonly_used_with);
      const problem = invalidReferencesMessage(
        ingredient.commonly_used_with,
        (slug) => known.has(slug) && slug !== current.slug && slug !== ingredient.slug,
      );
      if (problem) throw badRequest(problem, { commonly_used_with: problem });

      const row = { ...ingredient, category_id: found.id };
      const updated = await updateIngredientRow(trx, id, row, adminId);
      if (current.slug !== updated.slug) await renameRelatedSlug(trx, current.slug, updated.slug);
      return { ...updated, previous: current };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

/**
 * Deletes an ingredient no recipe uses; one in use is refused with the spec's message (and the
 * foreign key refuses it too, should a link appear between the check and the delete).
 */
export async function deleteIngredient(db: Kysely<Database>, id: number) {
  try {
    return await inTransaction(db, async (trx) => {
      const current = await findIngredientById(trx, id);
      if (!current) throw notFound(INGREDIENT_MESSAGES.notFound);
      if ((await recipesUsing(trx, current.slug)) > 0)
        throw conflict(INGREDIENT_MESSAGES.inUse(current.name_en));
      const swaps = await swapsMentioning(trx, current.slug);
      if (swaps > 0) throw conflict(INGREDIENT_MESSAGES.inSwaps(current.name_en, swaps));
      await removeRelatedSlug(trx, current.slug);
      await deleteIngredientRow(trx, id);
      return current;
    });
  } catch (error) {
    if (isReferenceViolation(error)) {
      const current = await findIngredientById(db, id);
      throw conflict(INGREDIENT_MESSAGES.inUse(current?.name_en ?? ''));
    }
    throw error;
  }
}
