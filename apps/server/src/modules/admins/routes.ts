import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import { rowId } from '../../platform/validation.ts';
import { recordActivity } from '../activity/service.ts';
import { adminProfile } from '../auth/routes.ts';
import { listAdmins, listRoles } from './repository.ts';
import { createAdmin, deleteAdmin, updateAdmin } from './service.ts';

const role = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  permissions: z.record(z.string(), z.unknown()),
});
const idParams = z.object({ id: rowId() });

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
        schema: { response: { 200: z.object({ admins: z.array(adminProfile) }) } },
      },
      async () => ({ admins: await listAdmins(db) }),
    );

    app.get(
      '/api/admin/roles',
      {
        config: { access: 'super_admin' },
        schema: { response: { 200: z.object({ roles: z.array(role) }) } },
      },
      async () => ({ roles: await listRoles(db) }),
    );

    app.post(
      '/api/admin/admins',
      { config: { access: 'super_admin' }, schema: { body: z.unknown() } },
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
          params: idParams,
          body: z
            .strictObject({
              role_template: z.string().trim().min(1, 'Please select a role').optional(),
              is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
            })
            .refine(
              (body) => body.role_template !== undefined || body.is_active !== undefined,
              'Nothing to change',
            ),
        },
      },
      async (request) => {
        const updated = await updateAdmin(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
        );
        const what = [
          request.body.role_template === undefined ? '' : `role ${updated.role_template}`,
          request.body.is_active === undefined ? '' : updated.is_active ? 'enabled' : 'disabled',
        ].filter(Boolean);
        await log(
          request,
          'update',
          updated.id,
          `Updated admin ${updated.username}: ${what.join(', ')}`,
        );
        return { admin: updated };
      },
    );

    app.delete(
      '/api/admin/admins/:id',
      { config: { access: 'super_admin' }, schema: { params: idParams } },
      async (request, reply) => {
        const deleted = await deleteAdmin(db, request.params.id, currentAdmin(request).id);
        await log(request, 'delete', deleted.id, `Deleted admin ${deleted.username}`);
        return reply.status(204).send();
      },
    );
  };
