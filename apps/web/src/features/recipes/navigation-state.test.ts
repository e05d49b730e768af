import { describe, expect, it } from 'vitest';
import { asNavigationState, initialMatchesOnly } from './navigation-state.ts';

describe('asNavigationState', () => {
  it('keeps an object state as it is', () => {
    const state = { fromStickyBar: true, selectedIngredients: ['cumin'] };
    expect(asNavigationState(state)).toBe(state);
  });

  it.each([null, undefined, 'fromHome', 42, true])('reads %s as no state', (state) => {
    expect(asNavigationState(state)).toEqual({});
  });
});

describe('initialMatchesOnly (public-site.md §4, Recipe filter state)', () => {
  it('is on when arriving from the sticky bar with ingredients', () => {
    expect(initialMatchesOnly({ fromStickyBar: true }, 3)).toBe(true);
  });

  it('is on when arriving from home with ingredients', () => {
    expect(initialMatchesOnly({ fromHome: true }, 1)).toBe(true);
  });

  it('is off with no ingredients selected, wherever the visitor comes from', () => {
    expect(initialMatchesOnly({ fromStickyBar: true }, 0)).toBe(false);
    expect(initialMatchesOnly({ fromHome: true }, 0)).toBe(false);
    expect(initialMatchesOnly({}, 0)).toBe(false);
  });

  it('is off for any other arrival (a link, the address bar), even with ingredients', () => {
    expect(initialMatchesOnly({}, 5)).toBe(false);
    expect(initialMatchesOnly({ fromHome: false, fromStickyBar: false }, 5)).toBe(false);
    expect(initialMatchesOnly(asNavigationState(null), 5)).toBe(false);
  });
});
