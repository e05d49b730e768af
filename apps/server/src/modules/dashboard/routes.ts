import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sensibleDate } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { dashboardSummary, listActivity, searchAdmin } from './service.ts';

const activity = z.object({
  id: z.number(),
  admin_email: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  table_name: z.string().nullable(),
  description: z.string(),
  created_at: z.date(),
});

/** The dashboard's real numbers (no fixed percentages), recent activity, and the header's search. */
export const dashboardRoutes =
  (database: DatabaseHandle, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/dashboard', { config: { access: 'admin' } }, async (_request, reply) => {
      const summary = await dashboardSummary(database, clock.now());
      reply.header('cache-control', 'no-store');
      return summary;
    });

    app.get(
      '/api/admin/activity',
      {
        config: { access: 'super_admin' },
        schema: {
          querystring: z.strictObject({
            since: sensibleDate('since').optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: z.object({ activities: z.array(activity) }) },
        },
      },
      async (request) => ({
        activities: await listActivity(
          database,
          request.query.limit,
          request.query.since ? new Date(request.query.since) : undefined,
        ),
      }),
    );

    app.get(
      '/api/admin/search',
      {
        config: { access: 'admin' },
        schema: { querystring: z.strictObject({ q: z.string().trim().min(1).max(100) }) },
      },
      async (request) => searchAdmin(database, request.query.q),
    );
  };
