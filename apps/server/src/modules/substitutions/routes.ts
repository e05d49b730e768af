import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminSubstitutionListResponseSchema,
  idParamsSchema,
  noContentSchema,
  noQuerySchema,
  savedSubstitutionResponseSchema,
  substitutionInputSchema,
  substitutionListQuerySchema,
  substitutionListResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import { catalogueChangeRecorder } from '../activity/service.ts';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import {
  createSubstitution,
  deleteSubstitution,
  listSubstitutionsForAdmin,
  updateSubstitution,
} from './service.ts';

/** The swap rules: read by the public side, managed in the back-office (decision 0016). */
export const substitutionRoutes =
  (db: Kysely<Database>, catalogue: CatalogueThread): FastifyPluginAsyncZod =>
  async (app) => {
    const changed = catalogueChangeRecorder(db, {
      type: 'substitution',
      table: 'substitutions',
    });

    app.get(
      '/api/substitutions',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: substitutionListResponseSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return { substitutions: (await catalogue.current()).substitutions };
      },
    );

    app.get(
      '/api/admin/substitutions',
      {
        config: { access: 'admin' },
        schema: {
          querystring: substitutionListQuerySchema,
          response: { 200: adminSubstitutionListResponseSchema },
        },
      },
      async (request) => {
        const substitutions = await listSubstitutionsForAdmin(db, request.query.search);
        return { substitutions, total: substitutions.length };
      },
    );

    app.post(
      '/api/admin/substitutions',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(substitutionInputSchema),
          response: { 201: savedSubstitutionResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createSubstitution(db, request.body, currentAdmin(request).id);
        await changed(request, 'create', created.id, `Created a swap for ${created.missing_slug}`);
        return reply.status(201).send({ substitution: { id: created.id } });
      },
    );

    app.put(
      '/api/admin/substitutions/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: bodyCheckedBy(substitutionInputSchema),
          response: { 200: savedSubstitutionResponseSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const updated = await updateSubstitution(db, id, request.body, currentAdmin(request).id);
        await changed(request, 'update', id, `Updated a swap for ${updated.missing_slug}`);
        return { substitution: { id } };
      },
    );

    app.delete(
      '/api/admin/substitutions/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const deleted = await deleteSubstitution(db, id);
        await changed(request, 'delete', id, `Deleted a swap for ${deleted.missing_slug}`);
        return reply.status(204).send();
      },
    );
  };
