import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { renderHook, type Rendered } from '../../test/render.tsx';
import { usePaging } from './use-paging.ts';

let rendered: Rendered | undefined;

/** usePaging driven like the home page: the total and the reset key can change between renders. */
function page(initialTotal: number, initialKey = 'vegetables|') {
  let setTotal: (n: number) => void = () => {};
  let setKey: (k: string) => void = () => {};
  const hook = renderHook(() => {
    const [total, changeTotal] = useState(initialTotal);
    const [key, changeKey] = useState(initialKey);
    setTotal = changeTotal;
    setKey = changeKey;
    return usePaging(total, key);
  });
  rendered = hook;
  return {
    get state() {
      return hook.result.current;
    },
    showMore: () => act(() => hook.result.current.showMore()),
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    setTotal: (n: number) => act(() => setTotal(n)),
    setKey: (k: string) => act(() => setKey(k)),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
});

describe('home paging', () => {
  it('shows 10 at first, and all when there are fewer', () => {
    expect(page(35).state).toMatchObject({ shown: 10, hasMore: true, loading: false });
    rendered?.unmount();
    expect(page(4).state).toMatchObject({ shown: 4, hasMore: false });
  });

  it('shows 10 more 300 ms after "show more"', () => {
    const p = page(35);
    p.showMore();
    expect(p.state).toMatchObject({ shown: 10, loading: true });
    p.wait(299);
    expect(p.state.shown).toBe(10);
    p.wait(1);
    expect(p.state).toMatchObject({ shown: 20, loading: false, hasMore: true });
  });

  it('never shows more than there are, and stops offering more', () => {
    const p = page(25);
    p.showMore();
    p.wait(300);
    p.showMore();
    p.wait(300);
    expect(p.state).toMatchObject({ shown: 25, hasMore: false });
    p.showMore();
    expect(p.state.loading).toBe(false);
  });

  it('ignores a second "show more" while one is loading', () => {
    const p = page(100);
    p.showMore();
    p.showMore();
    p.wait(1000);
    expect(p.state.shown).toBe(20);
  });

  it('goes back to 10 when the search or the category changes', () => {
    const p = page(100);
    p.showMore();
    p.wait(300);
    p.showMore();
    p.wait(300);
    expect(p.state.shown).toBe(30);
    p.setKey('spices|');
    expect(p.state).toMatchObject({ shown: 10, loading: false });
  });

  it('does not apply a "show more" started before the category changed', () => {
    const p = page(100);
    p.showMore();
    p.setKey('herbs|');
    p.wait(300);
    expect(p.state.shown).toBe(10);
  });

  it('follows a total that shrinks', () => {
    const p = page(100);
    p.showMore();
    p.wait(300);
    p.setTotal(12);
    expect(p.state).toMatchObject({ shown: 12, hasMore: false });
  });
});
