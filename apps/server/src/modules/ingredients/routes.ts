import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEASONALITIES } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { findIngredient, listIngredients } from './repository.ts';

const ingredientSummary = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  category: z.string(),
  image_url: z.string().nullable(),
  seasonality: z.enum(SEASONALITIES),
  commonly_used_with: z.array(z.string()),
});

const ingredientDetail = ingredientSummary.extend({
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
});

/** Public reads of the ingredient catalogue. */
export const ingredientRoutes =
  ({ db }: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ingredients',
      { schema: { response: { 200: z.object({ ingredients: z.array(ingredientSummary) }) } } },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { ingredients: await listIngredients(db) };
      },
    );

    app.get(
      '/api/ingredients/:slug',
      {
        schema: {
          params: z.object({ slug: z.string().max(100) }),
          response: { 200: z.object({ ingredient: ingredientDetail }) },
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
