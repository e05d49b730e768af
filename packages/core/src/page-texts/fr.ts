import type { PageTexts } from '../page-texts.ts';

/** The page titles and descriptions in French (page-texts.ts). */
export const PAGE_TEXTS_FR: PageTexts = {
  app: {
    name: 'Chhiwat',
    tagline: 'Des recettes marocaines avec les ingrédients que vous avez déjà',
  },
  home: {
    tagline:
      'Choisissez les ingrédients que vous avez et nous trouvons les recettes marocaines que vous pouvez cuisiner.',
  },
  recipes: { title: 'Recettes' },
  about: { title: 'À propos de Chhiwat' },
  contact: { title: 'Nous contacter' },
  privacy: { title: 'Politique de confidentialité' },
  terms: { title: "Conditions d'utilisation" },
  blog: { title: 'Blog' },
  list: { title: 'Ma liste' },
  notFound: {
    title: 'Page introuvable',
    message: "La recette ou la page que vous cherchez n'existe pas ou a été déplacée.",
  },
};
