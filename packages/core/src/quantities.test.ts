import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity } from './quantities.ts';

describe('formatQuantity', () => {
  it.each<[number, 'en' | 'fr', string]>([
    [2, 'en', '2'],
    [0.5, 'en', '½'],
    [1.25, 'en', '1¼'],
    [0.125, 'en', '⅛'],
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

  it('puts countable unit words in the plural in English above one, in French from two, in Arabic by its six forms', () => {
    expect(formatAmount(4, 'clove', 'en')).toBe('4 cloves');
    expect(formatAmount(1, 'clove', 'en')).toBe('1 clove');
    expect(formatAmount(0.5, 'cup', 'en')).toBe('½ cup');
    expect(formatAmount(1.5, 'cup', 'en')).toBe('1½ cups');
    expect(formatAmount(1.5, 'bunch', 'fr')).toBe('1½ botte');
    expect(formatAmount(2, 'bunch', 'fr')).toBe('2 bottes');
    expect(formatAmount(1, 'pinch', 'en', 1.999)).toBe('2 pinches');
    expect(formatAmount(3, 'tbsp', 'en')).toBe('3 tbsp');
    expect(formatAmount(3, 'tbsp', 'fr')).toBe('3 c. à soupe');
    expect(formatAmount(4, 'clove', 'ar')).toBe('4 فصوص');
  });
});
