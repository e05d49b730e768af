import { z } from 'zod';
import { UNITS } from '../catalogue.ts';
import { SERVINGS_RANGE } from '../recipe-import/durations.ts';
import { slugField } from '../schemas/fields.ts';

/**
 * "My list" (issue #25), kept in the browser under LIST_STORAGE_KEY as JSON:
 * `{ "version": 1, "recipes": [ListRecipe, …] }`, in the order the recipes were added. Each entry
 * carries a snapshot of its recipe, so the list opens offline and its lines are always derived
 * from the recipes (never stored summed): changing servings or removing a recipe recomputes them.
 */
export const LIST_STORAGE_KEY = 'chhiwat.list';
export const LIST_VERSION = 1;
/** As many recipes as a share link carries (MAX_SHARED_RECIPES), so every list can be shared. */
export const MAX_LIST_RECIPES = 20;
const MAX_NAME = 200;

const names = z.object({
  ar: z.string().max(MAX_NAME),
  fr: z.string().max(MAX_NAME),
  en: z.string().max(MAX_NAME),
});
export const listServingsField = z.number().int().min(SERVINGS_RANGE.min).max(SERVINGS_RANGE.max);

/** The quantity, unit and optional flag of one ingredient line, as the recipe writes it. */
const snapshotLineSchema = z.object({
  ingredient: slugField,
  quantity: z.number().gt(0).max(100000).nullable(),
  unit: z.enum(UNITS).nullable(),
  optional: z.boolean(),
});

/**
 * What a recipe's lines need without the network, and nothing more: its titles, the servings it
 * is written for, its lines, and each ingredient's names and category (with the category's names
 * and order, for grouping the list).
 */
export const recipeSnapshotSchema = z
  .object({
    slug: slugField,
    title: names,
    servings: listServingsField,
    lines: z.array(snapshotLineSchema).max(100),
    ingredients: z.record(slugField, z.object({ name: names, category: slugField })),
    categories: z.record(slugField, z.object({ name: names, order: z.number().int() })),
  })
  .refine(
    (recipe) =>
      recipe.lines.every((line) => {
        const ingredient = recipe.ingredients[line.ingredient];
        return ingredient !== undefined && recipe.categories[ingredient.category] !== undefined;
      }),
    "Every line's ingredient, and its category, is in the snapshot",
  );
export type RecipeSnapshot = z.infer<typeof recipeSnapshotSchema>;
export type SnapshotLine = RecipeSnapshot['lines'][number];

const slugSet = z.array(slugField).transform((slugs) => [...new Set(slugs)]);

/**
 * One recipe of the list. `servings` is the visitor's choice (the snapshot's is the recipe's own).
 * `allIngredients` buys every line, even those on hand; `buyOriginals` lists the ingredients a swap
 * would cover that are to be bought all the same. `ticked` and `cleared` hold, per recipe, the
 * ingredients ticked as bought, and those bought or removed since this recipe was added (see
 * list-edits.ts): a flag that does not parse falls back to its default rather than losing the recipe.
 */
export const listRecipeSchema = z.object({
  recipe: recipeSnapshotSchema,
  servings: listServingsField,
  allIngredients: z.boolean().catch(false),
  buyOriginals: slugSet.catch([]),
  ticked: slugSet.catch([]),
  cleared: slugSet.catch([]),
});
export type ListRecipe = z.infer<typeof listRecipeSchema>;

export interface ShoppingList {
  version: typeof LIST_VERSION;
  recipes: ListRecipe[];
}

export const emptyList = (): ShoppingList => ({ version: LIST_VERSION, recipes: [] });

function readJson(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored list in the current version's shape, or undefined for what cannot be read (not a
 * list, or a version this code does not know, such as a newer one). An older version is
 * brought up to date here when there is one: `if (value.version === 1) value = fromVersion1(value)`.
 */
function migrated(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  return value.version === LIST_VERSION ? value : undefined;
}

/**
 * Reads a stored list without ever throwing. Bad JSON, another shape or an unknown version give
 * an empty list; in a list of the right version, each recipe that does not parse is dropped and the
 * others are kept (a repeated recipe keeps its first entry, and at most MAX_LIST_RECIPES are kept).
 */
export function parseStoredList(raw: string | null): ShoppingList {
  const stored = migrated(readJson(raw));
  if (!stored || !Array.isArray(stored.recipes)) return emptyList();
  const recipes = new Map<string, ListRecipe>();
  for (const entry of stored.recipes) {
    const parsed = listRecipeSchema.safeParse(entry);
    if (parsed.success && !recipes.has(parsed.data.recipe.slug))
      recipes.set(parsed.data.recipe.slug, parsed.data);
  }
  return { version: LIST_VERSION, recipes: [...recipes.values()].slice(0, MAX_LIST_RECIPES) };
}
