import { PAGE_TEXTS, type Language } from '@chhiwat/core';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

export type TextTree = { [key: string]: string | TextTree };

/** The web app's own texts: everything but the page texts it shares with the server. */
export const ownTexts: Record<Language, TextTree> = { ar, fr, en };

/** Two text trees as one: where both have a branch, its keys are joined. */
export function mergeTexts(base: TextTree, extra: TextTree): TextTree {
  const merged: TextTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof existing === 'object' && typeof value === 'object'
        ? mergeTexts(existing, value)
        : value;
  }
  return merged;
}

/** Every public-site text per language: the app's own and the page texts from core. */
export const translations: Record<Language, TextTree> = {
  ar: mergeTexts(ownTexts.ar, PAGE_TEXTS.ar),
  fr: mergeTexts(ownTexts.fr, PAGE_TEXTS.fr),
  en: mergeTexts(ownTexts.en, PAGE_TEXTS.en),
};

/** The i18next resources of the public site (the static pages' long texts load on their own). */
export const resources = {
  ar: { translation: translations.ar },
  fr: { translation: translations.fr },
  en: { translation: translations.en },
};
