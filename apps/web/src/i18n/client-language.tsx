import { useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@chhiwat/core';
import { LanguageProvider, type LanguageState } from './context.tsx';
import { applyToDocument, rememberLanguage } from './language.ts';
import { loadPageTexts, loadTexts, type PageTextSet } from './texts.ts';
import type { TextTree } from './translate.ts';

/**
 * The browser's interface language: one state for the whole page, with each language's texts
 * loaded once, when first shown.
 */
const texts = new Map<Language, TextTree>();
const pageTexts = new Map<Language, Partial<Record<PageTextSet, TextTree>>>();
const listeners = new Set<() => void>();
let state: LanguageState | undefined;

function publish(language: Language) {
  const own = texts.get(language);
  if (!own) throw new Error(`The ${language} texts are not loaded`);
  state = {
    language,
    texts: own,
    pageTexts: pageTexts.get(language) ?? {},
    changeLanguage,
    loadPageTexts: (set) => void ensurePageTexts(set, language),
  };
  listeners.forEach((listener) => listener());
}

async function ensureTexts(language: Language) {
  if (!texts.has(language)) texts.set(language, await loadTexts(language));
}

async function ensurePageTexts(set: PageTextSet, language: Language) {
  if (pageTexts.get(language)?.[set]) return;
  const loaded = await loadPageTexts(set, language);
  pageTexts.set(language, { ...pageTexts.get(language), [set]: loaded });
  if (state?.language === language) publish(language);
}

/** Shows the page in `language`, once its texts have arrived, and remembers the choice. */
export async function changeLanguage(language: Language) {
  await ensureTexts(language);
  rememberLanguage(language);
  applyToDocument(language);
  publish(language);
}

/**
 * Loads what the first render needs: the texts of `language`, and the page's own text set when it
 * has one (so a server-rendered page hydrates with the same words).
 */
export async function startLanguage(language: Language, pageTextSet: PageTextSet | undefined) {
  await Promise.all([
    ensureTexts(language),
    pageTextSet ? ensurePageTexts(pageTextSet, language) : undefined,
  ]);
  applyToDocument(language);
  publish(language);
}

export const currentLanguage = () => state?.language;

/** Fetches a page text set in the language shown, if the browser shows one yet (not the server). */
export const loadPageTextsNow = async (set: PageTextSet) => {
  if (state) await ensurePageTexts(set, state.language);
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => {
  if (!state) throw new Error('startLanguage() has not finished');
  return state;
};

export function ClientLanguageProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  return <LanguageProvider value={value}>{children}</LanguageProvider>;
}
