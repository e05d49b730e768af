import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fallbackSlug, SLUG_MAX, SLUG_PATTERN, slugify, uniqueSlug } from './slug.ts';

describe('slugify (ingredient form)', () => {
  it.each([
    ['Preserved Lemons', 'preserved-lemons'],
    ['Épices à la crème brûlée', 'epices-a-la-creme-brulee'],
    ['  Ras-el-Hanout  (blend)!! ', 'ras-el-hanout-blend'],
    ['a---b___c', 'a-b-c'],
    ['Ça va', 'ca-va'],
    ['كمون', ''],
  ])('%j → %j', (input, expected) => expect(slugify(input)).toBe(expected));

  it('cuts at 100 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('x'.repeat(150))).toHaveLength(SLUG_MAX);
  });

  it('always yields a valid stored slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
      }),
    );
  });
});

describe('fallbackSlug (recipes and categories)', () => {
  it.each([
    ['Chicken Tagine with Olives', 'chicken-tagine-with-olives'],
    ['Tajine  de  poulet', 'tajine-de-poulet'],
    // accented letters are stripped, not transliterated, by the spec's fallback rule
    ['Crème brûlée', 'crme-brle'],
    ['a -- b', 'a-b'],
    ['-edge-', 'edge'],
  ])('%j → %j', (input, expected) => expect(fallbackSlug(input)).toBe(expected));

  it("falls back when nothing is left (the categories' last resort is 'category')", () => {
    expect(fallbackSlug('طاجين', 'category')).toBe('category');
    expect(fallbackSlug('!!!')).toBe('');
    expect(fallbackSlug('X', 'post')).toBe('post');
  });

  it('always yields a valid slug or the fallback', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = fallbackSlug(text, 'recipe');
        expect(SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
      }),
    );
  });
});

describe('uniqueSlug', () => {
  it('adds the first free number', () => {
    const taken = new Set(['harira', 'harira-2']);
    expect(uniqueSlug('harira', (s) => taken.has(s))).toBe('harira-3');
    expect(uniqueSlug('bissara', (s) => taken.has(s))).toBe('bissara');
  });

  it('stays within the maximum length', () => {
    const base = 'a'.repeat(SLUG_MAX);
    const slug = uniqueSlug(base, (s) => s === base);
    expect(slug).toHaveLength(SLUG_MAX);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
