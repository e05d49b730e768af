import type { PageTexts } from '../page-texts.ts';

/** The page titles and descriptions in English (page-texts.ts). */
export const PAGE_TEXTS_EN: PageTexts = {
  app: { name: 'Chhiwat', tagline: 'Moroccan recipes from the ingredients you already have' },
  home: {
    tagline: 'Choose the ingredients you have and we will find the Moroccan recipes you can cook.',
  },
  recipes: { title: 'Recipes' },
  about: { title: 'About Chhiwat' },
  contact: { title: 'Contact us' },
  privacy: { title: 'Privacy policy' },
  terms: { title: 'Terms of service' },
  blog: { title: 'Blog' },
  list: { title: 'My list' },
  notFound: {
    title: 'Page Not Found',
    message: 'The recipe or page you are looking for does not exist or has been moved.',
  },
};
