import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@chhiwat/core';
import { asLanguage } from '../catalogue/localized.ts';
import { i18n } from './index.ts';

/** The long texts of the static pages live in their own namespace, loaded only when a page needs them. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  ar: () => import('./pages/ar.json'),
  fr: () => import('./pages/fr.json'),
  en: () => import('./pages/en.json'),
};

async function loadPages(language: Language) {
  if (i18n.hasResourceBundle(language, 'pages')) return;
  const texts = await loaders[language]();
  i18n.addResourceBundle(language, 'pages', texts.default);
}

/** `t` for the pages namespace, and whether the current language's texts have arrived. */
export function usePagesText() {
  const { t, i18n: instance } = useTranslation('pages');
  const language = asLanguage(instance.resolvedLanguage);
  const [loaded, setLoaded] = useState<string[]>(() =>
    (['ar', 'fr', 'en'] as const).filter((code) => instance.hasResourceBundle(code, 'pages')),
  );
  useEffect(() => {
    let live = true;
    void loadPages(language).then(() => live && setLoaded((codes) => [...codes, language]));
    return () => {
      live = false;
    };
  }, [language]);
  return { t, ready: loaded.includes(language) };
}
