import { sql, type Kysely } from 'kysely';
import {
  fallbackSlug,
  invalidReferencesMessage,
  recipeInputSchema,
  type Difficulty,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/sql-like.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findCategoriesBySlugs } from '../categories/repository.ts';
import { findExistingIngredientSlugs } from '../ingredients/repository.ts';
import { insertRecipeIngredients } from './repository.ts';
import { createRecipes } from './service.ts';

/** back-office.md §9: 20 recipes a page, newest change first. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminRecipeQuery {
  search?: string | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  page: number;
}

const duplicateSlug = () =>
  new HttpError(409, 'duplicate', 'A recipe with this slug already exists', {
    slug: 'This slug already exists',
  });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The admin list: search over the three titles, the category names and the ingredient names; the
 * category and difficulty filters; one page with the exact total; and chip counts for the whole catalogue.
 */
export async function listRecipesForAdmin(db: Kysely<Database>, query: AdminRecipeQuery) {
  const term = query.search?.trim()
    ? containsPattern(query.search.trim().toLowerCase())
    : undefined;
  const conditions = [
    term
      ? sql`(lower(r.title_en) like ${term} or lower(r.title_fr) like ${term} or lower(r.title_ar) like ${term}
             or lower(c.name_en) like ${term} or lower(c.name_fr) like ${term} or lower(c.name_ar) like ${term}
             or exists (select 1 from recipe_ingredients l join ingredients i on i.slug = l.ingredient_slug
                        where l.recipe_id = r.id and (lower(i.name_en) like ${term} or lower(i.name_fr) like ${term}
                              or lower(i.name_ar) like ${term} or lower(i.name_darija) like ${term})))`
      : sql`true`,
    query.category ? sql`c.slug = ${query.category}` : sql`true`,
    query.difficulty ? sql`r.difficulty = ${query.difficulty}` : sql`true`,
  ];
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const [rows, total, chips] = await Promise.all([
    sql<Record<string, unknown>>`
      select r.id, r.slug, r.title_en, r.title_fr, r.title_ar, r.description_en, r.image_url, r.prep_time,
             r.cooking_time, r.difficulty, c.slug as category, c.name_en as category_name_en, c.icon as category_icon,
             r.tags, r.servings, r.created_at, r.updated_at,
             (select count(*)::int from recipe_ingredients l where l.recipe_id = r.id) as ingredient_count
      from recipes r join recipe_categories c on c.id = r.category_id
      where ${where}
      order by r.updated_at desc, r.id desc
      limit ${ADMIN_PAGE_SIZE} offset ${offset}`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from recipes r join recipe_categories c on c.id = r.category_id where ${where}`.execute(
      db,
    ),
    sql<{ kind: string; key: string; n: number }>`
      select 'category' as kind, c.slug as key, count(r.id)::int as n
        from recipe_categories c left join recipes r on r.category_id = c.id group by c.slug
      union all
      select 'difficulty', r.difficulty, count(*)::int from recipes r group by r.difficulty`.execute(
      db,
    ),
  ]);
  const counts = (kind: string) =>
    Object.fromEntries(
      chips.rows.filter((row) => row.kind === kind).map((row) => [row.key, row.n]),
    );
  return {
    recipes: rows.rows,
    pagination: {
      total: total.rows[0]?.n ?? 0,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      hasMore: offset + rows.rows.length < (total.rows[0]?.n ?? 0),
    },
    counts: {
      categories: counts('category'),
      difficulties: counts('difficulty'),
      all: Number(
        chips.rows.filter((r) => r.kind === 'difficulty').reduce((sum, r) => sum + r.n, 0),
      ),
    },
  };
}

export async function findRecipeForAdmin(db: Kysely<Database>, id: number) {
  const recipe = await db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select('c.slug as category')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!recipe) return undefined;
  const ingredients = await db
    .selectFrom('recipe_ingredients as l')
    .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
    .select([
      'l.ingredient_slug',
      'l.optional',
      'l.quantity',
      'l.unit',
      'l.note_en',
      'l.note_fr',
      'l.note_ar',
      'i.name_en',
      'i.name_darija',
      'i.image_url',
    ])
    .where('l.recipe_id', '=', id)
    .orderBy('l.position')
    .execute();
  return { ...recipe, ingredients };
}

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
      const current = await trx
        .selectFrom('recipes')
        .select(['id', 'slug', 'image_url'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
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
      const updated = await trx
        .updateTable('recipes')
        .set({
          ...recipe,
          slug: recipe.slug || current.slug || fallbackSlug(recipe.title_en, 'recipe'),
          category_id: found.id,
          updated_by: adminId,
        })
        .where('id', '=', id)
        .returning(['id', 'slug', 'title_en', 'image_url'])
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute();
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
    const deleted = await trx
      .deleteFrom('recipes')
      .where('id', '=', id)
      .returning(['id', 'slug', 'title_en', 'image_url'])
      .executeTakeFirst();
    if (!deleted) throw notFound('Recipe not found');
    return deleted;
  });
}
