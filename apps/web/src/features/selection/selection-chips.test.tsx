import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { click, render, type Rendered } from '../../test/render.tsx';
import { ClearUndoNotice, UNDO_MS } from './clear-undo.tsx';
import { SelectionChips } from './selection-chips.tsx';
import { selectionActions } from '../../state/selection-store.ts';

let screen: Rendered | undefined;

const byTestId = (id: string) => screen?.container.querySelector(`[data-testid="${id}"]`) ?? null;
const chips = () =>
  [...(screen?.container.querySelectorAll('[data-testid^="chip-"]') ?? [])]
    .map((chip) => chip.getAttribute('data-testid'))
    .filter((id) => id !== 'chip-remove');

beforeEach(() => {
  localStorage.clear();
  selectionActions.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(() => Promise.resolve(Response.json({ ingredients: [] }))),
  );
});
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the picks as chips', () => {
  it('shows nothing while nothing is picked', () => {
    screen = render(<SelectionChips />);
    expect(byTestId('selection-chips')).toBeNull();
  });

  it('removes a pick by its chip, each button named for its ingredient', () => {
    selectionActions.add('onions');
    selectionActions.add('lamb');
    screen = render(<SelectionChips />);
    expect(chips()).toEqual(['chip-onions', 'chip-lamb']);
    const remove = byTestId('chip-onions')?.querySelector('button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove onions');
    click(remove);
    expect(chips()).toEqual(['chip-lamb']);
    expect(selectionActions.list()).toEqual(['lamb']);
  });

  it('clears them all and gives them back on "Undo", for a few seconds only', () => {
    vi.useFakeTimers();
    for (const slug of ['onions', 'lamb', 'cumin']) selectionActions.add(slug);
    screen = render(
      <>
        <SelectionChips />
        <ClearUndoNotice />
      </>,
    );
    click(byTestId('chips-clear'));
    expect(selectionActions.list()).toEqual([]);
    expect(byTestId('clear-undo')?.textContent).toContain('Ingredients cleared.');
    click(byTestId('clear-undo-button'));
    expect(selectionActions.list()).toEqual(['onions', 'lamb', 'cumin']);
    expect(byTestId('clear-undo-button')).toBeNull();

    click(byTestId('chips-clear'));
    act(() => {
      vi.advanceTimersByTime(UNDO_MS + 1);
    });
    expect(byTestId('clear-undo-button')).toBeNull();
    expect(selectionActions.list()).toEqual([]);
  });
});
