import type { Language, Unit } from './catalogue.ts';
import { formatNumber } from './locale-format/number.ts';

/** Unit words per language; "piece" has none: "2 onions" counts whole things. */
export const UNIT_LABELS: Record<Unit, Record<Language, string>> = {
  g: { en: 'g', fr: 'g', ar: 'غ' },
  kg: { en: 'kg', fr: 'kg', ar: 'كغ' },
  ml: { en: 'ml', fr: 'ml', ar: 'مل' },
  l: { en: 'l', fr: 'l', ar: 'ل' },
  tsp: { en: 'tsp', fr: 'c. à café', ar: 'ملعقة صغيرة' },
  tbsp: { en: 'tbsp', fr: 'c. à soupe', ar: 'ملعقة كبيرة' },
  cup: { en: 'cup', fr: 'tasse', ar: 'كأس' },
  piece: { en: '', fr: '', ar: '' },
  clove: { en: 'clove', fr: 'gousse', ar: 'فص' },
  bunch: { en: 'bunch', fr: 'botte', ar: 'حزمة' },
  pinch: { en: 'pinch', fr: 'pincée', ar: 'رشة' },
  handful: { en: 'handful', fr: 'poignée', ar: 'حفنة' },
  slice: { en: 'slice', fr: 'tranche', ar: 'شريحة' },
};
/**
 * Plurals of the countable unit words in English and French (abbreviations and metric symbols do
 * not change). English takes the plural above one (1½ cups, ½ cup), French from two (1½ tasse,
 * 2 tasses). Arabic keeps the singular after a figure, as recipes commonly write it.
 */
const UNIT_PLURALS: Partial<Record<Unit, { en: string; fr: string }>> = {
  cup: { en: 'cups', fr: 'tasses' },
  clove: { en: 'cloves', fr: 'gousses' },
  bunch: { en: 'bunches', fr: 'bottes' },
  pinch: { en: 'pinches', fr: 'pincées' },
  handful: { en: 'handfuls', fr: 'poignées' },
  slice: { en: 'slices', fr: 'tranches' },
};

/** A unit's word for an amount: "1 clove", "4 cloves", « 3 gousses ». */
export function unitLabel(unit: Unit, language: Language, value: number): string {
  const plurals = UNIT_PLURALS[unit];
  if (!plurals || language === 'ar') return UNIT_LABELS[unit][language];
  // (compared as shown: 1.999 shows as 2)
  const plural = language === 'en' ? value > 1.005 : value >= 1.995;
  return plural ? plurals[language] : UNIT_LABELS[unit][language];
}

export const TO_TASTE: Record<Language, string> = {
  en: 'to taste',
  fr: 'selon le goût',
  ar: 'حسب الذوق',
};

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
];

/** A quantity as people write it: 0.5 → ½, 1.25 → 1¼, 2 → 2, otherwise up to two decimals. */
export function formatQuantity(value: number, language: Language): string {
  const number = (n: number) => formatNumber(n, language, 2);
  const whole = Math.floor(value + 0.01);
  const fraction = value - whole;
  if (Math.abs(fraction) < 0.01) return number(whole);
  const glyph = FRACTIONS.find(([amount]) => Math.abs(fraction - amount) < 0.01)?.[1];
  if (!glyph) return number(value);
  return whole ? `${number(whole)}${glyph}` : glyph;
}

/** "250 g", "2", "to taste": the amount of one recipe line, scaled. */
export function formatAmount(
  quantity: number | null,
  unit: Unit | null,
  language: Language,
  scale = 1,
): string {
  if (quantity === null) return TO_TASTE[language];
  const value = quantity * scale;
  const label = unit ? unitLabel(unit, language, value) : '';
  const amount = formatQuantity(value, language);
  return label ? `${amount} ${label}` : amount;
}
