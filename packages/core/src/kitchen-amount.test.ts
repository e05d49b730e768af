import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import mains from '../../../data/seed/recipes-mains.json';
import soups from '../../../data/seed/recipes-soups-salads-breads.json';
import sweets from '../../../data/seed/recipes-sweets-drinks-starters.json';
import { UNITS, type Unit } from './catalogue.ts';
import { kitchenAmount, roundMetric } from './kitchen-amount.ts';
import { formatAmount } from './quantities.ts';

type Row = [number | null, Unit | null, number, string, string, string];

/** Written quantity, unit, scale → what the page, the list and the JSON-LD show in en, fr, ar. */
const TABLE: Row[] = [
  // Spoons: ⅛ ¼ ½ ¾ steps; small tablespoons in teaspoons, small cups in tablespoons.
  [1, 'tsp', 1 / 8, '⅛ tsp', '⅛ c. à café', '⅛ ملعقة صغيرة'],
  [0.5, 'tsp', 0.3, '⅛ tsp', '⅛ c. à café', '⅛ ملعقة صغيرة'],
  [1, 'tsp', 1 / 32, 'a pinch', 'une pincée', 'رشة'],
  [1, 'tsp', 1, '1 tsp', '1 c. à café', 'ملعقة صغيرة'],
  [2, 'tsp', 1, '2 tsp', '2 c. à café', 'ملعقتان صغيرتان'],
  [1.5, 'tsp', 1, '1½ tsp', '1½ c. à café', '1½ ملعقة صغيرة'],
  [1, 'tbsp', 1, '1 tbsp', '1 c. à soupe', 'ملعقة كبيرة'],
  [2, 'tbsp', 1, '2 tbsp', '2 c. à soupe', 'ملعقتان كبيرتان'],
  [4, 'tbsp', 1, '4 tbsp', '4 c. à soupe', '4 ملاعق كبيرة'],
  [6, 'tbsp', 2, '12 tbsp', '12 c. à soupe', '12 ملعقة كبيرة'],
  [1, 'tbsp', 1.4, '1½ tbsp', '1½ c. à soupe', '1½ ملعقة كبيرة'],
  [3, 'tbsp', 1.2, '3½ tbsp', '3½ c. à soupe', '3½ ملاعق كبيرة'],
  [1, 'tbsp', 1 / 4, '¾ tsp', '¾ c. à café', '¾ ملعقة صغيرة'],
  [1, 'cup', 1 / 8, '2 tbsp', '2 c. à soupe', 'ملعقتان كبيرتان'],
  [1, 'cup', 1 / 3, '⅓ cup', '⅓ tasse', '⅓ كأس'],
  [1, 'cup', 1.5, '1½ cups', '1½ tasse', '1½ كأس'],
  [2, 'cup', 1.5, '3 cups', '3 tasses', '3 كؤوس'],
  [1, 'cup', 0.7, '⅔ cup', '⅔ tasse', '⅔ كأس'],
  // Grams and millilitres: 1 g, 5 g, 10 or 25 g, 50 g steps; kg and l from 1000.
  [250, 'g', 1, '250 g', '250 g', '250 غ'],
  [125, 'g', 1, '125 g', '125 g', '125 غ'],
  [250, 'g', 1 / 3, '85 g', '85 g', '85 غ'],
  [125, 'g', 1 / 4, '30 g', '30 g', '30 غ'],
  [1, 'kg', 1 / 3, '330 g', '330 g', '330 غ'],
  [1.5, 'kg', 1 / 4, '375 g', '375 g', '375 غ'],
  [1.5, 'kg', 1, '1.5 kg', '1,5 kg', '1.5 كغ'],
  [1.6, 'kg', 0.8, '1.3 kg', '1,3 kg', '1.3 كغ'],
  [500, 'g', 2.5, '1.25 kg', '1,25 kg', '1.25 كغ'],
  [7, 'g', 0.5, '4 g', '4 g', '4 غ'],
  [1, 'g', 0.25, 'a pinch', 'une pincée', 'رشة'],
  [750, 'ml', 1 / 8, '95 ml', '95 ml', '95 مل'],
  [2, 'l', 0.5, '1 l', '1 l', '1 ل'],
  [100, 'ml', 1 / 400, 'a little', 'un peu', 'قليل'],
  // Whole things: ½, whole numbers, or a range.
  [3, null, 0.5, '1–2', '1–2', '1–2'],
  [2, 'piece', 1 / 4, '½', '½', '½'],
  [1, null, 1 / 8, 'a little', 'un peu', 'قليل'],
  [3, null, 0.75, '2–3', '2–3', '2–3'],
  [4, null, 1.25, '5', '5', '5'],
  [16, null, 1.3, '21', '21', '21'],
  // Cloves and slices by halves; bunches and handfuls by quarters under one; pinches whole.
  [3, 'clove', 1 / 4, '1 clove', '1 gousse', 'فص'],
  [3, 'clove', 1 / 2, '1½ cloves', '1½ gousse', '1½ فص'],
  [10, 'clove', 1 / 2, '5 cloves', '5 gousses', '5 فصوص'],
  [6, 'clove', 2, '12 cloves', '12 gousses', '12 فصًّا'],
  [2, 'slice', 1, '2 slices', '2 tranches', 'شريحتان'],
  [0.5, 'bunch', 1 / 4, '¼ bunch', '¼ botte', '¼ حزمة'],
  [0.5, 'bunch', 2, '1 bunch', '1 botte', 'حزمة'],
  [0.5, 'bunch', 4, '2 bunches', '2 bottes', 'حزمتان'],
  [1, 'bunch', 1.7, '1½ bunches', '1½ botte', '1½ حزمة'],
  [1, 'handful', 1 / 10, 'a little', 'un peu', 'قليل'],
  [1, 'pinch', 1 / 4, '1 pinch', '1 pincée', 'رشة'],
  [2, 'pinch', 1.5, '3 pinches', '3 pincées', '3 رشات'],
  [null, null, 2, 'to taste', 'selon le goût', 'حسب الذوق'],
];

describe('kitchen amounts', () => {
  it.each(TABLE)('%s %s × %s → %s | %s | %s', (quantity, unit, scale, en, fr, ar) => {
    expect(formatAmount(quantity, unit, 'en', scale)).toBe(en);
    expect(formatAmount(quantity, unit, 'fr', scale)).toBe(fr);
    expect(formatAmount(quantity, unit, 'ar', scale)).toBe(ar);
  });

  it('shows every amount of the seed catalogue as its author wrote it', () => {
    type Written = { quantity: number | null; unit: string | null };
    const recipes: { ingredients: Written[] }[] = [...mains, ...soups, ...sweets];
    const lines = recipes.flatMap((recipe) => recipe.ingredients);
    const thousands = (unit: Unit | null) => (unit === 'kg' || unit === 'l' ? 1000 : 1);
    expect(lines.length).toBeGreaterThan(500);
    for (const { quantity, unit: written } of lines) {
      const unit = written as Unit | null;
      const amount = kitchenAmount(quantity, unit);
      if (quantity === null) expect(amount).toEqual({ kind: 'toTaste' });
      else if (amount.kind !== 'measure') expect.fail(`${quantity} ${unit} → ${amount.kind}`);
      else {
        const shown = (amount.value * thousands(amount.unit)) / thousands(unit);
        expect(shown, `${quantity} ${unit}`).toBeCloseTo(quantity, 9);
      }
    }
  });

  it('rounds a rounded amount to itself', () => {
    const units = fc.constantFrom<Unit | null>(...UNITS, null);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 5000, noNaN: true }), units, (value, unit) => {
        const amount = kitchenAmount(value, unit);
        if (amount.kind === 'measure')
          expect(kitchenAmount(amount.value, amount.unit)).toEqual(amount);
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds grams within half a step of the scale', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e5, noNaN: true }), (grams) => {
        const step = grams < 10 ? 1 : grams < 100 ? 5 : grams < 1000 ? 10 : 50;
        expect(Math.abs(roundMetric(grams) - grams)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
      { numRuns: 3000 },
    );
  });
});
