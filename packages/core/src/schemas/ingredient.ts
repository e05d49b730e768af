import { z } from 'zod';
import { SEASONALITIES } from '../catalogue.ts';
import { imageUrlField, optionalText, requiredName, slugField } from './fields.ts';
import { visibleText } from './visible-text.ts';
import { compositionSchema, measuresSchema } from './ingredient-nutrition.ts';

export const MAX_RELATED_INGREDIENTS = 10;
export const MAX_ALIASES = 8;
export const ALIAS_LANGUAGES = ['en', 'fr', 'ar', 'darija'] as const;
export type AliasLanguage = (typeof ALIAS_LANGUAGES)[number];
const ALIAS_LABELS: Record<AliasLanguage, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  darija: 'Darija (Latin letters)',
};

/**
 * Other names people type for an ingredient in one language (decision 0016): searched like the
 * names, never shown as one. Trimmed, unique, 1–60 characters each, at most 8.
 */
function aliasList(language: AliasLanguage) {
  const label = `${ALIAS_LABELS[language]} aliases`;
  return z
    .array(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(60, `${label}: each must be less than 60 characters`)
        .check(visibleText(label)),
      { error: `${label} must be a list` },
    )
    .default([])
    .transform((aliases) => [...new Set(aliases.filter(Boolean))])
    .refine((aliases) => aliases.length <= MAX_ALIASES, `${label}: at most ${MAX_ALIASES}`);
}
const aliasFields = {
  aliases_en: aliasList('en'),
  aliases_fr: aliasList('fr'),
  aliases_ar: aliasList('ar'),
  aliases_darija: aliasList('darija'),
};

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
  /** Counted as always at hand by visitors who keep the catalogue's staples (decision 0016). */
  is_staple: z.boolean({ error: 'Staple must be true or false' }).default(false),
  ...aliasFields,
  /**
   * What the ingredient is made of and how its amounts weigh (issue #44); null clears it, and a
   * payload without it leaves what is stored as it is.
   */
  composition: compositionSchema.nullable().optional(),
  measures: measuresSchema.nullable().optional(),
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
/** A comma-separated text field read as the list `list` checks (its messages, as the form's). */
function commaSeparated<T>(list: z.ZodType<T, string[] | undefined>) {
  return z
    .string()
    .default('')
    .transform((text, context) => {
      const parsed = list.safeParse(parseSlugList(text));
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export const ingredientFormSchema = ingredientInputSchema
  .omit({
    commonly_used_with: true,
    aliases_en: true,
    aliases_fr: true,
    aliases_ar: true,
    aliases_darija: true,
  })
  .extend({
    related: commaSeparated(ingredientInputSchema.shape.commonly_used_with),
    aliases_en: commaSeparated(aliasFields.aliases_en),
    aliases_fr: commaSeparated(aliasFields.aliases_fr),
    aliases_ar: commaSeparated(aliasFields.aliases_ar),
    aliases_darija: commaSeparated(aliasFields.aliases_darija),
  });
export type IngredientFormValues = z.input<typeof ingredientFormSchema>;
