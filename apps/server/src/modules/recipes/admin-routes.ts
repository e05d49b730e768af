import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DIFFICULTIES } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { notFound } from '../../platform/errors.ts';
import { rowId } from '../../platform/validation.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { recordActivity } from '../activity/service.ts';
import { removeStoredImage } from '../images/service.ts';
import {
  createRecipe,
  deleteRecipe,
  findRecipeForAdmin,
  listRecipesForAdmin,
  updateRecipe,
} from './service.ts';
import type { PublicCatalogue } from './public-catalogue.ts';

const idParams = z.object({
  id: rowId(),
});

/** Recipe management (back-office.md §2.5, §7 Recipes). */
export const recipeAdminRoutes =
  (db: Kysely<Database>, catalogue: PublicCatalogue, storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    const changed = async (
      request: FastifyRequest,
      action: string,
      id: number,
      description: string,
    ) => {
      catalogue.invalidate();
      await recordActivity(db, request, {
        action,
        resourceType: 'recipe',
        resourceId: id,
        tableName: 'recipes',
        description,
      });
    };

    app.get(
      '/api/admin/recipes',
      {
        config: { access: 'admin' },
        schema: {
          querystring: z.strictObject({
            search: z.string().max(100).optional(),
            category: z.string().max(100).optional(),
            difficulty: z.enum(DIFFICULTIES).optional(),
            page: z.coerce.number().int().min(1).max(100000).default(1),
          }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listRecipesForAdmin(db, request.query);
      },
    );

    app.get(
      '/api/admin/recipes/:id',
      { config: { access: 'admin' }, schema: { params: idParams } },
      async (request) => {
        const recipe = await findRecipeForAdmin(db, request.params.id);
        if (!recipe) throw notFound('Recipe not found');
        return { recipe };
      },
    );

    app.post(
      '/api/admin/recipes',
      { config: { access: 'admin' }, schema: { body: z.unknown() } },
      async (request, reply) => {
        const created = await createRecipe(db, request.body, currentAdmin(request).id);
        await changed(request, 'create', created.id, `Created recipe ${created.slug}`);
        return reply.status(201).send({ recipe: created });
      },
    );

    app.put(
      '/api/admin/recipes/:id',
      { config: { access: 'admin' }, schema: { params: idParams, body: z.unknown() } },
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
      { config: { access: 'admin' }, schema: { params: idParams } },
      async (request, reply) => {
        const deleted = await deleteRecipe(db, request.params.id);
        await removeStoredImage(db, storage, deleted.image_url);
        await changed(request, 'delete', deleted.id, `Deleted recipe ${deleted.slug}`);
        return reply.status(204).send();
      },
    );
  };
