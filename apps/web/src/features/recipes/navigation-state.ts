/** What a link to /recipes may carry (public-site.md §2 and §4, Recipe filter state). */
export interface RecipesNavigationState {
  fromStickyBar?: boolean;
  fromHome?: boolean;
  selectedIngredients?: string[];
}

export function asNavigationState(state: unknown): RecipesNavigationState {
  return state && typeof state === 'object' ? (state as RecipesNavigationState) : {};
}

/**
 * The rules: from the sticky bar with ingredients, matches-only on (and the filters reset, see the
 * page); from home with ingredients, on; with no ingredients, off. Any other arrival starts on all
 * recipes and leaves the choice to the visitor.
 */
export function initialMatchesOnly(state: RecipesNavigationState, selectionSize: number): boolean {
  if (selectionSize === 0) return false;
  if (state.fromStickyBar || state.fromHome) return true;
  return false;
}
