import type { Language } from './catalogue.ts';
import { formatNumber } from './locale-format/number.ts';
import { pluralCategory } from './plural.ts';

/** "45m", "2h", "1h 30m" (back-office.md §9, Time format); the public site words it per language. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}h ${rest}m` : `${hours}h`;
}

/** ISO 8601 duration for schema.org: 90 → "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** The Arabic words for hours and minutes, by plural category (plural.ts). */
const ARABIC_TIME = {
  hour: { one: 'ساعة', two: 'ساعتان', few: 'ساعات', many: 'ساعة', other: 'ساعة' },
  minute: { one: 'دقيقة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
} as const;

/**
 * An Arabic count of hours or minutes: "دقيقة" for one ("دقيقة واحدة" when it stands alone), the
 * dual without a figure ("ساعتان"), "5 دقائق", "11 دقيقة", "100 دقيقة".
 */
function arabicTime(count: number, word: keyof typeof ARABIC_TIME, alone: boolean): string {
  const forms = ARABIC_TIME[word];
  const category = pluralCategory(count, 'ar');
  if (category === 'one') return alone ? `${forms.one} واحدة` : forms.one;
  if (category === 'two') return forms.two;
  const form = category === 'few' ? forms.few : category === 'many' ? forms.many : forms.other;
  return `${formatNumber(count, 'ar')} ${form}`;
}

/**
 * A duration as the public site words it: "45 min", "1 h 30 min" in English and French (the
 * abbreviations do not change); in Arabic with the plural each count takes: "دقيقة واحدة",
 * "ساعتان و5 دقائق", "3 ساعات و15 دقيقة".
 */
export function formatDuration(minutes: number, language: Language): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'ar') {
    if (!hours) return arabicTime(rest, 'minute', true);
    if (!rest) return arabicTime(hours, 'hour', true);
    return `${arabicTime(hours, 'hour', false)} و${arabicTime(rest, 'minute', false)}`;
  }
  const number = (value: number) => formatNumber(value, language);
  if (!hours) return `${number(rest)} min`;
  return rest ? `${number(hours)} h ${number(rest)} min` : `${number(hours)} h`;
}
