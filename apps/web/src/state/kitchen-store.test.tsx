import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { KITCHEN_STORAGE_KEY } from '@chhiwat/core';
import { renderHook } from '../test/render.tsx';

/** The store reads localStorage once, when its module loads: each test loads a fresh copy. */
async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(KITCHEN_STORAGE_KEY, stored);
  vi.resetModules();
  return import('./kitchen-store.ts');
}

const CATALOGUE = ['salt', 'cumin', 'olive-oil'];
const stored = () => JSON.parse(localStorage.getItem(KITCHEN_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('kitchen store: defaults', () => {
  it("starts with the catalogue's staples counted and swaps allowed, storing nothing", async () => {
    const { kitchenActions } = await loadStore();
    expect(kitchenActions.get()).toEqual({ staples: null, countStaples: true, swaps: true });
    expect(localStorage.getItem(KITCHEN_STORAGE_KEY)).toBeNull();
  });

  it('starts from the settings of an earlier visit', async () => {
    const { kitchenActions } = await loadStore(
      '{"staples":["salt","harissa"],"countStaples":false,"swaps":false}',
    );
    expect(kitchenActions.get()).toEqual({
      staples: ['salt', 'harissa'],
      countStaples: false,
      swaps: false,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '["salt"]'],
    ['null', 'null'],
    ['wrong types', '{"staples":"salt","countStaples":"no","swaps":0}'],
  ])('takes the defaults when the stored value is %s', async (_, value) => {
    const { kitchenActions } = await loadStore(value);
    expect(kitchenActions.get()).toEqual({ staples: null, countStaples: true, swaps: true });
  });

  it('takes the defaults when reading storage throws', async () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.resetModules();
    const { kitchenActions } = await import('./kitchen-store.ts');
    expect(kitchenActions.get().staples).toBeNull();
  });
});

describe('kitchen store: staples', () => {
  it("removing one turns the catalogue's staples into the visitor's own list", async () => {
    const { kitchenActions } = await loadStore();
    kitchenActions.removeStaple('cumin', CATALOGUE);
    expect(stored()).toEqual({ staples: ['salt', 'olive-oil'], countStaples: true, swaps: true });
  });

  it('adds any ingredient once, after the others', async () => {
    const { kitchenActions } = await loadStore();
    kitchenActions.addStaple('harissa', CATALOGUE);
    kitchenActions.addStaple('harissa', CATALOGUE);
    expect(stored().staples).toEqual([...CATALOGUE, 'harissa']);
  });

  it('adding one already there changes nothing', async () => {
    const { kitchenActions } = await loadStore();
    kitchenActions.addStaple('salt', CATALOGUE);
    expect(kitchenActions.get().staples).toBeNull();
  });

  it('toggles a staple out and back in', async () => {
    const { kitchenActions } = await loadStore();
    kitchenActions.toggleStaple('salt', CATALOGUE);
    expect(kitchenActions.get().staples).toEqual(['cumin', 'olive-oil']);
    kitchenActions.toggleStaple('salt', CATALOGUE);
    expect(kitchenActions.get().staples).toEqual(['cumin', 'olive-oil', 'salt']);
  });

  it('can remove every staple (an empty list, not the catalogue)', async () => {
    const { kitchenActions } = await loadStore('{"staples":["salt"]}');
    kitchenActions.removeStaple('salt', CATALOGUE);
    expect(kitchenActions.get().staples).toEqual([]);
  });

  it("resets to the catalogue's staples, keeping the switches", async () => {
    const { kitchenActions } = await loadStore(
      '{"staples":["harissa"],"countStaples":false,"swaps":false}',
    );
    kitchenActions.resetStaples();
    expect(stored()).toEqual({ staples: null, countStaples: false, swaps: false });
  });
});

describe('kitchen store: switches', () => {
  it('turns counting staples and swaps off and on, and stores it', async () => {
    const { kitchenActions } = await loadStore();
    kitchenActions.setCountStaples(false);
    kitchenActions.setSwaps(false);
    expect(stored()).toEqual({ staples: null, countStaples: false, swaps: false });
    kitchenActions.setCountStaples(true);
    expect(stored()).toMatchObject({ countStaples: true, swaps: false });
    kitchenActions.setSwaps(true);
    expect(stored()).toMatchObject({ countStaples: true, swaps: true });
  });

  it('still works for this page when storage is blocked', async () => {
    const { kitchenActions } = await loadStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => kitchenActions.setSwaps(false)).not.toThrow();
    expect(kitchenActions.get().swaps).toBe(false);
  });
});

describe('kitchen store: subscribers', () => {
  it('re-renders a component using the settings on every change', async () => {
    const { kitchenActions, useKitchen } = await loadStore();
    const { result, unmount } = renderHook(() => useKitchen());
    expect(result.current.swaps).toBe(true);
    act(() => kitchenActions.setSwaps(false));
    expect(result.current.swaps).toBe(false);
    act(() => kitchenActions.removeStaple('salt', CATALOGUE));
    expect(result.current.staples).toEqual(['cumin', 'olive-oil']);
    unmount();
  });

  it('follows a change made in another tab (the storage event)', async () => {
    const { kitchenActions, useKitchen } = await loadStore();
    const { result, unmount } = renderHook(() => useKitchen());
    act(() => {
      localStorage.setItem(KITCHEN_STORAGE_KEY, '{"staples":["salt"],"swaps":false}');
      window.dispatchEvent(new StorageEvent('storage', { key: KITCHEN_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ staples: ['salt'], countStaples: true, swaps: false });
    expect(kitchenActions.get().swaps).toBe(false);

    // another tab clearing all of its storage (key null) brings the defaults back
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual({ staples: null, countStaples: true, swaps: true });
    unmount();
  });

  it('ignores storage events for other keys', async () => {
    const { useKitchen } = await loadStore();
    const { result, unmount } = renderHook(() => useKitchen());
    act(() => {
      localStorage.setItem(KITCHEN_STORAGE_KEY, '{"swaps":false}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'chhiwat.selectedIngredients' }));
    });
    expect(result.current.swaps).toBe(true);
    unmount();
  });
});
