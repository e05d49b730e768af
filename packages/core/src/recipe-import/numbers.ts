/**
 * Numbers as recipe pages write them: "1,5" and "1.5", "1/2", "1 1/2", "1-1/2", "½", "1½",
 * Arabic-Indic digits, and ranges "2-3", "2 à 3", "2 to 3", "٢ إلى ٣". Shared by the ingredient
 * line parser and the servings reader.
 */

/** Unicode vulgar fractions and their values. */
export const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};
const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');

const DIGIT_FOLDS: Record<string, string> = {
  '٫': '.', // Arabic decimal separator
  '٬': '', // Arabic thousands separator
  '⁄': '/', // fraction slash
  '∕': '/', // division slash
};
for (let digit = 0; digit <= 9; digit++) {
  DIGIT_FOLDS[String.fromCharCode(0x0660 + digit)] = String(digit); // Arabic-Indic ٠…٩
  DIGIT_FOLDS[String.fromCharCode(0x06f0 + digit)] = String(digit); // Persian ۰…۹
}
const DIGIT_FOLD_PATTERN = new RegExp(`[${Object.keys(DIGIT_FOLDS).join('')}]`, 'g');

/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal mark and fraction slashes too. */
export function foldDigits(text: string): string {
  return text.replace(DIGIT_FOLD_PATTERN, (char) => DIGIT_FOLDS[char] ?? char);
}

/**
 * One number, anchored at the start. Alternatives, longest first: thousands in groups of three
 * ("1 000", French style), a mixed number ("1 1/2", "1-1/2", "1½", "1 ½"), a fraction ("1/2"), a
 * vulgar fraction alone, then an integer or decimal with a point or a comma ("1.5", "1,5", ".5").
 */
const NUMBER_PATTERN = new RegExp(
  '^(?:' +
    [
      '(?<thousands>\\d{1,3}(?:[ \\u00A0\\u202F]\\d{3})+)(?![.,]?\\d)',
      '(?<mixedWhole>\\d+)(?:\\s+|-)(?<mixedTop>\\d+)\\s*\\/\\s*(?<mixedBottom>\\d+)',
      `(?<vulgarWhole>\\d+)\\s*(?<vulgarPart>[${VULGAR}])`,
      '(?<top>\\d+)\\s*\\/\\s*(?<bottom>\\d+)',
      `(?<vulgar>[${VULGAR}])`,
      '(?<plain>\\d*[.,]\\d+|\\d+)',
    ].join('|') +
    ')(?![\\d/])',
);

/** Three decimals are plenty for a recipe and keep 1/3 + 1/3 from printing 0.6666666666666666. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

function numberOf(groups: Record<string, string | undefined>): number | null {
  const { thousands, mixedWhole, mixedTop, mixedBottom, vulgarWhole, vulgarPart } = groups;
  const { top, bottom, vulgar, plain } = groups;
  if (thousands !== undefined) return Number(thousands.replace(/\D/g, ''));
  if (mixedWhole !== undefined && mixedTop !== undefined && mixedBottom !== undefined) {
    const below = Number(mixedBottom);
    return below === 0 ? null : Number(mixedWhole) + Number(mixedTop) / below;
  }
  if (vulgarWhole !== undefined && vulgarPart !== undefined)
    return Number(vulgarWhole) + (VULGAR_FRACTIONS[vulgarPart] ?? 0);
  if (top !== undefined && bottom !== undefined) {
    const below = Number(bottom);
    return below === 0 ? null : Number(top) / below;
  }
  if (vulgar !== undefined) return VULGAR_FRACTIONS[vulgar] ?? null;
  if (plain !== undefined) return Number(plain.replace(',', '.'));
  return null;
}

export interface NumberAt {
  value: number;
  /** Characters read, from the start of the text. */
  length: number;
}

/** The number at the very start of `text` (digits already folded), or null. */
export function readNumber(text: string): NumberAt | null {
  const found = NUMBER_PATTERN.exec(text);
  if (!found) return null;
  const value = numberOf(found.groups ?? {});
  return value === null || !Number.isFinite(value) ? null : { value, length: found[0].length };
}

/** What joins the two ends of a range: dashes, "à", "to", "or", "ou", "إلى", "أو". */
const RANGE_JOIN_PATTERN =
  /^\s*(?:[-–—~]|(?:à|a|to|or|ou|إلى|الى|أو|او|ou bien)(?![\p{L}\p{N}]))\s*/iu;

export interface QuantityAt {
  value: number;
  /** The high end of a range ("2-3" → 3). */
  max?: number;
  length: number;
}

/** A number, or a range of two, at the start of `text` (digits already folded). */
export function readQuantity(text: string): QuantityAt | null {
  const low = readNumber(text);
  if (!low) return null;
  const join = RANGE_JOIN_PATTERN.exec(text.slice(low.length));
  if (join) {
    const high = readNumber(text.slice(low.length + join[0].length));
    if (high && high.value > low.value)
      return {
        value: low.value,
        max: high.value,
        length: low.length + join[0].length + high.length,
      };
  }
  return low;
}

/** Number words people write for small counts, in English, French and Arabic (with Darija). */
export const NUMBER_WORDS: Record<string, number> = {
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
  dozen: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  douzaine: 12,
  واحد: 1,
  واحدة: 1,
  اثنان: 2,
  اثنين: 2,
  إثنين: 2,
  اثنتان: 2,
  اثنتين: 2,
  جوج: 2,
  زوج: 2,
  ثلاث: 3,
  ثلاثة: 3,
  تلاتة: 3,
  أربع: 4,
  أربعة: 4,
  اربعة: 4,
  ربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
  ثمان: 8,
  ثمانية: 8,
  تمنية: 8,
  تسع: 9,
  تسعة: 9,
  عشر: 10,
  عشرة: 10,
};
