/**
 * The cooking durations written in a recipe step's text, in Arabic, French or English (issue #43),
 * so that cook mode can offer a timer for each, and highlight the phrase it came from.
 *
 * Matched:
 * - figures in ASCII, Arabic-Indic (٠–٩) or Extended Arabic-Indic (۰–۹) digits, with a decimal
 *   point, comma or Arabic decimal separator ("1,5 heure", "١٫٥ ساعة"), the fractions ½ ¼ ¾ ⅓ ⅔
 *   alone or after a whole number ("1 ½", "1½"), and "1/2", "1/4", "3/4";
 * - seconds, minutes and hours in their usual spellings and abbreviations, then compounds
 *   ("1 h 30", "1h30", "1 hour and 30 minutes", "ساعة و20 دقيقة") and parts of the unit
 *   ("an hour and a half", "deux heures et quart", "ساعة ونص", "ساعة إلا ربع");
 * - numbers in words where cooks write them ("ten minutes", "une demi-heure", "trois quarts
 *   d'heure", "une quinzaine de minutes", "خمس دقائق", Darija "خمسطاش دقيقة", "نص ساعة"); an
 *   Arabic singular or dual counts by itself ("ساعة" one hour, "دقيقتين" two minutes);
 * - ranges ("20-25 min", "de 20 à 25 minutes", "between 8 and 10 minutes", "من 20 إلى 25 دقيقة",
 *   "a minute or two"): the duration is the upper bound, `minSeconds` the lower.
 *
 * Deliberately not matched:
 * - vague amounts: "a few minutes", "quelques minutes", "بضع دقائق", a plural without a number;
 * - "a second", "une seconde" and a lone "ثانية": mostly ordinals ("une seconde fois", "مرة ثانية");
 * - an abbreviation after a number word: "un endroit sec" is dry, not one second;
 * - "m" for minutes unless glued to its figures ("20m"): "20 m" reads as metres;
 * - figures alone after "or" ("5 minutes or 10"): only a number word ("a minute or two") is read as
 *   the upper bound there, figures too often start something else;
 * - "a/b" other than 1/2, 1/4 and 3/4 is a range, not a fraction: "20/25 min", "2/3 min".
 *
 * The span leaves out what only introduces a duration ("pendant", "لمدة", "about") and the
 * prefix و, ف, ب or ل of an Arabic word («بساعة» → «ساعة»), but keeps the "de", "entre",
 * "between", "from", "من" or "بين" that opens a range. The text is matched as written, never
 * normalised, so the offsets hold; Arabic patterns allow harakat and tatweel between letters.
 * Known misreadings: "minute" as an adjective, «دقيقة» meaning fine ("شرائح دقيقة"), and a clock
 * time ("à 10 h") count as durations.
 */

export type StepLanguage = 'ar' | 'fr' | 'en';

export interface StepDuration {
  /** Seconds; for a range ("20 to 25 minutes") the upper bound — a timer should not ring early. */
  seconds: number;
  /** Lower bound of a range in seconds (equal to `seconds` when not a range). */
  minSeconds: number;
  /** Where the phrase is in the text: [start, end) UTF-16 offsets, so the UI can highlight it. */
  start: number;
  end: number;
  /** The phrase as written (text.slice(start, end)). */
  text: string;
}

type TimeUnit = 'hour' | 'minute' | 'second';

const SECONDS_IN: Record<TimeUnit, number> = { hour: 3600, minute: 60, second: 1 };

interface UnitWord {
  pattern: RegExp;
  unit: TimeUnit;
  /** Takes a number before it; Arabic duals ("ساعتين") do not. */
  counted: boolean;
  /** The count the word says by itself: Arabic "ساعة" is one hour, "ساعتين" two. */
  alone?: number;
  /** Singular: may follow "a", "une" or a part ("half an hour", "نصف ساعة"). */
  singular?: boolean;
  /** Never after the article ("a second egg", "une seconde fois"). */
  noArticle?: boolean;
  /** An abbreviation, after figures only: "20 min" but not "un sec". */
  figuresOnly?: boolean;
  /** Right against its figures: "20m". */
  gluedOnly?: boolean;
}

interface Valued {
  pattern: RegExp;
  value: number;
}

interface NumberWord extends Valued {
  /** "a", "an", "un", "une": one, but only before a singular unit. */
  article?: boolean;
}

/** What joins a smaller measure to a larger one: "and", "et", "و" add; "moins", "إلا" take away. */
interface Joiner {
  pattern: RegExp;
  sign: 1 | -1;
}

interface Separator {
  pattern: RegExp;
  /** "or": the upper bound may be a number word alone ("a minute or two"). */
  or?: boolean;
}

interface RangeForm {
  /** "de", "entre", "between", "من"…; null for a range without one ("20-25 min"). */
  opener: RegExp | null;
  separators: readonly Separator[];
}

interface Grammar {
  units: readonly UnitWord[];
  numbers: readonly NumberWord[];
  /** Parts of a unit written before it: "half an", "demi", "نصف". */
  parts: readonly Valued[];
  /** Between a part and its unit: "half-hour", "quart d'heure", "ربع الساعة". */
  partGlue: RegExp;
  /** Between a count and its unit: "20-minute", "3/4 d'heure". */
  countGlue: RegExp;
  /** "one and a half hours". */
  halfAfterCount?: RegExp;
  /** Arabic says the units before the tens: "خمسة وعشرين". */
  tensJoiner?: RegExp;
  /** "ساعة واحدة". */
  oneAfter?: RegExp;
  /** Parts of the unit after it: "and a half", "et quart", "ونص", "إلا ربع". */
  extras: readonly Valued[];
  joiners: readonly Joiner[];
  /** "1 h 30": two figures after hours or minutes count in the next unit down. */
  trailingFigures: boolean;
  ranges: readonly RangeForm[];
}

// ---------------------------------------------------------------------------------------------
// Patterns

/** Spaces within a line; `\s` already counts the no-break spaces U+00A0 and U+202F. */
const SPACE = '[^\\S\\r\\n]';
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
/** Harakat, Quranic marks and tatweel, which may follow any Arabic letter. */
const ARABIC_MARKS = '[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u0640]*';
/** Letters written one for another in everyday Arabic: "ساعه", "الى", "او". */
const ARABIC_SPELLINGS: Partial<Record<string, string>> = {
  ا: '[اأإآ]',
  أ: '[أاإ]',
  إ: '[إاأ]',
  ة: '[ةه]',
  ى: '[ىي]',
  ي: '[يى]',
};
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;

function expand(char: string): string {
  if (char === ' ') return `${SPACE}+`;
  if (char === '~') return `${SPACE}*`;
  // A group, so that a following `?` makes the letter optional, not its marks lazy.
  if (ARABIC_LETTER.test(char)) return `(?:${ARABIC_SPELLINGS[char] ?? char}${ARABIC_MARKS})`;
  return char;
}

/**
 * A sticky, case-insensitive pattern from a readable source: a space stands for one or more
 * spaces on the line, `~` for any number of them, and an Arabic letter for its spellings with
 * optional marks.
 */
function compile(source: string): RegExp {
  let expanded = '';
  for (const char of source) expanded += expand(char);
  return new RegExp(expanded, 'iuy');
}

/** A pattern that ends where a word does. */
const word = (source: string): RegExp => compile(`(?:${source})(?!\\p{L})`);

const valued = (source: string, value: number): Valued => ({ pattern: word(source), value });

const numberWords = (table: Record<string, number>): NumberWord[] =>
  Object.entries(table).map(([source, value]) => valued(source, value));

const article = (source: string): NumberWord => ({ ...valued(source, 1), article: true });

const unit = (
  timeUnit: TimeUnit,
  source: string,
  options: Omit<Partial<UnitWord>, 'pattern' | 'unit'> = {},
): UnitWord => ({ pattern: word(source), unit: timeUnit, counted: true, ...options });

const separator = (source: string, or = false): Separator => ({ pattern: compile(source), or });

const GLYPHS_AFTER = [valued('~½', 1 / 2), valued('~¼', 1 / 4), valued('~¾', 3 / 4)];
const DASHES = '~(?:-|–|—)~';

// ---------------------------------------------------------------------------------------------
// Grammars

const ENGLISH: Grammar = {
  units: [
    unit('hour', 'hour', { singular: true }),
    unit('hour', 'hours'),
    unit('hour', 'hrs?|h', { figuresOnly: true }),
    unit('minute', 'minute', { singular: true }),
    unit('minute', 'minutes|mins?'),
    unit('minute', 'mn', { figuresOnly: true }),
    unit('minute', 'm', { figuresOnly: true, gluedOnly: true }),
    unit('second', 'second', { singular: true, noArticle: true }),
    unit('second', 'seconds'),
    unit('second', 'secs?|s', { figuresOnly: true }),
  ],
  numbers: [
    article('an?(?: good)?'),
    ...numberWords({
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      fifteen: 15,
      twenty: 20,
      'twenty(?:-| )five': 25,
      thirty: 30,
      forty: 40,
      'forty(?:-| )five': 45,
      fifty: 50,
      sixty: 60,
      ninety: 90,
      'a couple of': 2,
    }),
  ],
  parts: [
    valued('(?:(?:a|one) )?half(?: an?)?', 1 / 2),
    valued('(?:(?:a|one) )?quarter(?: of)?(?: an?)?', 1 / 4),
    valued('three(?:-| )quarters?(?: of)?(?: an?)?', 3 / 4),
  ],
  partGlue: compile('~-?~'),
  countGlue: compile('~-?~'),
  halfAfterCount: word(' and a half'),
  extras: [valued(' and a half', 1 / 2), valued(' and a quarter', 1 / 4), ...GLYPHS_AFTER],
  joiners: [{ pattern: compile('~(?:and )?'), sign: 1 }],
  trailingFigures: true,
  ranges: [
    { opener: compile('from '), separators: [separator(' to '), separator(DASHES)] },
    { opener: compile('between '), separators: [separator(' and '), separator(DASHES)] },
    {
      opener: null,
      separators: [separator(' to '), separator(DASHES), separator(' or ', true), separator('/')],
    },
  ],
};

const FRENCH: Grammar = {
  units: [
    unit('hour', 'heure', { singular: true }),
    unit('hour', 'heures'),
    unit('hour', 'h', { figuresOnly: true }),
    unit('minute', 'minute', { singular: true }),
    unit('minute', 'minutes|min'),
    unit('minute', 'mn', { figuresOnly: true }),
    unit('second', 'seconde', { singular: true, noArticle: true }),
    unit('second', 'secondes'),
    unit('second', 'sec|s', { figuresOnly: true }),
  ],
  numbers: [
    article('une?(?: bonne?)?'),
    ...numberWords({
      deux: 2,
      trois: 3,
      quatre: 4,
      cinq: 5,
      six: 6,
      sept: 7,
      huit: 8,
      neuf: 9,
      dix: 10,
      onze: 11,
      douze: 12,
      quinze: 15,
      vingt: 20,
      'vingt(?:-| )cinq': 25,
      trente: 30,
      'trente(?:-| )cinq': 35,
      quarante: 40,
      'quarante(?:-| )cinq': 45,
      cinquante: 50,
      soixante: 60,
      'quatre(?:-| )vingt(?:-| )dix': 90,
      // "une quinzaine de minutes" is how French recipes say about fifteen minutes.
      'une (?:bonne )?dizaine de': 10,
      'une (?:bonne )?quinzaine de': 15,
      'une (?:bonne )?vingtaine de': 20,
      'une (?:bonne )?trentaine de': 30,
      'une (?:bonne )?quarantaine de': 40,
      'une (?:bonne )?cinquantaine de': 50,
      'une (?:bonne )?soixantaine de': 60,
    }),
  ],
  parts: [
    valued('(?:une? (?:bonne? )?)?demi', 1 / 2),
    valued('(?:un (?:bon )?)?quart', 1 / 4),
    valued('trois(?:-| )quarts?', 3 / 4),
  ],
  partGlue: compile("~(?:-|d['’])?~"),
  countGlue: compile("~(?:-|d['’])?~"),
  extras: [
    valued(' et demie?', 1 / 2),
    valued(' et (?:un )?quart', 1 / 4),
    valued(' moins (?:le |un )?quart', -1 / 4),
    ...GLYPHS_AFTER,
  ],
  joiners: [
    { pattern: compile('~(?:et )?'), sign: 1 },
    { pattern: compile(' moins '), sign: -1 },
  ],
  trailingFigures: true,
  ranges: [
    { opener: compile('de '), separators: [separator(' (?:à|a) '), separator(DASHES)] },
    { opener: compile('entre '), separators: [separator(' et '), separator(DASHES)] },
    {
      opener: null,
      separators: [
        separator(' (?:à|a) '),
        separator(DASHES),
        separator(' ou ', true),
        separator('/'),
      ],
    },
  ],
};

/** Three to nine as a count, in MSA and Darija spellings; "تلت" is also a third (see parts). */
const ARABIC_THREE_TO_NINE: Record<number, string> = {
  3: 'ثلاث|ثلاثة|تلات|تلاتة|تلت',
  4: 'أربع|أربعة|ربعة',
  5: 'خمس|خمسة',
  6: 'ست|ستة',
  7: 'سبع|سبعة',
  8: 'ثمان|ثماني|ثمانية|تمنية',
  9: 'تسع|تسعة',
};

/** Darija teens, 13 to 19, as Moroccan cooks write them. */
const DARIJA_TEENS = ['تلطاش', 'ربعطاش', 'خمسطاش', 'سطاش', 'سبعطاش', 'تمنطاش', 'تسعطاش'];

function arabicNumberWords(): NumberWord[] {
  const table: Record<string, number> = {
    'واحد|واحدة': 1,
    'اثنين|اثنتين|اثنان|اثنتان|جوج': 2,
    'عشر|عشرة': 10,
    'أحد عشر|إحدى عشرة|حضاش': 11,
    'اثنا عشر|اثني عشر|اثنتا عشرة|اثنتي عشرة|طناش': 12,
    'عشرين|عشرون': 20,
    'ثلاثين|ثلاثون|تلاتين': 30,
    'أربعين|أربعون|ربعين': 40,
    'خمسين|خمسون': 50,
    'ستين|ستون': 60,
    'تسعين|تسعون': 90,
  };
  DARIJA_TEENS.forEach((teen, index) => (table[teen] = 13 + index));
  for (const [value, forms] of Object.entries(ARABIC_THREE_TO_NINE)) {
    table[forms] = Number(value);
    table[`(?:${forms}) عشرة?`] = 10 + Number(value);
  }
  return numberWords(table);
}

/** Darija's "of the" before a plural: "عشرة د الدقايق", "خمسة ديال الدقايق". */
const OF_THE = '(?:(?:د|ديال)~ال)?';

const ARABIC: Grammar = {
  units: [
    unit('hour', 'ساعة', { alone: 1, singular: true }),
    unit('hour', 'ساعتين|ساعتان', { alone: 2, counted: false }),
    unit('hour', `${OF_THE}(?:ساعات|سوايع)`),
    unit('hour', 'س(?!~ال)', { figuresOnly: true }),
    unit('minute', 'دقيقة', { alone: 1, singular: true }),
    unit('minute', 'دقيقتين|دقيقتان', { alone: 2, counted: false }),
    unit('minute', `${OF_THE}(?:دقائق|دقايق)`),
    unit('minute', 'د(?!~ال)', { figuresOnly: true }),
    unit('second', 'ثانية', { singular: true }),
    unit('second', 'ثانيتين|ثانيتان', { alone: 2, counted: false }),
    unit('second', `${OF_THE}(?:ثواني|ثوان)`),
  ],
  numbers: arabicNumberWords(),
  parts: [
    valued('نصف|نص', 1 / 2),
    valued('ربع', 1 / 4),
    valued('ثلث|تلت', 1 / 3),
    valued('(?:ثلاثة|ثلاث|تلت) (?:أرباع|رباع)', 3 / 4),
  ],
  partGlue: compile('~(?:ال)?'),
  countGlue: compile('~'),
  tensJoiner: compile('~و~'),
  oneAfter: word(' واحدة?'),
  extras: [
    valued('~و~(?:نصف|نص)', 1 / 2),
    valued('~و~ربع', 1 / 4),
    valued('~و~(?:ثلث|تلت)', 1 / 3),
    valued('~(?:إلا|غير)~ربع', -1 / 4),
    valued('~(?:إلا|غير)~(?:ثلث|تلت)', -1 / 3),
    ...GLYPHS_AFTER,
  ],
  joiners: [
    { pattern: compile('~و~'), sign: 1 },
    { pattern: compile('~(?:إلا|غير)~'), sign: -1 },
  ],
  trailingFigures: false,
  ranges: [
    {
      opener: compile('من '),
      separators: [separator(' (?:إلى|حتى) '), separator(' ل~'), separator(DASHES)],
    },
    { opener: compile('بين '), separators: [separator(' و~'), separator(DASHES)] },
    {
      opener: null,
      separators: [
        separator(' (?:إلى|حتى) '),
        separator(DASHES),
        separator(' (?:أو|ولا) ', true),
        separator('/'),
      ],
    },
  ],
};

const GRAMMARS: Record<StepLanguage, Grammar> = { ar: ARABIC, fr: FRENCH, en: ENGLISH };

// ---------------------------------------------------------------------------------------------
// Reading

interface Read<T> {
  item: T;
  end: number;
}

/** Where `pattern` ends when it matches at `at`, or null. */
function endOf(pattern: RegExp, text: string, at: number): number | null {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : null;
}

/** The item whose pattern reads the most text at `at`. */
function longest<T extends { pattern: RegExp }>(
  items: readonly T[],
  text: string,
  at: number,
  fits: (item: T) => boolean = () => true,
): Read<T> | null {
  let best: Read<T> | null = null;
  for (const item of items) {
    if (!fits(item)) continue;
    const end = endOf(item.pattern, text, at);
    if (end !== null && end > at && (!best || end > best.end)) best = { item, end };
  }
  return best;
}

// Figures

const WHOLE = compile(`${DIGIT}+(?:[.,٫]${DIGIT}+)?`);
const GAP = compile('~');
const FRACTION_GLYPHS: Partial<Record<string, number>> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};
const SLASHED_FRACTION = compile(`([13])/([24])(?!${DIGIT})`);

/** "42", "٤٢", "۴۲", "1,5", "١٫٥" as a number. */
function figuresValue(written: string): number {
  // ٠ (U+0660) and ۰ (U+06F0) both end in hex 0, so a digit's code modulo 16 is its value.
  const western = written.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (digit) =>
    String(digit.charCodeAt(0) % 16),
  );
  return Number(western.replace(/[,٫]/u, '.'));
}

/** "½", "¼", "1/2", "3/4" (not "3/2", and "2/3" is a range: "2/3 min"). */
function fractionAt(text: string, at: number): Read<number> | null {
  const glyph = FRACTION_GLYPHS[text[at] ?? ''];
  if (glyph !== undefined) return { item: glyph, end: at + 1 };
  SLASHED_FRACTION.lastIndex = at;
  const slashed = SLASHED_FRACTION.exec(text);
  if (!slashed) return null;
  const value = Number(slashed[1]) / Number(slashed[2]);
  return value < 1 ? { item: value, end: SLASHED_FRACTION.lastIndex } : null;
}

/** A number in figures: "20", "1,5", "½", "1 ½", "1½", "1 1/2". */
function figuresAt(text: string, at: number): Read<number> | null {
  const alone = fractionAt(text, at);
  if (alone) return alone;
  const end = endOf(WHOLE, text, at);
  if (end === null) return null;
  const whole = figuresValue(text.slice(at, end));
  const fraction = Number.isInteger(whole) ? fractionAt(text, endOf(GAP, text, end) ?? end) : null;
  return fraction ? { item: whole + fraction.item, end: fraction.end } : { item: whole, end };
}

// Counts

interface Count {
  value: number;
  end: number;
  figures: boolean;
  article: boolean;
}

function withTens(text: string, count: Count, grammar: Grammar): Count {
  if (!grammar.tensJoiner || count.value >= 10) return count;
  const tensAt = endOf(grammar.tensJoiner, text, count.end);
  if (tensAt === null) return count;
  const tens = longest(grammar.numbers, text, tensAt, (n) => n.value >= 20 && n.value % 10 === 0);
  return tens ? { ...count, value: count.value + tens.item.value, end: tens.end } : count;
}

function withHalf(text: string, count: Count, grammar: Grammar): Count {
  if (!grammar.halfAfterCount || !Number.isInteger(count.value)) return count;
  const end = endOf(grammar.halfAfterCount, text, count.end);
  return end === null ? count : { ...count, value: count.value + 1 / 2, end };
}

function wordCountAt(text: string, at: number, grammar: Grammar): Count | null {
  const number = longest(grammar.numbers, text, at);
  if (!number) return null;
  const { value, article = false } = number.item;
  return withTens(text, { value, end: number.end, figures: false, article }, grammar);
}

/** How many of a unit: "20", "1 ½", "ten", "a", "خمسة وعشرين", "two and a half". */
function countAt(text: string, at: number, grammar: Grammar): Count | null {
  const figures = figuresAt(text, at);
  const count = figures
    ? { value: figures.item, end: figures.end, figures: true, article: false }
    : wordCountAt(text, at, grammar);
  return count && withHalf(text, count, grammar);
}

// Measures

/** A duration with no range; `unitSeconds` is the size of the unit it starts with. */
interface Measure {
  seconds: number;
  end: number;
  unitSeconds: number;
}

function measured(count: number, unitWord: UnitWord, end: number): Measure {
  const unitSeconds = SECONDS_IN[unitWord.unit];
  return { seconds: count * unitSeconds, end, unitSeconds };
}

/** "half an hour", "une demi-heure", "un quart d'heure", "ربع ساعة". */
function partAt(text: string, at: number, grammar: Grammar): Measure | null {
  const part = longest(grammar.parts, text, at);
  if (!part) return null;
  const unitAt = endOf(grammar.partGlue, text, part.end) ?? part.end;
  const unitWord = longest(grammar.units, text, unitAt, (u) => u.singular === true);
  return unitWord && measured(part.item.value, unitWord.item, unitWord.end);
}

function takesCount(unitWord: UnitWord, count: Count, glued: boolean): boolean {
  if (!unitWord.counted) return false;
  if (unitWord.figuresOnly && !count.figures) return false;
  if (unitWord.gluedOnly && !glued) return false;
  return !count.article || (unitWord.singular === true && !unitWord.noArticle);
}

/** "20 minutes", "1h", "an hour", "خمس دقائق". */
function countedAt(text: string, at: number, grammar: Grammar): Measure | null {
  const count = countAt(text, at, grammar);
  if (!count) return null;
  const unitAt = endOf(grammar.countGlue, text, count.end) ?? count.end;
  const glued = unitAt === count.end;
  const unitWord = longest(grammar.units, text, unitAt, (u) => takesCount(u, count, glued));
  return unitWord && measured(count.value, unitWord.item, unitWord.end);
}

/** An Arabic unit that counts by itself: "ساعة", "ساعة واحدة", "دقيقتين". */
function aloneAt(text: string, at: number, grammar: Grammar): Measure | null {
  const unitWord = longest(grammar.units, text, at, (u) => u.alone !== undefined);
  if (!unitWord) return null;
  const alone = unitWord.item.alone ?? 1;
  const one = alone === 1 && grammar.oneAfter ? endOf(grammar.oneAfter, text, unitWord.end) : null;
  return measured(alone, unitWord.item, one ?? unitWord.end);
}

/** A smaller measure added or taken away: "1 h 30 min", "ساعة و20 دقيقة", "ساعة إلا 10 دقائق". */
function compoundAfter(text: string, head: Measure, grammar: Grammar): Measure | null {
  for (const joiner of grammar.joiners) {
    const restAt = endOf(joiner.pattern, text, head.end);
    const rest = restAt === null ? null : measureAt(text, restAt, grammar);
    if (rest && rest.seconds < head.unitSeconds)
      return { ...head, seconds: head.seconds + joiner.sign * rest.seconds, end: rest.end };
  }
  return null;
}

/** A part of the unit after it: "an hour and a half", "ساعة إلا ربع", "1 heure ½". */
function extraAfter(text: string, head: Measure, grammar: Grammar): Measure | null {
  const extra = longest(grammar.extras, text, head.end);
  if (!extra) return null;
  return { ...head, seconds: head.seconds + extra.item.value * head.unitSeconds, end: extra.end };
}

/** Two figures, then no digit, degree, percent or weight or volume unit ("1 h 30", not "1 h 30 g"). */
const TRAILING_FIGURES = compile(
  `~(${DIGIT}{2})(?!${DIGIT}|[.,٫]${DIGIT}|~[°%]|~(?:[kmcd]?[gl]|cm|mm)(?!\\p{L}))`,
);

/** "1 h 30", "1h05", "2 min 30": bare figures after hours or minutes, in the next unit down. */
function figuresAfter(text: string, head: Measure, grammar: Grammar): Measure | null {
  if (!grammar.trailingFigures || head.unitSeconds === 1) return null;
  TRAILING_FIGURES.lastIndex = head.end;
  const figures = TRAILING_FIGURES.exec(text)?.[1];
  const value = figures === undefined ? null : figuresValue(figures);
  if (value === null || value >= 60) return null;
  const seconds = head.seconds + (value * head.unitSeconds) / 60;
  return { ...head, seconds, end: TRAILING_FIGURES.lastIndex };
}

function measureAt(text: string, at: number, grammar: Grammar): Measure | null {
  const head =
    partAt(text, at, grammar) ?? countedAt(text, at, grammar) ?? aloneAt(text, at, grammar);
  if (!head) return null;
  return (
    compoundAfter(text, head, grammar) ??
    extraAfter(text, head, grammar) ??
    figuresAfter(text, head, grammar) ??
    head
  );
}

// Ranges

interface Found {
  seconds: number;
  minSeconds: number;
  end: number;
}

/** "a minute or two", "une heure ou deux", "دقيقة ولا جوج": a number word in the lower bound's unit. */
function wordUpperAt(text: string, at: number, low: Measure, grammar: Grammar): Measure | null {
  const number = longest(grammar.numbers, text, at, (n) => !n.article);
  if (!number) return null;
  return { ...low, seconds: number.item.value * low.unitSeconds, end: number.end };
}

/**
 * Both bounds after the opener: the lower one a measure ("20 minutes to 1 hour") or a number in
 * the upper one's unit ("20 to 25 minutes").
 */
function boundsAt(
  text: string,
  from: number,
  separators: readonly Separator[],
  grammar: Grammar,
): Found | null {
  const lowMeasure = measureAt(text, from, grammar);
  const lowCount = lowMeasure ? null : countAt(text, from, grammar);
  const lowEnd = lowMeasure?.end ?? lowCount?.end;
  if (lowEnd === undefined || lowCount?.article) return null;
  for (const { pattern, or } of separators) {
    const highAt = endOf(pattern, text, lowEnd);
    if (highAt === null) continue;
    const high =
      measureAt(text, highAt, grammar) ??
      (or && lowMeasure ? wordUpperAt(text, highAt, lowMeasure, grammar) : null);
    if (!high) continue;
    const low = lowMeasure ? lowMeasure.seconds : (lowCount?.value ?? 0) * high.unitSeconds;
    if (high.seconds > low) return { seconds: high.seconds, minSeconds: low, end: high.end };
  }
  return null;
}

function rangeAt(text: string, at: number, grammar: Grammar): Found | null {
  for (const { opener, separators } of grammar.ranges) {
    const from = opener ? endOf(opener, text, at) : at;
    const found = from === null ? null : boundsAt(text, from, separators, grammar);
    if (found) return found;
  }
  return null;
}

function durationAt(text: string, at: number, grammar: Grammar): Found | null {
  const range = rangeAt(text, at, grammar);
  if (range) return range;
  const measure = measureAt(text, at, grammar);
  return measure && { seconds: measure.seconds, minSeconds: measure.seconds, end: measure.end };
}

// Scanning

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
/** Right after و, ف, ب or ل (or و/ف then ب/ل) at the start of an Arabic word: «وساعة», «لمدة». */
const AFTER_ARABIC_PREFIX = /(?<=(?<![\p{L}\p{N}\p{M}])(?:(?:[وف]\p{M}*)?[بل]|[وف])\p{M}*)/uy;

function startsWord(text: string, at: number, language: StepLanguage): boolean {
  if (!WORD_CHARACTER.test(text[at] ?? ' ')) return false;
  const before = text[at - 1];
  if (before === undefined || !WORD_CHARACTER.test(before)) return true;
  return language === 'ar' && endOf(AFTER_ARABIC_PREFIX, text, at) !== null;
}

/** Every duration written in `text`, in order of appearance, non-overlapping. */
export function durationsIn(text: string, lang: StepLanguage): StepDuration[] {
  const grammar = GRAMMARS[lang];
  const durations: StepDuration[] = [];
  let at = 0;
  while (at < text.length) {
    const found = startsWord(text, at, lang) ? durationAt(text, at, grammar) : null;
    if (found && found.seconds > 0) {
      const [seconds, minSeconds] = [Math.round(found.seconds), Math.round(found.minSeconds)];
      durations.push({
        seconds,
        minSeconds,
        start: at,
        end: found.end,
        text: text.slice(at, found.end),
      });
      at = found.end;
    } else at += 1;
  }
  return durations;
}
