import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { offlineCatalogueSchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import { listActiveCategories } from '../categories/repository.ts';
import type { PublicCatalogue } from '../recipes/public-catalogue.ts';

/** The catalogue the browser's service worker keeps, to pick and rank offline (issue #21). */
export const offlineRoutes =
  (db: Kysely<Database>, catalogue: PublicCatalogue): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/offline-catalogue',
      {
        config: { responseCache: true },
        schema: { response: { 200: offlineCatalogueSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        const [snapshot, ingredientCategories, recipeCategories] = await Promise.all([
          catalogue.current(),
          listActiveCategories(db, 'ingredient'),
          listActiveCategories(db, 'recipe'),
        ]);
        const { version, recipes, links, staples, substitutions, ingredients } = snapshot;
        return {
          ...{ version, recipes, links, staples, substitutions },
          ...{ ingredients, ingredientCategories, recipeCategories },
        };
      },
    );
  };
