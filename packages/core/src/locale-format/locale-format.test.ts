import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../catalogue.ts';
import { formatConjunction, formatLongDate, formatNumber, frenchDe } from './index.ts';

const language = fc.constantFrom(...LANGUAGES);

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes, for integers and decimals', () => {
    const value = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.double({ min: 0, max: 1_000_000, noNaN: true }),
      fc.integer({ min: 0, max: 1_000_000 }).map((hundredths) => hundredths / 100),
      fc.integer({ min: 0, max: 100_000 }).map((thousandths) => thousandths / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(value, language, fc.integer({ min: 0, max: 3 }), (number, lang, places) => {
        const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: places });
        expect(formatNumber(number, lang, places)).toBe(intl.format(number));
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, 'en', 2)).toBe('1.01');
    expect(formatNumber(2.675, 'fr', 2)).toBe('2,68');
    expect(formatNumber(0.125, 'ar', 2)).toBe('0.13');
    expect(formatNumber(9.995, 'en', 2)).toBe('10');
    expect(formatNumber(999.9996, 'fr', 3)).toBe('1\u202f000');
  });

  it('groups thousands and keeps Western digits in every language', () => {
    expect(formatNumber(1234567.5, 'ar', 2)).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'fr', 2)).toBe('1\u202f234\u202f567,5');
    expect(formatNumber(45, 'ar')).toBe('45');
  });

  it('leaves negative numbers and exponents to Intl', () => {
    expect(formatNumber(-3.5, 'fr', 2)).toBe(new Intl.NumberFormat('fr').format(-3.5));
    expect(formatNumber(1e21, 'en')).toBe(new Intl.NumberFormat('en').format(1e21));
    expect(formatNumber(1e-7, 'en', 2)).toBe('0');
  });
});

describe('formatLongDate', () => {
  it("writes what Intl's long date style writes, on the UTC calendar", () => {
    const date = fc.date({
      min: new Date('1990-01-01'),
      max: new Date('2100-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(date, language, (day, lang) => {
        const intl = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
        expect(formatLongDate(day, lang)).toBe(intl.format(day));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the same day whatever the time of day (UTC)', () => {
    expect(formatLongDate(new Date('2026-11-26T23:30:00Z'), 'fr')).toBe('26 novembre 2026');
    expect(formatLongDate(new Date('2026-11-26T00:10:00+01:00'), 'en')).toBe('November 25, 2026');
    expect(formatLongDate(new Date('2026-01-05T12:00:00Z'), 'ar')).toBe('5 يناير 2026');
  });
});

describe('formatConjunction', () => {
  it('joins as Intl.ListFormat does, for any number of items', () => {
    const items = fc.array(
      fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('بصل', 'ثوم', 'œufs')),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(items, language, (list, lang) => {
        const intl = new Intl.ListFormat(lang, { type: 'conjunction' });
        expect(formatConjunction(list, lang)).toBe(intl.format(list));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes Arabic و onto the next word', () => {
    expect(formatConjunction(['بصل', 'ثوم', 'ملح'], 'ar')).toBe('بصل وثوم وملح');
    expect(formatConjunction(['oignons', 'ail'], 'fr')).toBe('oignons et ail');
    expect(formatConjunction(['onions', 'garlic', 'salt'], 'en')).toBe('onions, garlic, and salt');
  });
});

describe('frenchDe', () => {
  it.each([
    ['olives noires', "d'olives noires"],
    ["huile d'olive", "d'huile d'olive"],
    ['ail', "d'ail"],
    ['œufs', "d'œufs"],
    ['Amlou', "d'Amlou"],
    ['épinards', "d'épinards"],
    ['herbes', "d'herbes"],
    ['citrons confits', 'de citrons confits'],
    ['haricots blancs', 'de haricots blancs'],
    ['harissa', 'de harissa'],
    ['yaourt', 'de yaourt'],
    ['Harira', 'de Harira'],
  ])('de + %s → %s', (word, expected) => expect(frenchDe(word)).toBe(expected));
});
