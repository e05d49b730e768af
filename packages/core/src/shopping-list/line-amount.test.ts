import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language, Unit } from '../catalogue.ts';
import { formatLineAmount, sumAmounts } from './line-amount.ts';
import { BASE_UNITS, displayQuantities, toBaseUnit } from './units.ts';

type Written = [number | null, Unit | null];
const amount = (lines: Written[], language: Language) =>
  formatLineAmount(sumAmounts(lines.map(([quantity, unit]) => ({ quantity, unit }))), language);

describe('toBaseUnit', () => {
  it.each<[number, Unit | null, number, string]>([
    [1.2, 'kg', 1200, 'g'],
    [1.5, 'l', 1500, 'ml'],
    [2, 'tbsp', 6, 'tsp'],
    [1, 'cup', 48, 'tsp'],
    [3, null, 3, 'piece'],
    [2, 'clove', 2, 'clove'],
  ])('%d %s → %d %s', (quantity, unit, base, baseUnit) =>
    expect(toBaseUnit(quantity, unit)).toEqual({ quantity: base, unit: baseUnit }),
  );
});

describe('formatLineAmount', () => {
  it.each<[Written[], Record<Language, string>]>([
    [
      [
        [500, 'g'],
        [0.7, 'kg'],
      ],
      { en: '1.2 kg', fr: '1,2 kg', ar: '1.2 كغ' },
    ],
    [
      [
        [750, 'ml'],
        [0.75, 'l'],
      ],
      { en: '1.5 l', fr: '1,5 l', ar: '1.5 ل' },
    ],
    [
      [
        [2, 'piece'],
        [300, 'g'],
      ],
      { en: '2 + 300 g', fr: '2 + 300 g', ar: '2 + 300 غ' },
    ],
    [
      [
        [1, 'cup'],
        [1, 'tbsp'],
      ],
      { en: '1 cup + 1 tbsp', fr: '1 tasse + 1 c. à soupe', ar: 'كأس + ملعقة كبيرة' },
    ],
    [[[null, null]], { en: 'to taste', fr: 'selon le goût', ar: 'حسب الذوق' }],
    [
      [
        [1, 'tsp'],
        [null, null],
      ],
      {
        en: '1 tsp + to taste',
        fr: '1 c. à café + selon le goût',
        ar: 'ملعقة صغيرة + حسب الذوق',
      },
    ],
  ])('%j', (lines, expected) => {
    for (const language of ['en', 'fr', 'ar'] as const)
      expect(amount(lines, language)).toBe(expected[language]);
  });

  it.each<[Written[], string]>([
    [[[999.6, 'g']], '1 kg'],
    [[[1234, 'g']], '1.25 kg'],
    [[[333.333, 'g']], '330 g'],
    [[[0.25, 'g']], 'a pinch'],
    [[[3.4, 'g']], '3 g'],
    [[[2, 'kg']], '2 kg'],
    [[[0.5, 'kg']], '500 g'],
    [
      [
        [2, 'tbsp'],
        [1, 'tsp'],
      ],
      '2 tbsp + 1 tsp',
    ],
    [
      [
        [1, 'tbsp'],
        [1.5, 'tsp'],
      ],
      '1½ tbsp',
    ],
    [[[0.5, 'cup']], '½ cup'],
    [[[1 / 3, 'cup']], '⅓ cup'],
    [[[3, 'tsp']], '1 tbsp'],
    [[[0.5, 'tbsp']], '1½ tsp'],
    [
      [
        [2, 'cup'],
        [1, 'tbsp'],
      ],
      '2 cups + 1 tbsp',
    ],
    [
      [
        [2, 'clove'],
        [1, 'bunch'],
        [1, 'clove'],
      ],
      '3 cloves + 1 bunch',
    ],
    [
      [
        [2, null],
        [1, 'piece'],
      ],
      '3',
    ],
    [[[1.5, null]], '1–2'],
    [
      [
        [1, null],
        [1, null],
      ],
      '2',
    ],
    [[[0.5, null]], '½'],
  ])('%j → %s', (lines, expected) => expect(amount(lines, 'en')).toBe(expected));
});

describe('displayQuantities', () => {
  const arbitraryTotal = fc.record({
    quantity: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
    unit: fc.constantFrom(...BASE_UNITS),
  });

  it('shows a total in units that add up to it', () => {
    fc.assert(
      fc.property(arbitraryTotal, (total) => {
        const back = displayQuantities(total)
          .map((part) => toBaseUnit(part.quantity, part.unit))
          .reduce((sum, part) => {
            expect(part.unit).toBe(total.unit);
            return sum + part.quantity;
          }, 0);
        expect(back).toBeCloseTo(total.quantity, 6);
      }),
    );
  });

  it('keeps a metric total within half a step of what it shows (kitchen-amount.ts)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e5, noNaN: true }), (grams) => {
        const shown = formatLineAmount(
          { totals: [{ quantity: grams, unit: 'g' }], toTaste: false },
          'en',
        );
        const [number = '', unit] = shown.split(' ');
        const value = Number(number.replace(/,/g, '')) * (unit === 'kg' ? 1000 : 1);
        const step = grams < 10 ? 1 : grams < 100 ? 5 : grams < 1000 ? 10 : 50;
        expect(unit).toBe(value >= 1000 ? 'kg' : 'g');
        expect(Math.abs(value - grams)).toBeLessThanOrEqual(step / 2 + 1e-6);
      }),
    );
  });
});
