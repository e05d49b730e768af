import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@chhiwat/core';
import { resources } from './resources.ts';

/** Where the chosen language is kept (public-site.md §9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const textDirection = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Keeps <html dir lang> in step with the interface language (Arabic is right-to-left). */
function applyToDocument(language: string) {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = textDirection(code);
}

/**
 * The first language: ?lang= (which is also stored), else the stored choice, else Arabic — a first
 * visit is in Arabic whatever the browser says (public-site.md §1). A few lines instead of a
 * detector library on every page's first load.
 */
function initialLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lang') ?? undefined;
  if (isLanguage(fromQuery)) {
    remember(fromQuery);
    return fromQuery;
  }
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

export async function initI18n() {
  i18n.on('languageChanged', (language) => {
    remember(language);
    applyToDocument(language);
  });
  await i18n.use(initReactI18next).init({
    lng: initialLanguage(),
    resources,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  applyToDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}

export { i18n };
