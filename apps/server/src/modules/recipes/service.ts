import type { Kysely } from 'kysely';
import { fallbackSlug, invalidReferencesMessage, recipeInputSchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/service.ts';
import { findExistingIngredientSlugs } from '../ingredients/service.ts';
import {
  countRecipesByChip,
  countRecipesByPhoto,
  countRecipesByStatus,
  deleteRecipeIngredients,
  deleteRecipeRow,
  findAdminRecipePage,
  findRecipeById,
  insertRecipe,
  insertRecipeIngredients,
  lockRecipe,
  updateRecipeRow,
  type AdminRecipeFilter,
} from './repository.ts';

/**
 * The public recipes as the repository reads them (every public read starts at `publicRecipes`):
 * the cards and lines of the catalogue snapshot (modules/catalogue), a recipe's page, and what its
 * share images show.
 */
export {
  findRecipeDetail,
  findRecipeForShare,
  listAllRecipeLinks,
  listRecipeCards,
} from './repository.ts';

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

/** back-office.md §9: 20 recipes a page, newest change first. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminRecipeQuery extends AdminRecipeFilter {
  page: number;
}

const duplicateSlug = () =>
  new HttpError(409, 'duplicate', 'A recipe with this slug already exists', {
    slug: 'This slug already exists',
  });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The admin list: search over the three titles, the category names and the ingredient names; the
 * category, difficulty, photo and status filters; one page with the exact total; and chip counts
 * for the whole catalogue.
 */
export async function listRecipesForAdmin(db: Kysely<Database>, query: AdminRecipeQuery) {
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const [page, chips, photos, statuses] = await Promise.all([
    findAdminRecipePage(db, query, ADMIN_PAGE_SIZE, offset),
    countRecipesByChip(db),
    countRecipesByPhoto(db),
    countRecipesByStatus(db),
  ]);
  const counts = (kind: string) =>
    Object.fromEntries(chips.filter((row) => row.kind === kind).map((row) => [row.key, row.n]));
  return {
    recipes: page.recipes,
    pagination: {
      total: page.total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      hasMore: offset + page.recipes.length < page.total,
    },
    counts: {
      categories: counts('category'),
      difficulties: counts('difficulty'),
      all: Number(chips.filter((r) => r.kind === 'difficulty').reduce((sum, r) => sum + r.n, 0)),
      photos,
      statuses,
    },
  };
}

export const findRecipeForAdmin = (db: Kysely<Database>, id: number) => findRecipeById(db, id);

export async function createRecipe(db: Kysely<Database>, input: unknown, adminId: number) {
  try {
    const [created] = await createRecipes(db, [input], adminId);
    if (!created) throw new HttpError(500, 'internal', 'Failed to create recipe');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

/**
 * Replaces a recipe's fields and links together. The row is locked first, so concurrent updates of
 * one recipe queue up and each leaves a complete version; updated_by comes from the session.
 */
export async function updateRecipe(
  db: Kysely<Database>,
  id: number,
  input: unknown,
  adminId: number,
) {
  const { category, ingredients, ...recipe } = parseOrThrow(recipeInputSchema, input);
  try {
    return await inTransaction(db, async (trx) => {
      const current = await lockRecipe(trx, id);
      if (!current) throw notFound('Recipe not found');
      const [found] = await findCategoriesBySlugs(trx, 'recipe', [category]);
      if (!found) {
        const message = `Category "${category}" not found`;
        throw badRequest(message, { category: message });
      }
      const known = await findExistingIngredientSlugs(
        trx,
        ingredients.map((link) => link.ingredient_slug),
      );
      const problem = invalidReferencesMessage(
        ingredients.map((link) => link.ingredient_slug),
        (slug) => known.has(slug),
      );
      if (problem) throw badRequest(problem, { ingredients: problem });
      const slug = recipe.slug || current.slug || fallbackSlug(recipe.title_en, 'recipe');
      const row = { ...recipe, slug, category_id: found.id };
      const updated = await updateRecipeRow(trx, id, row, adminId);
      await deleteRecipeIngredients(trx, id);
      await insertRecipeIngredients(trx, id, ingredients);
      return { ...updated, previousImage: current.image_url };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

/**
 * Removes the recipe (its links go with it, by the foreign key) and returns what the caller cleans up.
 * In a transaction: a delete of no row still bumps the catalogue version, and a 404 must change nothing.
 */
export async function deleteRecipe(db: Kysely<Database>, id: number) {
  return inTransaction(db, async (trx) => {
    const deleted = await deleteRecipeRow(trx, id);
    if (!deleted) throw notFound('Recipe not found');
    return deleted;
  });
}
