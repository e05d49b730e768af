import { SERVINGS_RANGE } from '../catalogue.ts';
import { cleanText } from './clean-text.ts';
import { NUMBER_WORDS, foldDigits, readQuantity } from './numbers.ts';

const MINUTES = { Y: 525600, M: 43200, W: 10080, D: 1440, H: 60, S: 1 / 60 } as const;

/**
 * ISO 8601 durations (schema.org's prepTime, cookTime, totalTime): P[nY][nM][nW][nD][T[nH][nM][nS]],
 * each number whole or decimal (point or comma). A year counts 365 days, a month 30.
 */
const ISO_DURATION_PATTERN =
  /^P(?!$)(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?!$)(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** "1 h 30", "45 min", "1 hour 30 minutes", "1 heure et demie"… pages that ignore the standard. */
const HUMAN_PART_PATTERN =
  /^(\d+(?:[.,]\d+)?)\s*(h|hrs?|hours?|heures?|ساع[ةه]|ساعات|m|mn|mins?|minutes?|دقيق[ةه]|دقائق|د|s|secs?|seconds?|secondes?|ثاني[ةه]|ثوان)(?![\p{L}])\s*(?:(?:and|et|و)\s*)?/iu;
const HUMAN_UNIT_MINUTES = (unit: string) => {
  const lower = unit.toLowerCase();
  if (/^(?:h|hr|hrs|hour|hours|heure|heures|ساع)/.test(lower)) return 60;
  if (/^(?:s|sec|secs|second|seconds|seconde|secondes|ثاني|ثوان)/.test(lower)) return 1 / 60;
  return 1;
};

const toNumber = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

function humanDurationMinutes(text: string): number | null {
  let rest = foldDigits(text).trim();
  let total = 0;
  let lastUnit = 0;
  while (rest) {
    const part = HUMAN_PART_PATTERN.exec(rest);
    if (part) {
      lastUnit = HUMAN_UNIT_MINUTES(part[2] ?? '');
      total += toNumber(part[1]) * lastUnit;
      rest = rest.slice(part[0].length);
      continue;
    }
    // "1 h 30": bare minutes after hours
    const bare = /^(\d+)$/.exec(rest);
    if (bare && lastUnit === 60) return total + toNumber(bare[1]);
    return null;
  }
  return lastUnit ? total : null;
}

/**
 * Minutes in a duration: ISO 8601 ("PT1H30M" → 90, "P0DT45M" → 45, "PT0.5H" → 30), and as a
 * courtesy a plain number of minutes or words ("1 h 30", "45 min"). Rounded to whole minutes;
 * null for anything else (an empty "PT", a negative, a word, an object).
 */
export function isoDurationToMinutes(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const iso = ISO_DURATION_PATTERN.exec(text);
  if (iso) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso;
    const total =
      toNumber(years) * MINUTES.Y +
      toNumber(months) * MINUTES.M +
      toNumber(weeks) * MINUTES.W +
      toNumber(days) * MINUTES.D +
      toNumber(hours) * MINUTES.H +
      toNumber(minutes) +
      toNumber(seconds) * MINUTES.S;
    return Number.isFinite(total) ? Math.round(total) : null;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const human = humanDurationMinutes(cleanText(text));
  return human === null ? null : Math.round(human);
}

const NUMBER_WORD_PATTERN = /\p{L}+/gu;

/** The first number in a yield text: digits ("Serves 4-6" → 4) or a number word ("serves four"). */
function firstNumber(text: string): number | null {
  const folded = foldDigits(text);
  for (let at = 0; at < folded.length; at++) {
    if (!/[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒.]/.test(folded[at] ?? '')) continue;
    if (at > 0 && /[\p{L}\d]/u.test(folded[at - 1] ?? '')) continue;
    const quantity = readQuantity(folded.slice(at));
    if (quantity) return quantity.value;
  }
  for (const [word] of folded.toLowerCase().matchAll(NUMBER_WORD_PATTERN)) {
    const value = NUMBER_WORDS[word];
    if (value !== undefined && !['un', 'une'].includes(word)) return value;
  }
  return null;
}

/**
 * Servings from a schema.org recipeYield: 4, "4", "4 servings", "Serves 4-6" (→ 4), "6 personnes",
 * "makes 24 cookies" (→ 24), ["4", "4 servings"] (the first that has a number), or a
 * QuantitativeValue `{ value: 4 }`. Rounded, then held within the form's range (SERVINGS_RANGE:
 * 150 → 100); null when there is no number, or it is zero or less.
 */
export function yieldToServings(value: unknown): number | null {
  let number: number | null = null;
  if (typeof value === 'number') number = Number.isFinite(value) ? value : null;
  else if (typeof value === 'string') number = firstNumber(cleanText(value));
  else if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const servings = yieldToServings(item);
      if (servings !== null) return servings;
    }
  } else if (value && typeof value === 'object' && 'value' in value)
    return yieldToServings((value as { value: unknown }).value);
  if (number === null) return null;
  const whole = Math.round(number);
  if (whole <= 0) return null;
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, whole));
}
