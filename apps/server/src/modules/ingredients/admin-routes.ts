import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { adminIngredientSchema } from '@chhiwat/core';
import {
  adminIngredientListQuerySchema,
  adminIngredientListResponseSchema,
  adminIngredientRowResponseSchema,
  createdIngredientResponseSchema,
  ingredientIdParamsSchema,
  ingredientInputSchema,
  noContentSchema,
  updatedIngredientResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { notFound } from '../../platform/errors.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import { catalogueChangeRecorder } from '../activity/service.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { removeStoredImage } from '../images/service.ts';
import {
  createIngredient,
  deleteIngredient,
  findIngredientById,
  INGREDIENT_MESSAGES,
  listIngredientsForAdmin,
  updateIngredient,
} from './service.ts';

/** Ingredient management for any active admin (back-office.md §2.4, §7 Ingredients). */
export const ingredientAdminRoutes =
  (db: Kysely<Database>, storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const changed = catalogueChangeRecorder(db, {
      type: 'ingredient',
      table: 'ingredients',
    });

    app.get(
      '/api/admin/ingredients',
      {
        config: { access: 'admin' },
        schema: {
          querystring: adminIngredientListQuerySchema,
          response: { 200: adminIngredientListResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // A count subquery is typed nullable; the response schema checks every row.
        const ingredients = await listIngredientsForAdmin(db, request.query.photo);
        return { ingredients: ingredients as z.input<typeof adminIngredientSchema>[] };
      },
    );

    app.get(
      '/api/admin/ingredients/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: ingredientIdParamsSchema,
          response: { 200: adminIngredientRowResponseSchema },
        },
      },
      async (request) => {
        const ingredient = await findIngredientById(db, request.params.id);
        if (!ingredient) throw notFound(INGREDIENT_MESSAGES.notFound);
        return { ingredient };
      },
    );

    app.post(
      '/api/admin/ingredients',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(ingredientInputSchema),
          response: { 201: createdIngredientResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createIngredient(db, request.body, currentAdmin(request).id);
        await changed(request, 'create', created.id, `Created ingredient ${created.slug}`);
        return reply.status(201).send({ ingredient: created });
      },
    );

    app.put(
      '/api/admin/ingredients/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: ingredientIdParamsSchema,
          body: bodyCheckedBy(ingredientInputSchema),
          response: { 200: updatedIngredientResponseSchema },
        },
      },
      async (request) => {
        const { previous, ...updated } = await updateIngredient(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
        );
        // A replaced or removed image we stored goes too; an external URL is never touched.
        if (previous.image_url !== updated.image_url)
          await removeStoredImage(db, storage, previous.image_url);
        await changed(request, 'update', updated.id, `Updated ingredient ${updated.slug}`);
        return { ingredient: updated };
      },
    );

    app.delete(
      '/api/admin/ingredients/:id',
      {
        config: { access: 'admin' },
        schema: { params: ingredientIdParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const deleted = await deleteIngredient(db, request.params.id);
        await removeStoredImage(db, storage, deleted.image_url);
        await changed(request, 'delete', deleted.id, `Deleted ingredient ${deleted.slug}`);
        return reply.status(204).send();
      },
    );
  };
