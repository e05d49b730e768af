import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, liveResponseSchema, readyResponseSchema } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { readiness } from './service.ts';

/**
 * `/api/health` (the dashboard's overview), `/api/health/live` (the process answers: restart it
 * if not) and `/api/health/ready` (send it traffic or not). Always fresh: never stored by anyone.
 */
export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

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
        return reply.status(up ? 200 : 503).send(body);
      },
    );

    app.get(
      '/api/health/live',
      { schema: { response: { 200: liveResponseSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/health/ready',
      { schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
      async (request, reply) => {
        const body = await readiness(database, request.log);
        return reply.status(body.status === 'ready' ? 200 : 503).send(body);
      },
    );
  };
