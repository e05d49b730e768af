import type { QueryClient } from '@tanstack/react-query';
import { recipeSnapshotOf, type RecipeResponse, type RecipeSnapshot } from '@chhiwat/core';
import { ingredientCategoriesQuery } from '../api/categories.ts';
import { recipeQuery } from '../api/recipes.ts';

/**
 * A recipe as the list keeps it. The ingredient categories name the list's groups; without them
 * (offline and never loaded) the groups are named by slug rather than the recipe not added.
 */
export async function snapshotOfRecipe(
  queryClient: QueryClient,
  { recipe, kitchen }: RecipeResponse,
): Promise<RecipeSnapshot> {
  const categories = await queryClient.fetchQuery(ingredientCategoriesQuery()).catch(() => []);
  return recipeSnapshotOf(recipe, kitchen, categories);
}

/** The snapshot of the recipe at `slug`, read through the same query as its page. */
export async function fetchSnapshot(queryClient: QueryClient, slug: string) {
  return snapshotOfRecipe(queryClient, await queryClient.fetchQuery(recipeQuery(slug)));
}
