import { z } from 'zod';
import { SEASONALITIES } from '../catalogue.ts';
import { imageUrlField, optionalText, requiredName, slugField } from './fields.ts';

export const MAX_RELATED_INGREDIENTS = 10;

/** "a, b,, c " → ['a', 'b', 'c']: how the form's comma-separated field becomes a list. */
export function parseSlugList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Ingredient form and API payload (back-office.md §5, Ingredient form). */
export const ingredientInputSchema = z.strictObject({
  slug: slugField,
  name_en: requiredName('English name', 2, 100),
  name_fr: requiredName('French name', 2, 100),
  name_ar: requiredName('Arabic name', 1, 100),
  name_darija: requiredName('Darija name', 1, 100),
  category: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required'),
  image_url: imageUrlField,
  description_en: optionalText('English description', 500),
  description_fr: optionalText('French description', 500),
  description_ar: optionalText('Arabic description', 500),
  commonly_used_with: z
    .array(z.string({ error: 'Related ingredients must be slugs' }).trim(), {
      error: 'Related ingredients must be a list',
    })
    .default([])
    .transform((slugs) => [...new Set(slugs.filter(Boolean))])
    .refine(
      (slugs) => slugs.length <= MAX_RELATED_INGREDIENTS,
      `Maximum ${MAX_RELATED_INGREDIENTS} related ingredients allowed`,
    ),
  seasonality: z
    .enum(SEASONALITIES, { error: 'Invalid seasonality selected' })
    .default('year-round'),
});

export type IngredientInput = z.infer<typeof ingredientInputSchema>;

/** 'Invalid ingredient references: x, y' for the slugs not in `known` (checked against the store). */
export function invalidReferencesMessage(
  slugs: readonly string[],
  known: (slug: string) => boolean,
) {
  const unknown = slugs.filter((slug) => !known(slug));
  return unknown.length ? `Invalid ingredient references: ${unknown.join(', ')}` : undefined;
}

/**
 * The admin form over the same rules: related ingredients are typed as comma-separated slugs in
 * one text field, `related`, and parsed into the payload's list (back-office.md §5).
 */
export const ingredientFormSchema = ingredientInputSchema
  .omit({ commonly_used_with: true })
  .extend({
    related: z.string().transform((text, context) => {
      const list = ingredientInputSchema.shape.commonly_used_with.safeParse(parseSlugList(text));
      if (list.success) return list.data;
      for (const issue of list.error.issues)
        context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  });
export type IngredientFormValues = z.input<typeof ingredientFormSchema>;
