import { describe, expect, it } from 'vitest';
import type { Ingredient } from './api/ingredients.ts';
import { rankIngredients as searchIngredients } from './suggestions.ts';

function ingredient(slug: string, names: Partial<Ingredient>): Ingredient {
  return {
    slug,
    name_en: slug,
    name_fr: slug,
    name_ar: slug,
    name_darija: slug,
    category: 'vegetables',
    image_url: null,
    seasonality: 'year-round',
    commonly_used_with: [],
    is_staple: false,
    aliases_en: [],
    aliases_fr: [],
    aliases_ar: [],
    aliases_darija: [],
    ...names,
  };
}

const tomatoes = ingredient('tomatoes', {
  name_en: 'Tomatoes',
  name_fr: 'Tomates',
  name_ar: 'طماطم',
  name_darija: 'ماطيشة',
  aliases_en: ['tomato', 'fresh tomatoes'],
  aliases_ar: ['مطيشة', 'بندورة'],
  aliases_darija: ['maticha', 'matecha', 'tomatich'],
});
const parsley = ingredient('parsley', {
  name_en: 'Parsley',
  name_fr: 'Persil',
  name_ar: 'بقدونس',
  name_darija: 'معدنوس',
  aliases_en: ['flat-leaf parsley'],
  aliases_fr: ['persil plat'],
  aliases_darija: ['ma3dnous', 'm3dnous'],
});
const cilantro = ingredient('cilantro', {
  name_en: 'Cilantro',
  name_fr: 'Coriandre',
  name_ar: 'كزبرة',
  name_darija: 'قزبر',
  aliases_en: ['coriander', 'chinese parsley'],
  aliases_darija: ['9ezbour', 'kosbor'],
});
const all = [tomatoes, parsley, cilantro];
const slugs = (query: string, language: 'ar' | 'fr' | 'en' = 'en') =>
  searchIngredients(all, query, { language }).map((hit) => hit.ingredient.slug);

describe('ingredient search over names and aliases', () => {
  it('finds tomatoes from the Latin-script Darija "maticha", saying which alias matched', () => {
    const [hit] = searchIngredients(all, 'maticha', { language: 'fr' });
    expect(hit?.ingredient).toBe(tomatoes); // the ingredient itself: its names, never the alias
    expect(hit?.alias).toBe('maticha');
  });

  it('finds parsley from "ma3dnous", with Arabic-Indic digits too, and cilantro from "9ezbour"', () => {
    expect(slugs('ma3dnous')).toEqual(['parsley']);
    expect(slugs('ma٣dnous')).toEqual(['parsley']);
    expect(slugs('9ezbour', 'ar')).toEqual(['cilantro']);
  });

  it('folds case, accents and Arabic letter forms in aliases as in names', () => {
    expect(slugs('MATICHA')).toEqual(['tomatoes']);
    expect(slugs('بَنْدُورَة', 'ar')).toEqual(['tomatoes']);
  });

  it('looks in the four alias lists', () => {
    expect(slugs('flat-leaf')).toEqual(['parsley']);
    expect(slugs('persil plat', 'fr')).toEqual(['parsley']);
    expect(slugs('مطيشة', 'ar')[0]).toBe('tomatoes');
  });

  it('gives no alias hint when a real name matches as well', () => {
    const [hit] = searchIngredients(all, 'tomat', { language: 'en' });
    expect(hit?.ingredient).toBe(tomatoes);
    expect(hit?.alias).toBeUndefined();
  });

  it('lists each ingredient once, with its best score, best first', () => {
    // "parsley" is parsley's name, and an alias of cilantro ("chinese parsley")
    const hits = searchIngredients(all, 'parsley', { language: 'en' });
    expect(hits.map((hit) => hit.ingredient.slug)).toEqual(['parsley', 'cilantro']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 0);
    expect(hits[1]?.alias).toBe('chinese parsley');
  });

  it('ranks an already selected ingredient higher, as the suggestion scoring says', () => {
    const hits = searchIngredients(all, 'parsley', {
      language: 'en',
      isSelected: (slug) => slug === 'cilantro',
    });
    expect(hits.find((hit) => hit.ingredient === cilantro)?.score).toBe(40 + 20 + 10);
  });

  it('finds nothing for an empty query, and works on a list cached before aliases existed', () => {
    expect(slugs('  ')).toEqual([]);
    const old = all.map((item) => {
      const { aliases_en, aliases_fr, aliases_ar, aliases_darija, ...rest } = item;
      void [aliases_en, aliases_fr, aliases_ar, aliases_darija];
      return rest;
    });
    expect(searchIngredients(old, 'tomat', { language: 'en' })[0]?.ingredient.slug).toBe(
      'tomatoes',
    );
    expect(searchIngredients(old, 'maticha', { language: 'en' })).toEqual([]);
  });
});
