import type { Kysely } from 'kysely';
import { fallbackSlug, invalidReferencesMessage, recipeInputSchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/repository.ts';
import { findExistingIngredientSlugs } from '../ingredients/repository.ts';
import { insertRecipe, insertRecipeIngredients } from './repository.ts';

/**
 * Creates recipes with their ingredient links, all or nothing: the category must exist
 * (Category "{slug}" not found) and every linked ingredient must be in the catalogue.
 */
export async function createRecipes(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const recipes = inputs.map((input) => parseOrThrow(recipeInputSchema, input));
  return inTransaction(db, async (trx) => {
    const categories = await findCategoriesBySlugs(trx, 'recipe', [
      ...new Set(recipes.map((r) => r.category)),
    ]);
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const known = await findExistingIngredientSlugs(trx, [
      ...new Set(recipes.flatMap((r) => r.ingredients.map((link) => link.ingredient_slug))),
    ]);

    const created = [];
    for (const { category, ingredients, ...recipe } of recipes) {
      const category_id = categoryId.get(category);
      if (category_id === undefined) {
        const message = `Category "${category}" not found`;
        throw badRequest(message, { category: message });
      }
      const problem = invalidReferencesMessage(
        ingredients.map((link) => link.ingredient_slug),
        (slug) => known.has(slug),
      );
      if (problem) throw badRequest(problem, { ingredients: problem });
      const slug = recipe.slug || fallbackSlug(recipe.title_en, 'recipe');
      const row = await insertRecipe(trx, { ...recipe, slug, category_id }, adminId);
      await insertRecipeIngredients(trx, row.id, ingredients);
      created.push(row);
    }
    return created;
  });
}
