import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListResponseSchema, noQuerySchema } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { listActiveCategories } from './service.ts';

/** Public reads of the active ingredient and recipe categories, in sort order. */
export const categoryRoutes =
  ({ db }: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ingredient-categories',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: categoryListResponseSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { categories: await listActiveCategories(db, 'ingredient') };
      },
    );
    app.get(
      '/api/recipe-categories',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: categoryListResponseSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { categories: await listActiveCategories(db, 'recipe') };
      },
    );
  };
