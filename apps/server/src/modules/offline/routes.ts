import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  cardTeaser,
  noQuerySchema,
  offlineCatalogueSchema,
  type OfflineCatalogue,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import type { CatalogueSnapshot, PublicCatalogue } from '../catalogue/service.ts';
import { listActiveCategories } from '../categories/service.ts';

/**
 * The catalogue the browser's service worker keeps, to pick and rank offline (issue #21): cards
 * (with a teaser of each description), lines, swaps and the picker's lists; a recipe's page is
 * kept when the visitor opens or saves it. It
 * depends on nothing in the request, so it is made once per catalogue version (the database's
 * triggers move the version on any recipe, ingredient, category or swap write).
 */
export const offlineRoutes =
  (db: Kysely<Database>, catalogue: PublicCatalogue): FastifyPluginAsyncZod =>
  async (app) => {
    let made: Promise<OfflineCatalogue> | undefined;
    let madeFor: number | undefined;

    const offlineCatalogue = async (): Promise<OfflineCatalogue> => {
      const snapshot = await catalogue.current();
      if (madeFor !== snapshot.version || !made) {
        madeFor = snapshot.version;
        made = makeOfflineCatalogue(db, snapshot);
        made.catch(() => (made = undefined)); // a failed read is tried again by the next request
      }
      return made;
    };

    app.get(
      '/api/offline-catalogue',
      {
        config: { responseCache: true },
        schema: { querystring: noQuerySchema, response: { 200: offlineCatalogueSchema } },
      },
      async (_request, reply) => {
        revalidateEachTime(reply);
        return offlineCatalogue();
      },
    );
  };

async function makeOfflineCatalogue(
  db: Kysely<Database>,
  snapshot: CatalogueSnapshot,
): Promise<OfflineCatalogue> {
  const [ingredientCategories, recipeCategories] = await Promise.all([
    listActiveCategories(db, 'ingredient'),
    listActiveCategories(db, 'recipe'),
  ]);
  const { version, links, staples, substitutions, ingredients } = snapshot;
  // A card shows two lines of its description: the catalogue keeps a teaser, not the whole text
  // (issue #40: 300 recipes' descriptions in three languages were half of its weight).
  const recipes = snapshot.recipes.map((recipe) => ({
    ...recipe,
    description_en: cardTeaser(recipe.description_en),
    description_fr: cardTeaser(recipe.description_fr),
    description_ar: cardTeaser(recipe.description_ar),
  }));
  return {
    ...{ version, recipes, links, staples, substitutions },
    ...{ ingredients, ingredientCategories, recipeCategories },
  };
}
