import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const started = performance.now();
        const up = await database.ping().then(
          () => true,
          () => false,
        );
        const body = {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: {
            kind: database.kind,
            up,
            latencyMs: Math.round((performance.now() - started) * 100) / 100,
          },
          uptimeSeconds: Math.round(process.uptime()),
        };
        reply.header('cache-control', 'no-store');
        return reply.status(up ? 200 : 503).send(body);
      },
    );
  };
