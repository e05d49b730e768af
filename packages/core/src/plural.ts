import type { Language } from './catalogue.ts';

/** CLDR's plural categories: which form of a word goes with a number. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The categories each language tells apart; every other number takes `other`. */
export const PLURAL_CATEGORIES: Record<Language, readonly PluralCategory[]> = {
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  fr: ['one', 'many', 'other'],
  en: ['one', 'other'],
};

/** Arabic, by the last two digits of a whole number: 3–10 few, 11–99 many (103 few, 111 many). */
function arabic(count: number): PluralCategory {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  if (!Number.isInteger(count)) return 'other';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/** French: one below 2 (0, ½, 1½), many for whole millions (« 1 million de recettes »). */
function french(count: number): PluralCategory {
  if (count < 2) return 'one';
  if (Number.isInteger(count) && count % 1_000_000 === 0) return 'many';
  return 'other';
}

/**
 * The plural category of a non-negative number, as CLDR's rules (and Intl.PluralRules, which the
 * tests compare it with) give it. Written out rather than asked of Intl because pages choose forms
 * while they hydrate, and an older browser's CLDR may answer otherwise than the server's
 * (decision 0030).
 */
export function pluralCategory(count: number, language: Language): PluralCategory {
  const value = Math.abs(count);
  if (language === 'ar') return arabic(value);
  if (language === 'fr') return french(value);
  return value === 1 ? 'one' : 'other';
}
