import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES, SORT_ORDERS, UNITS, type Unit } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { revalidateEachTime } from '../../platform/http-cache.ts';
import type { PublicCatalogue } from './public-catalogue.ts';
import { findRecipeDetail } from './repository.ts';
import { searchRecipes } from './search.ts';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const slugList = z
  .string()
  .max(5000, 'ingredients: at most 5000 characters')
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ])
  .refine((slugs) => slugs.length <= 300, 'ingredients: at most 300 slugs');

const listQuery = z.strictObject({
  q: z.string().max(100, 'q: at most 100 characters').optional(),
  category: z.string().max(100).optional(),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty must be easy, medium or hard' }).optional(),
  maxTime: z.coerce.number().int().min(1).max(100000).optional(),
  ingredients: slugList.optional(),
  matchesOnly: flag.optional(),
  includeOptional: flag.optional(),
  maxMissing: z.coerce.number().int().min(0).max(100).optional(),
  sort: z
    .enum([...SORT_ORDERS, 'title'], {
      error: 'sort must be matchScore, cookingTime, difficulty or title',
    })
    .optional(),
  lang: z.enum(LANGUAGES).default('ar'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

const match = z.object({
  matchScore: z.number(),
  matchPercentage: z.number(),
  missingCount: z.number(),
  totalIngredients: z.number(),
  canMake: z.boolean(),
  availableIngredients: z.array(z.string()),
  missingIngredients: z.array(z.string()),
});

const listItem = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  description_ar: z.string(),
  image_url: z.string().nullable(),
  prep_time: z.number(),
  cooking_time: z.number(),
  total_time: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  category: z.string(),
  tags: z.array(z.string()),
  servings: z.number(),
  match: match.nullable(),
});

const listResponse = z.object({
  recipes: z.array(listItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  matchingCount: z.number(),
});

const detailIngredient = z.object({
  ingredient_slug: z.string(),
  optional: z.boolean(),
  quantity: z.number().nullable(),
  unit: z.enum(UNITS).nullable(),
  note_en: z.string().nullable(),
  note_fr: z.string().nullable(),
  note_ar: z.string().nullable(),
  name_en: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  name_darija: z.string(),
  image_url: z.string().nullable(),
  ingredient_category: z.string(),
  category_icon: z.string(),
  category_color: z.string(),
});

const detail = listItem.omit({ match: true, total_time: true }).extend({
  instructions_en: z.string(),
  instructions_fr: z.string(),
  instructions_ar: z.string(),
  category_name_en: z.string(),
  category_name_fr: z.string(),
  category_name_ar: z.string(),
  category_icon: z.string(),
  category_color: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  ingredients: z.array(detailIngredient),
});

/** Public recipe reads: the list (with matching when ingredients are given), matches, one recipe. */
export const recipeRoutes =
  (db: Kysely<Database>, catalogue: PublicCatalogue): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/recipes',
      { schema: { querystring: listQuery, response: { 200: listResponse } } },
      async (request, reply) => {
        const query = request.query;
        revalidateEachTime(reply);
        return searchRecipes(await catalogue.current(), {
          ...query,
          ingredients: query.ingredients ?? [],
          matchesOnly: query.matchesOnly ?? false,
          includeOptional: query.includeOptional ?? false,
        });
      },
    );

    app.get(
      '/api/match',
      {
        schema: {
          querystring: listQuery.extend({ ingredients: slugList }),
          response: { 200: listResponse },
        },
      },
      async (request, reply) => {
        const query = request.query;
        revalidateEachTime(reply);
        return searchRecipes(await catalogue.current(), {
          ...query,
          matchesOnly: query.matchesOnly ?? true,
          includeOptional: query.includeOptional ?? false,
        });
      },
    );

    app.get(
      '/api/recipes/:slug',
      {
        schema: {
          params: z.object({ slug: z.string().max(100) }),
          response: { 200: z.object({ recipe: detail }) },
        },
      },
      async (request, reply) => {
        const recipe = await findRecipeDetail(db, request.params.slug);
        if (!recipe) throw notFound('Recipe not found');
        revalidateEachTime(reply);
        const ingredients = recipe.ingredients.map((link) => ({
          ...link,
          unit: link.unit as Unit | null,
        }));
        return { recipe: { ...recipe, ingredients } };
      },
    );
  };
