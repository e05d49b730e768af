import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { adminCategorySchema } from '@chhiwat/core';
import {
  adminCategoryListResponseSchema,
  categoryInputSchema,
  categoryItemParamsSchema,
  categorySlugQuerySchema,
  categoryTypeParamsSchema,
  createdCategoryResponseSchema,
  noContentSchema,
  slugResponseSchema,
  updatedCategoryResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import { recordActivity } from '../activity/service.ts';
import {
  createCategory,
  deleteCategory,
  generateCategorySlug,
  listCategoriesForAdmin,
  updateCategory,
} from './service.ts';

/** Both types take the same fields; only the preset colours differ, which a JSON Schema cannot show. */
const categoryBody = bodyCheckedBy(
  categoryInputSchema('ingredient').describe(
    "`color` is one of the category type's preset colours",
  ),
);

/** Ingredient and recipe category management (back-office.md §2.7, §7 Categories). */
export const categoryAdminRoutes =
  (db: Kysely<Database>): FastifyPluginAsyncZod =>
  async (app) => {
    const changed = async (
      request: FastifyRequest,
      action: string,
      type: string,
      id: number,
      description: string,
    ) => {
      await recordActivity(db, request, {
        action,
        resourceType: `${type}_category`,
        resourceId: id,
        tableName: `${type}_categories`,
        description,
      });
    };

    app.get(
      '/api/admin/categories/:type',
      {
        config: { access: 'admin' },
        schema: {
          params: categoryTypeParamsSchema,
          response: { 200: adminCategoryListResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // The counts come from raw SQL, typed loosely; the response schema checks every row.
        const categories = await listCategoriesForAdmin(db, request.params.type);
        return { categories: categories as z.input<typeof adminCategorySchema>[] };
      },
    );

    app.get(
      '/api/admin/categories/:type/slug',
      {
        config: { access: 'admin' },
        schema: {
          params: categoryTypeParamsSchema,
          querystring: categorySlugQuerySchema,
          response: { 200: slugResponseSchema },
        },
      },
      async (request) => ({
        slug: await generateCategorySlug(db, request.params.type, request.query.name),
      }),
    );

    app.post(
      '/api/admin/categories/:type',
      {
        config: { access: 'admin' },
        schema: {
          params: categoryTypeParamsSchema,
          body: categoryBody,
          response: { 201: createdCategoryResponseSchema },
        },
      },
      async (request, reply) => {
        const { type } = request.params;
        const created = await createCategory(db, type, request.body, currentAdmin(request).id);
        await changed(
          request,
          'create',
          type,
          created.id,
          `Created ${type} category ${created.slug}`,
        );
        return reply.status(201).send({ category: created });
      },
    );

    app.put(
      '/api/admin/categories/:type/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: categoryItemParamsSchema,
          body: categoryBody,
          response: { 200: updatedCategoryResponseSchema },
        },
      },
      async (request) => {
        const { type, id } = request.params;
        const updated = await updateCategory(db, type, id, request.body, currentAdmin(request).id);
        await changed(
          request,
          'update',
          type,
          updated.id,
          `Updated ${type} category ${updated.slug}`,
        );
        return { category: updated };
      },
    );

    app.delete(
      '/api/admin/categories/:type/:id',
      {
        config: { access: 'admin' },
        schema: { params: categoryItemParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { type, id } = request.params;
        const deleted = await deleteCategory(db, type, id);
        await changed(request, 'delete', type, id, `Deleted ${type} category ${deleted.slug}`);
        return reply.status(204).send();
      },
    );
  };
