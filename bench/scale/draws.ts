/**
 * The requests the scale bench varies so the response cache never answers them: ingredient
 * selections for /api/match and words for /api/recipes?q=, each request different from the others.
 */
// The bench's seeded generator (mulberry32): the same seed draws the same selections every run.
import { random as seededRandom } from '../synthetic-catalogue.ts';

/**
 * `count` distinct slugs, the most used more often (a square draw over ranks, as a visitor's
 * selection leans on onions and tomatoes), in the order drawn.
 */
export function drawSelection(slugsByUse: readonly string[], count: number, random: () => number) {
  if (count > slugsByUse.length)
    throw new Error(`Cannot draw ${count} of ${slugsByUse.length} ingredients`);
  const picked = new Set<string>();
  while (picked.size < count)
    picked.add(slugsByUse[Math.floor(random() ** 2 * slugsByUse.length)] as string);
  return [...picked];
}

/**
 * Distinct selections of `count` ingredients, made once so drawing costs the load nothing; a
 * selection drawn twice is drawn again (the cache keys a selection by its slugs).
 */
export function distinctSelections(
  slugsByUse: readonly string[],
  count: number,
  howMany: number,
  seed: number,
): string[][] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const selections: string[][] = [];
  for (let attempt = 0; selections.length < howMany && attempt < howMany * 20; attempt++) {
    const selection = drawSelection(slugsByUse, count, random);
    const key = selection.toSorted().join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    selections.push(selection);
  }
  return selections;
}

export const matchPath = (selection: readonly string[], lang = 'en') =>
  `/api/match?ingredients=${selection.map(encodeURIComponent).join(',')}&lang=${lang}`;

/** Words a visitor searches for, each with the language its results are read in. */
export const SEARCH_WORDS: { q: string; lang: 'ar' | 'fr' | 'en' }[] = [
  { q: 'tagine', lang: 'en' },
  { q: 'couscous', lang: 'en' },
  { q: 'harira', lang: 'en' },
  { q: 'lamb', lang: 'en' },
  { q: 'chicken with', lang: 'en' },
  { q: 'fes style', lang: 'en' },
  { q: 'pastilla', lang: 'en' },
  { q: 'almonds', lang: 'en' },
  { q: 'tajine', lang: 'fr' },
  { q: 'agneau', lang: 'fr' },
  { q: 'poulet', lang: 'fr' },
  { q: 'façon grand-mère', lang: 'fr' },
  { q: 'zaalouk', lang: 'fr' },
  { q: 'amandes', lang: 'fr' },
  { q: 'طاجين', lang: 'ar' },
  { q: 'كسكس', lang: 'ar' },
  { q: 'حريرة', lang: 'ar' },
  { q: 'دجاج', lang: 'ar' },
  { q: 'فاس', lang: 'ar' },
  { q: 'بسطيلة', lang: 'ar' },
];

/**
 * The n-th search of a run: the words in turn, each time with another `maxMissing` (which only
 * counts with a selection, and there is none) and then another page, so no two requests share a
 * cache key while the search itself is the same work.
 */
export function searchPath(n: number, words = SEARCH_WORDS): string {
  const word = words[n % words.length] as (typeof words)[number];
  const round = Math.floor(n / words.length);
  const maxMissing = round % 101;
  const page = 1 + Math.floor(round / 101);
  return `/api/recipes?q=${encodeURIComponent(word.q)}&lang=${word.lang}&maxMissing=${maxMissing}&page=${page}`;
}
