import { useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@chhiwat/core';
import { LanguageProvider, type LanguageState } from './context.tsx';
import { applyToDocument, rememberLanguage } from './language.ts';
import { loadPageTexts, loadTexts } from './texts.ts';
import type { TextTree } from './translate.ts';

/**
 * The browser's interface language: one state for the whole page, with each language's texts
 * loaded once, when first shown.
 */
const texts = new Map<Language, TextTree>();
const pageTexts = new Map<Language, TextTree>();
const listeners = new Set<() => void>();
let state: LanguageState | undefined;

function publish(language: Language) {
  const own = texts.get(language);
  if (!own) throw new Error(`The ${language} texts are not loaded`);
  state = {
    language,
    texts: own,
    pageTexts: pageTexts.get(language),
    changeLanguage,
    loadPageTexts: () => void ensurePageTexts(language),
  };
  listeners.forEach((listener) => listener());
}

async function ensureTexts(language: Language) {
  if (!texts.has(language)) texts.set(language, await loadTexts(language));
}

async function ensurePageTexts(language: Language) {
  if (pageTexts.has(language)) return;
  pageTexts.set(language, await loadPageTexts(language));
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
 * Loads what the first render needs: the texts of `language`, and the static pages' texts when
 * the page is one of them (so a server-rendered page hydrates with the same words).
 */
export async function startLanguage(language: Language, withPageTexts: boolean) {
  await Promise.all([ensureTexts(language), withPageTexts ? ensurePageTexts(language) : undefined]);
  applyToDocument(language);
  publish(language);
}

export const currentLanguage = () => state?.language;

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
