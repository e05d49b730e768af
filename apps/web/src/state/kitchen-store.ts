import { useSyncExternalStore } from 'react';
import {
  DEFAULT_KITCHEN_SETTINGS,
  KITCHEN_STORAGE_KEY,
  parseStoredKitchen,
  type KitchenSettings,
} from '@chhiwat/core';

/**
 * The visitor's "My kitchen" settings (decision 0016): the staples they always have (null: the
 * catalogue's, until they edit the list), whether staples count, whether swaps are allowed. Kept
 * in localStorage under KITCHEN_STORAGE_KEY and in step across tabs, like the selection.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: KitchenSettings = read();

// Settings equal to the defaults read as the defaults themselves, the server's value, so a page
// hydrated with them has nothing to render again once hydrated.
function read(): KitchenSettings {
  try {
    const stored = parseStoredKitchen(localStorage.getItem(KITCHEN_STORAGE_KEY));
    const isDefault =
      stored.staples === DEFAULT_KITCHEN_SETTINGS.staples &&
      stored.countStaples === DEFAULT_KITCHEN_SETTINGS.countStaples &&
      stored.swaps === DEFAULT_KITCHEN_SETTINGS.swaps;
    return isDefault ? DEFAULT_KITCHEN_SETTINGS : stored;
  } catch {
    return DEFAULT_KITCHEN_SETTINGS;
  }
}

function write(next: KitchenSettings) {
  current = next;
  try {
    localStorage.setItem(KITCHEN_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the settings live for this page only
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KITCHEN_STORAGE_KEY && event.key !== null) return;
    current = read();
    listeners.forEach((listener) => listener());
  });
}

/** The staples list as the visitor has it: their own, or the catalogue's until they edit. */
const staplesOf = (settings: KitchenSettings, catalogueStaples: readonly string[]) =>
  settings.staples ?? [...catalogueStaples];

/**
 * Editing the list needs the catalogue's staples: the first edit turns "the usual ones" into the
 * visitor's own list, starting from the catalogue's.
 */
export const kitchenActions = {
  addStaple: (slug: string, catalogueStaples: readonly string[]) => {
    const staples = staplesOf(current, catalogueStaples);
    if (!staples.includes(slug)) write({ ...current, staples: [...staples, slug] });
  },
  removeStaple: (slug: string, catalogueStaples: readonly string[]) =>
    write({
      ...current,
      staples: staplesOf(current, catalogueStaples).filter((staple) => staple !== slug),
    }),
  toggleStaple: (slug: string, catalogueStaples: readonly string[]) =>
    staplesOf(current, catalogueStaples).includes(slug)
      ? kitchenActions.removeStaple(slug, catalogueStaples)
      : kitchenActions.addStaple(slug, catalogueStaples),
  /** Back to the catalogue's staples, following the catalogue again. */
  resetStaples: () => write({ ...current, staples: null }),
  setCountStaples: (countStaples: boolean) => write({ ...current, countStaples }),
  setSwaps: (swaps: boolean) => write({ ...current, swaps }),
  get: (): KitchenSettings => current,
};

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kitchen settings, re-rendering the caller whenever they change (the defaults on the server). */
export function useKitchen(): KitchenSettings {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_KITCHEN_SETTINGS,
  );
}
