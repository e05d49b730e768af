import { z } from 'zod';
import { CATEGORY_COLORS, CATEGORY_ICONS, type CategoryType } from '../catalogue.ts';
import { optionalText, requiredName, slugField } from './fields.ts';

const nameField = (label: string) => requiredName(label, 1, 100);

/** Ingredient and recipe category form (back-office.md §5, Category form). */
export function categoryInputSchema(type: CategoryType) {
  const colors: readonly string[] = CATEGORY_COLORS[type];
  const icons: readonly string[] = CATEGORY_ICONS;
  return z.strictObject({
    // Empty slug: the server generates one from the English name.
    slug: z.union([z.literal(''), slugField]).default(''),
    name_en: nameField('English name'),
    name_fr: nameField('French name'),
    name_ar: nameField('Arabic name'),
    description_en: optionalText('English description', 500),
    description_fr: optionalText('French description', 500),
    description_ar: optionalText('Arabic description', 500),
    color: z
      .string({ error: 'Color is required' })
      .min(1, 'Color is required')
      .refine((color) => colors.includes(color), 'Color must be one of the preset colours'),
    icon: z
      .string({ error: 'Icon is required' })
      .min(1, 'Icon is required')
      .refine((icon) => icons.includes(icon), 'Icon must be one of the preset icons'),
    sort_order: z
      .number({ error: 'Sort order must be a number' })
      .int('Sort order must be a whole number')
      .min(0, 'Sort order must be 0 or greater')
      .max(100000, 'Sort order must be at most 100000')
      .default(0),
    is_active: z.boolean({ error: 'Active must be true or false' }).default(true),
  });
}

export type CategoryInput = z.infer<ReturnType<typeof categoryInputSchema>>;
