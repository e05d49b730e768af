import type { Unit } from '../catalogue.ts';

/**
 * Unit words of ingredient lines in English, French and Arabic (with Darija), and the recipe
 * form's unit each one stands for (UNITS in catalogue.ts). Words the form has no unit for (a can,
 * a sprig, a dessert spoon) are still read as units, so that they leave the ingredient's name, with
 * `unit: null`. Units the form lacks but can express are converted: centilitres and decilitres to
 * millilitres exactly, ounces and pounds to grams and fluid ounces to millilitres, rounded to
 * whole grams and millilitres.
 */
export interface UnitWord {
  unit: Unit | null;
  /** The quantity in the form's unit is the written one times this. */
  factor?: number;
  /** Convert to whole numbers (ounces, pounds): 8 oz is 227 g, not 226.796 g. */
  roundConverted?: boolean;
  /** Anchored, case-insensitive; a match must end at a word's end. */
  pattern: RegExp;
  /** Arabic dual forms ("ملعقتين", "كأسين"), which count two when no number is written. */
  dual?: RegExp;
  /** A container or a part ("can", "sprig", "zeste"): only a unit after a number. */
  needsNumber?: boolean;
}

const word = (source: string) => new RegExp(`^(?:${source})(?![\\p{L}\\p{N}'’])`, 'iu');

// French and Arabic spoons, shared by teaspoons and tablespoons.
const FR_SPOON = String.raw`cuill?[eè]re?s?|cuill?er[ée]es?|cuil\.?|cuill\.?|c\.?`;
const FR_JOIN = String.raw`\s*-?\.?\s*[àa]\s*-?\.?\s*`;
const AR_SPOON = 'ملعق[ةه]|معلق[ةه]|ملاعق|معالق';
const AR_SPOONS_TWO = '(?:ملعقت|معلقت)(?:ان|ين)';
const AR_SMALL = 'صغير[ةه]|صغار|صغيرات';
const AR_SMALL_TWO = 'صغيرت(?:ان|ين)|صغار|صغير[ةه]';
const AR_LARGE = 'كبير[ةه]|كبار|كبيرات';
const AR_LARGE_TWO = 'كبيرت(?:ان|ين)|كبار|كبير[ةه]';
const AR_TEA_COFFEE = '(?:ال)?(?:قهو[ةه]|شاي)';
const AR_SOUP_FOOD = '(?:ال)?(?:طعام|أكل|اكل|حساء|شورب[ةه]|شرب[ةه])';

export const UNIT_WORDS: readonly UnitWord[] = [
  // mass
  {
    unit: 'g',
    pattern: word(
      String.raw`g\.?|gr\.?|grs\.?|gm\.?|gms\.?|grammes?|grams?|غرام(?:ات|ا)?|غ\.?|غم|جرام(?:ات)?|جم|ڭرام`,
    ),
  },
  {
    unit: 'kg',
    pattern: word(
      String.raw`kg\.?|kgs\.?|kilos?|kilogrammes?|kilograms?|كيلو(?:غرام|جرام)?(?:ات)?|كلغ|كغ|كغم|كجم`,
    ),
    dual: word('كيلوين|كيلوغرامين'),
  },
  {
    unit: 'g',
    factor: 28.349523125,
    roundConverted: true,
    pattern: word(String.raw`oz\.?|ounces?|onces?|أونصة|اونصة|أوقية|اوقية`),
  },
  {
    unit: 'g',
    factor: 453.59237,
    roundConverted: true,
    pattern: word(String.raw`lbs?\.?|pounds?|باوند|رطل`),
  },
  // volume
  {
    unit: 'ml',
    factor: 29.5735295625,
    roundConverted: true,
    pattern: word(String.raw`fl\.?\s*oz\.?|fluid\s+ounces?`),
  },
  {
    unit: 'ml',
    pattern: word(
      String.raw`ml\.?|mls\.?|millilitres?|milliliters?|مل|ملل|مليلتر|ميليلتر|ملليلتر|ملي`,
    ),
  },
  {
    unit: 'ml',
    factor: 10,
    pattern: word(String.raw`cl\.?|centilitres?|centiliters?|سل|سنتيلتر`),
  },
  {
    unit: 'ml',
    factor: 100,
    pattern: word(String.raw`dl\.?|d[ée]cilitres?|deciliters?|ديسيلتر`),
  },
  {
    unit: 'l',
    pattern: word(String.raw`l\.?|lt\.?|ltr\.?|litres?|liters?|لتر(?:ات|ا)?|ليتر(?:ات|و)?|ل`),
    dual: word('لترين|ليترين|لتران'),
  },
  // spoons
  {
    unit: 'tsp',
    pattern: word(
      String.raw`teaspoons?|tea\s+spoons?|tsps?\.?|tspn\.?` +
        String.raw`|(?:${FR_SPOON})${FR_JOIN}(?:caf[ée]|th[ée]|c\.?)|cc\.?|c\.\s?c\.?` +
        `|(?:${AR_SPOON})\\s+(?:${AR_SMALL}|${AR_TEA_COFFEE})|م\\.?\\s?ص\\.?`,
    ),
    dual: word(`${AR_SPOONS_TWO}\\s+(?:${AR_SMALL_TWO}|${AR_TEA_COFFEE})`),
  },
  {
    unit: 'tbsp',
    pattern: word(
      String.raw`tablespoons?|table\s+spoons?|tbsps?\.?|tbls?\.?|tbs\.?|tblsp\.?` +
        String.raw`|(?:${FR_SPOON})${FR_JOIN}(?:soupe|s\.?)|cs\.?|c\.\s?s\.?` +
        `|(?:${AR_SPOON})\\s+(?:${AR_LARGE}|${AR_SOUP_FOOD})|م\\.?\\s?ك\\.?`,
    ),
    dual: word(`${AR_SPOONS_TWO}\\s+(?:${AR_LARGE_TWO}|${AR_SOUP_FOOD})`),
  },
  {
    unit: null,
    pattern: word(
      String.raw`dessert\s*spoons?|dstspn\.?|(?:${FR_SPOON})${FR_JOIN}dessert|cuill?[eè]res?|cuill?er[ée]es?` +
        `|${AR_SPOON}`,
    ),
    dual: word(AR_SPOONS_TWO),
  },
  // cups and glasses: Moroccan recipes measure with a glass ("verre", "كأس")
  {
    unit: 'cup',
    pattern: word(String.raw`cups?|tasses?|verres?|mugs?|كأس|كاس|كؤوس|كاسات|كأسات|كوب|أكواب|اكواب`),
    dual: word('كأسين|كاسين|كأسان|كوبين|كوبان'),
  },
  {
    unit: null,
    pattern: word(
      String.raw`verres?\s+(?:[àa]\s+)?th[ée]|tasses?\s+[àa]\s+caf[ée]|(?:كأس|كاس)\s+(?:(?:د|ديال)\s+)?(?:ال)?(?:شاي|أتاي|اتاي)|فنجان|فناجين|فنجال`,
    ),
  },
  // counted
  {
    unit: 'pinch',
    pattern: word(
      String.raw`pinch(?:es)?|pinc[ée]es?|pointes?(?:\s+de\s+couteau)?|رش[ةه]|رشات|قرص[ةه]`,
    ),
    dual: word('رشتين|رشتان'),
  },
  {
    unit: 'bunch',
    pattern: word(String.raw`bunch(?:es)?|bottes?|bouquets?|حزم[ةه]|حزم|ربط[ةه]|باق[ةه]|ضم[ةه]`),
    dual: word('حزمتين|حزمتان|ربطتين|ضمتين'),
  },
  {
    unit: 'clove',
    pattern: word(String.raw`cloves?|gousses?|فص|فصوص|فصات`),
    dual: word('فصين|فصان'),
  },
  {
    unit: 'handful',
    pattern: word(String.raw`handfuls?|poign[ée]es?|حفن[ةه]|حفنات|قبض[ةه]`),
    dual: word('حفنتين|حفنتان'),
  },
  {
    unit: 'slice',
    pattern: word(String.raw`slices?|tranches?|rondelles?|شريح[ةه]|شرائح`),
    dual: word('شريحتين|شريحتان'),
  },
  {
    unit: 'piece',
    pattern: word(
      String.raw`pieces?|pi[èe]ces?|pcs?\.?|units?|unit[ée]s?|حب[ةه]|حبات|قطع[ةه]|قطع|وحد[ةه]|وحدات|طرف`,
    ),
    dual: word('حبتين|حبتان|قطعتين|قطعتان|طرفين'),
  },
  // units the form has no word for: read, so they leave the name, but kept as text only
  {
    unit: null,
    needsNumber: true,
    pattern: word(
      [
        String.raw`cans?|tins?|bo[iî]tes?|jars?|pots?|bocal|bocaux|bottles?|bouteilles?`,
        String.raw`packets?|packs?|packages?|paquets?|sachets?|envelopes?|bags?`,
        String.raw`sprigs?|brins?|branches?|stalks?|tiges?|sticks?|b[aâ]tons?|heads?|t[eê]tes?`,
        String.raw`drops?|gouttes?|dash(?:es)?|traits?|cubes?|knobs?|(?:noix|noisettes?)(?=\s+(?:de\s|d['’]))`,
        String.raw`fillets?|filets?|feuilles?|leaves|zestes?`,
        String.raw`علب[ةه]|علب|كيس|أكياس|اكياس|ظرف|أظرف|باكيت|غصن|أغصان|اغصان|قطر[ةه]|قطرات|مكعب|مكعبات|قرن|قرون`,
      ].join('|'),
    ),
    dual: word('علبتين|علبتان|كيسين|ظرفين|غصنين|مكعبين'),
  },
];

/** Arabic plurals: written without a number they say "some", not one. */
export const ARABIC_PLURAL_UNIT_WORDS = new Set([
  'ملاعق',
  'معالق',
  'كؤوس',
  'كاسات',
  'كأسات',
  'أكواب',
  'اكواب',
  'حبات',
  'فصوص',
  'فصات',
  'حزم',
  'رشات',
  'شرائح',
  'غرامات',
  'لترات',
  'قطع',
  'علب',
  'أكياس',
  'اكياس',
  'أغصان',
  'اغصان',
  'قطرات',
  'مكعبات',
  'حفنات',
  'وحدات',
]);

/** Size words before a unit ("1 heaped tsp", "une petite botte"): kept as a note. */
export const UNIT_SIZE_PATTERN =
  /^(?:heaped|heaping|level|rounded|scant|generous|good|large|small|big|full|petites?|grosses?|gros|bonnes?|grandes?|grand)\s+/iu;
/** Words after a unit ("1 c. à soupe rase", "كأس ممتلئ"): kept as a note. */
export const UNIT_AFTER_PATTERN =
  /^\s*(?:rases?|bomb[ée]es?|bien\s+pleines?|pleines?|heaped|heaping|level|rounded|ممتلئ[ةه]?|عامر[ةه]?|مقعر[ةه]?)(?![\p{L}\p{N}])/iu;

export interface UnitAt {
  word: UnitWord;
  /** The unit as written, e.g. "c. à soupe" or "cans". */
  text: string;
  length: number;
  /** An Arabic dual ("ملعقتين كبيرتين"): two when no number is written. */
  dual: boolean;
}

/** The longest unit word at the start of `text`, or null. */
export function readUnit(text: string): UnitAt | null {
  let best: UnitAt | null = null;
  for (const unitWord of UNIT_WORDS)
    for (const [pattern, dual] of [
      [unitWord.dual, true],
      [unitWord.pattern, false],
    ] as const) {
      const found = pattern?.exec(text);
      if (found && (!best || found[0].length > best.length))
        best = { word: unitWord, text: found[0].trim(), length: found[0].length, dual };
    }
  return best;
}
