/**
 * Search text normalisation for Moroccan users: case, accents, Arabic diacritics (tashkeel),
 * tatweel, presentation forms, digits and the usual Arabic letter variants are all ignored, so
 * "epices" finds "épices", "كمون" finds "كَمُّون" or "کمون", and "ma٣dnous" finds "ma3dnous".
 *
 * It runs over every ingredient name on each keystroke, so every pattern and map is built once.
 */

/**
 * Removed before anything else: zero-width and bidi controls (ZWSP, ZWNJ, ZWJ, LRM, RLM, ALM,
 * LRE…RLO, word joiner, LRI…PDI, BOM), and the spacing presentation forms of tashkeel, which NFKD
 * would otherwise turn into a space plus a mark and so split the word in two.
 */
const INVISIBLE_PATTERN =
  /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uFC5E-\uFC63\uFE70\uFE72\uFE74\uFE76\uFE78\uFE7A\uFE7C\uFE7E]/g;

/** Combining marks: Latin accents and Arabic tashkeel, hamza and madda once NFKD has split them off. */
const COMBINING_MARK_PATTERN = /\p{Mn}/gu;

/** Characters that NFKD leaves alone, applied after lowercasing. */
const FOLDED_CHARACTERS: Record<string, string> = {
  ٱ: 'ا', // alef wasla (أ إ آ lose their hamza/madda in NFKD)
  ة: 'ه', // taa marbuta
  ى: 'ي', // alef maqsura
  ک: 'ك', // keheh, from Persian keyboards
  ی: 'ي', // farsi yeh
  ـ: '', // tatweel
  // Latin letters whose stroke or ligature does not decompose
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ŧ: 't',
  ı: 'i', // dotless i
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};
for (let digit = 0; digit <= 9; digit++) {
  FOLDED_CHARACTERS[String.fromCharCode(0x0660 + digit)] = String(digit); // Arabic-Indic ٠…٩
  FOLDED_CHARACTERS[String.fromCharCode(0x06f0 + digit)] = String(digit); // Persian ۰…۹
}
const FOLDED_CHARACTER_PATTERN = new RegExp(`[${Object.keys(FOLDED_CHARACTERS).join('')}]`, 'g');
const foldCharacter = (char: string): string => FOLDED_CHARACTERS[char] ?? char;

const NON_ASCII_PATTERN = /[\u0080-\uFFFF]/; // any UTF-16 unit outside ASCII, surrogates included
const WHITESPACE_PATTERN = /\s+/g;

export function normalizeSearchText(text: string): string {
  // Fast path: most ingredient names and queries are plain ASCII, which only needs case and spaces.
  if (!NON_ASCII_PATTERN.test(text))
    return text.toLowerCase().replace(WHITESPACE_PATTERN, ' ').trim();
  return text
    .replace(INVISIBLE_PATTERN, '')
    .normalize('NFKD') // presentation forms → letters, ligatures and fullwidth → ASCII, accents split off
    .replace(COMBINING_MARK_PATTERN, '')
    .toLowerCase()
    .replace(FOLDED_CHARACTER_PATTERN, foldCharacter)
    .replace(WHITESPACE_PATTERN, ' ')
    .trim();
}

/** Texts in the order of their UTF-16 units: the same in every engine and locale. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Alphabetical order of names, without Intl.Collator (the first Intl object of a page costs 15–30
 * ms, and the home page sorts while it hydrates): by their search form, with case, accents and
 * Arabic letter forms folded, in code point order, which for Arabic letters is the alphabet's;
 * then by the names themselves. It orders every name of the catalogue as the collator does (tested).
 */
export const compareNames = (a: string, b: string): number =>
  compareText(normalizeSearchText(a), normalizeSearchText(b)) || compareText(a, b);

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for equal strings, 0 for nothing in common: 1 - distance / longer length. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}
