import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SELECTION_STORAGE_KEY } from '@chhiwat/core';
import { renderHook } from '../test/render.tsx';

/** The store reads localStorage once, when its module loads: each test loads a fresh copy. */
async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(SELECTION_STORAGE_KEY, stored);
  vi.resetModules();
  return import('./selection-store.ts');
}

const storedSelection = () => JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('selection store: operations', () => {
  it('adds each ingredient once, in the order chosen, and stores the list', async () => {
    const { selectionActions } = await loadStore();
    selectionActions.add('cumin');
    selectionActions.add('saffron');
    selectionActions.add('cumin');
    expect(selectionActions.count()).toBe(2);
    expect(storedSelection()).toEqual(['cumin', 'saffron']);
  });

  it('removes one ingredient and leaves the others', async () => {
    const { selectionActions } = await loadStore('["cumin","saffron","onions"]');
    selectionActions.remove('saffron');
    expect(selectionActions.has('saffron')).toBe(false);
    expect(selectionActions.has('cumin')).toBe(true);
    expect(storedSelection()).toEqual(['cumin', 'onions']);
  });

  it('toggles an ingredient in and out', async () => {
    const { selectionActions } = await loadStore();
    selectionActions.toggle('mint');
    expect(selectionActions.has('mint')).toBe(true);
    expect(storedSelection()).toEqual(['mint']);
    selectionActions.toggle('mint');
    expect(selectionActions.has('mint')).toBe(false);
    expect(storedSelection()).toEqual([]);
  });

  it('clears everything, in memory and in storage', async () => {
    const { selectionActions } = await loadStore('["cumin","saffron"]');
    selectionActions.clear();
    expect(selectionActions.count()).toBe(0);
    expect(storedSelection()).toEqual([]);
  });

  it('keeps more than 99 ingredients: the cap is only the badge label', async () => {
    const { selectionActions } = await loadStore();
    for (let i = 0; i < 120; i++) selectionActions.add(`ingredient-${i}`);
    expect(selectionActions.count()).toBe(120);
    expect(storedSelection()).toHaveLength(120);
  });
});

describe('selection store: what is stored', () => {
  it('starts from the stored selection of an earlier visit', async () => {
    const { selectionActions } = await loadStore('["cumin","saffron"]');
    expect(selectionActions.count()).toBe(2);
    expect(selectionActions.has('saffron')).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"cumin":true}'],
    ['a string', '"cumin"'],
    ['null', 'null'],
  ])('starts empty when the stored value is %s', async (_, stored) => {
    const { selectionActions } = await loadStore(stored);
    expect(selectionActions.count()).toBe(0);
    // …and the next change replaces the bad value with a good list.
    selectionActions.add('cumin');
    expect(storedSelection()).toEqual(['cumin']);
  });

  it('drops non-strings and duplicates from a stored list', async () => {
    const { selectionActions } = await loadStore('["cumin",3,null,"cumin",{"a":1},"mint"]');
    expect(selectionActions.count()).toBe(2);
    expect(selectionActions.has('cumin')).toBe(true);
    expect(selectionActions.has('mint')).toBe(true);
  });

  it('still works for this page when storage is blocked', async () => {
    const { selectionActions } = await loadStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => selectionActions.add('cumin')).not.toThrow();
    expect(selectionActions.has('cumin')).toBe(true);
  });

  it('starts empty when reading storage throws', async () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.resetModules();
    const { selectionActions } = await import('./selection-store.ts');
    expect(selectionActions.count()).toBe(0);
  });
});

describe('selection store: subscribers', () => {
  it('re-renders a component using the selection on every change', async () => {
    const { selectionActions, useSelection } = await loadStore('["cumin"]');
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      return useSelection();
    });
    expect(result.current).toEqual(['cumin']);
    const before = renders;

    act(() => selectionActions.add('saffron'));
    expect(result.current).toEqual(['cumin', 'saffron']);
    act(() => selectionActions.toggle('cumin'));
    expect(result.current).toEqual(['saffron']);
    act(() => selectionActions.clear());
    expect(result.current).toEqual([]);
    expect(renders).toBeGreaterThanOrEqual(before + 3);
    unmount();
  });

  it('follows a change made in another tab (the storage event)', async () => {
    const { selectionActions, useSelection } = await loadStore('["cumin"]');
    const { result, unmount } = renderHook(() => useSelection());

    act(() => {
      localStorage.setItem(SELECTION_STORAGE_KEY, '["cumin","harissa"]');
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTION_STORAGE_KEY }));
    });
    expect(result.current).toEqual(['cumin', 'harissa']);
    expect(selectionActions.has('harissa')).toBe(true);

    // Another tab clearing all of its storage (key null) empties the selection too.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
    unmount();
  });

  it('ignores storage events for other keys', async () => {
    const { useSelection } = await loadStore('["cumin"]');
    const { result, unmount } = renderHook(() => useSelection());
    act(() => {
      localStorage.setItem(SELECTION_STORAGE_KEY, '["something-else"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'i18nextLng' }));
    });
    expect(result.current).toEqual(['cumin']);
    unmount();
  });
});
