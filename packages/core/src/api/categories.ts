import { z } from 'zod';

/** An active category (GET /api/ingredient-categories, /api/recipe-categories). */
export const categorySchema = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  color: z.string(),
  icon: z.string(),
  sort_order: z.number(),
  item_count: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
