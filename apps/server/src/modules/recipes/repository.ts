import type { Kysely } from 'kysely';
import type { RecipeIngredientInput, RecipeInput } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';

export type RecipeRow = Omit<RecipeInput, 'category' | 'ingredients'> & {
  slug: string;
  category_id: number;
};

export async function insertRecipe(
  db: Kysely<Database>,
  recipe: RecipeRow,
  adminId: number | null,
) {
  return db
    .insertInto('recipes')
    .values({ ...recipe, created_by: adminId, updated_by: adminId })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

export async function insertRecipeIngredients(
  db: Kysely<Database>,
  recipeId: number,
  links: RecipeIngredientInput[],
) {
  if (links.length === 0) return;
  await db
    .insertInto('recipe_ingredients')
    .values(links.map((link, position) => ({ ...link, recipe_id: recipeId, position })))
    .execute();
}

export async function slugsTaken(db: Kysely<Database>, slugs: string[]) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db.selectFrom('recipes').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

/** Every recipe's card fields with its category slug, for the in-memory public catalogue. */
export function listRecipeCards(db: Kysely<Database>) {
  return db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .select([
      'r.id',
      'r.slug',
      'r.title_en',
      'r.title_fr',
      'r.title_ar',
      'r.description_en',
      'r.description_fr',
      'r.description_ar',
      'r.image_url',
      'r.prep_time',
      'r.cooking_time',
      'r.difficulty',
      'c.slug as category',
      'c.is_active as category_active',
      'r.tags',
      'r.servings',
      'r.updated_at',
      'r.created_at',
    ])
    .select((eb) =>
      eb
        .or([
          eb('r.instructions_en', '<>', ''),
          eb('r.instructions_fr', '<>', ''),
          eb('r.instructions_ar', '<>', ''),
        ])
        .as('has_instructions'),
    )
    .orderBy('r.id')
    .execute();
}

export function listAllRecipeLinks(db: Kysely<Database>) {
  return db
    .selectFrom('recipe_ingredients')
    .select(['recipe_id', 'ingredient_slug', 'optional'])
    .orderBy('recipe_id')
    .orderBy('position')
    .execute();
}

export async function catalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** One recipe in full with its category and its ingredients (names and category visuals). */
export async function findRecipeDetail(db: Kysely<Database>, slug: string) {
  const recipe = await db
    .selectFrom('recipes as r')
    .innerJoin('recipe_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select([
      'c.slug as category',
      'c.name_en as category_name_en',
      'c.name_fr as category_name_fr',
      'c.name_ar as category_name_ar',
      'c.icon as category_icon',
      'c.color as category_color',
    ])
    .where('r.slug', '=', slug)
    .executeTakeFirst();
  if (!recipe) return undefined;
  const ingredients = await db
    .selectFrom('recipe_ingredients as l')
    .innerJoin('ingredients as i', 'i.slug', 'l.ingredient_slug')
    .innerJoin('ingredient_categories as ic', 'ic.id', 'i.category_id')
    .select([
      'l.ingredient_slug',
      'l.optional',
      'l.quantity',
      'l.unit',
      'l.note_en',
      'l.note_fr',
      'l.note_ar',
      'i.name_en',
      'i.name_fr',
      'i.name_ar',
      'i.name_darija',
      'i.image_url',
      'ic.slug as ingredient_category',
      'ic.icon as category_icon',
      'ic.color as category_color',
    ])
    .where('l.recipe_id', '=', recipe.id)
    .orderBy('l.position')
    .execute();
  return { ...recipe, ingredients };
}
