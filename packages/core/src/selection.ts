/**
 * The visitor's ingredient selection (public-site.md §3): a list of slugs, kept in the browser.
 * Pure list operations; the web app stores the result under SELECTION_STORAGE_KEY.
 */
export const SELECTION_STORAGE_KEY = 'chhiwat.selectedIngredients';
export const BADGE_CAP = 99;

export const addToSelection = (selection: readonly string[], slug: string): string[] =>
  selection.includes(slug) ? [...selection] : [...selection, slug];

export const removeFromSelection = (selection: readonly string[], slug: string): string[] =>
  selection.filter((item) => item !== slug);

export const toggleInSelection = (selection: readonly string[], slug: string): string[] =>
  selection.includes(slug) ? removeFromSelection(selection, slug) : addToSelection(selection, slug);

/** Reads a stored selection defensively: anything but a list of strings counts as empty. */
export function parseStoredSelection(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((item): item is string => typeof item === 'string'))]
      : [];
  } catch {
    return [];
  }
}

/** The header badge: nothing at 0, the count up to 99, then "99+" (public-site.md §4). */
export function badgeLabel(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
