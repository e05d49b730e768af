import type { PageTexts } from '../page-texts.ts';

/** The page titles and descriptions in Arabic (page-texts.ts). */
export const PAGE_TEXTS_AR: PageTexts = {
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
};
