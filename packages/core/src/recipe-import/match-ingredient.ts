// One file over 300 lines: one matcher. The word lists, the word comparison and the confidence
// steps below are tuned together against the import fixtures; each number only means something
// beside the others.
import type { Language } from '../catalogue.ts';
import { normalizeSearchText } from '../search.ts';
import type { SearchableIngredient } from '../suggestions.ts';

/**
 * Matching an imported line's ingredient name to the catalogue, over every ingredient's names and
 * aliases in English, French, Arabic and Darija. Names are compared as words, after
 * normalizeSearchText (case, accents, tashkeel, Arabic letter variants, digits), with punctuation,
 * little words ("of", "de", "من") and plural endings ("tomatoes", "oignons", "بيضات") set aside
 * and the Arabic article ("ال") dropped.
 *
 * Confidence, from 0 to 1:
 * - 1: the name is an ingredient's name or alias (the line "Huile d'olive" is olive-oil).
 * - 0.6–0.9: a name or alias is in the line as whole words ("chicken thighs" → chicken), the
 *   longest one winning ("huile d'olive extra vierge" → olive-oil, not vegetable-oil's "huile");
 *   0.6 + 0.3 × the share of the line's letters it covers, size and preparation words ("fresh",
 *   "hachée", "مفروم") not counted against it. Failing that, the line's words are in a longer
 *   name ("couscous" in "Couscous grains"): 0.6 + 0.3 × the share of the name they make.
 * - at most 0.6 when the line names a second ingredient elsewhere ("sel et poivre"), or two
 *   ingredients have that very name at the same rank (Darija "ليمون" is oranges, Arabic lemons);
 *   at most 0.5 when a word of the line makes it another product (OTHER_PRODUCT_WORDS: "beef
 *   suet", "chicken stock", "almond extract", "garlic powder").
 * - at most 0.65: no name is in the line but one is close (edit distance on words, similarity
 *   0.75 or more): 0.65 × similarity × (0.5 + 0.5 × share covered).
 * - null: nothing close.
 * A match under LOW_CONFIDENCE `needsReview`: every fuzzy or doubtful one. The form links the sure
 * ones and lists the others for the administrator to check.
 */
export const LOW_CONFIDENCE = 0.7;

export const MATCH_CONFIDENCE = {
  exact: 1,
  containedMin: 0.6,
  containedMax: 0.9,
  /** Two ingredients named alike, or a second ingredient in the line. */
  ambiguous: 0.6,
  /** A word of the line makes it another product: suet, stock, extract… (OTHER_PRODUCT_WORDS). */
  derived: 0.5,
  /** A second ingredient whose name holds the line's words this nearly as well makes it doubtful. */
  withinMargin: 0.1,
  fuzzyMax: 0.65,
  fuzzyMinSimilarity: 0.75,
  /** Shorter names are only matched exactly or as whole words: "riz" is not "rice". */
  fuzzyMinLength: 4,
  /** A longer name is a sentence: no guessing on it. */
  fuzzyMaxWords: 8,
} as const;

export interface IngredientMatch {
  slug: string;
  /** 0 to 1. */
  confidence: number;
  /** Not sure (confidence under LOW_CONFIDENCE): the administrator checks it before it is linked. */
  needsReview: boolean;
}

export interface IngredientMatcher {
  match(name: string, language?: Language): IngredientMatch | null;
}

/** Words that link or count, never an ingredient's own. */
const STOP_WORDS = new Set([
  ...['of', 'the', 'a', 'an', 'and', 'or', 'with', 'for', 'in', 'to', 'into', 'some'],
  ...['de', 'd', 'du', 'des', 'la', 'le', 'les', 'l', 'un', 'une', 'et', 'ou', 'au', 'aux'],
  ...['en', 'avec', 'pour', 'sur', 'dans'],
  ...['من', 'في', 'مع', 'او', 'و', 'ديال', 'د', 'dial', 'dyal'],
]);

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const NOT_A_WORD = /[^\p{L}\p{N}]+/gu;
const ONLY_DIGITS = /^\d+$/;

/** One word's stem: singular for the plurals ingredient names take, no Arabic article. */
export function stemWord(word: string): string {
  if (ARABIC_LETTER.test(word)) {
    let stem = word;
    if (stem.length >= 6 && /^(?:وال|بال|فال|كال)/.test(stem)) stem = stem.slice(3);
    else if (stem.length >= 4 && stem.startsWith('ال')) stem = stem.slice(2);
    else if (stem.length >= 5 && stem.startsWith('لل')) stem = stem.slice(2);
    if (stem.length >= 5 && stem.endsWith('ات')) stem = stem.slice(0, -2);
    // taa marbuta, already folded to ه: "بصلة" and "بصل", "دجاجة" and "دجاج"
    if (stem.length >= 4 && stem.endsWith('ه')) stem = stem.slice(0, -1);
    return stem;
  }
  if (word.length <= 3) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:eau|ou|eu)x$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('s') && !/(?:ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A name as the words matching compares: normalised, stemmed, little words and numbers left out. */
export function matchWords(text: string): string[] {
  return normalizeSearchText(text)
    .replace(NOT_A_WORD, ' ')
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word) && !ONLY_DIGITS.test(word))
    .map(stemWord);
}

const wordSet = (words: readonly string[]) => new Set(words.flatMap((text) => matchWords(text)));

/** Size, state and preparation words: a line's extra words of this kind lower no confidence. */
const DESCRIPTIVE_WORDS = wordSet([
  'fresh dried dry large small medium big ripe chopped minced sliced diced grated crushed peeled',
  'pitted finely roughly coarsely thinly boneless skinless whole extra virgin organic good quality',
  'quartered halved cut pieces cubes cubed softened melted cold warm room temperature beaten lightly',
  'packed plain raw cooked frozen canned tinned drained rinsed trimmed seeded deseeded shredded',
  'about approximately heaped level sprigs stalks grains toasted roasted blanched slivered flaked',
  'ciselee ciselees cisele concasse concassee concassees tranche tranchee epepine denoyaute',
  'denoyautes denoyautees battu battus grille grillee grillees torrefie effile effilees',
  'frais fraiche fraiches sec seche seches gros grosse grosses petit petite petites moyen moyenne',
  'mur mure mures hache hachee hachees emince emincee eminces coupe coupee coupes rape rapee rapees',
  'pele pelee pelees epluche epluchee finement grossierement bien entier entiere vierge bio moulu',
  'moulue ecrase ecrasee fondu fondue tiede ramolli cuit cuite surgele egoutte lave morceaux morceau',
  'tranches rondelles lamelles julienne environ beau belle bel grain graine',
  'طازج طازجه مفروم مفرومه مقطع مقطعه مبشور مبشوره مهروس مهروسه مقشر مقشره كبير كبيره صغير صغيره',
  'متوسط متوسطه ناضج ناضجه مطحون مطحونه مجفف مجففه ناعم ناعمه مكعبات شرائح قطع مذوب مغسول طري',
  'طريه حوالي تقريبا مسلوق محمص مقلي منزوع النوى بلدي بلديه رومي',
]);

/**
 * Words that make a line another product than the ingredient its other words name: "beef suet" is
 * not beef, "chicken stock" not chicken, "almond extract" not almonds. A match with one of them
 * outside the ingredient's own name is never sure. Not among them: what only describes or cuts the
 * ingredient (DESCRIPTIVE_WORDS), and zest, which is the fruit itself ("lemon zest" is lemons).
 * Powder words are in POWDER_WORDS: they make another product only of what is not a powder.
 */
const OTHER_PRODUCT_WORDS = wordSet([
  'stock broth bouillon sauce extract essence syrup juice jam liqueur wine cube',
  'suet lard tallow oil butter milk flour paste vinegar water',
  'fond extrait arome sirop jus confiture vin suif graisse huile beurre lait farine pâte vinaigre',
  'eau',
  'مرق مرقه صلصه عصير مكعب خلاصه مربى شراب نكهه شحم زيت زبده حليب دقيق معجون خل ماء',
]);

/** "garlic powder" is not garlic; "cinnamon powder" is cinnamon, sold ground (POWDER_NAME_WORDS). */
const POWDER_WORDS = wordSet(['powder poudre مسحوق']);
/** An ingredient with one of these in a name or an alias is a powder: "Ground cumin", "Cumin moulu". */
const POWDER_NAME_WORDS = wordSet(['powder poudre ground moulu moulue مسحوق مطحون مطحونه']);

interface NameEntry {
  slug: string;
  /** The ingredient's place in the catalogue: the earlier wins a tie. */
  order: number;
  words: readonly string[];
  key: string;
  letters: number;
  alias: boolean;
  language: Language | 'darija';
}

/** Real names before aliases, the asked language before others (Darija is Arabic's own). */
function rankOf(entry: NameEntry, language: Language | undefined): number {
  const same = language !== undefined && entry.language === language;
  const darija = language === 'ar' && entry.language === 'darija';
  if (!entry.alias) return same ? 5 : darija ? 4 : 3;
  return same || darija ? 2 : 1;
}

const letterCount = (words: readonly string[]) =>
  words.reduce((total, word) => total + word.length, 0);

/** A name's entries: as written and, for "Khlii (preserved dried meat)", "Khlii" and the rest. */
function namesOf(name: string): string[] {
  const bracketed = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(name);
  return bracketed ? [name, bracketed[1] ?? '', bracketed[2] ?? ''] : [name];
}

function entriesOf(ingredient: SearchableIngredient, order: number): NameEntry[] {
  const entries: NameEntry[] = [];
  const add = (text: string, language: NameEntry['language'], alias: boolean) => {
    const words = matchWords(text);
    if (words.length)
      entries.push({
        slug: ingredient.slug,
        order,
        words,
        key: words.join(' '),
        letters: letterCount(words),
        alias,
        language,
      });
  };
  const names: [string, NameEntry['language']][] = [
    [ingredient.name_en, 'en'],
    [ingredient.name_fr, 'fr'],
    [ingredient.name_ar, 'ar'],
    [ingredient.name_darija, 'darija'],
  ];
  for (const [name, language] of names)
    namesOf(name).forEach((text, at) => add(text, language, at === 2));
  const aliases: [readonly string[] | undefined, NameEntry['language']][] = [
    [ingredient.aliases_en, 'en'],
    [ingredient.aliases_fr, 'fr'],
    [ingredient.aliases_ar, 'ar'],
    [ingredient.aliases_darija, 'darija'],
  ];
  for (const [list, language] of aliases)
    for (const alias of list ?? []) add(alias, language, true);
  return entries;
}

interface Candidate {
  entry: NameEntry;
  start: number;
  /** 1 for a whole-word match, the similarity for a fuzzy one. */
  similarity: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A match, its confidence rounded, flagged for review when it is not sure. */
function matchOf(slug: string, confidence: number): IngredientMatch {
  const rounded = round(confidence);
  return { slug, confidence: rounded, needsReview: rounded < LOW_CONFIDENCE };
}

/**
 * Levenshtein distance when it is at most `limit`, else limit + 1: only the diagonal band the
 * limit allows is filled, and the work stops as soon as a row is all over it. Fuzzy matching asks
 * this of every name of a similar length, so it must be cheap.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const over = limit + 1;
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current.fill(over);
    current[0] = i <= limit ? i : over;
    let best = current[0];
    for (let j = from; j <= to; j++) {
      const substitution = (previous[j - 1] ?? over) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(substitution, (previous[j] ?? over) + 1, (current[j - 1] ?? over) + 1);
      current[j] = Math.min(value, over);
      best = Math.min(best, current[j] ?? over);
    }
    if (best > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] ?? over, over);
}

/**
 * A matcher over a catalogue, its names normalised once: match() is then a few map lookups and,
 * when no name is in the line, one edit distance per name of similar length.
 */
export function prepareIngredientMatcher(
  catalogue: readonly SearchableIngredient[],
): IngredientMatcher {
  const entries = catalogue.flatMap((ingredient, order) => entriesOf(ingredient, order));
  const byKey = new Map<string, NameEntry[]>();
  const byFirstWord = new Map<string, NameEntry[]>();
  const byWord = new Map<string, NameEntry[]>();
  const add = (map: Map<string, NameEntry[]>, key: string, entry: NameEntry) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const entry of entries) {
    add(byKey, entry.key, entry);
    add(byFirstWord, entry.words[0] ?? '', entry);
    for (const word of new Set(entry.words)) add(byWord, word, entry);
  }

  const fuzzyEntries = entries.filter(
    (entry) => entry.key.length >= MATCH_CONFIDENCE.fuzzyMinLength,
  );

  /** Best first: more words, more letters, closer, higher rank, earlier in the catalogue. */
  const compare = (language: Language | undefined) => (a: Candidate, b: Candidate) =>
    b.entry.words.length - a.entry.words.length ||
    b.entry.letters - a.entry.letters ||
    b.similarity - a.similarity ||
    rankOf(b.entry, language) - rankOf(a.entry, language) ||
    a.entry.order - b.entry.order;

  /** Whether another ingredient ties with the best at the same words and rank. */
  const tied = (candidates: readonly Candidate[], language: Language | undefined) => {
    const [best] = candidates;
    if (!best) return false;
    const bestRank = rankOf(best.entry, language);
    return candidates.some(
      (other) =>
        other.entry.slug !== best.entry.slug &&
        other.start === best.start &&
        other.entry.key === best.entry.key &&
        rankOf(other.entry, language) === bestRank,
    );
  };

  /** Share of the line's letters the match covers, descriptive words aside. */
  const coverage = (words: readonly string[], best: Candidate) => {
    const end = best.start + best.entry.words.length;
    const covered = letterCount(words.slice(best.start, end));
    const others = words.filter(
      (word, at) => (at < best.start || at >= end) && !DESCRIPTIVE_WORDS.has(word),
    );
    return covered / (covered + letterCount(others));
  };

  const outside = (words: readonly string[], best: Candidate) =>
    words.filter((_, at) => at < best.start || at >= best.start + best.entry.words.length);

  const powders = new Set(
    entries
      .filter((entry) => entry.words.some((word) => POWDER_NAME_WORDS.has(word)))
      .map((entry) => entry.slug),
  );
  /** Whether a word of the line outside the matched name makes it another product. */
  const anotherProduct = (words: readonly string[], best: Candidate) =>
    outside(words, best).some(
      (word) =>
        OTHER_PRODUCT_WORDS.has(word) || (POWDER_WORDS.has(word) && !powders.has(best.entry.slug)),
    );

  function match(name: string, language?: Language): IngredientMatch | null {
    const words = matchWords(typeof name === 'string' ? name : '');
    if (!words.length) return null;

    const exact = (byKey.get(words.join(' ')) ?? []).map((entry) => ({
      entry,
      start: 0,
      similarity: 1,
    }));
    if (exact.length) {
      exact.sort(compare(language));
      const [best] = exact;
      if (best)
        return matchOf(
          best.entry.slug,
          tied(exact, language) ? MATCH_CONFIDENCE.ambiguous : MATCH_CONFIDENCE.exact,
        );
    }

    const contained: Candidate[] = [];
    words.forEach((word, start) => {
      for (const entry of byFirstWord.get(word) ?? [])
        if (entry.words.every((part, at) => words[start + at] === part))
          contained.push({ entry, start, similarity: 1 });
    });
    contained.sort(compare(language));
    const [best] = contained;
    if (best) {
      let confidence =
        MATCH_CONFIDENCE.containedMin +
        (MATCH_CONFIDENCE.containedMax - MATCH_CONFIDENCE.containedMin) * coverage(words, best);
      const end = best.start + best.entry.words.length;
      const elsewhere = contained.some(
        (other) =>
          other.entry.slug !== best.entry.slug &&
          (other.start >= end || other.start + other.entry.words.length <= best.start),
      );
      if (elsewhere || tied(contained, language))
        confidence = Math.min(confidence, MATCH_CONFIDENCE.ambiguous);
      if (anotherProduct(words, best)) confidence = Math.min(confidence, MATCH_CONFIDENCE.derived);
      return matchOf(best.entry.slug, confidence);
    }

    const within = withinName(words, language);
    if (within) return within;

    const fuzzy = words.length <= MATCH_CONFIDENCE.fuzzyMaxWords && fuzzyBest(words, language);
    if (!fuzzy) return null;
    const confidence =
      MATCH_CONFIDENCE.fuzzyMax * fuzzy.similarity * (0.5 + 0.5 * coverage(words, fuzzy));
    return matchOf(fuzzy.entry.slug, confidence);
  }

  /**
   * The line's words inside a longer name ("couscous" in "Couscous grains"): 0.6 + 0.3 × the
   * share of the name's letters they make, its descriptive words aside; flagged when another
   * ingredient's name holds them nearly as well ("beans": green, white or fava).
   */
  function withinName(
    words: readonly string[],
    language: Language | undefined,
  ): IngredientMatch | null {
    const lineLetters = letterCount(words);
    const shares = new Map<string, { share: number; entry: NameEntry }>();
    for (const entry of byWord.get(words[0] ?? '') ?? []) {
      const at = entry.words.findIndex((_, start) =>
        words.every((word, offset) => entry.words[start + offset] === word),
      );
      if (at < 0) continue;
      const rest = entry.words.filter(
        (word, index) => (index < at || index >= at + words.length) && !DESCRIPTIVE_WORDS.has(word),
      );
      const share = lineLetters / (lineLetters + letterCount(rest));
      const known = shares.get(entry.slug);
      if (
        !known ||
        share > known.share ||
        (share === known.share && rankOf(entry, language) > rankOf(known.entry, language))
      )
        shares.set(entry.slug, { share, entry });
    }
    const ranked = [...shares.values()].sort(
      (a, b) =>
        b.share - a.share ||
        rankOf(b.entry, language) - rankOf(a.entry, language) ||
        a.entry.order - b.entry.order,
    );
    const [best, second] = ranked;
    if (!best) return null;
    let confidence =
      MATCH_CONFIDENCE.containedMin +
      (MATCH_CONFIDENCE.containedMax - MATCH_CONFIDENCE.containedMin) * best.share;
    if (second && second.share >= best.share - MATCH_CONFIDENCE.withinMargin)
      confidence = Math.min(confidence, MATCH_CONFIDENCE.ambiguous);
    return matchOf(best.entry.slug, confidence);
  }

  /** The closest name to a run of the line's words, if close enough. */
  function fuzzyBest(words: readonly string[], language: Language | undefined): Candidate | null {
    let best: Candidate | null = null;
    const closer = compare(language);
    // each run of the line's words, joined once: runs[size - 1][start]
    const runs = words.map((_, index) =>
      words
        .slice(0, words.length - index)
        .map((_, start) => words.slice(start, start + index + 1).join(' ')),
    );
    for (const entry of fuzzyEntries) {
      const size = entry.words.length;
      for (const [start, run] of (runs[size - 1] ?? []).entries()) {
        if (run.length < MATCH_CONFIDENCE.fuzzyMinLength) continue;
        const longest = Math.max(run.length, entry.key.length);
        // the most edits that still leave the similarity at its minimum
        const limit = Math.floor(longest * (1 - MATCH_CONFIDENCE.fuzzyMinSimilarity) + 1e-9);
        const distance = boundedEditDistance(run, entry.key, limit);
        if (distance > limit) continue;
        const close = 1 - distance / longest;
        const candidate = { entry, start, similarity: close };
        if (
          !best ||
          close > best.similarity ||
          (close === best.similarity && closer(candidate, best) < 0)
        )
          best = candidate;
      }
    }
    return best;
  }

  return { match };
}

const matchers = new WeakMap<readonly SearchableIngredient[], IngredientMatcher>();

/**
 * The catalogue ingredient an imported line's name is, with a confidence (see LOW_CONFIDENCE);
 * null when none is close. Give a prepared matcher when matching many lines, or the catalogue
 * itself (its matcher is then kept for as long as the array lives).
 */
export function matchIngredient(
  name: string,
  catalogue: readonly SearchableIngredient[] | IngredientMatcher,
  language?: Language,
): IngredientMatch | null {
  if (!Array.isArray(catalogue)) return (catalogue as IngredientMatcher).match(name, language);
  const list = catalogue as readonly SearchableIngredient[];
  let matcher = matchers.get(list);
  if (!matcher) matchers.set(list, (matcher = prepareIngredientMatcher(list)));
  return matcher.match(name, language);
}
