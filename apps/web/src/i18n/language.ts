import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@chhiwat/core';

/** Where the chosen language is kept (public-site.md §9); a cookie of the same name mirrors it. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const textDirection = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function languageInQuery(search: string): Language | undefined {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) ? lang : undefined;
}

export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a page starts in without a server-rendered one: ?lang=, else the stored choice,
 * else Arabic — a first visit is in Arabic whatever the browser says (public-site.md §1).
 */
export function chosenLanguage(search: string): Language {
  return languageInQuery(search) ?? storedLanguage() ?? DEFAULT_LANGUAGE;
}

/** Keeps the choice in localStorage and in the cookie the server renders pages by. */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Keeps <html dir lang> in step with the interface language (Arabic is right-to-left). */
export function applyToDocument(language: Language) {
  const root = document.documentElement;
  const dir = textDirection(language);
  // Setting either, even to the value it has, makes the browser restyle the whole page: a
  // server-rendered page already has them right.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}
