import { z } from 'zod';
import { DIFFICULTIES, OCCASIONS, REGIONS, SEASONS, UNITS } from '../catalogue.ts';
import { SWAP_QUALITIES } from '../kitchen.ts';
import { kitchenIngredientSchema } from './ingredients.ts';
import { substitutionSchema } from './substitutions.ts';
import { wireDate } from './wire.ts';
import { ALLERGENS, NUTRIENTS, type Nutrient } from '../nutrition/facts.ts';
import { DIETS } from '../nutrition/diets.ts';
import { LEFT_OUT_REASONS } from '../nutrition/line-grams.ts';

/** The match result of one recipe against the selection (public-site.md §3, Match result). */
export const recipeMatchSchema = z.object({
  matchScore: z.number(),
  matchPercentage: z.number(),
  missingCount: z.number(),
  totalIngredients: z.number(),
  canMake: z.boolean(),
  availableIngredients: z.array(z.string()),
  /** Not in missingIngredients: a swapped or staple ingredient is not missing. */
  missingIngredients: z.array(z.string()),
  /** Counted as on hand because they are the visitor's staples (decision 0016). */
  stapleIngredients: z.array(z.string()),
  swaps: z.array(
    z.object({ missing: z.string(), using: z.array(z.string()), quality: z.enum(SWAP_QUALITIES) }),
  ),
  /** Key ingredients neither on hand nor swapped: the recipe cannot be made without them. */
  missingKeyIngredients: z.array(z.string()),
  /**
   * One of the visitor's own picks (not a staple) is among its required lines. Without one it is
   * never "can make", never "you have everything", and comes after every recipe with one.
   */
  usesPicks: z.boolean(),
});
export type RecipeMatch = z.infer<typeof recipeMatchSchema>;

/** A recipe card of the public list, with its match when ingredients were selected. */
export const recipeListItemSchema = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  image_url: z.string().nullable(),
  /**
   * The recipe's generated picture (`/recipe-pictures/<slug>.svg?v=<token>`), shown when it has no
   * photo; the token changes with what the picture is drawn from, so the URL may be kept for a year.
   */
  illustration_url: z.string(),
  prep_time: z.number(),
  cooking_time: z.number(),
  /** Soaking ahead (legumes overnight), apart from prep and cooking. */
  soak_time: z.number(),
  /** Rising, resting, marinating or chilling, apart from prep and cooking. */
  rest_time: z.number(),
  /** Prep, cooking, soaking and resting: the time from start to table. */
  total_time: z.number(),
  region: z.enum(REGIONS).nullable(),
  occasions: z.array(z.enum(OCCASIONS)),
  seasons: z.array(z.enum(SEASONS)),
  difficulty: z.enum(DIFFICULTIES),
  category: z.string(),
  tags: z.array(z.string()),
  servings: z.number(),
  match: recipeMatchSchema.nullable(),
});
export type RecipeListItem = z.infer<typeof recipeListItemSchema>;

/** GET /api/recipes and GET /api/match. */
export const recipeListResponseSchema = z.object({
  recipes: z.array(recipeListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  matchingCount: z.number(),
});
export type RecipeList = z.infer<typeof recipeListResponseSchema>;

/** What every ingredient line of a recipe holds, public or in the admin form. */
export const recipeLineFields = {
  ingredient_slug: z.string(),
  optional: z.boolean(),
  key: z.boolean(),
  quantity: z.number().nullable(),
  unit: z.enum(UNITS).nullable(),
  note_en: z.string().nullable(),
  note_fr: z.string().nullable(),
  note_ar: z.string().nullable(),
};

/** An ingredient line of a recipe, with the ingredient's names and category. */
export const recipeIngredientSchema = z.object({
  ...recipeLineFields,
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  image_url: z.string().nullable(),
  ingredient_category: z.string(),
  category_icon: z.string(),
  category_color: z.string(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/**
 * A recipe's nutrition for one serving, computed from its lines (issue #44, decision 0052); the
 * required lines it could not count are named, and any makes the figures approximate.
 */
export const recipeNutritionSchema = z.object({
  per_serving: z.object(
    Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, z.number()])) as Record<
      Nutrient,
      z.ZodNumber
    >,
  ),
  left_out: z.array(z.object({ ingredient_slug: z.string(), reason: z.enum(LEFT_OUT_REASONS) })),
});
export type RecipeNutritionFacts = z.infer<typeof recipeNutritionSchema>;

/** Allergens and diets, derived from the lines; no diet when an ingredient is not described yet. */
export const recipeLabelsSchema = z.object({
  allergens: z.array(z.enum(ALLERGENS)),
  /** Only an optional line brings these. */
  optional_allergens: z.array(z.enum(ALLERGENS)),
  diets: z.array(z.enum(DIETS)),
  complete: z.boolean(),
});
export type RecipeLabelsFacts = z.infer<typeof recipeLabelsSchema>;

/** One recipe (GET /api/recipes/:slug). */
export const recipeDetailSchema = recipeListItemSchema
  .omit({ match: true, total_time: true })
  .extend({
    instructions_en: z.string(),
    instructions_fr: z.string(),
    instructions_ar: z.string(),
    /** Each step's timed wait in minutes, by position (0: none). */
    step_minutes: z.array(z.number()),
    /** The cooking time in a pressure cooker, where a home would use one. */
    pressure_cooker_time: z.number().nullable(),
    category_name_en: z.string(),
    category_name_fr: z.string(),
    category_name_ar: z.string(),
    category_icon: z.string(),
    category_color: z.string(),
    /** The page an imported recipe was adapted from. */
    source_url: z.string().nullable().default(null),
    created_at: wireDate,
    updated_at: wireDate,
    ingredients: z.array(recipeIngredientSchema),
    nutrition: recipeNutritionSchema,
    labels: recipeLabelsSchema,
  });
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;
/**
 * The part of the catalogue a recipe's page matches with: its ingredients and those its swaps
 * use (with their names and staple flags), and the swap rules for its ingredients. The page needs
 * no more than this, so it does not carry the whole ingredient list and every rule.
 */
export const recipeKitchenSchema = z.object({
  ingredients: z.array(kitchenIngredientSchema),
  substitutions: z.array(substitutionSchema),
});
export type RecipeKitchen = z.infer<typeof recipeKitchenSchema>;

export const recipeResponseSchema = z.object({
  recipe: recipeDetailSchema,
  kitchen: recipeKitchenSchema,
});
export type RecipeResponse = z.infer<typeof recipeResponseSchema>;
