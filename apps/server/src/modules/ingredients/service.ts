import type { Kysely } from 'kysely';
import { ingredientInputSchema, invalidReferencesMessage } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/repository.ts';
import { findExistingIngredientSlugs, insertIngredients } from './repository.ts';

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
