/**
 * Which of a recipe's ingredient lines a step names (issue #43, cook mode): each step's screen
 * shows those lines with their scaled amounts; a step that names none keeps the whole list one tap
 * away.
 *
 * A step and the names are compared word by word after core's search folding (case, accents,
 * harakat, tatweel, hamza forms, ta marbuta, alef maqsura), so a name matches on word boundaries
 * only. Then:
 * - French and English words lose a plural ending ("tomatoes" → "tomato", "oignons" → "oignon");
 * - an Arabic word may carry the article and the prefixes و ف ب ك ل («والزنجبيل», «بالزيت»,
 *   «للدجاج»); an Arabic step is matched against the Arabic and the Darija names;
 * - a name is also found without its describing words, as steps say them: "Ground ginger" as
 *   "ginger", "Coriandre fraîche" as "coriandre", «الزيتون الأخضر» as «الزيتون»; a text in
 *   brackets is a name of its own ("Smen (aged salted butter)", "Mallow (khobiza)").
 * Where names overlap the longest wins: "olive oil" is the oil, not the olives. A full name beats
 * a shortened one ("lemons" is the Lemons line, not Preserved lemons, when a recipe has both); a
 * shortened name that lines share ("paprika" of sweet and hot paprika) is read as `shortenedLine`
 * says, or as none.
 *
 * Not understood: other words for an ingredient ("the herbs", "semoule" for couscous grains, "la
 * viande"), verbs ("salez"), Arabic broken plurals and singulars («بيضة» of «البيض»), and
 * coordinated describing words ("sweet and hot paprika" names the hot one only).
 */
import { normalizeSearchText } from '../search.ts';
import type { StepLanguage } from './step-durations.ts';

/** What cook mode needs of an ingredient line: RecipeIngredient fits. */
export interface StepIngredient {
  ingredient_slug: string;
  name_en: string;
  name_fr: string;
  name_ar: string;
  name_darija: string;
}

type Words = readonly string[];

/** A word of a step: what it may stand for, and whether it is a French or English plural. */
interface StepWord {
  readings: readonly string[];
  plural: boolean;
}

// ---------------------------------------------------------------------------------------------
// Words

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;
/** The English possessive: "Baker's yeast" is "baker yeast", not a word "s". */
const POSSESSIVE = /['’]s(?![\p{L}\p{N}])/gu;

/** Folded words of a text, as core's search compares them. */
function foldedWords(text: string): string[] {
  return normalizeSearchText(text).replace(POSSESSIVE, '').match(WORD_PATTERN) ?? [];
}

/** English plurals: "tomatoes", "cherries", "radishes", "olives"; "couscous" and "peas" hold. */
function englishStem(word: string): string {
  let stem = word;
  if (word.length > 3) {
    if (word.endsWith('ies')) stem = `${word.slice(0, -3)}i`;
    else if (/(?:oes|[cs]hes|xes|zes)$/.test(word)) stem = word.slice(0, -2);
    else if (/[^su]s$/.test(word)) stem = word.slice(0, -1);
  }
  // "cherry" and "cherries" both end as "cherri".
  return stem.endsWith('y') ? `${stem.slice(0, -1)}i` : stem;
}

/** French plurals in -s and -x: "oignons", "poireaux"; "pois" and "noix" lose theirs alike. */
function frenchStem(word: string): string {
  return word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

const ARABIC_ARTICLE = 'ال';
const ARABIC_CONJUNCTIONS = ['', 'و', 'ف'];
const ARABIC_PREPOSITIONS = ['', 'ب', 'ك', 'ل'];
/** Shorter than this, what is left after a prefix is no word («بل» is not ب + «ل»). */
const MIN_ARABIC_STEM = 2;

const withoutArticle = (word: string): string =>
  word.startsWith(ARABIC_ARTICLE) && word.length - ARABIC_ARTICLE.length >= MIN_ARABIC_STEM
    ? word.slice(ARABIC_ARTICLE.length)
    : word;

/**
 * What an Arabic word of a step may be once its prefixes are off: «وبالزيت» may be «زيت».
 * Every reading is kept, since a name may itself start with one of those letters («بصل», «لفت»).
 */
function arabicReadings(word: string): string[] {
  const readings = new Set([word]);
  for (const conjunction of ARABIC_CONJUNCTIONS)
    for (const preposition of ARABIC_PREPOSITIONS) {
      const prefix = conjunction + preposition;
      if (!word.startsWith(prefix)) continue;
      const rest = word.slice(prefix.length);
      if (rest.length < MIN_ARABIC_STEM) continue;
      readings.add(rest).add(withoutArticle(rest));
      // ل before the article drops its alef: «للدجاج» is ل + «الدجاج».
      if (preposition === 'ل' && rest.startsWith('ل')) readings.add(rest.slice(1));
    }
  return [...readings];
}

/** A word of a name, as the readings of step words are compared with it. */
function nameWord(word: string, lang: StepLanguage): string {
  if (lang === 'ar') return withoutArticle(word);
  return lang === 'fr' ? frenchStem(word) : englishStem(word);
}

/** "peppers" but not "pepper", "couscous" or "cherry"; Arabic words are never counted. */
function isPlural(word: string, lang: StepLanguage): boolean {
  return lang !== 'ar' && /[sx]$/.test(word) && nameWord(word, lang) !== word;
}

function stepWords(step: string, lang: StepLanguage): StepWord[] {
  return foldedWords(step).map((word) => ({
    readings: lang === 'ar' ? arabicReadings(word) : [nameWord(word, lang)],
    plural: isPlural(word, lang),
  }));
}

// ---------------------------------------------------------------------------------------------
// Names

/**
 * Words a step may leave out of a name: what describes the ingredient ("ground", "fraîche",
 * «المطحون») and the form it comes in ("seeds", "feuilles de", «بذور»). Written naturally here;
 * folded and stemmed like names before use.
 */
const LEFT_OUT: Record<StepLanguage, { describing: string; forms: string }> = {
  en: {
    describing:
      'ground fresh dried dry fine coarse sweet hot green black red white whole smoked grated ' +
      'desiccated powdered cracked preserved vegetable moroccan day old baker',
    forms: 'seeds leaves paste grains pastry sheets spice blend gum sausages',
  },
  fr: {
    describing:
      'moulu moulue frais fraîche sec sèche séché séchée fin fine doux douce fort forte vert ' +
      'verte noir noire rouge blanc blanche entier entière fumé fumée râpé râpée haché hachée ' +
      'concassé concassée cassé cassée complète confit confite végétal végétale marocain ' +
      'marocaine rassis boulangère',
    forms: 'graines feuilles pâte clous gomme mélange saucisses',
  },
  ar: {
    describing:
      'مطحون مطحونة ناعم ناعمة طازج طازجة أخضر خضراء خضرا خضر أسود سوداء كحل أحمر حمراء حمرا ' +
      'حلو حلوة حار حارة مجفف مجففة يابس يابسة أبيض بيضاء مبشور مبشورة مفروم مفرومة مجروش ' +
      'مجروشة خشن غليظة رقيق رقيقة كامل محكوك مغربي بائت بايت بلدي حر مصبر بالملح مرقد نباتي رومية',
    forms: 'بذور زريعة ورق رقائق',
  },
};

/** "de" and "d'" go with a French form word: "Graines de sésame" is said "sésame". */
const FRENCH_OF = new Set(['de', 'd']);

interface LeftOutWords {
  describing: ReadonlySet<string>;
  forms: ReadonlySet<string>;
}

const leftOutWords = new Map<StepLanguage, LeftOutWords>();

function leftOut(lang: StepLanguage): LeftOutWords {
  let words = leftOutWords.get(lang);
  if (!words) {
    const prepared = (text: string) =>
      new Set(foldedWords(text).map((word) => nameWord(word, lang)));
    words = {
      describing: prepared(LEFT_OUT[lang].describing),
      forms: prepared(LEFT_OUT[lang].forms),
    };
    leftOutWords.set(lang, words);
  }
  return words;
}

/** The positions of the words a step may leave out, in groups that go together. */
function optionalGroups(words: Words, lang: StepLanguage): number[][] {
  const { describing, forms } = leftOut(lang);
  const groups: number[][] = [];
  words.forEach((word, at) => {
    if (describing.has(word)) groups.push([at]);
    else if (forms.has(word))
      groups.push(lang === 'fr' && FRENCH_OF.has(words[at + 1] ?? '') ? [at, at + 1] : [at]);
  });
  return groups;
}

const BRACKETED = /\(([^)]*)\)/g;

/** A name and the name in its brackets: "Smen (aged salted butter)" is "smen" and the rest. */
function namesIn(name: string): string[] {
  const inside = [...name.matchAll(BRACKETED)].map((match) => match[1] ?? '');
  return [name.replace(BRACKETED, ' '), ...inside];
}

/** The name without any choice of the words a step may leave out, keeping one other word. */
function shortenings(words: Words, lang: StepLanguage): Words[] {
  const groups = optionalGroups(words, lang);
  if (groups.flat().length >= words.length) return [];
  const shortened: Words[] = [];
  // Every non-empty subset of the groups, as a bit mask.
  for (let mask = 1; mask < 1 << groups.length; mask++) {
    const skip = new Set(groups.filter((_, bit) => mask & (1 << bit)).flat());
    shortened.push(words.filter((_, at) => !skip.has(at)));
  }
  return shortened;
}

interface NameEntry {
  words: Words;
  /** Lines whose name this is, in full. */
  named: Set<number>;
  /** Lines whose name, shortened, this is, each with whether its name ends in a plural. */
  shortened: Map<number, boolean>;
}

/** Every name of the recipe's lines, by its first word; the longest first. */
type NameIndex = Map<string, NameEntry[]>;

function namesOfLine(ingredient: StepIngredient, lang: StepLanguage): string[] {
  if (lang === 'ar') return [ingredient.name_ar, ingredient.name_darija];
  return [lang === 'fr' ? ingredient.name_fr : ingredient.name_en];
}

function entryOf(entries: Map<string, NameEntry>, words: Words): NameEntry {
  const key = words.join(' ');
  let entry = entries.get(key);
  if (!entry) {
    entry = { words, named: new Set(), shortened: new Map() };
    entries.set(key, entry);
  }
  return entry;
}

function addNames(entries: Map<string, NameEntry>, name: string, line: number, lang: StepLanguage) {
  const folded = foldedWords(name);
  const words = folded.map((word) => nameWord(word, lang));
  const last = folded.at(-1);
  if (last === undefined) return;
  entryOf(entries, words).named.add(line);
  const plural = isPlural(last, lang);
  for (const shorter of shortenings(words, lang))
    entryOf(entries, shorter).shortened.set(line, plural);
}

function nameIndex(ingredients: readonly StepIngredient[], lang: StepLanguage): NameIndex {
  const entries = new Map<string, NameEntry>();
  ingredients.forEach((ingredient, line) => {
    for (const name of namesOfLine(ingredient, lang).flatMap(namesIn))
      addNames(entries, name, line, lang);
  });
  const index: NameIndex = new Map();
  for (const entry of entries.values()) {
    const first = entry.words[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

// ---------------------------------------------------------------------------------------------
// Matching

function matchesAt(step: readonly StepWord[], at: number, words: Words): boolean {
  return words.every((word, offset) => step[at + offset]?.readings.includes(word) === true);
}

/** The longest name the step says from word `at`; a full name before a shortened one. */
function longestNameAt(step: readonly StepWord[], at: number, index: NameIndex) {
  let best: NameEntry | undefined;
  for (const reading of step[at]?.readings ?? [])
    for (const entry of index.get(reading) ?? []) {
      if (best && entry.words.length < best.words.length) break;
      if (!matchesAt(step, at, entry.words)) continue;
      const better =
        !best ||
        entry.words.length > best.words.length ||
        (entry.named.size > 0 && best.named.size === 0);
      if (better) best = entry;
    }
  return best;
}

interface Said {
  entry: NameEntry;
  /** The step says it in the plural ("peppers"). */
  plural: boolean;
}

/** The names the step says, left to right, the longest at each word. */
function namesSaid(step: readonly StepWord[], index: NameIndex): Said[] {
  const said: Said[] = [];
  let at = 0;
  while (at < step.length) {
    const entry = longestNameAt(step, at, index);
    if (!entry) {
      at += 1;
      continue;
    }
    at += entry.words.length;
    said.push({ entry, plural: step[at - 1]?.plural ?? false });
  }
  return said;
}

/**
 * The line a shortened name stands for. When lines share it, the one this step does not name in
 * full ("the paprika, the hot paprika" is the sweet one), then the one whose name agrees in number
 * ("salt and pepper" is the black pepper, "the peppers" the green ones), then the one no step of
 * the recipe names in full (where "hot paprika" is said when meant, "paprika" is the sweet one);
 * else none: better no line than a wrong one, as the whole list is one tap away.
 */
function shortenedLine(
  { entry, plural }: Said,
  namedHere: ReadonlySet<number>,
  namedInRecipe: ReadonlySet<number>,
): number | undefined {
  const tests: ((line: number, isPlural: boolean) => boolean)[] = [
    (line) => !namedHere.has(line),
    (_, isPlural) => isPlural === plural,
    (line) => !namedInRecipe.has(line),
  ];
  let candidates = [...entry.shortened];
  for (const test of tests) {
    if (candidates.length <= 1) break;
    candidates = candidates.filter(([line, isPlural]) => test(line, isPlural));
  }
  return candidates.length === 1 ? candidates[0]?.[0] : undefined;
}

const namedLines = (said: readonly Said[]): Set<number> =>
  new Set(said.flatMap(({ entry }) => [...entry.named]));

function linesOf(said: readonly Said[], namedInRecipe: ReadonlySet<number>): number[] {
  const namedHere = namedLines(said);
  const lines = new Set(namedHere);
  for (const name of said) {
    if (name.entry.named.size > 0) continue;
    const line = shortenedLine(name, namedHere, namedInRecipe);
    if (line !== undefined) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * The indexes of the ingredient lines each step names, in recipe order, each once. The steps are
 * read together: a line one step names in full helps read a shortened name in another.
 */
export function stepsWithIngredients(
  steps: readonly string[],
  lang: StepLanguage,
  ingredients: readonly StepIngredient[],
): number[][] {
  const index = nameIndex(ingredients, lang);
  const said = steps.map((step) => namesSaid(stepWords(step, lang), index));
  const namedInRecipe = namedLines(said.flat());
  return said.map((names) => linesOf(names, namedInRecipe));
}

/** The indexes of the ingredient lines one step names, in recipe order, each once. */
export function ingredientsOfStep(
  step: string,
  lang: StepLanguage,
  ingredients: readonly StepIngredient[],
): number[] {
  return stepsWithIngredients([step], lang, ingredients)[0] ?? [];
}
