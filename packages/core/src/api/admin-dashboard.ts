import { z } from 'zod';
import { DIFFICULTIES } from '../catalogue.ts';
import { activitySchema } from './admin.ts';
import { count } from './admin-shapes.ts';
import { wireDate } from './wire.ts';

/** The back-office's dashboard and search answers. */

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
    substitutions: count,
    staples: count,
    /** Ingredients without a composition or measures yet (issue #44). */
    ingredients_lacking_nutrition: count,
    images: count,
  }),
  newSince: wireDate,
  /**
   * The latest log entries. A plain admin gets none about another admin's account or session, and
   * `admin_email` only on their own entries (null on others'); a super admin gets them as logged.
   */
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
  /** This server process's cache of public answers since it started; maxBytes 0 = off. */
  responseCache: z.object({
    hits: count,
    misses: count,
    entries: count,
    bytes: count,
    maxBytes: count,
    evictions: count,
    /** Reads answered from the previous version's entries while a new version's were made. */
    staleHits: count,
  }),
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
