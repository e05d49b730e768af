import { z } from 'zod';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of this API, made from the routes' own schemas.
 * Only its frame is checked here; the server's tests validate the whole document.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
