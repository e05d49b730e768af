import type { Language } from '../catalogue.ts';

/**
 * Numbers, dates and lists (this folder's three files) written the same by every engine, without
 * Intl. All three languages use Western digits (as Morocco writes them, and as CLDR now has
 * Arabic), so what differs is the separators, the month names and the word for "and". Two reasons
 * not to use Intl here:
 * - the first Intl object of a page (but PluralRules) costs 15–30 ms, and a server-rendered page
 *   formats while it hydrates: that cost would fall in one long task on every page;
 * - the server's ICU and an older browser's may write the same number or date differently, and
 *   the page would then not hydrate as the server rendered it.
 * The tests check both against Intl (Node's ICU) over wide ranges.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  ar: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
};

function grouped(digits: string, separator: string): string {
  let text = '';
  for (let end = digits.length; end > 0; end -= 3)
    text = digits.slice(Math.max(0, end - 3), end) + (text ? separator + text : '');
  return text;
}

/** "1234.5" rounded half away from zero to `places` decimals, on its shortest decimal form. */
function roundDecimal(shortest: string, places: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= places) return { whole, fraction: fraction.replace(/0+$/, '') };
  let digits = whole + fraction.slice(0, places);
  if (Number(fraction[places]) >= 5) {
    const carried = (BigInt(digits) + 1n).toString();
    digits = carried.padStart(digits.length, '0');
  }
  const cut = digits.length - places;
  return { whole: digits.slice(0, cut) || '0', fraction: digits.slice(cut).replace(/0+$/, '') };
}

/**
 * A number as Intl.NumberFormat(language, { maximumFractionDigits }) writes it: "1,234.5",
 * « 1 234,5 ». Negative numbers, and those JavaScript writes with an exponent, are left to Intl.
 */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 3): string {
  const shortest = String(value);
  if (!(value >= 0) || shortest.includes('e'))
    return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
  const { group, decimal } = SEPARATORS[language];
  const { whole, fraction } = roundDecimal(shortest, maximumFractionDigits);
  return grouped(whole, group) + (fraction ? decimal + fraction : '');
}
