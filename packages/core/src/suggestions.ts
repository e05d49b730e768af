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
  /** Other names people type (decision 0016): found like names, never shown as one. */
  aliases_en?: readonly string[];
  aliases_fr?: readonly string[];
  aliases_ar?: readonly string[];
  aliases_darija?: readonly string[];
}

type NameLanguage = Language | 'darija';
interface SearchName {
  /** Normalised for matching. */
  text: string;
  language: NameLanguage;
  /** The alias as written, when this name is one. */
  alias?: string;
}

/** Each ingredient's names and aliases, normalised once per ingredient object, not per keystroke. */
const searchNames = new WeakMap<SearchableIngredient, SearchName[]>();

function namesOf(ingredient: SearchableIngredient): SearchName[] {
  const known = searchNames.get(ingredient);
  if (known) return known;
  const names: SearchName[] = [
    { text: normalizeSearchText(ingredient.name_en), language: 'en' },
    { text: normalizeSearchText(ingredient.name_fr), language: 'fr' },
    { text: normalizeSearchText(ingredient.name_ar), language: 'ar' },
    { text: normalizeSearchText(ingredient.name_darija), language: 'darija' },
  ];
  const aliases: [NameLanguage, readonly string[] | undefined][] = [
    ['en', ingredient.aliases_en],
    ['fr', ingredient.aliases_fr],
    ['ar', ingredient.aliases_ar],
    ['darija', ingredient.aliases_darija],
  ];
  for (const [language, list] of aliases)
    for (const alias of list ?? [])
      names.push({ text: normalizeSearchText(alias), language, alias });
  searchNames.set(ingredient, names);
  return names;
}

/** Darija, in either script, is the Arabic interface's own language. */
const isCurrent = (name: NameLanguage, language: Language) =>
  name === language || (name === 'darija' && language === 'ar');

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
  /** The alias that matched, when no real name matched as well. */
  alias?: string;
}

/**
 * Scores every ingredient against the query over its four names and its aliases: the best name's
 * match, +20 when a name in the current language matches, +10 when already selected. Non-matches are left out; the
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
    let alias: string | undefined;
    let currentLanguageMatch = false;
    for (const name of namesOf(ingredient)) {
      const score = nameMatchScore(name.text, normalisedQuery);
      if (score > best || (score === best && alias && !name.alias)) {
        best = score;
        alias = name.alias;
      }
      if (score > 0 && isCurrent(name.language, options.language)) currentLanguageMatch = true;
    }
    if (best === 0) continue;
    const score =
      best +
      (currentLanguageMatch ? SUGGESTION_SCORES.currentLanguage : 0) +
      (options.isSelected?.(ingredient.slug) ? SUGGESTION_SCORES.alreadySelected : 0);
    scored.push(alias ? { ingredient, score, alias } : { ingredient, score });
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
