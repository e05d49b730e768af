import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Language } from '@chhiwat/core';
import { textDirection } from './language.ts';
import type { PageTextSet } from './texts.ts';
import { mergeTexts, translate, type TextTree, type TextValues } from './translate.ts';

/** The interface language of a render, its texts, and how to change it. */
export interface LanguageState {
  language: Language;
  texts: TextTree;
  /** The page text sets loaded in this language (texts.ts). */
  pageTexts: Partial<Record<PageTextSet, TextTree>>;
  changeLanguage: (language: Language) => Promise<void>;
  loadPageTexts: (set: PageTextSet) => void;
}

const LanguageContext = createContext<LanguageState | undefined>(undefined);

export function LanguageProvider({
  value,
  children,
}: {
  value: LanguageState;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguageState(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useTranslation needs a LanguageProvider');
  return state;
}

export type Translate = (key: string, values?: TextValues) => string;

const translator =
  (texts: TextTree, language: Language): Translate =>
  (key, values) =>
    translate(texts, key, values, language);

/**
 * `t` over the current language's texts, and the language itself: the few calls the app needs,
 * in the shape it used with i18next.
 */
export function useTranslation() {
  const state = useLanguageState();
  const { language, texts, changeLanguage } = state;
  return useMemo(
    () => ({
      t: translator(texts, language),
      i18n: {
        language,
        resolvedLanguage: language,
        dir: () => textDirection(language),
        changeLanguage,
      },
    }),
    [language, texts, changeLanguage],
  );
}

/**
 * `t` for a set of texts only some pages show (the static pages' by default), and whether the
 * current language's have arrived; they are loaded on first use.
 */
export function usePagesText(set: PageTextSet = 'pages') {
  const { language, pageTexts, loadPageTexts } = useLanguageState();
  const texts = pageTexts[set];
  useEffect(() => {
    if (!texts) loadPageTexts(set);
  }, [texts, set, loadPageTexts]);
  const t = useMemo(() => translator(texts ?? {}, language), [texts, language]);
  return { t, ready: texts !== undefined };
}

/**
 * `useTranslation` with a page text set's texts over the app's, for the components of the pages
 * that show that set (the recipe list and page: `recipes`), and whether they have arrived. The
 * server and the first load fetch a page's set before rendering; a page reached by a link shows its
 * loading state until they are here.
 */
export function useTranslationWith(set: PageTextSet) {
  const base = useTranslation();
  const { language, texts, pageTexts, loadPageTexts } = useLanguageState();
  const own = pageTexts[set];
  useEffect(() => {
    if (!own) loadPageTexts(set);
  }, [own, set, loadPageTexts]);
  return useMemo(
    () => ({
      ...base,
      t: own ? translator(mergeTexts(texts, own), language) : base.t,
      ready: own !== undefined,
    }),
    [base, own, texts, language],
  );
}
