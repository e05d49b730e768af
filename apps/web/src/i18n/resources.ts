import { PAGE_TEXTS, type Language } from '@chhiwat/core';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';
import pagesAr from './pages/ar.json';
import pagesEn from './pages/en.json';
import pagesFr from './pages/fr.json';
import listAr from './list/ar.json';
import listEn from './list/en.json';
import listFr from './list/fr.json';
import recipesAr from './recipes/ar.json';
import recipesEn from './recipes/en.json';
import recipesFr from './recipes/fr.json';
import kitchenAr from './kitchen/ar.json';
import kitchenEn from './kitchen/en.json';
import kitchenFr from './kitchen/fr.json';
import blogAr from './blog/ar.json';
import blogEn from './blog/en.json';
import blogFr from './blog/fr.json';
import picksAr from './picks/ar.json';
import picksEn from './picks/en.json';
import picksFr from './picks/fr.json';
import type { PageTextSet } from './texts.ts';
import { mergeTexts, type TextTree } from './translate.ts';

/**
 * Every language's texts at once, for the server renderer and the tests; the browser loads one
 * language at a time (texts.ts).
 */
export type { TextTree };

/** The web app's own texts: everything but the page texts it shares with the server. */
export const ownTexts: Record<Language, TextTree> = { ar, fr, en };

/** Every public-site text per language: the app's own and the page texts from core. */
export const translations: Record<Language, TextTree> = {
  ar: mergeTexts(ownTexts.ar, PAGE_TEXTS.ar),
  fr: mergeTexts(ownTexts.fr, PAGE_TEXTS.fr),
  en: mergeTexts(ownTexts.en, PAGE_TEXTS.en),
};

/** Every page text set in each language (texts.ts). */
export const pageTexts: Record<Language, Record<PageTextSet, TextTree>> = {
  ar: {
    pages: pagesAr,
    list: listAr,
    recipes: recipesAr,
    kitchen: kitchenAr,
    blog: blogAr,
    picks: picksAr,
  },
  fr: {
    pages: pagesFr,
    list: listFr,
    recipes: recipesFr,
    kitchen: kitchenFr,
    blog: blogFr,
    picks: picksFr,
  },
  en: {
    pages: pagesEn,
    list: listEn,
    recipes: recipesEn,
    kitchen: kitchenEn,
    blog: blogEn,
    picks: picksEn,
  },
};
