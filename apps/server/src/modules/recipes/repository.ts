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
