import { z } from 'zod';
import { DIFFICULTIES, SEASONALITIES, UNITS } from '../catalogue.ts';
import { activitySchema } from './admin.ts';
import { wireDate } from './wire.ts';

/** The back-office's answers: the catalogue, the blog, images, the dashboard and the search. */

const count = z.number();
const counts = z.record(z.string(), count);
const adminStamps = {
  created_at: wireDate,
  updated_at: wireDate,
  created_by: z.number().nullable(),
  updated_by: z.number().nullable(),
};

/** A generated slug (GET /api/admin/categories/:type/slug, /api/admin/blog/slug). */
export const slugResponseSchema = z.object({ slug: z.string() });
export type SlugResponse = z.infer<typeof slugResponseSchema>;

/** The query of GET /api/admin/categories/:type/slug. */
export const categorySlugQuerySchema = z.strictObject({ name: z.string().max(200) });

/** The query of GET /api/admin/recipes. */
export const adminRecipeListQuerySchema = z.strictObject({
  search: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** The query of GET /api/admin/blog/posts. */
export const adminPostListQuerySchema = z.strictObject({
  status: z.enum(['draft', 'published']).optional(),
  category: z.string().max(100).optional(),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** What a create answers (201): the new row's id and slug. */
export const createdRowSchema = z.object({ id: z.number(), slug: z.string() });

// Ingredients

/** A row of the admin ingredient list (GET /api/admin/ingredients). */
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
});
export type AdminRecipeRow = z.infer<typeof adminRecipeRowSchema>;

/** GET /api/admin/recipes: a page, the paging and the counts per category and difficulty. */
export const adminRecipeListResponseSchema = z.object({
  recipes: z.array(adminRecipeRowSchema),
  pagination: z.object({
    total: count,
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  }),
  counts: z.object({ categories: counts, difficulties: counts, all: count }),
});
export type AdminRecipeList = z.infer<typeof adminRecipeListResponseSchema>;

/** An ingredient line as the recipe form edits it. */
export const adminRecipeLinkSchema = z.object({
  ingredient_slug: z.string(),
  optional: z.boolean(),
  quantity: z.number().nullable(),
  unit: z.enum(UNITS).nullable(),
  note_en: z.string().nullable(),
  note_fr: z.string().nullable(),
  note_ar: z.string().nullable(),
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

// Blog

const postStatus = z.enum(['draft', 'published']);

/** A row of the admin post list (drafts included). */
export const adminPostRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: postStatus,
  published_at: wireDate.nullable(),
  created_at: wireDate,
  updated_at: wireDate,
  author: z.string().nullable(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;
export const adminPostListResponseSchema = z.object({
  posts: z.array(adminPostRowSchema),
  pagination: z.object({ total: count, page: z.number(), pageSize: z.number(), pages: count }),
  counts: z.object({ status: counts, category: counts }),
});
export type AdminPostList = z.infer<typeof adminPostListResponseSchema>;

/** One post as the editor edits it (GET /api/admin/blog/posts/:id). */
export const adminPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  excerpt_en: z.string(),
  excerpt_fr: z.string(),
  excerpt_ar: z.string(),
  content_en: z.string(),
  content_fr: z.string(),
  content_ar: z.string(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: postStatus,
  published_at: wireDate.nullable(),
  author_id: z.number().nullable(),
  ...adminStamps,
  author: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostResponseSchema = z.object({ post: adminPostSchema });
export type AdminPostResponse = z.infer<typeof adminPostResponseSchema>;

/** What saving a post answers (create 201, update 200). */
export const savedPostResponseSchema = z.object({
  post: z.object({
    id: z.number(),
    slug: z.string(),
    status: postStatus,
    published_at: wireDate.nullable(),
    image_url: z.string().nullable(),
  }),
});

/** A blog category with its number of posts (GET /api/admin/blog/categories). */
export const blogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  color: z.string(),
  icon: z.string(),
  sort_order: z.number(),
  post_count: count,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListResponseSchema = z.object({
  categories: z.array(blogCategorySchema),
});
export type BlogCategoryListResponse = z.infer<typeof blogCategoryListResponseSchema>;
export const createdBlogCategoryResponseSchema = z.object({
  category: z.object({ id: z.number(), slug: z.string(), name_en: z.string(), color: z.string() }),
});

// Images

/** An uploaded image of a bucket's library (GET /api/admin/images/:bucket). */
export const libraryImageSchema = z.object({
  name: z.string(),
  size: z.number(),
  mime_type: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: wireDate,
  url: z.string(),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;
export const libraryResponseSchema = z.object({ images: z.array(libraryImageSchema) });
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** What an upload answers (201): where the stored image is and its size. */
export const uploadResponseSchema = z.object({
  image: z.object({
    url: z.string(),
    name: z.string(),
    size: z.number(),
    width: z.number(),
    height: z.number(),
  }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// Dashboard and search

/** GET /api/admin/dashboard: real counts, what is new since `newSince`, the latest changes. */
export const dashboardResponseSchema = z.object({
  counts: z.object({
    ingredients: count,
    ingredients_new: count,
    recipes: count,
    recipes_new: count,
    blog_posts: count,
    blog_posts_new: count,
    published_posts: count,
    admins: count,
    active_admins: count,
    ingredient_categories: count,
    recipe_categories: count,
    blog_categories: count,
    recipe_links: count,
    images: count,
  }),
  newSince: wireDate,
  activities: z.array(activitySchema),
  recentIngredients: z.array(
    z.object({ id: z.number(), slug: z.string(), name_en: z.string(), created_at: wireDate }),
  ),
  recentRecipes: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      title_en: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      created_at: wireDate,
    }),
  ),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

const searchHit = z.object({ id: z.number(), slug: z.string(), label: z.string() });
/** GET /api/admin/search: a few of each kind. */
export const adminSearchResponseSchema = z.object({
  ingredients: z.array(searchHit),
  recipes: z.array(searchHit),
  posts: z.array(searchHit),
});
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;
