import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, normalizeSearchText, similarity } from './search.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Épices', 'epices'],
    ['CRÈME Fraîche', 'creme fraiche'],
    ['Œufs', 'oeufs'],
    ['  ras   el  hanout ', 'ras el hanout'],
    // tashkeel
    ['كَمُّون', 'كمون'],
    ['زَعْفَرَان', 'زعفران'],
    // tatweel
    ['كـــمون', 'كمون'],
    // hamza and madda forms of alef
    ['أرز', 'ارز'],
    ['إجاص', 'اجاص'],
    ['آس', 'اس'],
    // taa marbuta and alef maqsura
    ['حريرة', 'حريره'],
    ['حلوى', 'حلوي'],
  ])('%j → %j', (input, expected) => expect(normalizeSearchText(input)).toBe(expected));

  it('makes the Arabic variants and their plain forms meet', () => {
    expect(normalizeSearchText('الطماطم المُصَبَّرة')).toBe(normalizeSearchText('الطماطم المصبره'));
    expect(normalizeSearchText('ليمون مُرقّد')).toBe(normalizeSearchText('ليمون مرقد'));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => normalizeSearchText(normalizeSearchText(text)) === normalizeSearchText(text),
      ),
    );
  });
});

describe('edit distance and similarity', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('tomatos', 'tomatoes')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'wxyz')).toBe(0);
  });

  it('is symmetric and bounded', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});
