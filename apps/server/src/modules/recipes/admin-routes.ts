import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { adminRecipeDetailSchema } from '@chhiwat/core';
import {
  adminRecipeListQuerySchema,
  adminRecipeListResponseSchema,
  adminRecipeResponseSchema,
  createdRecipeResponseSchema,
  idParamsSchema,
  noContentSchema,
  recipeInputSchema,
  updatedRecipeResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { notFound } from '../../platform/errors.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { catalogueChangeRecorder } from '../activity/service.ts';
import { removeStoredImage } from '../images/service.ts';
import {
  createRecipe,
  deleteRecipe,
  findRecipeForAdmin,
  listRecipesForAdmin,
  updateRecipe,
} from './service.ts';

/** Recipe management (back-office.md §2.5, §7 Recipes). */
export const recipeAdminRoutes =
  (db: Kysely<Database>, storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const changed = catalogueChangeRecorder(db, {
      type: 'recipe',
      table: 'recipes',
    });

    app.get(
      '/api/admin/recipes',
      {
        config: { access: 'admin' },
        schema: {
          querystring: adminRecipeListQuerySchema,
          response: { 200: adminRecipeListResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Rows from raw SQL are typed loosely; the response schema checks every one.
        return (await listRecipesForAdmin(db, request.query)) as z.input<
          typeof adminRecipeListResponseSchema
        >;
      },
    );

    app.get(
      '/api/admin/recipes/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: adminRecipeResponseSchema } },
      },
      async (request) => {
        const recipe = await findRecipeForAdmin(db, request.params.id);
        if (!recipe) throw notFound('Recipe not found');
        // `unit` is a text column; the response schema checks it is one of the units.
        return { recipe: recipe as z.input<typeof adminRecipeDetailSchema> };
      },
    );

    app.post(
      '/api/admin/recipes',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(recipeInputSchema),
          response: { 201: createdRecipeResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createRecipe(db, request.body, currentAdmin(request).id);
        await changed(request, 'create', created.id, `Created recipe ${created.slug}`);
        return reply.status(201).send({ recipe: created });
      },
    );

    app.put(
      '/api/admin/recipes/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: bodyCheckedBy(recipeInputSchema),
          response: { 200: updatedRecipeResponseSchema },
        },
      },
      async (request) => {
        const { previousImage, ...updated } = await updateRecipe(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
        );
        if (previousImage !== updated.image_url)
          await removeStoredImage(db, storage, previousImage);
        await changed(request, 'update', updated.id, `Updated recipe ${updated.slug}`);
        return { recipe: updated };
      },
    );

    app.delete(
      '/api/admin/recipes/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const deleted = await deleteRecipe(db, request.params.id);
        await removeStoredImage(db, storage, deleted.image_url);
        await changed(request, 'delete', deleted.id, `Deleted recipe ${deleted.slug}`);
        return reply.status(204).send();
      },
    );
  };
