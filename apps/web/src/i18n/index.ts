import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@chhiwat/core';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

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

export async function initI18n() {
  i18n.on('languageChanged', applyToDocument);
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { ar: { translation: ar }, fr: { translation: fr }, en: { translation: en } },
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: false },
      // Arabic is the default for a first visit (public-site.md §1), so the browser's own language
      // is not consulted: only ?lang= and the stored choice.
      detection: {
        order: ['querystring', 'localStorage'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
    });
  applyToDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}

export { i18n };
