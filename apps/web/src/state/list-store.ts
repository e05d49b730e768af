import { useSyncExternalStore } from 'react';
import {
  addRecipe,
  buyAnyway,
  clearList,
  emptyList,
  LIST_STORAGE_KEY,
  parseStoredList,
  putBoughtInKitchen,
  removeLine,
  removeRecipe,
  setServings,
  tick,
  untick,
  type AddRecipeOptions,
  type Kitchen,
  type RecipeSnapshot,
  type ShoppingList,
} from '@chhiwat/core';
import { selectionActions } from './selection-store.ts';

/**
 * The visitor's shopping list (issue #25, rules in core's shopping-list/), kept in localStorage
 * under `chhiwat.list` and in step across tabs through the storage event, like the selection.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
// The server's value. An empty stored list reads as this very list, so a page hydrated with it
// has nothing to render again once hydrated.
const SERVER_LIST = emptyList();
let current: ShoppingList = read();

function read(): ShoppingList {
  try {
    const stored = parseStoredList(localStorage.getItem(LIST_STORAGE_KEY));
    return stored.recipes.length ? stored : SERVER_LIST;
  } catch {
    return SERVER_LIST;
  }
}

function write(next: ShoppingList) {
  current = next;
  try {
    localStorage.setItem(LIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked or full: the list lives for this page only
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LIST_STORAGE_KEY && event.key !== null) return;
    current = read();
    listeners.forEach((listener) => listener());
  });
}

export const listActions = {
  add: (snapshot: RecipeSnapshot, options: AddRecipeOptions) =>
    write(addRecipe(current, snapshot, options)),
  setServings: (slug: string, servings: number) => write(setServings(current, slug, servings)),
  removeRecipe: (slug: string) => write(removeRecipe(current, slug)),
  removeLine: (ingredient: string) => write(removeLine(current, ingredient)),
  tick: (ingredient: string) => write(tick(current, ingredient)),
  untick: (ingredient: string) => write(untick(current, ingredient)),
  /** "Buy anyway": a line a swap now covers is bought as the recipe says. */
  buyAnyway: (ingredient: string) => write(buyAnyway(current, ingredient)),
  /**
   * The ticked ingredients go into the visitor's selection and leave the list; a line they make
   * a swap cover stays, marked (the kitchen says which swaps apply).
   */
  putBoughtInKitchen: (selection: readonly string[], kitchen: Kitchen) => {
    const next = putBoughtInKitchen(current, [...selection], kitchen);
    for (const slug of next.selection) selectionActions.add(slug);
    write(next.list);
  },
  /** Empties the list; the function returned puts it back (the "Undo" of the page). */
  clear: (): (() => void) => {
    const { list, previous } = clearList(current);
    write(list);
    return () => write(previous);
  },
  current: () => current,
};

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The list, re-rendering the caller when it changes. The server knows no visitor's list: a page is
 * rendered, and hydrated, with an empty one, then shows the stored one.
 */
export function useShoppingList(): ShoppingList {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_LIST,
  );
}
