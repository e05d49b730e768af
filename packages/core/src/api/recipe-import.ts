import { z } from 'zod';

/** The most page source an administrator may paste: the cap a fetched page has too (issue #23). */
export const MAX_IMPORT_HTML_CHARS = 5 * 1024 * 1024;

/**
 * POST /api/admin/recipes/import: a link to fetch, or the page's source (or its JSON-LD) pasted
 * when a site refuses robots, with the link it came from if known.
 */
export const recipeImportRequestSchema = z
  .strictObject({
    url: z.string().trim().max(2048).optional(),
    html: z.string().max(MAX_IMPORT_HTML_CHARS).optional(),
  })
  .refine((body) => Boolean(body.url) || Boolean(body.html?.trim()), {
    message: 'Give the link of a recipe page, or paste its source',
    path: ['url'],
  });
export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

/** One `recipeIngredient` line as read, and the catalogue ingredient it most likely is. */
export const importedIngredientSchema = z.object({
  text: z.string(),
  /** What the line is of, without amount, unit or notes: the words it was matched by. */
  name: z.string(),
  /** Preparation and asides ("chopped", "to taste"), or null. */
  note: z.string().nullable(),
  quantity: z.number().nullable(),
  /** One of the form's units, or the page's own word for a unit we do not have. */
  unit: z.string().nullable(),
  ingredientSlug: z.string().nullable(),
  /** 0–1; below the form's threshold (or without a slug) the administrator picks. */
  confidence: z.number(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

/** What the recipe form opens with; nothing is saved until the administrator saves. */
export const recipeDraftSchema = z.object({
  title: z.string(),
  /** The page's language (`inLanguage`, else `<html lang>`), any language; null if it says none. */
  language: z.string().nullable(),
  description: z.string(),
  servings: z.number().nullable(),
  /** Minutes. */
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  ingredients: z.array(importedIngredientSchema),
  steps: z.array(z.string()),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export const recipeImportResponseSchema = z.object({ draft: recipeDraftSchema });
export type RecipeImportResponse = z.infer<typeof recipeImportResponseSchema>;
