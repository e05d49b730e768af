import { describe, expect, it } from 'vitest';
import { mergeTexts, translate } from './translate.ts';

const texts = {
  recipes: { count: '{{count}} recipes', swap: '{{using}} for {{missing}}' },
  app: { name: 'Chhiwat' },
};

describe('translate', () => {
  it('finds a text by its dotted key', () => {
    expect(translate(texts, 'app.name')).toBe('Chhiwat');
  });

  it('fills every placeholder, numbers included, and leaves unknown ones as they are', () => {
    expect(translate(texts, 'recipes.count', { count: 3 })).toBe('3 recipes');
    expect(translate(texts, 'recipes.swap', { using: 'lemons' })).toBe('lemons for {{missing}}');
  });

  it('answers the key for a missing text or a branch', () => {
    expect(translate(texts, 'recipes.none')).toBe('recipes.none');
    expect(translate(texts, 'recipes')).toBe('recipes');
    expect(translate(texts, 'app.name.deeper')).toBe('app.name.deeper');
  });

  it('does not escape values (React does)', () => {
    expect(translate(texts, 'recipes.count', { count: '<b>' })).toBe('<b> recipes');
  });
});

describe('mergeTexts', () => {
  it('joins branches both trees have and lets the second win on a leaf', () => {
    expect(mergeTexts({ a: { x: '1', y: '2' }, b: 'old' }, { a: { y: '3' }, b: 'new' })).toEqual({
      a: { x: '1', y: '3' },
      b: 'new',
    });
  });
});
