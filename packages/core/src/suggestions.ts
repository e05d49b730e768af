import type { Language } from './catalogue.ts';
import { normalizeSearchText, similarity } from './search.ts';

/** Suggestion scoring of the home search box (public-site.md §9, Suggestion scoring). */
export const SUGGESTION_SCORES = {
  exact: 100,
  prefix: 80,
  substring: 40,
  fuzzyMax: 20,
  alreadySelected: 10,
  currentLanguage: 20,
} as const;
export const MAX_SUGGESTIONS = 8;
const FUZZY_MIN_NAME_LENGTH = 4; // "name longer than 3 characters"
const FUZZY_MIN_QUERY_LENGTH = 3; // "query longer than 2"
const FUZZY_MIN_SIMILARITY = 0.6; // "similarity above 0.6"

export interface SearchableIngredient {
  slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
}

/** The names that count as "the current language": Darija is the Arabic interface's own. */
const namesOf = (ingredient: SearchableIngredient, language: Language) =>
  [
    { name: ingredient.name_en, current: language === 'en' },
    { name: ingredient.name_fr, current: language === 'fr' },
    { name: ingredient.name_ar, current: language === 'ar' },
    { name: ingredient.name_darija, current: language === 'ar' },
  ] as const;

/** How well one (normalised) name matches the (normalised) query: 0 when it does not. */
export function nameMatchScore(name: string, query: string): number {
  if (!query || !name) return 0;
  if (name === query) return SUGGESTION_SCORES.exact;
  if (name.startsWith(query)) return SUGGESTION_SCORES.prefix;
  if (name.includes(query)) return SUGGESTION_SCORES.substring;
  if (name.length < FUZZY_MIN_NAME_LENGTH || query.length < FUZZY_MIN_QUERY_LENGTH) return 0;
  // Whole name or any of its words, whichever is closer ("tomatos" → "tomatoes").
  const best = Math.max(
    similarity(name, query),
    ...name.split(' ').map((word) => similarity(word, query)),
  );
  return best > FUZZY_MIN_SIMILARITY ? Math.round(best * SUGGESTION_SCORES.fuzzyMax) : 0;
}

export interface ScoredIngredient<T> {
  ingredient: T;
  score: number;
}

/**
 * Scores every ingredient against the query over its four names: the best name's match, +20 when a
 * name in the current language matches, +10 when already selected. Non-matches are left out; the
 * rest come best first (ties by English name), all of them: the suggestion box keeps the first 8.
 */
export function rankIngredients<T extends SearchableIngredient>(
  ingredients: readonly T[],
  query: string,
  options: { language: Language; isSelected?: (slug: string) => boolean },
): ScoredIngredient<T>[] {
  const normalisedQuery = normalizeSearchText(query);
  if (!normalisedQuery) return [];
  const scored: ScoredIngredient<T>[] = [];
  for (const ingredient of ingredients) {
    let best = 0;
    let currentLanguageMatch = false;
    for (const { name, current } of namesOf(ingredient, options.language)) {
      const score = nameMatchScore(normalizeSearchText(name), normalisedQuery);
      best = Math.max(best, score);
      if (score > 0 && current) currentLanguageMatch = true;
    }
    if (best === 0) continue;
    const score =
      best +
      (currentLanguageMatch ? SUGGESTION_SCORES.currentLanguage : 0) +
      (options.isSelected?.(ingredient.slug) ? SUGGESTION_SCORES.alreadySelected : 0);
    scored.push({ ingredient, score });
  }
  return scored.sort(
    (a, b) => b.score - a.score || a.ingredient.name_en.localeCompare(b.ingredient.name_en),
  );
}

export function suggestIngredients<T extends SearchableIngredient>(
  ingredients: readonly T[],
  query: string,
  options: { language: Language; isSelected?: (slug: string) => boolean },
): T[] {
  return rankIngredients(ingredients, query, options)
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.ingredient);
}
