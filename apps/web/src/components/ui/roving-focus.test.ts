import { describe, expect, it } from 'vitest';
import { indexForKey, typeaheadIndex, wrapIndex } from './roving-focus.ts';

describe('wrapIndex', () => {
  it('moves by the step and wraps at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -4, 3)).toBe(0);
  });
  it('has nowhere to go in an empty list', () => {
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});

describe('indexForKey', () => {
  it('moves with the arrows of its orientation only', () => {
    expect(indexForKey('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(indexForKey('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(indexForKey('ArrowDown', 0, 4, 'horizontal')).toBeUndefined();
    expect(indexForKey('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(indexForKey('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(indexForKey('ArrowRight', 0, 4, 'vertical')).toBeUndefined();
  });
  it('mirrors Left and Right in right-to-left text', () => {
    expect(indexForKey('ArrowLeft', 0, 4, 'horizontal', 'rtl')).toBe(1);
    expect(indexForKey('ArrowRight', 0, 4, 'horizontal', 'rtl')).toBe(3);
    expect(indexForKey('ArrowDown', 0, 4, 'vertical', 'rtl')).toBe(1);
  });
  it('goes to the ends with Home and End', () => {
    expect(indexForKey('Home', 2, 4, 'horizontal')).toBe(0);
    expect(indexForKey('End', 0, 4, 'vertical')).toBe(3);
  });
  it('starts from the first or last item when nothing is focused', () => {
    expect(indexForKey('ArrowDown', -1, 3, 'vertical')).toBe(0);
    expect(indexForKey('ArrowUp', -1, 3, 'vertical')).toBe(2);
  });
  it('ignores other keys and empty lists', () => {
    expect(indexForKey('Enter', 0, 4, 'horizontal')).toBeUndefined();
    expect(indexForKey('ArrowRight', 0, 0, 'horizontal')).toBeUndefined();
  });
});

describe('typeaheadIndex', () => {
  const labels = ['Account Settings', ' View Website', 'Sign Out', 'Settings'];
  it('finds the next label starting with the letter, after the current one', () => {
    expect(typeaheadIndex(labels, 0, 's')).toBe(2);
    expect(typeaheadIndex(labels, 2, 'S')).toBe(3);
    expect(typeaheadIndex(labels, 3, 's')).toBe(2);
    expect(typeaheadIndex(labels, 0, 'v')).toBe(1);
  });
  it('answers -1 when nothing matches', () => {
    expect(typeaheadIndex(labels, 0, 'x')).toBe(-1);
    expect(typeaheadIndex(labels, 0, '')).toBe(-1);
  });
});
