import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noQuerySchema, openApiDocumentSchema, type OpenApiDocument } from '@chhiwat/core';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { DOCS_PREFIX, openApiOptions } from './document.ts';

/**
 * `GET /api/openapi.json`, the OpenAPI document of every route registered after this, and
 * `GET /api/docs`, Swagger UI reading it. Called on the root instance before any route, so
 * @fastify/swagger sees every route as it is added. The viewer's page loads only our own files
 * (the bundle and a generated initializer script), so it runs under the site's CSP as it is.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, openApiOptions);
  let document: OpenApiDocument | undefined;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/openapi.json',
    {
      // The same for every request and every content version: made once, kept by the cache.
      config: { responseCache: true },
      schema: { querystring: noQuerySchema, response: { 200: openApiDocumentSchema } },
    },
    async (_request, reply) => {
      revalidateEachTime(reply);
      return (document ??= app.swagger() as OpenApiDocument);
    },
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Chhiwat API' },
    // The plain layout: the standalone one's top bar draws Swagger's logo, an SVG with its own
    // <style> element, which our style-src refuses.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list' },
  });
}
