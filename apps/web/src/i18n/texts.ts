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

/** The long texts of the static pages, loaded only when one of them shows. */
const staticPageTexts: Record<Language, () => Promise<{ default: TextTree }>> = {
  ar: () => import('./pages/ar.json'),
  fr: () => import('./pages/fr.json'),
  en: () => import('./pages/en.json'),
};

/** The app's own texts and the page texts it shares with the server, as one tree. */
export const loadTexts = async (language: Language): Promise<TextTree> =>
  mergeTexts((await ownTexts[language]()).default, PAGE_TEXTS[language]);

export const loadPageTexts = async (language: Language): Promise<TextTree> =>
  (await staticPageTexts[language]()).default;
