import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  activityListResponseSchema,
  activityQuerySchema,
  adminSearchQuerySchema,
  adminSearchResponseSchema,
  dashboardResponseSchema,
} from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ResponseCacheStats } from '../../platform/response-cache.ts';
import { dashboardSummary, listActivity, searchAdmin } from './service.ts';

/** The dashboard's real numbers (no fixed percentages), recent activity, and the header's search. */
export const dashboardRoutes =
  (
    database: DatabaseHandle,
    clock: Clock,
    responseCacheStats: () => ResponseCacheStats,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/dashboard',
      { config: { access: 'admin' }, schema: { response: { 200: dashboardResponseSchema } } },
      async (request, reply) => {
        const summary = await dashboardSummary(database, clock.now(), currentAdmin(request));
        reply.header('cache-control', 'no-store');
        // The counts come from raw SQL, typed loosely; the response schema checks each one.
        return {
          ...summary,
          responseCache: responseCacheStats(),
        } as z.input<typeof dashboardResponseSchema>;
      },
    );

    app.get(
      '/api/admin/activity',
      {
        config: { access: 'super_admin' },
        schema: {
          querystring: activityQuerySchema,
          response: { 200: activityListResponseSchema },
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
        schema: {
          querystring: adminSearchQuerySchema,
          response: { 200: adminSearchResponseSchema },
        },
      },
      async (request) => searchAdmin(database, request.query.q),
    );
  };
