import { RECIPE_DEFAULTS, type RecipeFormValues } from '@chhiwat/core';
import { deleteImage } from '../shared/api/images.ts';
import type { AdminRecipeDetail, AdminRecipeRow } from './api.ts';

export type RecipeSource = AdminRecipeDetail | AdminRecipeRow | undefined;

/** The form's starting values: the recipe's, or the new-recipe defaults (back-office.md §9). */
export function recipeFormValues(recipe: RecipeSource): RecipeFormValues {
  const detail = recipe && 'ingredients' in recipe ? recipe : undefined;
  return {
    slug: recipe?.slug ?? '',
    title_en: recipe?.title_en ?? '',
    title_fr: recipe?.title_fr ?? '',
    title_ar: recipe?.title_ar ?? '',
    description_en: recipe?.description_en ?? '',
    description_fr: detail?.description_fr ?? '',
    description_ar: detail?.description_ar ?? '',
    instructions_en: detail?.instructions_en ?? '',
    instructions_fr: detail?.instructions_fr ?? '',
    instructions_ar: detail?.instructions_ar ?? '',
    image_url: recipe?.image_url ?? '',
    prep_time: recipe?.prep_time ?? RECIPE_DEFAULTS.prep_time,
    cooking_time: recipe?.cooking_time ?? RECIPE_DEFAULTS.cooking_time,
    soak_time: detail?.soak_time ?? 0,
    rest_time: detail?.rest_time ?? 0,
    pressure_cooker_time: detail?.pressure_cooker_time ?? null,
    step_minutes: detail?.step_minutes ?? [],
    region: detail?.region ?? null,
    occasions: detail?.occasions ?? [],
    seasons: detail?.seasons ?? [],
    // a new recipe starts as a draft: only the back-office sees it until it is published
    status: recipe?.status ?? RECIPE_DEFAULTS.status,
    difficulty: recipe?.difficulty ?? RECIPE_DEFAULTS.difficulty,
    category: recipe?.category ?? RECIPE_DEFAULTS.category,
    servings: recipe?.servings ?? RECIPE_DEFAULTS.servings,
    tags: recipe?.tags ?? [],
    // only the link's own fields: the payload is checked strictly by the server
    ingredients:
      detail?.ingredients.map((link) => ({
        ingredient_slug: link.ingredient_slug,
        optional: link.optional,
        key: link.key,
        quantity: link.quantity,
        unit: link.unit,
        note_en: link.note_en,
        note_fr: link.note_fr,
        note_ar: link.note_ar,
      })) ?? [],
  };
}

/** The basic tab's fields, to show it when one of them is invalid. */
export const BASIC_FIELDS = [
  'slug',
  'title_en',
  'title_fr',
  'title_ar',
  'description_en',
  'description_fr',
  'description_ar',
  'image_url',
  'prep_time',
  'cooking_time',
  'soak_time',
  'rest_time',
  'pressure_cooker_time',
  'difficulty',
  'category',
  'servings',
  'region',
  'occasions',
  'seasons',
  'tags',
];

export const deleteRecipeUpload = (url: string) =>
  deleteImage('recipe-images', url).catch(() => undefined);
