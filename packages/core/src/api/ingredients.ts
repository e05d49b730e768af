import { z } from 'zod';
import { SEASONALITIES } from '../catalogue.ts';

/** Whether the catalogue counts it as a staple, and the other names people type (decision 0016). */
export const kitchenFields = {
  is_staple: z.boolean(),
  aliases_en: z.array(z.string()),
  aliases_fr: z.array(z.string()),
  aliases_ar: z.array(z.string()),
  aliases_darija: z.array(z.string()),
};

/** An ingredient as the public list gives it (GET /api/ingredients). */
export const ingredientSchema = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  category: z.string(),
  image_url: z.string().nullable(),
  seasonality: z.enum(SEASONALITIES),
  commonly_used_with: z.array(z.string()),
  ...kitchenFields,
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/**
 * An ingredient as a recipe's page needs it (its kitchen, GET /api/recipes/:slug): names, picture
 * and staple flag; not the aliases the picker searches, which would weigh on every page's HTML.
 */
export const kitchenIngredientSchema = ingredientSchema.pick({
  slug: true,
  name_en: true,
  name_fr: true,
  name_ar: true,
  name_darija: true,
  category: true,
  image_url: true,
  is_staple: true,
});
export type KitchenIngredient = z.infer<typeof kitchenIngredientSchema>;

/** One ingredient with its descriptions (GET /api/ingredients/:slug). */
export const ingredientDetailSchema = ingredientSchema.extend({
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
});
export type IngredientDetail = z.infer<typeof ingredientDetailSchema>;

export const ingredientListResponseSchema = z.object({ ingredients: z.array(ingredientSchema) });
export type IngredientListResponse = z.infer<typeof ingredientListResponseSchema>;
export const ingredientResponseSchema = z.object({ ingredient: ingredientDetailSchema });
export type IngredientResponse = z.infer<typeof ingredientResponseSchema>;

/** The slug in a public read's path. */
export const slugParamsSchema = z.object({ slug: z.string().max(100) });
