import { z } from 'zod';
import { BUCKETS } from '../catalogue.ts';

/** Path and query shapes of the requests whose schemas are not next to their answers. */

/** PostgreSQL's `integer`: no row has a larger id, and a larger one would fail inside the query. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path or query: a whole number a row can have. */
export const rowId = (message = 'id must be a positive whole number') =>
  z.coerce
    .number({ error: message })
    .int()
    .positive(message)
    .max(MAX_ROW_ID, `id must be at most ${MAX_ROW_ID}`);

/** The `:id` of an admin route (recipes, blog posts, admins). */
export const idParamsSchema = z.object({ id: rowId() });

/** The `:id` of an admin ingredient route. */
export const ingredientIdParamsSchema = z.object({ id: rowId('Ingredient ID is required') });

/** A stored file's name: ours, never the client's; this pattern is the last line against path tricks. */
export const STORED_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|jpg|png)$/;

/** The `:bucket` of POST/GET /api/admin/images/:bucket. */
export const bucketParamsSchema = z.object({
  bucket: z.enum(BUCKETS, {
    error: 'bucket must be ingredient-images, recipe-images or blog-images',
  }),
});

/** The `:bucket/:name` of DELETE /api/admin/images/:bucket/:name and GET /media/:bucket/:name. */
export const fileParamsSchema = bucketParamsSchema.extend({
  name: z.string().regex(STORED_NAME, 'name is not a stored image name'),
});

/** The `:type` of /api/admin/categories/:type. */
export const categoryTypeParamsSchema = z.object({
  type: z.enum(['ingredient', 'recipe'], { error: 'type must be ingredient or recipe' }),
});

/** The `:type/:id` of /api/admin/categories/:type/:id. */
export const categoryItemParamsSchema = categoryTypeParamsSchema.extend({
  id: rowId(),
});

/** The query of GET /api/admin/blog/slug. */
export const postSlugQuerySchema = z.strictObject({
  title: z.string().max(200),
  exceptId: z.coerce.number().int().min(-MAX_ROW_ID).max(MAX_ROW_ID).optional(),
});

/** The query of a public read that takes no parameter: any given is refused, by name. */
export const noQuerySchema = z.strictObject({});
