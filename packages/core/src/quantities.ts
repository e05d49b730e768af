import type { Language, Unit } from './catalogue.ts';
import { kitchenAmount, type KitchenAmount } from './kitchen-amount.ts';
import { formatNumber } from './locale-format/number.ts';
import { pluralCategory } from './plural.ts';

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
 * Plurals of the countable unit words in English and French; abbreviations (tsp, c. à soupe) and
 * metric symbols do not change.
 */
const UNIT_PLURALS: Partial<Record<Unit, { en: string; fr: string }>> = {
  cup: { en: 'cups', fr: 'tasses' },
  clove: { en: 'cloves', fr: 'gousses' },
  bunch: { en: 'bunches', fr: 'bottes' },
  pinch: { en: 'pinches', fr: 'pincées' },
  handful: { en: 'handfuls', fr: 'poignées' },
  slice: { en: 'slices', fr: 'tranches' },
};

/**
 * The Arabic forms of the unit words (the singular is UNIT_LABELS'): the dual, said without a
 * figure (ملعقتان كبيرتان); the plural after 3–10 (3 ملاعق كبيرة); the singular after 11–99, in
 * the accusative (11 فصًّا). Metric symbols do not change.
 */
const ARABIC_UNIT_FORMS: Partial<Record<Unit, { two: string; few: string; many: string }>> = {
  tsp: { two: 'ملعقتان صغيرتان', few: 'ملاعق صغيرة', many: 'ملعقة صغيرة' },
  tbsp: { two: 'ملعقتان كبيرتان', few: 'ملاعق كبيرة', many: 'ملعقة كبيرة' },
  cup: { two: 'كأسان', few: 'كؤوس', many: 'كأسًا' },
  clove: { two: 'فصان', few: 'فصوص', many: 'فصًّا' },
  bunch: { two: 'حزمتان', few: 'حزم', many: 'حزمة' },
  pinch: { two: 'رشتان', few: 'رشات', many: 'رشة' },
  handful: { two: 'حفنتان', few: 'حفنات', many: 'حفنة' },
  slice: { two: 'شريحتان', few: 'شرائح', many: 'شريحة' },
};

export const TO_TASTE: Record<Language, string> = {
  en: 'to taste',
  fr: 'selon le goût',
  ar: 'حسب الذوق',
};

/** What an amount under the smallest step says: under ⅛ teaspoon or half a gram, a pinch. */
export const A_PINCH: Record<Language, string> = { en: 'a pinch', fr: 'une pincée', ar: 'رشة' };
/** Under a quarter of an egg, a clove or a bunch, or half a millilitre: a little. */
export const A_LITTLE: Record<Language, string> = { en: 'a little', fr: 'un peu', ar: 'قليل' };

const FRACTIONS: [number, string][] = [
  [0.125, '⅛'],
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

/**
 * An Arabic amount with its unit word: the word alone for one and two (ملعقة كبيرة, ملعقتان
 * كبيرتان), the plural after 3–10, the singular otherwise; a fraction goes by its whole part
 * (½ ملعقة، 1½ ملعقة، 3½ ملاعق).
 */
function arabicUnitPhrase(value: number, figure: string, unit: Unit): string {
  const singular = UNIT_LABELS[unit].ar;
  const forms = ARABIC_UNIT_FORMS[unit];
  if (!forms) return `${figure} ${singular}`;
  const exact = Number.isInteger(value);
  const category = pluralCategory(Math.floor(value), 'ar');
  if (exact && category === 'one') return singular;
  if (exact && category === 'two') return forms.two;
  if (category === 'few') return `${figure} ${forms.few}`;
  if (exact && category === 'many') return `${figure} ${forms.many}`;
  return `${figure} ${singular}`;
}

/**
 * A figure and its unit word in a language: "½ cup", "1½ cups" (English: one unit or less reads
 * singular); « 1½ tasse », « 2 tasses » (French: the plural from two); ملعقتان كبيرتان, 3 ملاعق.
 */
function unitPhrase(value: number, figure: string, unit: Unit | null, language: Language): string {
  if (!unit || unit === 'piece') return figure;
  if (language === 'ar') return arabicUnitPhrase(value, figure, unit);
  const plurals = UNIT_PLURALS[unit];
  const plural = language === 'en' ? value > 1 : pluralCategory(value, language) !== 'one';
  return `${figure} ${plural && plurals ? plurals[language] : UNIT_LABELS[unit][language]}`;
}

const METRIC: ReadonlySet<Unit> = new Set(['g', 'kg', 'ml', 'l']);

/** A kitchen amount in words: "250 g", "1.25 kg", "⅛ tsp", "3 ملاعق كبيرة", "1–2", "a pinch". */
export function formatKitchenAmount(amount: KitchenAmount, language: Language): string {
  switch (amount.kind) {
    case 'toTaste':
      return TO_TASTE[language];
    case 'pinch':
      return A_PINCH[language];
    case 'little':
      return A_LITTLE[language];
    case 'range':
      return `${formatNumber(amount.from, language)}–${formatNumber(amount.to, language)}`;
    case 'measure': {
      const { value, unit } = amount;
      // Metric amounts read as on a scale or a label, in decimals (1.25 kg); the rest as recipes
      // write them (1½ tbsp).
      const figure =
        unit && METRIC.has(unit)
          ? formatNumber(value, language, 2)
          : formatQuantity(value, language);
      return unitPhrase(value, figure, unit, language);
    }
  }
}

/** "250 g", "2", "to taste": the amount of one recipe line, scaled and rounded as a cook measures. */
export function formatAmount(
  quantity: number | null,
  unit: Unit | null,
  language: Language,
  scale = 1,
): string {
  return formatKitchenAmount(kitchenAmount(quantity, unit, scale), language);
}
