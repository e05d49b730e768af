import { describe, expect, it } from 'vitest';
import { mergeTexts, translate } from './translate.ts';

const texts = {
  recipes: { count: '{{count}} recipes', swap: '{{using}} for {{missing}}' },
  app: { name: 'Chhiwat' },
};

describe('translate', () => {
  it('finds a text by its dotted key', () => {
    expect(translate(texts, 'app.name', undefined, 'en')).toBe('Chhiwat');
  });

  it('fills every placeholder, numbers included, and leaves unknown ones as they are', () => {
    expect(translate(texts, 'recipes.count', { count: 3 }, 'en')).toBe('3 recipes');
    expect(translate(texts, 'recipes.swap', { using: 'lemons' }, 'en')).toBe(
      'lemons for {{missing}}',
    );
  });

  it('answers the key for a missing text or a branch', () => {
    expect(translate(texts, 'recipes.none', undefined, 'en')).toBe('recipes.none');
    expect(translate(texts, 'recipes', undefined, 'en')).toBe('recipes');
    expect(translate(texts, 'app.name.deeper', undefined, 'en')).toBe('app.name.deeper');
  });

  it('does not escape values (React does)', () => {
    expect(translate(texts, 'recipes.count', { count: '<b>' }, 'en')).toBe('<b> recipes');
  });
});

describe('translate with a count', () => {
  const arabic = {
    recipes: {
      count_zero: 'لا توجد وصفات',
      count_one: 'وصفة واحدة',
      count_two: 'وصفتان',
      count_few: '{{count}} وصفات',
      count_many: '{{count}} وصفة',
      count_other: '{{count}} وصفة',
    },
    only: { other_other: '{{count}} فقط' },
  };
  const english = { recipes: { count_one: '1 recipe', count_other: '{{count}} recipes' } };
  const french = {
    recettes: { count_one: '{{count}} recette', count_other: '{{count}} recettes' },
  };

  it.each<[number, string]>([
    [0, 'لا توجد وصفات'],
    [1, 'وصفة واحدة'],
    [2, 'وصفتان'],
    [3, '3 وصفات'],
    [10, '10 وصفات'],
    [11, '11 وصفة'],
    [99, '99 وصفة'],
    [100, '100 وصفة'],
    [103, '103 وصفات'],
    [1234, '1,234 وصفة'],
  ])('picks the Arabic form of %d', (count, expected) =>
    expect(translate(arabic, 'recipes.count', { count }, 'ar')).toBe(expected),
  );

  it('picks one or other in English and French (0 and 1½ are singular in French)', () => {
    expect(translate(english, 'recipes.count', { count: 1 }, 'en')).toBe('1 recipe');
    expect(translate(english, 'recipes.count', { count: 0 }, 'en')).toBe('0 recipes');
    expect(translate(english, 'recipes.count', { count: 1200 }, 'en')).toBe('1,200 recipes');
    expect(translate(french, 'recettes.count', { count: 0 }, 'fr')).toBe('0 recette');
    expect(translate(french, 'recettes.count', { count: 2 }, 'fr')).toBe('2 recettes');
    expect(translate(french, 'recettes.count', { count: 1500 }, 'fr')).toBe('1\u202f500 recettes');
  });

  it('falls back to the _other form, then to the key without a suffix', () => {
    expect(translate(english, 'recipes.count', { count: 1 }, 'ar')).toBe('1 recipe');
    expect(translate(arabic, 'only.other', { count: 2 }, 'ar')).toBe('2 فقط');
    expect(translate(texts, 'recipes.count', { count: 1 }, 'en')).toBe('1 recipes');
  });
});

describe('translate in French', () => {
  const french = {
    swap: 'Remplacement : {{using}} au lieu de {{missing}}',
    more: 'Plus de portions de {{title}}',
    start: '{{title}} : De {{what}}',
    word: 'Le monde {{what}}',
  };

  it('elides « de » before a vowel or a silent h, nowhere else', () => {
    const swap = (missing: string) =>
      translate(french, 'swap', { using: 'citrons + sel', missing }, 'fr');
    expect(swap('olives noires')).toBe("Remplacement : citrons + sel au lieu d'olives noires");
    expect(swap("huile d'olive")).toBe("Remplacement : citrons + sel au lieu d'huile d'olive");
    expect(swap('citrons confits')).toBe('Remplacement : citrons + sel au lieu de citrons confits');
    expect(swap('haricots')).toBe('Remplacement : citrons + sel au lieu de haricots');
    expect(translate(french, 'more', { title: 'Amlou' }, 'fr')).toBe("Plus de portions d'Amlou");
    expect(translate(french, 'more', { title: 'Harira' }, 'fr')).toBe('Plus de portions de Harira');
    expect(translate(french, 'start', { title: 'x', what: 'œufs' }, 'fr')).toBe("x : D'œufs");
    expect(translate(french, 'word', { what: 'entier' }, 'fr')).toBe('Le monde entier');
  });

  it('leaves other languages as written', () => {
    expect(translate(french, 'more', { title: 'Amlou' }, 'en')).toBe('Plus de portions de Amlou');
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
