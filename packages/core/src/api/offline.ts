import { z } from 'zod';
import { categorySchema } from './categories.ts';
import { ingredientSchema } from './ingredients.ts';
import { MAX_ROW_ID } from './params.ts';
import { recipeListItemSchema } from './recipes.ts';
import { substitutionSchema } from './substitutions.ts';

/**
 * The catalogue the browser keeps to work without a network (issues #21 and #42), in two reads:
 * the manifest (`GET /api/offline-catalogue`) with the picker's lists, the swaps and one entry per
 * shard, and the shards (`GET /api/offline-catalogue/shards/:id?v=`) with the recipes themselves.
 * The worker assembles the shards it keeps into what `searchRecipes` ranks (offline-shards.ts).
 */

/** A shard holds the public recipes whose id is in [id × SHARD_SPAN, (id + 1) × SHARD_SPAN). */
export const SHARD_SPAN = 1000;

/** The highest shard id a recipe id can fall in. */
export const MAX_SHARD_ID = Math.floor(MAX_ROW_ID / SHARD_SPAN);

/** The shard a recipe id falls in. */
export const shardOfRecipeId = (recipeId: number) => Math.floor(recipeId / SHARD_SPAN);

const version = z.number().int().nonnegative();

export const offlineShardEntrySchema = z.object({
  id: z.number().int().nonnegative(),
  /** The catalogue version of the last change to one of its recipes: unchanged, not fetched again. */
  version,
  /** How many public recipes it holds (at most SHARD_SPAN). */
  count: z.number().int().nonnegative(),
});
export type OfflineShardEntry = z.infer<typeof offlineShardEntrySchema>;

/** GET /api/offline-catalogue: the manifest. */
export const offlineManifestSchema = z.object({
  /** The catalogue version it was read at. */
  version,
  /** How many public recipes there are, in every shard. */
  recipeCount: z.number().int().nonnegative(),
  /** In id order. */
  shards: z.array(offlineShardEntrySchema),
  staples: z.array(z.string()),
  substitutions: z.array(substitutionSchema),
  ingredients: z.array(ingredientSchema),
  ingredientCategories: z.array(categorySchema),
  recipeCategories: z.array(categorySchema),
});
export type OfflineManifest = z.infer<typeof offlineManifestSchema>;

/** A recipe card as the worker keeps it: a teaser of each description, no match. */
export const offlineRecipeCardSchema = recipeListItemSchema
  .omit({ match: true })
  .extend({ has_instructions: z.boolean() });

export const offlineRecipeLinesSchema = z.array(
  z.object({ slug: z.string(), optional: z.boolean(), key: z.boolean() }),
);

/** GET /api/offline-catalogue/shards/:id: a shard's recipes in id order, and each one's lines. */
export const offlineShardSchema = z.object({
  id: z.number().int().nonnegative(),
  version,
  recipes: z.array(offlineRecipeCardSchema),
  /** By the recipe's position in `recipes`. */
  links: z.array(offlineRecipeLinesSchema),
});
export type OfflineShard = z.infer<typeof offlineShardSchema>;

const SHARD_ID_RULE = `id must be a whole number from 0 to ${MAX_SHARD_ID}`;

export const offlineShardParamsSchema = z.object({
  id: z.coerce
    .number({ error: SHARD_ID_RULE })
    .int(SHARD_ID_RULE)
    .min(0, SHARD_ID_RULE)
    .max(MAX_SHARD_ID, SHARD_ID_RULE),
});

const V_RULE = 'v must be a whole number (the shard version the manifest names)';

/** `v`: the version the manifest named, so each version of a shard has its own URL. */
export const offlineShardQuerySchema = z.strictObject({
  v: z.coerce
    .number({ error: V_RULE })
    .int(V_RULE)
    .nonnegative(V_RULE)
    .max(Number.MAX_SAFE_INTEGER, V_RULE)
    .optional(),
});

/**
 * What the worker answers from: the manifest's lists with the recipes of the shards it keeps.
 * `recipeCount` stays the whole catalogue's, so a kept subset can say it is one.
 */
export type OfflineCatalogue = Omit<OfflineManifest, 'shards'> &
  Pick<OfflineShard, 'recipes' | 'links'>;
