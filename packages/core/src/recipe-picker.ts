/** The ingredient picker of the recipe form (back-office.md §2.6, §9). */
export const PICKER_MIN_CHARS = 2;
export const PICKER_DEBOUNCE_MS = 300;
export const PICKER_MAX_RESULTS = 20;
export const PICKER_MAX_SUGGESTIONS = 5;

export interface PickerIngredient {
  slug: string;
  name_en: string;
  name_fr: string;
  name_darija: string;
}

/**
 * Picker ranking: a name equal to the term 100; the combined names (en fr darija) starting with it
 * 90; the English name starting with it 80; the Darija name 70; any other match 50.
 */
export function pickerRank(ingredient: PickerIngredient, term: string): number {
  const query = term.trim().toLowerCase();
  const names = [ingredient.name_en, ingredient.name_fr, ingredient.name_darija].map((name) =>
    name.toLowerCase(),
  );
  const combined = names.join(' ');
  if (!query || !(combined.includes(query) || ingredient.slug.includes(query))) return 0;
  if (names.includes(query)) return 100;
  if (combined.startsWith(query)) return 90;
  if (names[0]?.startsWith(query)) return 80;
  if (names[2]?.startsWith(query)) return 70;
  return 50;
}

export function searchPicker<T extends PickerIngredient>(
  ingredients: readonly T[],
  term: string,
  exclude: ReadonlySet<string> = new Set(),
): T[] {
  if (term.trim().length < PICKER_MIN_CHARS) return [];
  return ingredients
    .map((ingredient) => ({
      ingredient,
      rank: exclude.has(ingredient.slug) ? 0 : pickerRank(ingredient, term),
    }))
    .filter((entry) => entry.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.ingredient.name_en.localeCompare(b.ingredient.name_en))
    .slice(0, PICKER_MAX_RESULTS)
    .map((entry) => entry.ingredient);
}

/** Companions the picker proposes for what is already chosen (back-office.md §9, pairing map). */
export const PAIRING_MAP: Record<string, readonly string[]> = {
  chicken: ['onions', 'garlic', 'ginger', 'cilantro', 'preserved-lemons', 'olives'],
  couscous: ['carrots', 'zucchini', 'turnips', 'chickpeas', 'cabbage', 'pumpkin'],
  beef: ['onions', 'prunes', 'almonds', 'cinnamon', 'peas', 'artichokes'],
  lamb: ['prunes', 'almonds', 'onions', 'saffron', 'ginger', 'quinces'],
  tomatoes: ['onions', 'garlic', 'cumin', 'paprika', 'parsley', 'cilantro'],
  onions: ['garlic', 'tomatoes', 'parsley', 'cilantro', 'ginger', 'saffron'],
  fish: ['cilantro', 'parsley', 'garlic', 'cumin', 'paprika', 'lemons'],
  eggplant: ['garlic', 'tomatoes', 'cumin', 'paprika', 'olive-oil'],
};

export function companionSuggestions(chosen: readonly string[]): string[] {
  const taken = new Set(chosen);
  const suggestions: string[] = [];
  for (const slug of chosen) {
    for (const companion of PAIRING_MAP[slug] ?? []) {
      if (!taken.has(companion) && !suggestions.includes(companion)) suggestions.push(companion);
    }
  }
  return suggestions.slice(0, PICKER_MAX_SUGGESTIONS);
}

/** The four Quick Add Sets (back-office.md §9). */
export const QUICK_ADD_SETS: readonly { name: string; slugs: readonly string[] }[] = [
  { name: 'Moroccan Base', slugs: ['onions', 'garlic', 'ginger', 'cilantro'] },
  { name: 'Tagine Essentials', slugs: ['preserved-lemons', 'olives', 'saffron', 'ras-el-hanout'] },
  { name: 'Couscous Vegetables', slugs: ['carrots', 'zucchini', 'turnips', 'cabbage'] },
  { name: 'Soup Base', slugs: ['tomatoes', 'onions', 'celery', 'parsley'] },
];
