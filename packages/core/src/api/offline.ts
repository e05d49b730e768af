import { z } from 'zod';
import { categorySchema } from './categories.ts';
import { ingredientSchema } from './ingredients.ts';
import { recipeListItemSchema } from './recipes.ts';
import { substitutionSchema } from './substitutions.ts';

/**
 * GET /api/offline-catalogue: what the browser keeps to work without a network (issue #21) — the
 * catalogue data `searchRecipes` ranks from, plus the ingredient picker's list and categories.
 */
export const offlineCatalogueSchema = z.object({
  version: z.number(),
  recipes: z.array(
    recipeListItemSchema.omit({ match: true }).extend({ has_instructions: z.boolean() }),
  ),
  links: z.array(z.array(z.object({ slug: z.string(), optional: z.boolean(), key: z.boolean() }))),
  staples: z.array(z.string()),
  substitutions: z.array(substitutionSchema),
  ingredients: z.array(ingredientSchema),
  ingredientCategories: z.array(categorySchema),
  recipeCategories: z.array(categorySchema),
});
export type OfflineCatalogue = z.infer<typeof offlineCatalogueSchema>;
