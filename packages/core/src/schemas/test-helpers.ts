import type { z } from 'zod';
import { CATEGORY_COLORS, CATEGORY_ICONS } from '../catalogue.ts';
import { fieldErrors } from './fields.ts';

/** The per-field messages a payload earns, or {} when it is valid. */
export function errorsOf(schema: z.ZodType, payload: unknown): Record<string, string> {
  const result = schema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

/** Valid forms the schema tests start from and change one field of. */
export const validIngredient = {
  slug: 'preserved-lemons',
  name_en: 'Preserved lemons',
  name_fr: 'Citrons confits',
  name_ar: 'ليمون مصبر',
  name_darija: 'الحامض المرقد',
  category: 'pantry',
};

export const validCategory = {
  name_en: 'Vegetables',
  name_fr: 'Légumes',
  name_ar: 'خضروات',
  color: CATEGORY_COLORS.ingredient[0],
  icon: CATEGORY_ICONS[0],
};

export const validRecipe = {
  title_en: 'Harira',
  title_fr: 'Harira',
  title_ar: 'حريرة',
  instructions_en: 'Simmer everything.',
  prep_time: 15,
  cooking_time: 60,
  difficulty: 'medium',
  category: 'soup',
  ingredients: [{ ingredient_slug: 'lentils' }],
};
