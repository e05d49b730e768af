import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  matchQuerySchema,
  matchSearch,
  noQuerySchema,
  recipeKitchenOf,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeListSearch,
  recipeResponseSchema,
  slugParamsSchema,
  type Unit,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import { findRecipeDetail } from './service.ts';

/** Public recipe reads: the list (with matching when ingredients are given), matches, one recipe. */
export const recipeRoutes =
  (db: Kysely<Database>, catalogue: CatalogueThread): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/recipes',
      {
        // keyed by the search it runs, so the spellings of one search share one answer
        config: { responseCache: { query: recipeListSearch } },
        schema: { querystring: recipeListQuerySchema, response: { 200: recipeListResponseSchema } },
      },
      async (request, reply) => {
        revalidateEachTime(reply);
        return catalogue.search(recipeListSearch(request.query));
      },
    );

    app.get(
      '/api/match',
      {
        config: { responseCache: { query: matchSearch } },
        schema: {
          querystring: matchQuerySchema,
          response: { 200: recipeListResponseSchema },
        },
      },
      async (request, reply) => {
        revalidateEachTime(reply);
        return catalogue.search(matchSearch(request.query));
      },
    );

    app.get(
      '/api/recipes/:slug',
      {
        config: { responseCache: true },
        schema: {
          querystring: noQuerySchema,
          params: slugParamsSchema,
          response: { 200: recipeResponseSchema },
        },
      },
      async (request, reply) => {
        const [recipe, snapshot] = await Promise.all([
          findRecipeDetail(db, request.params.slug),
          catalogue.current(),
        ]);
        if (!recipe) throw notFound('Recipe not found');
        revalidateEachTime(reply);
        const ingredients = recipe.ingredients.map((link) => ({
          ...link,
          unit: link.unit as Unit | null,
        }));
        const kitchen = recipeKitchenOf(
          snapshot,
          ingredients.map((link) => link.ingredient_slug),
        );
        const illustration_url = catalogue.illustrationUrl(
          recipe.slug,
          recipe.category,
          ingredients.map((link) => ({
            slug: link.ingredient_slug,
            optional: link.optional,
            key: link.key,
          })),
        );
        return { recipe: { ...recipe, illustration_url, ingredients }, kitchen };
      },
    );
  };
