import { PAGE_TEXTS, type Language } from '@chhiwat/core';
import { mergeTexts, type TextTree } from './translate.ts';

/**
 * Each language's texts are a chunk of their own: a page loads only the language it shows (the
 * server announces that chunk in the page's head), and another one when the visitor switches.
 */
const ownTexts: Record<Language, () => Promise<{ default: TextTree }>> = {
  ar: () => import('./ar.json'),
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
};

/**
 * Texts only some pages show, a chunk per set and language, loaded when one of those pages shows:
 * the static pages' long texts (`pages/`), and My list's (`list/`).
 */
export const PAGE_TEXT_SETS = ['pages', 'list'] as const;
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
};

/** The app's own texts and the page texts it shares with the server, as one tree. */
export const loadTexts = async (language: Language): Promise<TextTree> =>
  mergeTexts((await ownTexts[language]()).default, PAGE_TEXTS[language]);

export const loadPageTexts = async (set: PageTextSet, language: Language): Promise<TextTree> =>
  (await pageTextLoaders[set][language]()).default;
