import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToSelection,
  badgeLabel,
  parseStoredSelection,
  removeFromSelection,
  toggleInSelection,
} from './selection.ts';

describe('ingredient selection', () => {
  it('adds once, removes, toggles', () => {
    expect(addToSelection(['cumin'], 'cumin')).toEqual(['cumin']);
    expect(addToSelection(['cumin'], 'saffron')).toEqual(['cumin', 'saffron']);
    expect(removeFromSelection(['cumin', 'saffron'], 'cumin')).toEqual(['saffron']);
    expect(toggleInSelection(['cumin'], 'cumin')).toEqual([]);
    expect(toggleInSelection([], 'cumin')).toEqual(['cumin']);
  });

  it('never holds duplicates, and toggling twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd')),
        fc.constantFrom('a', 'b', 'e'),
        (start, slug) => {
          const selection = parseStoredSelection(JSON.stringify(start));
          expect(new Set(addToSelection(selection, slug)).size).toBe(
            addToSelection(selection, slug).length,
          );
          expect(toggleInSelection(toggleInSelection(selection, slug), slug).sort()).toEqual(
            selection.sort(),
          );
        },
      ),
    );
  });

  it('reads a damaged stored value as empty', () => {
    expect(parseStoredSelection(null)).toEqual([]);
    expect(parseStoredSelection('{not json')).toEqual([]);
    expect(parseStoredSelection('{"a":1}')).toEqual([]);
    expect(parseStoredSelection('["cumin", 3, "cumin", "saffron"]')).toEqual(['cumin', 'saffron']);
  });

  it('labels the badge: hidden at 0, the count, then 99+', () => {
    expect(badgeLabel(0)).toBeUndefined();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
