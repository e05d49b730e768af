import { describe, expect, it } from 'vitest';
import { companionSuggestions, pickerRank, QUICK_ADD_SETS, searchPicker } from './recipe-picker.ts';

const onions = { slug: 'onions', name_en: 'Onions', name_fr: 'Oignons', name_darija: 'بصلة' };
const greenOnions = {
  slug: 'spring-onions',
  name_en: 'Spring onions',
  name_fr: 'Oignons nouveaux',
  name_darija: 'بصلة خضرا',
};
const onionSeeds = {
  slug: 'nigella-seeds',
  name_en: 'Nigella seeds',
  name_fr: 'Nigelle',
  name_darija: 'سانوج',
};

describe('recipe form picker', () => {
  it('ranks 100 / 90 / 80 / 70 / 50', () => {
    expect(pickerRank(onions, 'onions')).toBe(100);
    expect(pickerRank(onions, 'oni')).toBe(90);
    expect(pickerRank(greenOnions, 'spring')).toBe(90);
    expect(pickerRank({ ...onions, name_fr: 'Zz', name_en: 'Onions' }, 'on')).toBe(90);
    expect(
      pickerRank({ slug: 'x', name_en: 'Mint', name_fr: 'Menthe', name_darija: 'نعناع' }, 'نعن'),
    ).toBe(70);
    expect(
      pickerRank({ slug: 'x', name_en: 'Mint', name_fr: 'Menthe', name_darija: 'نعناع' }, 'menthe'),
    ).toBe(100);
    expect(pickerRank(greenOnions, 'nouveaux')).toBe(50);
    expect(pickerRank(onionSeeds, 'onions')).toBe(0);
  });

  it('starts at 2 characters, keeps at most 20, leaves out what is chosen', () => {
    expect(searchPicker([onions], 'o')).toEqual([]);
    expect(searchPicker([greenOnions, onions], 'onions').map((i) => i.slug)).toEqual([
      'onions',
      'spring-onions',
    ]);
    expect(
      searchPicker([onions, greenOnions], 'onions', new Set(['onions'])).map((i) => i.slug),
    ).toEqual(['spring-onions']);
    const many = Array.from({ length: 30 }, (_, n) => ({
      slug: `o${n}`,
      name_en: `Onion ${n}`,
      name_fr: 'x',
      name_darija: 'y',
    }));
    expect(searchPicker(many, 'onion')).toHaveLength(20);
  });

  it('suggests up to 5 companions not already chosen', () => {
    expect(companionSuggestions(['chicken'])).toEqual([
      'onions',
      'garlic',
      'ginger',
      'cilantro',
      'preserved-lemons',
    ]);
    expect(companionSuggestions(['chicken', 'onions', 'garlic'])).not.toContain('onions');
    expect(companionSuggestions([])).toEqual([]);
  });

  it('offers the four quick-add sets', () => {
    expect(QUICK_ADD_SETS.map((set) => set.name)).toEqual([
      'Moroccan Base',
      'Tagine Essentials',
      'Couscous Vegetables',
      'Soup Base',
    ]);
  });
});
