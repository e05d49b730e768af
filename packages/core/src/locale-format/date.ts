import type { Language } from '../catalogue.ts';

// Why not Intl: see number.ts.
const MONTHS: Record<Language, readonly string[]> = {
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A day written out as Intl's long date style writes it ("26 نوفمبر 2026", « 26 novembre 2026 »,
 * "November 26, 2026"), on the UTC calendar: the server and every visitor's browser show the same
 * day, whatever their time zones.
 */
export function formatLongDate(date: Date, language: Language): string {
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  return language === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}
