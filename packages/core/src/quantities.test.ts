import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity } from './quantities.ts';

describe('formatQuantity', () => {
  it.each<[number, 'en' | 'fr', string]>([
    [2, 'en', '2'],
    [0.5, 'en', '½'],
    [1.25, 'en', '1¼'],
    [2 / 3, 'en', '⅔'],
    [1.999, 'en', '2'],
    [0.1, 'en', '0.1'],
    [1.4, 'fr', '1,4'],
    [250, 'en', '250'],
  ])('%d in %s → %s', (value, language, expected) =>
    expect(formatQuantity(value, language)).toBe(expected),
  );

  it('writes amounts with their unit word, or to taste', () => {
    expect(formatAmount(250, 'g', 'ar')).toBe('250 غ');
    expect(formatAmount(2, 'piece', 'en')).toBe('2');
    expect(formatAmount(1, 'tbsp', 'fr', 1.5)).toBe('1½ c. à soupe');
    expect(formatAmount(null, null, 'fr')).toBe('selon le goût');
  });
});
