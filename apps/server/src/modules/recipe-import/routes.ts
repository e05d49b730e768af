import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipeImportRequestSchema, recipeImportResponseSchema } from '@chhiwat/core';
import { logFetchRefusal } from '../../platform/safe-fetch.ts';
import type { CatalogueThread } from '../catalogue/thread-handle.ts';
import { buildDraft } from './draft.ts';

export interface RecipeImportOptions {
  catalogue: CatalogueThread;
  /** IMPORT_ALLOW_HOSTS. */
  allowHosts: readonly string[];
  /** The page fetch's deadline (10 s); tests shorten it. */
  timeoutMs?: number;
}

/** POST /api/admin/recipes/import: a draft for the recipe form from a link or a page's source. */
export const recipeImportRoutes =
  ({ catalogue, allowHosts, timeoutMs }: RecipeImportOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // the answer names the host typed, the log also what it resolved to
    app.addHook('onError', logFetchRefusal);
    app.post(
      '/api/admin/recipes/import',
      {
        config: { access: 'admin' },
        schema: { body: recipeImportRequestSchema, response: { 200: recipeImportResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const draft = await buildDraft(request.body, {
          allowHosts,
          timeoutMs,
          ingredients: async () => (await catalogue.current()).ingredients,
        });
        return { draft };
      },
    );
  };
