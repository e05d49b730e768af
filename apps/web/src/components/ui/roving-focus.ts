/**
 * The arithmetic behind arrow-key navigation in composite widgets (tabs, menus): which item a key
 * moves to, with wrapping at the ends and horizontal arrows mirrored in right-to-left text.
 */

export type Orientation = 'horizontal' | 'vertical';
export type Direction = 'ltr' | 'rtl';

/** The index `step` places away from `current`, wrapping around a list of `count` items. */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  return (((current + step) % count) + count) % count;
}

/**
 * Where a key moves focus from `current`, or undefined when the key is not a navigation key for
 * this orientation. In RTL, ArrowLeft goes to the next item because the next one is on the left.
 */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  direction: Direction = 'ltr',
): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const next = orientation === 'horizontal' ? forward : 'ArrowDown';
  const previous = orientation === 'horizontal' ? backward : 'ArrowUp';
  // from nowhere (current -1), forward starts at the first item and backward at the last
  if (key === next) return current < 0 ? 0 : wrapIndex(current, 1, count);
  if (key === previous) return current < 0 ? count - 1 : wrapIndex(current, -1, count);
  return undefined;
}

/**
 * Typeahead: the first item after `current` (wrapping) whose label starts with `text`, ignoring
 * case and leading spaces; -1 when none does.
 */
export function typeaheadIndex(labels: readonly string[], current: number, text: string): number {
  const wanted = text.toLocaleLowerCase();
  if (!wanted) return -1;
  for (let offset = 1; offset <= labels.length; offset++) {
    const index = wrapIndex(current, offset, labels.length);
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

/** The writing direction in effect on an element (set by a dir attribute on it or an ancestor). */
export function directionOf(element: Element): Direction {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
