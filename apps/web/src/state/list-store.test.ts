import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_KITCHEN,
  LIST_STORAGE_KEY,
  SELECTION_STORAGE_KEY,
  shoppingLines,
  type RecipeSnapshot,
} from '@chhiwat/core';

/** The stores read localStorage once, when their modules load: each test loads fresh copies. */
async function loadStores(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(LIST_STORAGE_KEY, stored);
  vi.resetModules();
  const list = await import('./list-store.ts');
  const selection = await import('./selection-store.ts');
  return { ...list, ...selection };
}

const names = (en: string, fr: string, ar: string) => ({ en, fr, ar });
const harira: RecipeSnapshot = {
  slug: 'harira',
  title: names('Harira', 'Harira', 'حريرة'),
  servings: 4,
  lines: [
    { ingredient: 'lentils', quantity: 200, unit: 'g', optional: false },
    { ingredient: 'onions', quantity: 1, unit: 'piece', optional: false },
  ],
  ingredients: {
    lentils: { name: names('Lentils', 'Lentilles', 'عدس'), category: 'pantry' },
    onions: { name: names('Onions', 'Oignons', 'بصل'), category: 'vegetables' },
  },
  categories: {
    pantry: { name: names('Pantry', 'Épicerie', 'بقالة'), order: 2 },
    vegetables: { name: names('Vegetables', 'Légumes', 'خضر'), order: 1 },
  },
  staples: [],
  swaps: [],
};

const stored = () => JSON.parse(localStorage.getItem(LIST_STORAGE_KEY) ?? 'null');
const linesOf = (list: Parameters<typeof shoppingLines>[0], selected: readonly string[] = []) =>
  shoppingLines(list, { selected, kitchen: EMPTY_KITCHEN }, 'en').flatMap((group) =>
    group.lines.map((line) => line.ingredient),
  );

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the shopping list store', () => {
  it('keeps a recipe added at the servings shown, under its versioned key', async () => {
    const { listActions } = await loadStores();
    listActions.add(harira, { servings: 6 });
    expect(stored()).toMatchObject({ version: 1, recipes: [{ servings: 6 }] });
    expect(linesOf(listActions.current())).toEqual(['onions', 'lentils']);
  });

  it('reads back what another page stored, and ignores what it cannot read', async () => {
    const first = await loadStores();
    first.listActions.add(harira, { servings: 4 });
    const again = await loadStores(localStorage.getItem(LIST_STORAGE_KEY) ?? '');
    expect(again.listActions.current().recipes.map((entry) => entry.recipe.slug)).toEqual([
      'harira',
    ]);
    const broken = await loadStores('{"version": 1, "recipes": "not a list"');
    expect(broken.listActions.current().recipes).toEqual([]);
  });

  it('puts the ticked lines in the selection, and takes them off the list', async () => {
    const { listActions, selectionActions } = await loadStores();
    listActions.add(harira, { servings: 4 });
    listActions.tick('onions');
    listActions.putBoughtInKitchen([], EMPTY_KITCHEN);
    expect(selectionActions.has('onions')).toBe(true);
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]')).toEqual(['onions']);
    expect(linesOf(listActions.current(), ['onions'])).toEqual(['lentils']);
  });

  it('clears the list and gives it back on undo', async () => {
    const { listActions } = await loadStores();
    listActions.add(harira, { servings: 4 });
    const undo = listActions.clear();
    expect(stored().recipes).toEqual([]);
    undo();
    expect(stored().recipes).toHaveLength(1);
  });

  it('follows a change made in another tab', async () => {
    const { listActions } = await loadStores();
    const other = { version: 1, recipes: [{ recipe: harira, servings: 2 }] };
    localStorage.setItem(LIST_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: LIST_STORAGE_KEY }));
    expect(listActions.current().recipes[0]?.servings).toBe(2);
  });
});
