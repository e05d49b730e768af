import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ingredientListResponseSchema,
  ingredientResponseSchema,
  noQuerySchema,
  slugParamsSchema,
} from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import { findIngredient } from './service.ts';

/** Public reads of the ingredient catalogue; the list comes from the catalogue snapshot in memory. */
export const ingredientRoutes =
  ({ db }: DatabaseHandle, catalogue: CatalogueThread): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ingredients',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: ingredientListResponseSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { ingredients: (await catalogue.current()).ingredients };
      },
    );

    app.get(
      '/api/ingredients/:slug',
      {
        config: { responseCache: true },
        schema: {
          querystring: noQuerySchema,
          params: slugParamsSchema,
          response: { 200: ingredientResponseSchema },
        },
      },
      async (request, reply) => {
        const ingredient = await findIngredient(db, request.params.slug);
        if (!ingredient) throw notFound('Ingredient not found');
        revalidateEachTime(reply);
        return { ingredient };
      },
    );
  };
