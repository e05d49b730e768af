import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Route, Routes, useLocation } from '../../router/index.ts';
import { kitchenActions } from '../../state/kitchen-store.ts';
import { click, render, type Rendered } from '../../test/render.tsx';
import { selectionActions } from '../../state/selection-store.ts';
import { StickyBar } from './sticky-bar.tsx';

/** Where the app is, and the navigation state it was given: what the bar's buttons change. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

let screen: Rendered | undefined;
let fetchMock: ReturnType<typeof vi.fn>;

async function showAt(path: string) {
  screen = render(
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <StickyBar />
    </>,
    { path },
  );
  // Let the matching-count request answer (a loaded machine may need more than one turn).
  for (let turn = 0; turn < 50; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, turn === 0 ? 0 : 10));
    });
    if (!screen.container.textContent?.includes('Loading')) break;
  }
  return screen.container;
}

/** Lets a new matching-count request answer, until `text` shows. */
async function waitForText(text: string) {
  for (let turn = 0; turn < 50; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    if (screen?.container.textContent?.includes(text)) break;
  }
}

const byTestId = (id: string) => screen?.container.querySelector(`[data-testid="${id}"]`) ?? null;

beforeEach(() => {
  localStorage.clear();
  selectionActions.clear();
  kitchenActions.resetStaples();
  kitchenActions.setCountStaples(true);
  kitchenActions.setSwaps(true);
  fetchMock = vi
    .fn()
    .mockImplementation(() => Promise.resolve(Response.json({ matchingCount: 7 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.unstubAllGlobals();
});

describe('sticky bar', () => {
  it('is hidden while nothing is selected', async () => {
    await showAt('/');
    expect(byTestId('sticky-bar')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the selected count and how many recipes can be made', async () => {
    selectionActions.add('onions');
    selectionActions.add('lamb');
    await showAt('/about');
    expect(byTestId('sticky-selected')?.textContent).toBe('Ingredients: 2');
    expect(byTestId('sticky-matching')?.textContent).toBe('Recipes you can make: 7');
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('ingredients=lamb%2Conions');
    expect(url).toContain('maxMissing=10');
  });

  it("counts with the visitor's kitchen, and asks again when it changes", async () => {
    selectionActions.add('onions');
    await showAt('/about');
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect(first.has('staples')).toBe(false); // the catalogue's staples
    expect(first.has('swaps')).toBe(false); // swaps on
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ matchingCount: 3 })));
    act(() => {
      kitchenActions.removeStaple('salt', ['salt', 'cumin']);
      kitchenActions.setSwaps(false);
    });
    await waitForText('Recipes you can make: 3');
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
    expect(last.get('staples')).toBe('cumin');
    expect(last.get('swaps')).toBe('0');
    expect(byTestId('sticky-matching')?.textContent).toBe('Recipes you can make: 3');
  });

  it('appears and disappears with the selection', async () => {
    await showAt('/about');
    act(() => selectionActions.add('onions'));
    expect(byTestId('sticky-bar')).not.toBeNull();
    click(byTestId('sticky-clear'));
    expect(byTestId('sticky-bar')).toBeNull();
    expect(selectionActions.count()).toBe(0);
  });

  it('is never shown on admin pages', async () => {
    selectionActions.add('onions');
    await showAt('/admin/recipes');
    expect(byTestId('sticky-bar')).toBeNull();
  });

  it('stays closed once dismissed', async () => {
    selectionActions.add('onions');
    await showAt('/about');
    click(byTestId('sticky-close'));
    expect(byTestId('sticky-bar')).toBeNull();
    act(() => selectionActions.add('lamb'));
    expect(byTestId('sticky-bar')).toBeNull();
  });

  it('offers the way back to the ingredients everywhere but on the home page', async () => {
    selectionActions.add('onions');
    await showAt('/');
    expect(byTestId('sticky-ingredients')).toBeNull();
    screen?.unmount();
    await showAt('/about');
    click(byTestId('sticky-ingredients'));
    expect(byTestId('where')?.textContent).toBe('/ null');
  });

  it('goes to the recipes with the selection, as arriving from the sticky bar', async () => {
    selectionActions.add('onions');
    await showAt('/about');
    expect(byTestId('sticky-find')?.textContent).toBe('Find recipes');
    click(byTestId('sticky-find'));
    expect(byTestId('where')?.textContent).toBe(
      '/recipes {"fromStickyBar":true,"selectedIngredients":["onions"]}',
    );
  });

  it.each(['/recipes', '/recipe/lamb-tagine'])(
    'on %s scrolls to the top instead, labelled "Back to top"',
    async (path) => {
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      selectionActions.add('onions');
      await showAt(path);
      expect(byTestId('sticky-find')?.textContent).toBe('Back to top');
      click(byTestId('sticky-find'));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(byTestId('where')?.textContent).toBe(`${path} null`);
    },
  );
});
