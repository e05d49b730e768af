import type { FastifyInstance } from 'fastify';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * Any JSON encoder may write a character as "\u0627" (Python's json.dumps does, JSON.stringify does
 * for control characters): 6 bytes per UTF-16 unit is the most a valid text can take on the wire.
 * Each limit below is the schema's longest texts (packages/core/src/schemas) at 6 bytes each,
 * plus room for the keys, rounded up, so a valid form is never refused.
 */
const WORST_BYTES_PER_CHAR = 6;
const limitFor = (maxChars: number, unit: number) =>
  Math.ceil((maxChars * WORST_BYTES_PER_CHAR * 1.1) / unit) * unit;

/** Sign-in (254 + 1,024 chars), sign-out, admin accounts, and any route not listed below. */
export const DEFAULT_BODY_LIMIT = 16 * KIB;
/** Ingredient: 4 names × 100, 3 descriptions × 500, image URL 2,000, 10 related slugs × 100 ≈ 5,100 chars. */
const INGREDIENT = limitFor(5_100, 64 * KIB);
/** Category: 3 names × 100, 3 descriptions × 500 ≈ 2,000 chars. */
const CATEGORY = limitFor(2_000, 16 * KIB);
/** Recipe: 3 × (200 + 2,000 + 20,000) + image URL 2,000 + tags 1,200 + 100 ingredients × 400 ≈ 110,000 chars. */
const RECIPE = limitFor(110_000, MIB);
/** Blog post: 3 × (200 + 500 + 200,000 HTML) + image URL 2,000 + tags 1,200 ≈ 606,000 chars. */
const BLOG_POST = limitFor(606_000, MIB);

/** A page's source pasted for a recipe import: 5 M chars, at most 2 bytes each as UTF-8 JSON. */
const RECIPE_IMPORT = 11 * MIB;

/** The one table of body limits; image uploads declare their own (modules/images/routes.ts). */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/admin/recipes': RECIPE,
  'PUT /api/admin/recipes/:id': RECIPE,
  'POST /api/admin/recipes/import': RECIPE_IMPORT,
  'POST /api/admin/blog/posts': BLOG_POST,
  'PUT /api/admin/blog/posts/:id': BLOG_POST,
  'POST /api/admin/ingredients': INGREDIENT,
  'PUT /api/admin/ingredients/:id': INGREDIENT,
  'POST /api/admin/categories/:type': CATEGORY,
  'PUT /api/admin/categories/:type/:id': CATEGORY,
  'POST /api/admin/blog/categories': CATEGORY,
};

/** Gives every route its body limit from BODY_LIMITS, unless the route declares its own. */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const limits = [route.method]
      .flat()
      .map((method) => BODY_LIMITS[`${method} ${route.url}`])
      .filter((limit) => limit !== undefined);
    if (limits.length) route.bodyLimit = Math.max(...limits);
  });
}
