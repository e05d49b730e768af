import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  nameMatchScore,
  rankIngredients,
  suggestIngredients,
} from './suggestions.ts';

const ingredient = (
  slug: string,
  name_en: string,
  name_fr: string,
  name_ar: string,
  name_darija: string,
) => ({
  slug,
  name_en,
  name_fr,
  name_ar,
  name_darija,
});

const cumin = ingredient('cumin', 'Cumin', 'Cumin', 'كمون', 'الكامون');
const tomatoes = ingredient('tomatoes', 'Tomatoes', 'Tomates', 'طماطم', 'ماطيشة');
const spices = ingredient(
  'ras-el-hanout',
  'Ras el hanout',
  'Ras el hanout',
  'رأس الحانوت',
  'راس الحانوت',
);
const saffron = ingredient('saffron', 'Saffron', 'Safran', 'زعفران', 'زعفران الحر');
const lemons = ingredient(
  'preserved-lemons',
  'Preserved lemons',
  'Citrons confits',
  'ليمون مصبر',
  'الحامض المرقد',
);
const all = [cumin, tomatoes, spices, saffron, lemons];

const scoreOf = (
  slug: string,
  query: string,
  language: 'ar' | 'fr' | 'en' = 'en',
  selected: string[] = [],
) =>
  rankIngredients(all, query, { language, isSelected: (s) => selected.includes(s) }).find(
    (entry) => entry.ingredient.slug === slug,
  )?.score ?? 0;

describe('suggestion scoring (public-site.md §9)', () => {
  it('scores exact 100, prefix 80, substring 40, plus 20 in the current language', () => {
    expect(scoreOf('cumin', 'cumin')).toBe(120);
    expect(scoreOf('tomatoes', 'tom')).toBe(100);
    expect(scoreOf('tomatoes', 'mato')).toBe(60);
  });

  it('adds 20 only when a name in the current language matches', () => {
    // "citrons" matches only the French name: in English it is not the current language
    expect(scoreOf('preserved-lemons', 'citrons', 'en')).toBe(80);
    expect(scoreOf('preserved-lemons', 'citrons', 'fr')).toBe(100);
    // a fuzzy match of the English name counts for English
    expect(scoreOf('saffron', 'safran', 'en')).toBe(120);
    // Darija is the Arabic interface's own language
    expect(scoreOf('tomatoes', 'ماطيشة', 'ar')).toBe(120);
    expect(scoreOf('tomatoes', 'ماطيشة', 'fr')).toBe(100);
  });

  it('adds 10 for an ingredient already selected', () => {
    expect(scoreOf('cumin', 'cumin', 'en', ['cumin'])).toBe(130);
  });

  it('fuzzy-matches up to 20 only for names over 3 and queries over 2 characters above 0.6', () => {
    expect(nameMatchScore('tomatoes', 'tomatos')).toBe(18); // 1 - 1/8 = 0.875 → 17.5 → 18
    expect(nameMatchScore('saffron', 'safron')).toBe(17);
    expect(nameMatchScore('saffron', 'sf')).toBe(0); // query too short
    expect(nameMatchScore('ail', 'aio')).toBe(0); // name too short
    expect(nameMatchScore('cumin', 'xyzzy')).toBe(0); // not similar enough
    expect(nameMatchScore('preserved lemons', 'lemmons')).toBe(17); // closest word
  });

  it('matches any of the four names, case-insensitively and without accents or tashkeel', () => {
    expect(suggestIngredients(all, 'CITRONS', { language: 'en' }).map((i) => i.slug)).toEqual([
      'preserved-lemons',
    ]);
    expect(suggestIngredients(all, 'كَمُّون', { language: 'ar' }).map((i) => i.slug)).toEqual([
      'cumin',
    ]);
    expect(suggestIngredients(all, 'راس', { language: 'ar' }).map((i) => i.slug)).toEqual([
      'ras-el-hanout',
    ]);
    expect(suggestIngredients(all, 'rás', { language: 'fr' }).map((i) => i.slug)).toEqual([
      'ras-el-hanout',
    ]);
  });

  it('ranks best first and keeps at most 8', () => {
    const many = Array.from({ length: 20 }, (_, n) =>
      ingredient(`pepper-${n}`, `Pepper ${n}`, `Poivre ${n}`, 'فلفل', 'فلفلة'),
    );
    expect(suggestIngredients(many, 'pepper', { language: 'en' })).toHaveLength(MAX_SUGGESTIONS);
    const ranked = rankIngredients(all, 'sa', { language: 'en' });
    expect(ranked[0]?.ingredient.slug).toBe('saffron');
    const scores = ranked.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('suggests nothing for an empty query', () => {
    expect(suggestIngredients(all, '   ', { language: 'en' })).toEqual([]);
  });
});
