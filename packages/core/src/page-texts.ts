import type { Language } from './catalogue.ts';

/**
 * The public site's page titles and descriptions. The web app shows them under these keys (merged
 * into its texts) and the server writes them into the page heads it renders, so each text
 * exists once.
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

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  ar: {
    app: { name: 'شهيوات', tagline: 'وصفات مغربية بالمكونات المتوفرة لديك' },
    home: { tagline: 'اختر المكونات المتوفرة لديك وسنجد لك الوصفات المغربية التي يمكنك طبخها.' },
    recipes: { title: 'الوصفات' },
    about: { title: 'عن شهيوات' },
    contact: { title: 'اتصل بنا' },
    privacy: { title: 'سياسة الخصوصية' },
    terms: { title: 'شروط الاستخدام' },
    blog: { title: 'المدونة' },
    list: { title: 'قائمتي' },
    notFound: {
      title: 'الصفحة غير موجودة',
      message: 'الوصفة أو الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    },
  },
  fr: {
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
  },
  en: {
    app: { name: 'Chhiwat', tagline: 'Moroccan recipes from the ingredients you already have' },
    home: {
      tagline:
        'Choose the ingredients you have and we will find the Moroccan recipes you can cook.',
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
  },
};
