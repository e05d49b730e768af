import { SERVINGS_RANGE, UNITS, type Unit } from '../catalogue.ts';
import { SWAP_QUALITIES, type SwapRule } from '../kitchen.ts';
import { SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from '../slug.ts';

/**
 * "My list" (issue #25), kept in the browser under LIST_STORAGE_KEY as JSON:
 * `{ "version": 1, "recipes": [ListRecipe, …] }`, in the order the recipes were added. Each entry
 * carries a snapshot of its recipe, so the list opens offline and its lines are always derived
 * from the recipes (never stored summed): changing servings or removing a recipe recomputes them.
 *
 * The shape is checked by hand, not with zod: the public site reads the list on every page (the
 * header's count), and zod would be most of what that costs.
 */
export const LIST_STORAGE_KEY = 'chhiwat.list';
export const LIST_VERSION = 1;
/** As many recipes as a share link carries (MAX_SHARED_RECIPES), so every list can be shared. */
export const MAX_LIST_RECIPES = 20;
const MAX_NAME = 200;
const MAX_LINES = 100;
const MAX_QUANTITY = 100000;

export interface Names {
  ar: string;
  fr: string;
  en: string;
}

/** The quantity, unit and optional flag of one ingredient line, as the recipe writes it. */
export interface SnapshotLine {
  ingredient: string;
  quantity: number | null;
  unit: Unit | null;
  optional: boolean;
}

/**
 * What a recipe's lines need without the network, and nothing more: its titles, the servings it
 * is written for, its lines, each ingredient's names and category (with the category's names and
 * order, for grouping the list), and the part of the kitchen it is matched with: the catalogue's
 * staples among its ingredients and the swap rules for them (as its page shows them).
 */
export interface RecipeSnapshot {
  slug: string;
  title: Names;
  servings: number;
  lines: SnapshotLine[];
  ingredients: Record<string, { name: Names; category: string }>;
  categories: Record<string, { name: Names; order: number }>;
  staples: string[];
  swaps: SwapRule[];
}

/**
 * One recipe of the list. `servings` is the visitor's choice (the snapshot's is the recipe's own).
 * `allIngredients` buys every line, even those on hand; `buyOriginals` lists the ingredients a swap
 * would cover that are to be bought all the same. `ticked` and `cleared` hold, per recipe, the
 * ingredients ticked as bought, and those bought or removed since this recipe was added (see
 * list-edits.ts).
 */
export interface ListRecipe {
  recipe: RecipeSnapshot;
  servings: number;
  allIngredients: boolean;
  buyOriginals: string[];
  ticked: string[];
  cleared: string[];
  /**
   * Lines a swap came to cover when bought items joined the kitchen: they stay on the list, marked
   * "covered by …", until the visitor removes them or buys them anyway (never lost without a word).
   */
  heldBySwap: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= SLUG_MIN &&
  value.length <= SLUG_MAX &&
  SLUG_PATTERN.test(value);

export const isServings = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= SERVINGS_RANGE.min &&
  (value as number) <= SERVINGS_RANGE.max;

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_NAME;

function namesOf(value: unknown): Names | undefined {
  if (!isRecord(value) || !isName(value.ar) || !isName(value.fr) || !isName(value.en))
    return undefined;
  return { ar: value.ar, fr: value.fr, en: value.en };
}

function lineOf(value: unknown): SnapshotLine | undefined {
  if (!isRecord(value) || !isSlug(value.ingredient) || typeof value.optional !== 'boolean')
    return undefined;
  const { quantity, unit } = value;
  const quantityOk =
    quantity === null || (typeof quantity === 'number' && quantity > 0 && quantity <= MAX_QUANTITY);
  const unitOk = unit === null || (UNITS as readonly unknown[]).includes(unit);
  if (!quantityOk || !unitOk) return undefined;
  return {
    ingredient: value.ingredient,
    quantity: quantity as number | null,
    unit: unit as Unit | null,
    optional: value.optional,
  };
}

/** A record keyed by slug whose every value reads; undefined if any does not. */
function recordOf<T>(value: unknown, read: (item: unknown) => T | undefined) {
  if (!isRecord(value)) return undefined;
  const result: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    const parsed = read(item);
    if (!isSlug(key) || parsed === undefined) return undefined;
    result[key] = parsed;
  }
  return result;
}

/** Every item read, or undefined if any does not (or there are more than `max`). */
function arrayOf<T>(value: unknown, read: (item: unknown) => T | undefined, max = Infinity) {
  if (!Array.isArray(value) || value.length > max) return undefined;
  const result: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    result.push(parsed);
  }
  return result;
}

const slugOf = (value: unknown) => (isSlug(value) ? value : undefined);

/** A set of slugs; anything else is the empty set (a flag that does not read falls back to its
 * default rather than losing the recipe). */
const slugSet = (value: unknown): string[] => [...new Set(arrayOf(value, slugOf) ?? [])];

function swapOf(value: unknown): SwapRule | undefined {
  if (!isRecord(value) || !isSlug(value.missing)) return undefined;
  const using = arrayOf(value.using, slugOf, MAX_LINES);
  const quality = SWAP_QUALITIES.find((item) => item === value.quality);
  return using?.length && quality ? { missing: value.missing, using, quality } : undefined;
}

const ingredientOf = (value: unknown) => {
  if (!isRecord(value) || !isSlug(value.category)) return undefined;
  const name = namesOf(value.name);
  return name && { name, category: value.category };
};

const categoryOf = (value: unknown) => {
  if (!isRecord(value) || !Number.isInteger(value.order)) return undefined;
  const name = namesOf(value.name);
  return name && { name, order: value.order as number };
};

/** A snapshot, if every part of it reads and every line's ingredient and category is in it. */
export function readSnapshot(value: unknown): RecipeSnapshot | undefined {
  if (!isRecord(value) || !isSlug(value.slug) || !isServings(value.servings)) return undefined;
  const title = namesOf(value.title);
  const lines = arrayOf(value.lines, lineOf, MAX_LINES);
  const ingredients = recordOf(value.ingredients, ingredientOf);
  const categories = recordOf(value.categories, categoryOf);
  if (!title || !lines || !ingredients || !categories) return undefined;
  const described = lines.every((line) => {
    const ingredient = ingredients[line.ingredient];
    return ingredient !== undefined && categories[ingredient.category] !== undefined;
  });
  if (!described) return undefined;
  return {
    slug: value.slug,
    title,
    servings: value.servings,
    lines,
    ingredients,
    categories,
    staples: slugSet(value.staples),
    swaps: arrayOf(value.swaps, swapOf, MAX_LINES) ?? [],
  };
}

/** A list entry, if its snapshot and servings read; its flags fall back to their defaults. */
export function readListRecipe(value: unknown): ListRecipe | undefined {
  if (!isRecord(value) || !isServings(value.servings)) return undefined;
  const recipe = readSnapshot(value.recipe);
  if (!recipe) return undefined;
  return {
    recipe,
    servings: value.servings,
    allIngredients: value.allIngredients === true,
    buyOriginals: slugSet(value.buyOriginals),
    ticked: slugSet(value.ticked),
    cleared: slugSet(value.cleared),
    heldBySwap: slugSet(value.heldBySwap),
  };
}

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
    const parsed = readListRecipe(entry);
    if (parsed && !recipes.has(parsed.recipe.slug)) recipes.set(parsed.recipe.slug, parsed);
  }
  return { version: LIST_VERSION, recipes: [...recipes.values()].slice(0, MAX_LIST_RECIPES) };
}
