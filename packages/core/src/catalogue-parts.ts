import type { Substitution } from './api/substitutions.ts';
import {
  indexFacts,
  PartHolders,
  type CataloguePart,
  type CatalogueParts,
  type CatalogueSnapshot,
  type RecipeCard,
  type RecipeFacts,
  type RecipeLine,
  type KeptOrders,
} from './recipe-search.ts';
import { LANGUAGES } from './catalogue.ts';

/** A public recipe as the server reads it: its card (or its facts) and lines, under its database id. */
export interface KeyedRecipe<C extends RecipeFacts = RecipeCard> {
  id: number;
  card: C;
  lines: RecipeLine[];
}

/**
 * The catalogue a server holds (issue #42): a base indexed at start, and every recipe changed since
 * (its new state, or null when it left the public set) indexed apart as the second part. A write
 * costs an index of the changed recipes, not of the catalogue.
 */
export interface PatchableCatalogue<C extends RecipeFacts = RecipeCard> extends CatalogueParts<C> {
  version: number;
  parts: readonly KeyedPart<C>[];
  /** The base's recipe ids by ordinal, ascending. */
  baseIds: Int32Array;
  changed: ReadonlyMap<number, KeyedRecipe<C> | null>;
}

/** A part with its recipes' ids by ordinal, ascending. */
export interface KeyedPart<C extends RecipeFacts = RecipeCard> extends CataloguePart<C> {
  ids: Int32Array;
}

interface Kitchen {
  staples: string[];
  substitutions: Substitution[];
}

/**
 * The parts are indexed without text: a server answers text from its database (`textHolders` of
 * `searchRecipes`, by `holdersByPart`), and holds only the facts of its recipes.
 */
const indexOf = <C extends RecipeFacts>(
  version: number,
  recipes: readonly KeyedRecipe<C>[],
  kitchen: Kitchen,
  kept?: KeptOrders,
) =>
  indexFacts(
    {
      version,
      recipes: recipes.map((recipe) => recipe.card),
      links: recipes.map((recipe) => recipe.lines),
      ...kitchen,
    },
    kept,
  );

/**
 * The whole catalogue as one base; `recipes` in ascending id order. `idsInOrder`: the ids in each
 * language's `titleOrder` and in slug order, as a database keeps them (ids it holds that `recipes`
 * lacks are skipped); without them, or when they miss a recipe, the orders are sorted here.
 */
export function catalogueFrom<C extends RecipeFacts>(
  version: number,
  recipes: readonly KeyedRecipe<C>[],
  kitchen: Kitchen,
  idsInOrder?: KeptOrders,
): PatchableCatalogue<C> {
  const ids = Int32Array.from(recipes, (recipe) => recipe.id);
  const kept = idsInOrder && keptOrdersOf(ids, idsInOrder);
  return {
    version,
    ...kitchen,
    parts: [{ snapshot: indexOf(version, recipes, kitchen, kept), ids }],
    baseIds: ids,
    changed: new Map(),
  };
}

/**
 * The catalogue with `changes` applied (id → its new state, null: no longer public) and, when given,
 * the new staples and swaps. The base stays as it is: its changed recipes are hidden, and every
 * recipe changed since the base is indexed again as the second part.
 */
export function patchCatalogue<C extends RecipeFacts>(
  catalogue: PatchableCatalogue<C>,
  version: number,
  changes: ReadonlyMap<number, KeyedRecipe<C> | null>,
  kitchen: Kitchen = catalogue,
): PatchableCatalogue<C> {
  const base = catalogue.parts[0] as KeyedPart<C>;
  const hidden = new Uint8Array(catalogue.baseIds.length);
  if (base.hidden) hidden.set(base.hidden);
  const changed = new Map(catalogue.changed);
  for (const [id, recipe] of changes) {
    changed.set(id, recipe);
    const ordinal = ordinalOf(catalogue.baseIds, id);
    if (ordinal >= 0) hidden[ordinal] = 1;
  }
  const recent = [...changed.values()]
    .filter((recipe): recipe is KeyedRecipe<C> => recipe !== null)
    .sort((a, b) => a.id - b.id);
  return {
    version,
    staples: kitchen.staples,
    substitutions: kitchen.substitutions,
    parts: [
      { snapshot: base.snapshot, ids: base.ids, hidden },
      ...(recent.length
        ? [
            {
              snapshot: indexOf(version, recent, kitchen),
              ids: Int32Array.from(recent, (recipe) => recipe.id),
            },
          ]
        : []),
    ],
    baseIds: catalogue.baseIds,
    changed,
  };
}

/**
 * Each part's recipes among `ids` (ascending: the recipes holding a search's text, as a database
 * found them), for `searchRecipes`' `textHolders`: each id looked up in each part's ids.
 */
export function holdersByPart<C extends RecipeFacts>(
  catalogue: PatchableCatalogue<C>,
  ids: Int32Array,
): (part: CataloguePart<C>) => PartHolders {
  const byPart = new Map<CataloguePart<C>, PartHolders>();
  for (const part of catalogue.parts) {
    const ordinals = new Int32Array(Math.min(ids.length, part.ids.length));
    let size = 0;
    for (const id of ids) {
      const ordinal = ordinalOf(part.ids, id);
      if (ordinal >= 0) ordinals[size++] = ordinal;
    }
    byPart.set(part, new PartHolders(ordinals.subarray(0, size), part.ids.length));
  }
  const none = new PartHolders(new Int32Array(0), 0);
  return (part) => byPart.get(part) ?? none;
}

const slugIndexes = new WeakMap<CatalogueSnapshot<RecipeFacts>, Map<string, number>>();

/** A public recipe by slug, from the newest part that has it. */
export function recipeBySlug<C extends RecipeFacts>(
  catalogue: PatchableCatalogue<C>,
  slug: string,
): KeyedRecipe<C> | undefined {
  for (const recipe of catalogue.changed.values()) if (recipe?.card.slug === slug) return recipe;
  const base = catalogue.parts[0];
  if (!base) return undefined;
  let ordinals = slugIndexes.get(base.snapshot);
  if (!ordinals) {
    ordinals = new Map(base.snapshot.recipes.map((card, ordinal) => [card.slug, ordinal]));
    slugIndexes.set(base.snapshot, ordinals);
  }
  const ordinal = ordinals.get(slug);
  if (ordinal === undefined || base.hidden?.[ordinal] === 1) return undefined;
  return {
    id: catalogue.baseIds[ordinal] as number,
    card: base.snapshot.recipes[ordinal] as C,
    lines: base.snapshot.links[ordinal] ?? [],
  };
}

/** The orders as ordinals; undefined unless each of `ids` is in every order exactly once. */
function keptOrdersOf(ids: Int32Array, idsInOrder: KeptOrders): KeptOrders | undefined {
  const slug = ordinalsOf(ids, idsInOrder.slug);
  if (!slug) return undefined;
  const title: Partial<KeptOrders['title']> = {};
  for (const language of LANGUAGES) {
    const order = ordinalsOf(ids, idsInOrder.title[language]);
    if (!order) return undefined;
    title[language] = order;
  }
  return { title: title as KeptOrders['title'], slug };
}

/** `ordered` ids as ordinals of `ids`, those absent skipped; undefined unless each is there once. */
function ordinalsOf(ids: Int32Array, ordered: Int32Array): Int32Array | undefined {
  const order = new Int32Array(ids.length);
  const seen = new Uint8Array(ids.length);
  let size = 0;
  for (const id of ordered) {
    const ordinal = ordinalOf(ids, id);
    if (ordinal < 0) continue;
    if (seen[ordinal] || size === ids.length) return undefined;
    seen[ordinal] = 1;
    order[size++] = ordinal;
  }
  return size === ids.length ? order : undefined;
}

/** The ordinal of `id` in ascending `ids`, or -1. */
function ordinalOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = ids[middle] as number;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
