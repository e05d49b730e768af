import { describe, expect, it } from 'vitest';
import type { Language, Unit } from './catalogue.ts';
import { formatIngredientLine } from './ingredient-line.ts';

const line = (quantity: number | null, unit: Unit | null, name: string) => ({
  quantity,
  unit,
  name,
});

describe('formatIngredientLine', () => {
  it.each<[ReturnType<typeof line>, Language, string, number?]>([
    [line(2, 'tbsp', 'Olive oil'), 'en', '2 tbsp olive oil'],
    [line(2, 'tbsp', "Huile d'olive"), 'fr', "2 c. à soupe d'huile d'olive"],
    [line(250, 'g', 'Farine'), 'fr', '250 g de farine'],
    [line(3, 'clove', 'Ail'), 'fr', "3 gousses d'ail"],
    [line(2, null, 'Oignons'), 'fr', '2 oignons'],
    [line(3, null, 'Œufs'), 'fr', '1–2 œufs', 0.5],
    [line(1, 'pinch', 'Safran'), 'fr', '1 pincée de safran'],
    [line(1, 'tsp', 'Anis'), 'fr', "une pincée d'anis", 1 / 32],
    [line(1, 'tsp', 'Saffron'), 'en', 'a pinch of saffron', 1 / 32],
    [line(1, 'bunch', 'Persil'), 'fr', 'un peu de persil', 0.1],
    [line(1, 'bunch', 'Parsley'), 'en', 'a little parsley', 0.1],
    [line(null, null, 'Salt'), 'en', 'Salt, to taste'],
    [line(null, null, 'Sel'), 'fr', 'Sel, selon le goût'],
    [line(4, 'tbsp', 'زيت الزيتون'), 'ar', 'زيت الزيتون: 4 ملاعق كبيرة'],
    [line(2, null, 'بصل'), 'ar', 'بصل: 2'],
    [line(null, null, 'ملح'), 'ar', 'ملح: حسب الذوق'],
    [line(1.5, 'kg', 'Chicken'), 'en', '1.5 kg chicken'],
    [line(100, 'g', 'XO sauce'), 'en', '100 g XO sauce'],
  ])('%j in %s → %s', (written, language, expected, scale = 1) =>
    expect(formatIngredientLine(written, language, scale)).toBe(expected),
  );
});
