import { useSyncExternalStore } from 'react';
import {
  addToSelection,
  parseStoredSelection,
  removeFromSelection,
  SELECTION_STORAGE_KEY,
  toggleInSelection,
} from '@chhiwat/core';

/**
 * The visitor's selected ingredients (public-site.md §3), shared by every screen, kept in
 * localStorage under a fixed key, and in step across tabs through the storage event.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
// The server's value. Nothing stored reads as this very array, so a page hydrated with it has
// nothing to render again once hydrated.
const NOTHING_SELECTED: readonly string[] = [];
let current: readonly string[] = read();

function read(): readonly string[] {
  try {
    const stored = parseStoredSelection(localStorage.getItem(SELECTION_STORAGE_KEY));
    return stored.length ? stored : NOTHING_SELECTED;
  } catch {
    return NOTHING_SELECTED;
  }
}

function write(next: readonly string[]) {
  current = next;
  try {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the selection lives for this page only
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SELECTION_STORAGE_KEY && event.key !== null) return;
    current = read();
    listeners.forEach((listener) => listener());
  });
}

export const selectionActions = {
  add: (slug: string) => write(addToSelection(current, slug)),
  remove: (slug: string) => write(removeFromSelection(current, slug)),
  toggle: (slug: string) => write(toggleInSelection(current, slug)),
  clear: () => write([]),
  /** Puts back a selection as it was (the "Undo" of clearing). */
  replace: (slugs: readonly string[]) => write([...slugs]),
  list: (): readonly string[] => current,
  has: (slug: string) => current.includes(slug),
  count: () => current.length,
};

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The selected slugs, re-rendering the caller whenever they change. A server-rendered page knows
 * no visitor's selection: it is rendered, and hydrated, with none, then shows the stored one.
 */
export function useSelection(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NOTHING_SELECTED,
  );
}
