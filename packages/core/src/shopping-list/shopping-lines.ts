import { DEFAULT_LANGUAGE, type Language } from '../catalogue.ts';
import { countedStaples, kitchenOf, type Kitchen, type KitchenSettings } from '../kitchen.ts';
import { coverOf } from '../matching.ts';
import { compareNames, compareText } from '../search.ts';
import { sumAmounts, type LineAmounts } from './line-amount.ts';
import { isTicked } from './list-edits.ts';
import type { ListRecipe, ShoppingList, SnapshotLine } from './stored-list.ts';

/**
 * What the visitor has: their selection, and their kitchen (the staples counted, none while they
 * do not count, and the swap rules, none while swaps are off), as matching uses them.
 */
export interface KitchenContext {
  selected: Iterable<string>;
  kitchen: Kitchen;
}

export interface ShoppingLine {
  ingredient: string;
  /** In the language asked for. */
  name: string;
  category: string;
  amounts: LineAmounts;
  /** The recipes it is for, by slug, in slug order. */
  recipes: string[];
  ticked: boolean;
  /**
   * A line kept after bought items joined the kitchen though a swap now covers it: the swap's
   * ingredients, for "covered by … — buy anyway?".
   */
  coveredBy?: string[];
}

export interface ShoppingGroup {
  category: string;
  name: string;
  lines: ShoppingLine[];
}

/**
 * Whether a recipe line goes on the list. By default only what is missing: not what is selected,
 * a counted staple, or covered by a swap (unless the original is to be bought), and not an
 * optional line, which the cook can do without. "Every ingredient" takes them all.
 */
function toBuy(
  line: SnapshotLine,
  entry: ListRecipe,
  selected: ReadonlySet<string>,
  kitchen: Kitchen,
): boolean {
  if (entry.cleared.includes(line.ingredient)) return false;
  if (entry.allIngredients) return true;
  if (line.optional) return false;
  const cover = coverOf(line.ingredient, selected, kitchen);
  if (cover === 'missing') return true;
  return (
    typeof cover === 'object' &&
    (entry.buyOriginals.includes(line.ingredient) || entry.heldBySwap.includes(line.ingredient))
  );
}

/** What covers a held line now ("covered by parsley — buy anyway?"), when nothing buys it as is. */
function heldCover(needs: readonly Need[], context: KitchenContext): string[] | undefined {
  const held = needs.every(
    ({ entry, line }) =>
      entry.heldBySwap.includes(line.ingredient) && !entry.buyOriginals.includes(line.ingredient),
  );
  const ingredient = needs[0]?.line.ingredient;
  if (!held || ingredient === undefined) return undefined;
  const cover = coverOf(ingredient, new Set(context.selected), context.kitchen);
  return typeof cover === 'object' ? [...cover.using] : undefined;
}

interface Need {
  entry: ListRecipe;
  line: SnapshotLine;
}

/** The recipe lines to buy, by ingredient. */
function needsByIngredient(
  entries: readonly ListRecipe[],
  context: KitchenContext,
): Map<string, Need[]> {
  const selected = new Set(context.selected);
  const needs = new Map<string, Need[]>();
  for (const entry of entries)
    for (const line of entry.recipe.lines)
      if (toBuy(line, entry, selected, context.kitchen)) {
        const found = needs.get(line.ingredient);
        if (found) found.push({ entry, line });
        else needs.set(line.ingredient, [{ entry, line }]);
      }
  return needs;
}

/** A line's quantity at the servings chosen. */
const scaled = ({ entry, line }: Need) => ({
  quantity:
    line.quantity === null ? null : (line.quantity * entry.servings) / entry.recipe.servings,
  unit: line.unit,
});

// Snapshots of one catalogue agree on names and categories; should two differ (the catalogue
// changed between two adds), the recipe first in slug order wins, whatever order they were added in.
function lineOf(
  list: ShoppingList,
  ingredient: string,
  needs: readonly Need[],
  context: KitchenContext & { language: Language },
): ShoppingLine {
  const described = needs[0]?.entry.recipe.ingredients[ingredient];
  const coveredBy = heldCover(needs, context);
  return {
    ingredient,
    name: described?.name[context.language] ?? ingredient,
    category: described?.category ?? '',
    amounts: sumAmounts(needs.map(scaled)),
    recipes: [...new Set(needs.map(({ entry }) => entry.recipe.slug))],
    ticked: isTicked(list, ingredient),
    ...(coveredBy ? { coveredBy } : {}),
  };
}

interface Category {
  name: string;
  order: number;
}

/** A category as the snapshots describe it; one they lack comes last, under its slug. */
function categoryOf(entries: readonly ListRecipe[], slug: string, language: Language): Category {
  for (const entry of entries) {
    const category = entry.recipe.categories[slug];
    if (category) return { name: category.name[language], order: category.order };
  }
  return { name: slug, order: Number.POSITIVE_INFINITY };
}

function byCategory(
  entries: readonly ListRecipe[],
  lines: readonly ShoppingLine[],
  language: Language,
): ShoppingGroup[] {
  const groups = new Map<string, ShoppingGroup & { order: number }>();
  for (const line of lines) {
    const group = groups.get(line.category);
    if (group) group.lines.push(line);
    else
      groups.set(line.category, {
        category: line.category,
        ...categoryOf(entries, line.category, language),
        lines: [line],
      });
  }
  const byName = <T extends { name: string }>(a: T, b: T) => compareNames(a.name, b.name);
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || byName(a, b) || compareText(a.category, b.category))
    .map(({ category, name, lines: grouped }) => ({
      category,
      name,
      lines: grouped.sort((a, b) => byName(a, b) || compareText(a.ingredient, b.ingredient)),
    }));
}

/**
 * The list as the visitor sees it: each recipe's lines to buy at its servings, one line per
 * ingredient with amounts summed per unit family, grouped by ingredient category (in the
 * categories' order, then by name) and by name within a category.
 */
export function shoppingLines(
  list: ShoppingList,
  context: KitchenContext,
  language: Language = DEFAULT_LANGUAGE,
): ShoppingGroup[] {
  // Recipes are read in slug order, so that neither the order they were added in nor the order of
  // a float sum changes a line.
  const entries = [...list.recipes].sort((a, b) => compareText(a.recipe.slug, b.recipe.slug));
  const lines = [...needsByIngredient(entries, context)].map(([ingredient, needs]) =>
    lineOf(list, ingredient, needs, { ...context, language }),
  );
  return byCategory(entries, lines, language);
}

/** How many lines are still to buy (not ticked): the count the header shows. */
export const linesToBuy = (groups: readonly ShoppingGroup[]): number =>
  groups.reduce((sum, group) => sum + group.lines.filter((line) => !line.ticked).length, 0);

/**
 * The same count straight from the list, without naming, summing or sorting its lines: what the
 * header shows on every page.
 */
export function countLinesToBuy(list: ShoppingList, context: KitchenContext): number {
  let count = 0;
  for (const ingredient of needsByIngredient(list.recipes, context).keys())
    if (!isTicked(list, ingredient)) count++;
  return count;
}

/**
 * The kitchen a list is read with: the visitor's settings over the staples and swap rules its
 * recipes' snapshots carry, so the list reads the same as the recipe pages did, and offline.
 */
export function listKitchen(list: ShoppingList, settings: KitchenSettings): Kitchen {
  const catalogueStaples = [...new Set(list.recipes.flatMap((entry) => entry.recipe.staples))];
  const rules = settings.swaps ? list.recipes.flatMap((entry) => entry.recipe.swaps) : [];
  return kitchenOf(countedStaples(settings, catalogueStaples), rules);
}
