import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, type Rendered } from '../../../../test/render.tsx';
import { CursorPager, type PagerMove } from './cursor-pager.tsx';

let screen: Rendered | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

function show(hasPrevious: boolean, hasNext: boolean) {
  const moves: PagerMove[] = [];
  screen = render(
    <CursorPager
      label="Recipe pages"
      hasPrevious={hasPrevious}
      hasNext={hasNext}
      onMove={(move) => moves.push(move)}
    />,
  );
  const button = (name: string) =>
    screen?.container.querySelector<HTMLButtonElement>(`button[aria-label="${name} page"]`);
  return { moves, button };
}

describe('CursorPager', () => {
  it('is a named navigation landmark with four buttons whose names hold their text', () => {
    const { button } = show(true, true);
    expect(screen?.container.querySelector('nav')?.getAttribute('aria-label')).toBe('Recipe pages');
    for (const name of ['First', 'Previous', 'Next', 'Last']) {
      expect(button(name)?.textContent).toBe(name);
      expect(button(name)?.type).toBe('button');
    }
  });

  it('turns off First and Previous on the first page, Next and Last on the last', () => {
    const first = show(false, true);
    expect(['First', 'Previous', 'Next', 'Last'].map((n) => first.button(n)?.disabled)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    screen?.unmount();
    const last = show(true, false);
    expect(['First', 'Previous', 'Next', 'Last'].map((n) => last.button(n)?.disabled)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('tells which move was asked for', () => {
    const { moves, button } = show(true, true);
    for (const name of ['Next', 'Last', 'Previous', 'First']) click(button(name));
    expect(moves).toEqual(['next', 'last', 'previous', 'first']);
    const spy = vi.fn();
    screen?.unmount();
    screen = render(<CursorPager label="x" hasPrevious={false} hasNext={false} onMove={spy} />);
    click(screen.container.querySelector('button[aria-label="Next page"]'));
    expect(spy).not.toHaveBeenCalled();
  });
});
