import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminCreateInputSchema,
  adminListResponseSchema,
  adminPasswordResetInputSchema,
  adminUpdateInputSchema,
  createdAdminResponseSchema,
  idParamsSchema,
  noContentSchema,
  passwordResetResponseSchema,
  roleListResponseSchema,
  updatedAdminResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import { recordActivity } from '../activity/service.ts';
import {
  createAdmin,
  deleteAdmin,
  listAdmins,
  listRoles,
  resetAdminPassword,
  updateAdmin,
} from './service.ts';

/** Admin accounts: any admin reads them; only super admins change them (back-office.md §2.10, §6). */
export const adminRoutes =
  (db: Kysely<Database>): FastifyPluginAsyncZod =>
  async (app) => {
    const log = (request: FastifyRequest, action: string, id: number, description: string) =>
      recordActivity(db, request, {
        action,
        resourceType: 'admin',
        resourceId: id,
        tableName: 'admins',
        description,
      });

    app.get(
      '/api/admin/admins',
      {
        config: { access: 'super_admin' },
        schema: { response: { 200: adminListResponseSchema } },
      },
      async () => ({ admins: await listAdmins(db) }),
    );

    app.get(
      '/api/admin/roles',
      {
        config: { access: 'super_admin' },
        schema: { response: { 200: roleListResponseSchema } },
      },
      async () => ({ roles: await listRoles(db) }),
    );

    app.post(
      '/api/admin/admins',
      {
        config: { access: 'super_admin' },
        schema: {
          body: bodyCheckedBy(adminCreateInputSchema),
          response: { 201: createdAdminResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createAdmin(db, request.body, currentAdmin(request).id);
        await log(
          request,
          'create',
          created.id,
          `Created admin ${created.username} (${created.role})`,
        );
        return reply.status(201).send({ admin: created });
      },
    );

    app.patch(
      '/api/admin/admins/:id',
      {
        config: { access: 'super_admin' },
        schema: {
          params: idParamsSchema,
          body: adminUpdateInputSchema,
          response: { 200: updatedAdminResponseSchema },
        },
      },
      async (request) => {
        const updated = await updateAdmin(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
        );
        const { endedSessions, ...admin } = updated;
        const what = [
          request.body.role_template === undefined ? '' : `role ${admin.role_template}`,
          request.body.is_active === undefined ? '' : admin.is_active ? 'enabled' : 'disabled',
          endedSessions ? `${endedSessions} session(s) ended` : '',
        ].filter(Boolean);
        await log(
          request,
          'update',
          admin.id,
          `Updated admin ${admin.username}: ${what.join(', ')}`,
        );
        return { admin };
      },
    );

    app.post(
      '/api/admin/admins/:id/password',
      {
        config: { access: 'super_admin' },
        schema: {
          params: idParamsSchema,
          body: bodyCheckedBy(adminPasswordResetInputSchema),
          response: { 200: passwordResetResponseSchema },
        },
      },
      async (request) => {
        const result = await resetAdminPassword(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
        );
        await log(
          request,
          'password_reset',
          result.admin.id,
          `Reset the password of admin ${result.admin.username}; ${result.endedSessions} session(s) ended`,
        );
        return result;
      },
    );

    app.delete(
      '/api/admin/admins/:id',
      {
        config: { access: 'super_admin' },
        schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const deleted = await deleteAdmin(db, request.params.id, currentAdmin(request).id);
        await log(request, 'delete', deleted.id, `Deleted admin ${deleted.username}`);
        return reply.status(204).send();
      },
    );
  };
