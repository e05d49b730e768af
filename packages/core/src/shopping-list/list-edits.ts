import { SERVINGS_RANGE } from '../catalogue.ts';
import { EMPTY_KITCHEN, type Kitchen } from '../kitchen.ts';
import { coverOf } from '../matching.ts';
import { addToSelection } from '../selection.ts';
import {
  emptyList,
  MAX_LIST_RECIPES,
  type ListRecipe,
  type RecipeSnapshot,
  type ShoppingList,
} from './stored-list.ts';

/**
 * The list's edits, each returning a new list (undo is keeping the previous one).
 *
 * Ticks and clears are kept per recipe, not per line, because a line is the sum of several
 * recipes. Ticking a line ticks its ingredient in every recipe of the list that has it; the line
 * shows ticked while every recipe that still asks for the ingredient has it ticked, so a recipe
 * added or updated later (it starts with nothing ticked) brings the line back unticked, at the new
 * total. This needs no knowledge of the visitor's kitchen, so "put bought items in my kitchen"
 * sees the same ticks as the list does. Putting bought items in the kitchen, like removing a line,
 * marks the ingredient cleared in those recipes: it no longer shows, even for a recipe that asks
 * for every ingredient, and comes back only through a recipe added again or updated (added again,
 * or its servings raised), and then only with that recipe's amount: the other recipes' share was
 * bought already.
 */

export interface AddRecipeOptions {
  /** The servings shown on the recipe page. */
  servings: number;
  /** Every line, even those on hand and the optional ones; off by default. */
  allIngredients?: boolean;
  /** Ingredients a swap covers that are to be bought all the same. */
  buyOriginals?: readonly string[];
}

/** Whole servings within the recipe form's range; anything else is the recipe's own servings. */
function servingsWithin(servings: number, fallback: number): number {
  if (!Number.isFinite(servings)) return fallback;
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, Math.round(servings)));
}

export const listedRecipe = (list: ShoppingList, slug: string): ListRecipe | undefined =>
  list.recipes.find((entry) => entry.recipe.slug === slug);

/** Whether "Add to my list" can take this recipe: it is listed already, or the list has room. */
export const canAddRecipe = (list: ShoppingList, slug: string): boolean =>
  listedRecipe(list, slug) !== undefined || list.recipes.length < MAX_LIST_RECIPES;

/**
 * Adds a recipe at the servings shown, or updates it in place when it is listed already (with a
 * fresh entry: nothing ticked or cleared). A new recipe on a full list leaves the list as it is.
 */
export function addRecipe(
  list: ShoppingList,
  recipe: RecipeSnapshot,
  options: AddRecipeOptions,
): ShoppingList {
  const entry: ListRecipe = {
    recipe,
    servings: servingsWithin(options.servings, recipe.servings),
    allIngredients: options.allIngredients ?? false,
    buyOriginals: [...new Set(options.buyOriginals ?? [])],
    ticked: [],
    cleared: [],
    heldBySwap: [],
  };
  if (listedRecipe(list, recipe.slug)) return updateRecipe(list, recipe.slug, () => entry);
  if (list.recipes.length >= MAX_LIST_RECIPES) return list;
  return { ...list, recipes: [...list.recipes, entry] };
}

function updateRecipe(
  list: ShoppingList,
  slug: string,
  update: (entry: ListRecipe) => ListRecipe,
): ShoppingList {
  return {
    ...list,
    recipes: list.recipes.map((entry) => (entry.recipe.slug === slug ? update(entry) : entry)),
  };
}

/** Changes a recipe's servings. More servings need more than was bought: its ticks and clears go. */
export function setServings(list: ShoppingList, slug: string, servings: number): ShoppingList {
  return updateRecipe(list, slug, (entry) => {
    const next = servingsWithin(servings, entry.servings);
    return next > entry.servings
      ? { ...entry, servings: next, ticked: [], cleared: [] }
      : { ...entry, servings: next };
  });
}

export const removeRecipe = (list: ShoppingList, slug: string): ShoppingList => ({
  ...list,
  recipes: list.recipes.filter((entry) => entry.recipe.slug !== slug),
});

const asksFor = (entry: ListRecipe, ingredient: string) =>
  !entry.cleared.includes(ingredient) &&
  entry.recipe.lines.some((line) => line.ingredient === ingredient);

function updateAskingFor(
  list: ShoppingList,
  ingredient: string,
  update: (entry: ListRecipe) => ListRecipe,
): ShoppingList {
  return {
    ...list,
    recipes: list.recipes.map((entry) => (asksFor(entry, ingredient) ? update(entry) : entry)),
  };
}

const without = (slugs: readonly string[], slug: string) => slugs.filter((item) => item !== slug);

/** Takes an ingredient's line off the list, until a recipe asking for it is added or updated. */
export const removeLine = (list: ShoppingList, ingredient: string): ShoppingList =>
  updateAskingFor(list, ingredient, (entry) => ({
    ...entry,
    ticked: without(entry.ticked, ingredient),
    cleared: [...entry.cleared, ingredient],
    heldBySwap: without(entry.heldBySwap, ingredient),
  }));

/** "Buy anyway": a line a swap covers is bought as the recipe says; its mark goes. */
export const buyAnyway = (list: ShoppingList, ingredient: string): ShoppingList =>
  updateAskingFor(list, ingredient, (entry) => ({
    ...entry,
    buyOriginals: [...new Set([...entry.buyOriginals, ingredient])],
    heldBySwap: without(entry.heldBySwap, ingredient),
  }));

export const tick = (list: ShoppingList, ingredient: string): ShoppingList =>
  updateAskingFor(list, ingredient, (entry) =>
    entry.ticked.includes(ingredient) ? entry : { ...entry, ticked: [...entry.ticked, ingredient] },
  );

export const untick = (list: ShoppingList, ingredient: string): ShoppingList =>
  updateAskingFor(list, ingredient, (entry) => ({
    ...entry,
    ticked: without(entry.ticked, ingredient),
  }));

/** Whether an ingredient shows ticked: every recipe still asking for it has it ticked. */
export function isTicked(list: ShoppingList, ingredient: string): boolean {
  const asking = list.recipes.filter((entry) => asksFor(entry, ingredient));
  return asking.length > 0 && asking.every((entry) => entry.ticked.includes(ingredient));
}

/** The ticked ingredients, in slug order. */
export function boughtIngredients(list: ShoppingList): string[] {
  const ticked = new Set(list.recipes.flatMap((entry) => entry.ticked));
  return [...ticked].filter((ingredient) => isTicked(list, ingredient)).sort();
}

/**
 * "Put bought items in my kitchen": the ticked ingredients join the selection and leave the list.
 * A line they make a swap cover (parsley bought, so cilantro is covered) was to buy a moment ago:
 * it stays, held and marked, rather than vanish (`heldBySwap`).
 */
export function putBoughtInKitchen(
  list: ShoppingList,
  selection: readonly string[],
  kitchen: Kitchen = EMPTY_KITCHEN,
): { list: ShoppingList; selection: string[] } {
  const bought = boughtIngredients(list);
  const after = bought.reduce(addToSelection, [...selection]);
  const [before, now] = [new Set(selection), new Set(after)];
  const newlyCovered = (ingredient: string) =>
    !bought.includes(ingredient) &&
    coverOf(ingredient, before, kitchen) === 'missing' &&
    typeof coverOf(ingredient, now, kitchen) === 'object';
  const held = bought.reduce(removeLine, list).recipes.map((entry) => ({
    ...entry,
    heldBySwap: [
      ...new Set([
        ...entry.heldBySwap,
        ...entry.recipe.lines
          .filter((line) => !line.optional && !entry.allIngredients)
          .map((line) => line.ingredient)
          .filter((slug) => !entry.cleared.includes(slug) && !entry.buyOriginals.includes(slug))
          .filter(newlyCovered),
      ]),
    ],
  }));
  return { list: { ...list, recipes: held }, selection: after };
}

/** Empties the list; `previous` is what "Undo" puts back. */
export const clearList = (list: ShoppingList): { list: ShoppingList; previous: ShoppingList } => ({
  list: emptyList(),
  previous: list,
});
