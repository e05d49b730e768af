import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES, OCCASIONS, REGIONS, SEASONS } from '../catalogue.ts';
import { SORT_ORDERS } from '../matching.ts';
import type { RecipeQuery } from '../recipe-search.ts';

/**
 * The query of the two public recipe reads, GET /api/recipes and GET /api/match, and what each
 * assumes for a parameter left out: the server's routes, the response cache's key and the service
 * worker's offline answers all read a query through this file. Two defaults belong to the search
 * itself (`searchRecipes`): the order (best match with a selection, else by title) and the missing
 * ingredients "can make" allows (MAX_MISSING_DEFAULT).
 */

/** Cards a page holds unless the query asks for another number, and the most it may ask for. */
export const RECIPE_PAGE_SIZE = 24;
export const MAX_RECIPE_PAGE_SIZE = 100;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated list of ingredient slugs, trimmed and without repeats. */
const slugList = (field: string) =>
  z
    .string()
    .max(5000, `${field}: at most 5000 characters`)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ])
    .refine((slugs) => slugs.length <= 300, `${field}: at most 300 slugs`);
const ingredientList = slugList('ingredients');

/** The query of GET /api/recipes (GET /api/match requires `ingredients`). */
export const recipeListQuerySchema = z.strictObject({
  q: z.string().max(100, 'q: at most 100 characters').optional(),
  category: z.string().max(100).optional(),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty must be easy, medium or hard' }).optional(),
  maxTime: z.coerce.number().int().min(1).max(100000).optional(),
  region: z.enum(REGIONS, { error: `region must be one of: ${REGIONS.join(', ')}` }).optional(),
  occasion: z
    .enum(OCCASIONS, { error: `occasion must be one of: ${OCCASIONS.join(', ')}` })
    .optional(),
  season: z.enum(SEASONS, { error: `season must be one of: ${SEASONS.join(', ')}` }).optional(),
  /** `1`: only recipes that need no soaking ahead. */
  noSoaking: flag.optional(),
  ingredients: ingredientList.optional(),
  matchesOnly: flag.optional(),
  includeOptional: flag.optional(),
  maxMissing: z.coerce.number().int().min(0).max(100).optional(),
  /**
   * Staples counted as at hand: absent = the catalogue's, empty (`staples=`) = none (decision
   * 0016). The two stay apart all the way: an empty list is a value, never "not given".
   */
  staples: slugList('staples').optional(),
  /** `0` turns swaps off; on by default. */
  swaps: flag.optional(),
  sort: z
    .enum([...SORT_ORDERS, 'title'], {
      error: 'sort must be matchScore, cookingTime, difficulty or title',
    })
    .optional(),
  lang: z.enum(LANGUAGES).default('ar'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_RECIPE_PAGE_SIZE).default(RECIPE_PAGE_SIZE),
});
export const matchQuerySchema = recipeListQuerySchema.extend({ ingredients: ingredientList });

export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;
export type MatchQuery = z.infer<typeof matchQuerySchema>;

interface ReadDefaults {
  matchesOnly: boolean;
  includeOptional: boolean;
  swaps: boolean;
}

/** GET /api/recipes: every recipe the filters keep, with its match when ingredients are given. */
const LIST_DEFAULTS: ReadDefaults = { matchesOnly: false, includeOptional: false, swaps: true };
/** GET /api/match: only the recipes the selection can make. */
const MATCH_DEFAULTS: ReadDefaults = { ...LIST_DEFAULTS, matchesOnly: true };

/** The search a validated query asks for. `staples` passes as it is (see the schema). */
const searchOf = (query: RecipeListQuery, defaults: ReadDefaults): RecipeQuery => ({
  ...query,
  ingredients: query.ingredients ?? [],
  matchesOnly: query.matchesOnly ?? defaults.matchesOnly,
  includeOptional: query.includeOptional ?? defaults.includeOptional,
  swaps: query.swaps ?? defaults.swaps,
});

/** The search GET /api/recipes runs for its validated query. */
export const recipeListSearch = (query: RecipeListQuery) => searchOf(query, LIST_DEFAULTS);

/** The search GET /api/match runs for its validated query. */
export const matchSearch = (query: MatchQuery) => searchOf(query, MATCH_DEFAULTS);

/** The two reads by path: the route's query schema, then its defaults. */
const RECIPE_READS: Record<string, (query: Record<string, string>) => RecipeQuery> = {
  '/api/recipes': (query) => recipeListSearch(recipeListQuerySchema.parse(query)),
  '/api/match': (query) => matchSearch(matchQuerySchema.parse(query)),
};

/**
 * The search a URL of either read asks for (its path, and its query string's parameters), read as
 * the server reads it: each parameter's text (a repeat, which the server refuses, counts here by
 * its last value), the route's schema (a query the server answers with a 400 throws), then the
 * route's defaults. Undefined for any other path.
 */
export function recipeSearchOf(
  pathname: string,
  params: Iterable<[string, string]>,
): RecipeQuery | undefined {
  return RECIPE_READS[pathname]?.(Object.fromEntries(params));
}
