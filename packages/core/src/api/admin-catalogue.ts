import { z } from 'zod';
import {
  DIFFICULTIES,
  OCCASIONS,
  RECIPE_STATUSES,
  REGIONS,
  SEASONALITIES,
  SEASONS,
} from '../catalogue.ts';
import { adminStamps, count, counts } from './admin-shapes.ts';
import { kitchenFields } from './ingredients.ts';
import { recipeLineFields } from './recipes.ts';
import { wireDate } from './wire.ts';
import { compositionSchema, measuresSchema } from '../schemas/ingredient-nutrition.ts';

/** The back-office's catalogue answers: ingredients, categories and recipes. */

/** A generated slug (GET /api/admin/categories/:type/slug, /api/admin/blog/slug). */
export const slugResponseSchema = z.object({ slug: z.string() });
export type SlugResponse = z.infer<typeof slugResponseSchema>;

/** The query of GET /api/admin/categories/:type/slug. */
export const categorySlugQuerySchema = z.strictObject({ name: z.string().max(200) });

/** The photo filter of the admin recipe and ingredient lists; absent = all. */
export const PHOTO_FILTERS = ['with', 'without'] as const;
export type PhotoFilter = (typeof PHOTO_FILTERS)[number];
/** `without`: no `image_url` (null or empty); `with`: any other. */
const photoFilter = z.enum(PHOTO_FILTERS, { error: 'photo must be with or without' }).optional();

/** An opaque cursor of the admin recipe list (base64url); the server reads and checks what is inside. */
const listCursor = (name: 'after' | 'before') =>
  z
    .string({ error: `${name} must be a cursor this list gave` })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, `${name} must be a cursor this list gave`)
    .optional();

/** Where a page of the admin recipe list starts: at most one of them; none is the first page. */
const LIST_POSITIONS = ['after', 'before', 'last'] as const;

/**
 * The query of GET /api/admin/recipes: the filters, and the page, by keyset: `after` (the next
 * page) or `before` (the previous page) a cursor an answer gave, or `last=1`; none, the first.
 */
export const adminRecipeListQuerySchema = z
  .strictObject({
    search: z.string().max(100).optional(),
    category: z.string().max(100).optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    photo: photoFilter,
    status: z.enum(RECIPE_STATUSES, { error: 'status must be draft or published' }).optional(),
    after: listCursor('after'),
    before: listCursor('before'),
    last: z.literal('1', { error: 'last must be 1' }).optional(),
  })
  .superRefine((query, context) => {
    const given = LIST_POSITIONS.filter((name) => query[name] !== undefined);
    for (const name of given.slice(1))
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} cannot be combined with ${given[0]}`,
      });
  });
export type AdminRecipeListQuery = z.infer<typeof adminRecipeListQuerySchema>;

/**
 * The query of GET /api/admin/ingredients: the photo filter. Other keys (category, search, paging)
 * are accepted and not applied: the page filters the full list itself (back-office.md §7 Ingredients).
 */
export const adminIngredientListQuerySchema = z.object({ photo: photoFilter });

/** What a create answers (201): the new row's id and slug. */
export const createdRowSchema = z.object({ id: z.number(), slug: z.string() });

// Ingredients

/** A row of the admin ingredient list (GET /api/admin/ingredients). */
/** An ingredient's composition and measures as stored (issue #44); null where not given yet. */
const nutritionFields = {
  composition: compositionSchema.nullable(),
  measures: measuresSchema.nullable(),
};

export const adminIngredientSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  category: z.string(),
  category_name_en: z.string(),
  image_url: z.string().nullable(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  commonly_used_with: z.array(z.string()),
  seasonality: z.enum(SEASONALITIES),
  ...kitchenFields,
  ...nutritionFields,
  created_at: wireDate,
  updated_at: wireDate,
  recipe_count: count,
});
export type AdminIngredient = z.infer<typeof adminIngredientSchema>;
export const adminIngredientListResponseSchema = z.object({
  ingredients: z.array(adminIngredientSchema),
});
export type AdminIngredientListResponse = z.infer<typeof adminIngredientListResponseSchema>;

/** One ingredient's row as the form edits it (GET /api/admin/ingredients/:id). */
export const adminIngredientRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  category_id: z.number(),
  image_url: z.string().nullable(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  commonly_used_with: z.array(z.string()),
  seasonality: z.enum(SEASONALITIES),
  ...kitchenFields,
  ...nutritionFields,
  ...adminStamps,
});
export const adminIngredientRowResponseSchema = z.object({ ingredient: adminIngredientRowSchema });
export const createdIngredientResponseSchema = z.object({ ingredient: createdRowSchema });
export const updatedIngredientResponseSchema = z.object({
  ingredient: z.object({
    id: z.number(),
    slug: z.string(),
    name_en: z.string(),
    image_url: z.string().nullable(),
  }),
});

// Categories

/** A category of the admin lists (GET /api/admin/categories/:type), inactive ones included. */
export const adminCategorySchema = z.object({
  id: z.number(),
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
  is_active: z.boolean(),
  ...adminStamps,
  item_count: count,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
});
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;
export const createdCategoryResponseSchema = z.object({ category: createdRowSchema });
export const updatedCategoryResponseSchema = z.object({
  category: z.object({ id: z.number(), slug: z.string(), name_en: z.string() }),
});

// Recipes

/** With a search, the admin recipe list counts this many and says "1,000+" beyond. */
export const ADMIN_LIST_COUNT_CAP = 1000;

/** A row of the admin recipe list. */
export const adminRecipeRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  image_url: z.string().nullable(),
  prep_time: z.number(),
  cooking_time: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  category: z.string(),
  category_name_en: z.string(),
  category_icon: z.string(),
  tags: z.array(z.string()),
  servings: z.number(),
  created_at: wireDate,
  updated_at: wireDate,
  ingredient_count: count,
  status: z.enum(RECIPE_STATUSES),
});
export type AdminRecipeRow = z.infer<typeof adminRecipeRowSchema>;

/** GET /api/admin/recipes: a page, its cursors and the counts per category, difficulty and photo. */
export const adminRecipeListResponseSchema = z.object({
  recipes: z.array(adminRecipeRowSchema),
  pagination: z.object({
    /**
     * The recipes the filters keep, from the trigger-kept counts; with a search, counted up to
     * ADMIN_LIST_COUNT_CAP only, and `totalCapped` says there are more.
     */
    total: count,
    totalCapped: z.boolean(),
    pageSize: z.number(),
    /** Cursors for `after` and `before`: null on the last and on the first page. */
    next: z.string().nullable(),
    previous: z.string().nullable(),
  }),
  counts: z.object({
    categories: counts,
    difficulties: counts,
    all: count,
    /** Recipes with and without a photo, over the whole catalogue like the chip counts. */
    photos: z.object({ with: count, without: count }),
    /** Drafts and published recipes over the whole catalogue. */
    statuses: z.object({ draft: count, published: count }),
  }),
});
export type AdminRecipeList = z.infer<typeof adminRecipeListResponseSchema>;

/** An ingredient line as the recipe form edits it. */
export const adminRecipeLinkSchema = z.object({
  ...recipeLineFields,
  name_en: z.string(),
  name_darija: z.string(),
  image_url: z.string().nullable(),
});
export type AdminRecipeLink = z.infer<typeof adminRecipeLinkSchema>;

/** One recipe as the form edits it: every column, the category slug, the lines in order. */
export const adminRecipeDetailSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  instructions_en: z.string(),
  instructions_fr: z.string(),
  instructions_ar: z.string(),
  image_url: z.string().nullable(),
  prep_time: z.number(),
  cooking_time: z.number(),
  soak_time: z.number(),
  rest_time: z.number(),
  pressure_cooker_time: z.number().nullable(),
  step_minutes: z.array(z.number()),
  region: z.enum(REGIONS).nullable(),
  occasions: z.array(z.enum(OCCASIONS)),
  seasons: z.array(z.enum(SEASONS)),
  status: z.enum(RECIPE_STATUSES),
  difficulty: z.enum(DIFFICULTIES),
  category_id: z.number(),
  tags: z.array(z.string()),
  servings: z.number(),
  ...adminStamps,
  category: z.string(),
  ingredients: z.array(adminRecipeLinkSchema),
});
export type AdminRecipeDetail = z.infer<typeof adminRecipeDetailSchema>;
export const adminRecipeResponseSchema = z.object({ recipe: adminRecipeDetailSchema });
export type AdminRecipeResponse = z.infer<typeof adminRecipeResponseSchema>;
export const createdRecipeResponseSchema = z.object({ recipe: createdRowSchema });
export const updatedRecipeResponseSchema = z.object({
  recipe: z.object({
    id: z.number(),
    slug: z.string(),
    title_en: z.string(),
    image_url: z.string().nullable(),
  }),
});
