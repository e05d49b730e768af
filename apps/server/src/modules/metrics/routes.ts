import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textBodySchema } from '@chhiwat/core';
import { HttpError, notFound } from '../../platform/errors.ts';
import { hasMetricsToken } from '../../platform/metrics.ts';

export interface MetricsRouteOptions {
  /** METRICS_TOKEN; without one the endpoint does not exist. */
  token: string | undefined;
  /** The exposition text: this process's registry, or the cluster's sum. */
  read: () => Promise<string>;
}

/** The Prometheus content type of the text format. */
const EXPOSITION = 'text/plain; version=0.0.4; charset=utf-8';

/** GET /api/metrics, for a Prometheus scrape with `Authorization: Bearer <METRICS_TOKEN>`. */
export const metricsRoutes =
  ({ token, read }: MetricsRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/metrics',
      {
        schema: {
          security: [{ metricsToken: [] }],
          produces: [EXPOSITION],
          response: { 200: textBodySchema },
        },
      },
      async (request, reply) => {
        if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to turn them on');
        if (!hasMetricsToken(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, 'unauthorized', 'A valid metrics token is required');
        }
        return reply
          .header('cache-control', 'no-store')
          .type(EXPOSITION)
          .send(await read());
      },
    );
  };
