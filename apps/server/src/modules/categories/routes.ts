import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { listActiveCategories } from './repository.ts';

const publicCategory = z.object({
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
  item_count: z.number(),
});

const categoriesResponse = z.object({ categories: z.array(publicCategory) });

/** Public reads of the active ingredient and recipe categories, in sort order. */
export const categoryRoutes =
  ({ db }: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ingredient-categories',
      { schema: { response: { 200: categoriesResponse } } },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { categories: await listActiveCategories(db, 'ingredient') };
      },
    );
    app.get(
      '/api/recipe-categories',
      { schema: { response: { 200: categoriesResponse } } },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { categories: await listActiveCategories(db, 'recipe') };
      },
    );
  };
