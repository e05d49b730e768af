import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type Unit } from './catalogue.ts';
import { PLURAL_CATEGORIES, pluralCategory, type PluralCategory } from './plural.ts';
import { formatAmount } from './quantities.ts';
import { formatDuration } from './time-format.ts';

describe('pluralCategory', () => {
  it('answers what Intl.PluralRules answers, for whole numbers and decimals', () => {
    const count = fc.oneof(
      fc.integer({ min: 0, max: 300 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 1, max: 20 }).map((millions) => millions * 1_000_000),
      fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000),
    );
    fc.assert(
      fc.property(count, fc.constantFrom(...LANGUAGES), (n, language) => {
        expect(pluralCategory(n, language)).toBe(new Intl.PluralRules(language).select(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('only answers the categories each language has', () => {
    for (const language of LANGUAGES)
      for (let n = 0; n <= 1200; n += 0.5)
        expect(PLURAL_CATEGORIES[language]).toContain(pluralCategory(n, language));
  });
});

/**
 * The plural table: each case is a count and what the language makes of it — its category, a
 * time, an amount with a unit.
 */
type Case = [string, () => string, string];

const is = (n: number, language: Language, expected: PluralCategory): Case => [
  `${n} is ${expected} in ${language}`,
  () => pluralCategory(n, language),
  expected,
];
const time = (minutes: number, language: Language, expected: string): Case => [
  `${minutes} min in ${language}`,
  () => formatDuration(minutes, language),
  expected,
];
const amount = (n: number, unit: Unit, language: Language, expected: string): Case => [
  `${n} ${unit} in ${language}`,
  () => formatAmount(n, unit, language),
  expected,
];

const ARABIC: Case[] = [
  is(0, 'ar', 'zero'),
  is(1, 'ar', 'one'),
  is(2, 'ar', 'two'),
  is(3, 'ar', 'few'),
  is(10, 'ar', 'few'),
  is(11, 'ar', 'many'),
  is(99, 'ar', 'many'),
  is(100, 'ar', 'other'),
  is(101, 'ar', 'other'),
  is(102, 'ar', 'other'),
  is(103, 'ar', 'few'),
  is(111, 'ar', 'many'),
  is(1000, 'ar', 'other'),
  is(1.5, 'ar', 'other'),
  time(0, 'ar', '0 دقيقة'),
  time(1, 'ar', 'دقيقة واحدة'),
  time(2, 'ar', 'دقيقتان'),
  time(5, 'ar', '5 دقائق'),
  time(10, 'ar', '10 دقائق'),
  time(11, 'ar', '11 دقيقة'),
  time(45, 'ar', '45 دقيقة'),
  time(60, 'ar', 'ساعة واحدة'),
  time(61, 'ar', 'ساعة ودقيقة'),
  time(62, 'ar', 'ساعة ودقيقتان'),
  time(90, 'ar', 'ساعة و30 دقيقة'),
  time(120, 'ar', 'ساعتان'),
  time(125, 'ar', 'ساعتان و5 دقائق'),
  time(180, 'ar', '3 ساعات'),
  time(195, 'ar', '3 ساعات و15 دقيقة'),
  time(660, 'ar', '11 ساعة'),
  time(6000, 'ar', '100 ساعة'),
  time(6180, 'ar', '103 ساعات'),
  amount(1, 'tbsp', 'ar', 'ملعقة كبيرة'),
  amount(2, 'tbsp', 'ar', 'ملعقتان كبيرتان'),
  amount(4, 'tbsp', 'ar', '4 ملاعق كبيرة'),
  amount(11, 'tsp', 'ar', '11 ملعقة صغيرة'),
  amount(0.5, 'tsp', 'ar', '½ ملعقة صغيرة'),
  amount(2, 'bunch', 'ar', 'حزمتان'),
  amount(3, 'bunch', 'ar', '3 حزم'),
  amount(2, 'pinch', 'ar', 'رشتان'),
  amount(4, 'pinch', 'ar', '4 رشات'),
  amount(2, 'cup', 'ar', 'كأسان'),
  amount(3, 'cup', 'ar', '3 كؤوس'),
  amount(12, 'cup', 'ar', '12 كأسًا'),
  amount(4, 'clove', 'ar', '4 فصوص'),
  amount(3, 'handful', 'ar', '3 حفنات'),
  amount(5, 'slice', 'ar', '5 شرائح'),
  amount(250, 'g', 'ar', '250 غ'),
];

const FRENCH: Case[] = [
  is(0, 'fr', 'one'),
  is(0.5, 'fr', 'one'),
  is(1, 'fr', 'one'),
  is(1.5, 'fr', 'one'),
  is(1.999, 'fr', 'one'),
  is(2, 'fr', 'other'),
  is(2.5, 'fr', 'other'),
  is(3, 'fr', 'other'),
  is(11, 'fr', 'other'),
  is(100, 'fr', 'other'),
  is(1000, 'fr', 'other'),
  is(1_000_000, 'fr', 'many'),
  is(2_000_000, 'fr', 'many'),
  is(1_000_001, 'fr', 'other'),
  time(0, 'fr', '0 min'),
  time(1, 'fr', '1 min'),
  time(45, 'fr', '45 min'),
  time(60, 'fr', '1 h'),
  time(75, 'fr', '1 h 15 min'),
  time(120, 'fr', '2 h'),
  time(125, 'fr', '2 h 5 min'),
  time(180, 'fr', '3 h'),
  time(660, 'fr', '11 h'),
  time(60_000, 'fr', '1\u202f000 h'),
  amount(0.5, 'cup', 'fr', '½ tasse'),
  amount(1, 'cup', 'fr', '1 tasse'),
  amount(1.5, 'cup', 'fr', '1½ tasse'),
  amount(2, 'cup', 'fr', '2 tasses'),
  amount(1, 'clove', 'fr', '1 gousse'),
  amount(3, 'clove', 'fr', '3 gousses'),
  amount(1, 'bunch', 'fr', '1 botte'),
  amount(2, 'bunch', 'fr', '2 bottes'),
  amount(1, 'pinch', 'fr', '1 pincée'),
  amount(2, 'pinch', 'fr', '2 pincées'),
  amount(2, 'handful', 'fr', '2 poignées'),
  amount(1, 'slice', 'fr', '1 tranche'),
  amount(4, 'slice', 'fr', '4 tranches'),
  amount(3, 'tbsp', 'fr', '3 c. à soupe'),
  amount(1, 'tsp', 'fr', '1 c. à café'),
  amount(1.5, 'kg', 'fr', '1,5 kg'),
  amount(250, 'ml', 'fr', '250 ml'),
];

const ENGLISH: Case[] = [
  is(0, 'en', 'other'),
  is(0.5, 'en', 'other'),
  is(1, 'en', 'one'),
  is(1.5, 'en', 'other'),
  is(2, 'en', 'other'),
  is(3, 'en', 'other'),
  is(11, 'en', 'other'),
  is(21, 'en', 'other'),
  is(100, 'en', 'other'),
  is(101, 'en', 'other'),
  is(1_000_000, 'en', 'other'),
  time(0, 'en', '0 min'),
  time(1, 'en', '1 min'),
  time(45, 'en', '45 min'),
  time(59, 'en', '59 min'),
  time(60, 'en', '1 h'),
  time(90, 'en', '1 h 30 min'),
  time(120, 'en', '2 h'),
  time(125, 'en', '2 h 5 min'),
  time(660, 'en', '11 h'),
  time(60_000, 'en', '1,000 h'),
  amount(0.5, 'cup', 'en', '½ cup'),
  amount(1, 'cup', 'en', '1 cup'),
  amount(1.5, 'cup', 'en', '1½ cups'),
  amount(2, 'cup', 'en', '2 cups'),
  amount(1, 'clove', 'en', '1 clove'),
  amount(0.5, 'clove', 'en', '½ clove'),
  amount(4, 'clove', 'en', '4 cloves'),
  amount(1, 'bunch', 'en', '1 bunch'),
  amount(3, 'bunch', 'en', '3 bunches'),
  amount(1, 'pinch', 'en', '1 pinch'),
  amount(2, 'pinch', 'en', '2 pinches'),
  amount(1, 'handful', 'en', '1 handful'),
  amount(2, 'handful', 'en', '2 handfuls'),
  amount(1, 'slice', 'en', '1 slice'),
  amount(3, 'slice', 'en', '3 slices'),
  amount(3, 'tbsp', 'en', '3 tbsp'),
  amount(2, 'tsp', 'en', '2 tsp'),
  amount(1.2, 'kg', 'en', '1.2 kg'),
  amount(1.5, 'l', 'en', '1.5 l'),
  amount(2, 'piece', 'en', '2'),
];

describe.each([
  ['Arabic', ARABIC],
  ['French', FRENCH],
  ['English', ENGLISH],
])('the %s plural table', (_language, cases) => {
  it('has at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));
  it.each(cases)('%s', (_name, run, expected) => expect(run()).toBe(expected));
});
