import type { Language } from '@chhiwat/core';
import type { TextTree } from './translate.ts';

/**
 * Each language's texts are a chunk of their own: a page loads only the language it shows (the
 * server announces that chunk in the page's head), and another one when the visitor switches.
 */
const languageTexts: Record<Language, () => Promise<{ default: TextTree }>> = {
  ar: () => import('./language-texts/ar.ts'),
  fr: () => import('./language-texts/fr.ts'),
  en: () => import('./language-texts/en.ts'),
};

/**
 * Texts only some pages show, a chunk per set and language, loaded when one of those pages shows:
 * the static pages' long texts (`pages/`), My list's (`list/`), the recipe list's and recipe
 * page's (`recipes/`), the blog's (`blog/`), and those of parts that show only in the browser: the
 * "My kitchen" panel's (`kitchen/`), and those of the parts every page shows only in the browser
 * (`picks/`): the picks' bar, chips and tray, and cook mode's timers.
 */
export const PAGE_TEXT_SETS = ['pages', 'list', 'recipes', 'kitchen', 'blog', 'picks'] as const;
export type PageTextSet = (typeof PAGE_TEXT_SETS)[number];

const pageTextLoaders: Record<
  PageTextSet,
  Record<Language, () => Promise<{ default: TextTree }>>
> = {
  pages: {
    ar: () => import('./pages/ar.json'),
    fr: () => import('./pages/fr.json'),
    en: () => import('./pages/en.json'),
  },
  list: {
    ar: () => import('./list/ar.json'),
    fr: () => import('./list/fr.json'),
    en: () => import('./list/en.json'),
  },
  recipes: {
    ar: () => import('./recipes/ar.json'),
    fr: () => import('./recipes/fr.json'),
    en: () => import('./recipes/en.json'),
  },
  kitchen: {
    ar: () => import('./kitchen/ar.json'),
    fr: () => import('./kitchen/fr.json'),
    en: () => import('./kitchen/en.json'),
  },
  blog: {
    ar: () => import('./blog/ar.json'),
    fr: () => import('./blog/fr.json'),
    en: () => import('./blog/en.json'),
  },
  picks: {
    ar: () => import('./picks/ar.json'),
    fr: () => import('./picks/fr.json'),
    en: () => import('./picks/en.json'),
  },
};

/** The app's own texts and the page texts it shares with the server, as one tree. */
export const loadTexts = async (language: Language): Promise<TextTree> =>
  (await languageTexts[language]()).default;

export const loadPageTexts = async (set: PageTextSet, language: Language): Promise<TextTree> =>
  (await pageTextLoaders[set][language]()).default;
