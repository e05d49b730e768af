import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KITCHEN_STORAGE_KEY, SELECTION_STORAGE_KEY } from '@chhiwat/core';
// (sets IS_REACT_ACT_ENVIRONMENT for act)
import '../test/render.tsx';

/**
 * The visitor's own state (selection, kitchen, list) lives in localStorage, which the server never
 * sees: pages are rendered and hydrated without it. A first visit stores nothing, so hydration
 * must leave nothing to render again; a stored selection shows right after.
 */
async function hydrateVisitorState(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  const { useSelection } = await import('../state/selection-store.ts');
  const { useKitchen } = await import('../state/kitchen-store.ts');
  const { useShoppingList } = await import('../state/list-store.ts');
  let renders = 0;
  function VisitorState() {
    renders++;
    const selection = useSelection();
    const kitchen = useKitchen();
    const list = useShoppingList();
    return (
      <p>
        {selection.join(',')}|{String(kitchen.swaps)}|{list.recipes.length}
      </p>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<VisitorState />);
  document.body.append(container);
  renders = 0;
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <VisitorState />);
  });
  const result = { renders, text: container.textContent };
  act(() => root?.unmount());
  container.remove();
  return result;
}

afterEach(() => localStorage.clear());

describe('visitor state at hydration', () => {
  it('renders once on a first visit: nothing stored reads as the server rendered it', async () => {
    expect(await hydrateVisitorState({})).toEqual({ renders: 1, text: '|true|0' });
  });

  it('renders once when what is stored equals the defaults', async () => {
    const stored = {
      [SELECTION_STORAGE_KEY]: '[]',
      [KITCHEN_STORAGE_KEY]: '{"staples":null,"countStaples":true,"swaps":true}',
    };
    expect(await hydrateVisitorState(stored)).toEqual({ renders: 1, text: '|true|0' });
  });

  it('shows a stored selection and kitchen right after hydrating', async () => {
    const stored = {
      [SELECTION_STORAGE_KEY]: '["cumin","saffron"]',
      [KITCHEN_STORAGE_KEY]: '{"staples":null,"countStaples":true,"swaps":false}',
    };
    const { renders, text } = await hydrateVisitorState(stored);
    expect(text).toBe('cumin,saffron|false|0');
    expect(renders).toBe(2);
  });
});
