/**
 * Search text normalisation for Moroccan users: case, French accents, Arabic diacritics (tashkeel),
 * tatweel and the usual Arabic letter variants are all ignored, so "epices" finds "épices" and
 * "كمون" finds "كَمُّون".
 */
const ARABIC_VARIANTS: Record<string, string> = {
  ٱ: 'ا', // alef wasla (أ إ آ lose their hamza/madda in NFD below)
  ة: 'ه', // taa marbuta
  ى: 'ي', // alef maqsura
  ک: 'ك', // keheh, from Persian keyboards
  ی: 'ي', // farsi yeh
  ـ: '', // tatweel
};
const ARABIC_VARIANT_PATTERN = new RegExp(`[${Object.keys(ARABIC_VARIANTS).join('')}]`, 'g');

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(ARABIC_VARIANT_PATTERN, (char) => ARABIC_VARIANTS[char] ?? char)
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

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
