import type { Language } from './catalogue.ts';
import { PAGE_TEXTS_AR } from './page-texts/ar.ts';
import { PAGE_TEXTS_EN } from './page-texts/en.ts';
import { PAGE_TEXTS_FR } from './page-texts/fr.ts';

/**
 * The public site's page titles and descriptions. The web app shows them under these keys (merged
 * into its texts) and the server writes them into the page heads it renders, so each text
 * exists once. One module per language, so the browser loads only the language it shows.
 */
export type PageTexts = {
  app: { name: string; tagline: string };
  home: { tagline: string };
  recipes: { title: string };
  about: { title: string };
  contact: { title: string };
  privacy: { title: string };
  terms: { title: string };
  blog: { title: string };
  list: { title: string };
  notFound: { title: string; message: string };
};

export { PAGE_TEXTS_AR, PAGE_TEXTS_EN, PAGE_TEXTS_FR };

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  ar: PAGE_TEXTS_AR,
  fr: PAGE_TEXTS_FR,
  en: PAGE_TEXTS_EN,
};
