import type { Kysely } from 'kysely';
import {
  ADMIN_LIST_COUNT_CAP,
  fallbackSlug,
  invalidReferencesMessage,
  recipeFacts,
  recipeInputSchema,
  roundNutrients,
  type Unit,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/service.ts';
import { findExistingIngredientSlugs } from '../ingredients/service.ts';
import { decodeListCursor, encodeListCursor } from './admin-list-cursor.ts';
import {
  countAdminRecipes,
  countAdminRecipesUpTo,
  countRecipesByFacet,
  deleteRecipeIngredients,
  deleteRecipeRow,
  findAdminRecipePage,
  findAdminSearchNames,
  findRecipeById,
  findRecipeDetail as readRecipeDetail,
  hasAdminRecipeBeyond,
  insertRecipe,
  insertRecipeIngredients,
  lockRecipe,
  updateRecipeRow,
  type AdminListStart,
  type AdminRecipeFilter,
  type AdminSearchNames,
} from './repository.ts';

/**
 * The public recipes as the repository reads them (every public read starts at `publicRecipes`):
 * the cards and lines of the catalogue snapshot (modules/catalogue), a recipe's page, and what its
 * share images show.
 */
export {
  findRecipeForShare,
  listPackedLines,
  listRecipeCards,
  listRecipeFacts,
  listRecipeIdsInOrder,
  listRecipeIdsHoldingText,
  type RecipeIdRange,
} from './repository.ts';

/**
 * One public recipe for its page, with its nutrition per serving and its allergens and diets,
 * computed from its lines and their ingredients' facts (issue #44); undefined when not public.
 */
export async function findRecipeDetail(db: Kysely<Database>, slug: string) {
  const recipe = await readRecipeDetail(db, slug);
  if (!recipe) return undefined;
  const { nutrition, labels } = recipeFacts(
    recipe.ingredients.map((line) => ({
      ...line,
      slug: line.ingredient_slug,
      unit: line.unit as Unit | null,
    })),
    recipe.servings,
  );
  return {
    ...recipe,
    ingredients: recipe.ingredients.map(({ composition: _c, measures: _m, ...line }) => line),
    nutrition: {
      per_serving: roundNutrients(nutrition.perServing),
      left_out: nutrition.leftOut.map(({ slug, reason }) => ({ ingredient_slug: slug, reason })),
    },
    labels: {
      allergens: labels.allergens,
      optional_allergens: labels.optionalAllergens,
      diets: labels.diets,
      complete: labels.complete,
    },
  };
}

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
  after?: string | undefined;
  before?: string | undefined;
  last?: '1' | undefined;
}

const duplicateSlug = () =>
  new HttpError(409, 'duplicate', 'A recipe with this slug already exists', {
    slug: 'This slug already exists',
  });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The admin list (issue #42): search over the three titles, the slug, the category names and the
 * ingredient names; the category, difficulty, photo and status filters; one page by keyset, with
 * the cursors of its neighbours; the total (from the trigger-kept counts, or up to
 * ADMIN_LIST_COUNT_CAP with a search); and chip counts for the whole catalogue.
 */
export async function listRecipesForAdmin(db: Kysely<Database>, query: AdminRecipeQuery) {
  const start = listStart(query);
  const term = query.search?.trim();
  const names = term ? await findAdminSearchNames(db, term) : undefined;
  const [page, total, facets] = await Promise.all([
    findAdminRecipePage(db, query, names, start, ADMIN_PAGE_SIZE),
    names
      ? countAdminRecipesUpTo(db, query, names, ADMIN_LIST_COUNT_CAP)
      : countAdminRecipes(db, query),
    countRecipesByFacet(db),
  ]);
  const counts = (kind: string) =>
    Object.fromEntries(facets.filter((row) => row.kind === kind).map((row) => [row.key, row.n]));
  const statuses = counts('status');
  const photos = counts('photo');
  return {
    recipes: page.recipes.map(({ sort_key: _key, ...recipe }) => recipe),
    pagination: {
      total: names ? Math.min(total, ADMIN_LIST_COUNT_CAP) : total,
      totalCapped: Boolean(names) && total > ADMIN_LIST_COUNT_CAP,
      pageSize: ADMIN_PAGE_SIZE,
      ...(await neighbourCursors(db, query, names, start, page)),
    },
    counts: {
      categories: counts('category'),
      difficulties: counts('difficulty'),
      all: (statuses.draft ?? 0) + (statuses.published ?? 0),
      photos: { with: photos.with ?? 0, without: photos.without ?? 0 },
      statuses: { draft: statuses.draft ?? 0, published: statuses.published ?? 0 },
    },
  };
}

function listStart(query: AdminRecipeQuery): AdminListStart {
  if (query.after) return { from: 'after', key: decodeListCursor(query.after, 'after') };
  if (query.before) return { from: 'before', key: decodeListCursor(query.before, 'before') };
  return { from: query.last ? 'last' : 'first' };
}

type PageRow = { id: number; sort_key: string };
const keyOf = (row: PageRow) => ({ updatedAt: row.sort_key, id: row.id });

/**
 * The cursors of the pages before and after this one, null at either end. The read itself says
 * whether more rows lie the way it went; the other way, a page reached by a cursor checks with one
 * `exists`, since rows may have gone since the cursor was given.
 */
async function neighbourCursors(
  db: Kysely<Database>,
  filter: AdminRecipeFilter,
  names: AdminSearchNames | undefined,
  start: AdminListStart,
  page: { recipes: PageRow[]; more: boolean },
) {
  const first = page.recipes[0];
  const last = page.recipes.at(-1);
  if (!first || !last) return { next: null, previous: null };
  const forward = start.from === 'first' || start.from === 'after';
  const newer =
    start.from === 'first'
      ? false
      : forward
        ? await hasAdminRecipeBeyond(db, filter, names, keyOf(first), 'newer')
        : page.more;
  const older =
    start.from === 'last'
      ? false
      : forward
        ? page.more
        : await hasAdminRecipeBeyond(db, filter, names, keyOf(last), 'older');
  return {
    next: older ? encodeListCursor(keyOf(last)) : null,
    previous: newer ? encodeListCursor(keyOf(first)) : null,
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

/** The sitemap's recipe files: the id ranges holding public recipes, and one range's recipes. */
export { listPublicRecipeIdChunks, listPublicRecipesInIdRange } from './repository.ts';

/** The offline catalogue's shards: public recipes counted per id block, one block's cards and lines. */
export {
  countPublicRecipesByIdBlock,
  listPublicRecipeCardsInIdRange,
  listRecipeLinksInIdRange,
} from './repository.ts';
