import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import pantry from '../../../data/seed/ingredients-pantry.json';
import produce from '../../../data/seed/ingredients-produce.json';
import { LANGUAGES } from './catalogue.ts';
import { compareNames, editDistance, normalizeSearchText, similarity } from './search.ts';

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

  it('folds Arabic presentation forms to the base letters', () => {
    // طماطم and كمون typed (or pasted from a PDF) in contextual presentation forms
    expect(normalizeSearchText('\uFEC3\uFEE4\uFE8E\uFEC3\uFEE2')).toBe('طماطم');
    expect(normalizeSearchText('\uFEDB\uFEE4\uFEEE\uFEE5')).toBe('كمون');
    // lam-alef ligature, hamza forms and taa marbuta in presentation forms
    expect(normalizeSearchText('\uFEFB')).toBe('لا');
    expect(normalizeSearchText('\uFE83\uFEAD\uFEAF')).toBe('ارز');
    expect(normalizeSearchText('\uFEA3\uFEAE\uFEF3\uFEAE\uFE93')).toBe('حريره');
    // spacing tashkeel forms vanish like tashkeel, without splitting the word
    expect(normalizeSearchText('ك\uFE7Cمون')).toBe('كمون');
    expect(normalizeSearchText('\uFDF2')).toBe('الله');
  });

  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(normalizeSearchText('ma٣dnous')).toBe('ma3dnous');
    expect(normalizeSearchText('ma۳dnous')).toBe('ma3dnous');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('folds Persian keyboard letters and alef variants', () => {
    expect(normalizeSearchText('کمون')).toBe('كمون'); // keheh
    expect(normalizeSearchText('زیت')).toBe('زيت'); // farsi yeh
    expect(normalizeSearchText('کاکاو بی')).toBe(normalizeSearchText('كاكاو بي'));
    expect(normalizeSearchText('ٱلحمص')).toBe('الحمص');
    expect(normalizeSearchText('أ إ آ ٱ')).toBe('ا ا ا ا');
  });

  it.each([
    ['Crème brûlée', 'creme brulee'],
    ['Œufs', 'oeufs'],
    ['Smørrebrød', 'smorrebrod'],
    ['SMØRREBRØD', 'smorrebrod'],
    ['straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Đđ', 'dd'],
    ['ıspanak', 'ispanak'],
    ['Æbleskiver', 'aebleskiver'],
    ['ＴＯＭＡＴＥ', 'tomate'], // fullwidth
    ['ﬁgue', 'figue'], // fi ligature
  ])('folds Latin letter %j → %j', (input, expected) =>
    expect(normalizeSearchText(input)).toBe(expected),
  );

  it('removes zero-width and direction controls', () => {
    expect(normalizeSearchText('كم\u200Fون')).toBe('كمون');
    expect(normalizeSearchText('\u202Bكمون\u202C')).toBe('كمون');
    expect(normalizeSearchText('\uFEFFtomate')).toBe('tomate');
    expect(normalizeSearchText('to\u200Bma\u200Dte\u2067')).toBe('tomate');
    expect(normalizeSearchText('ras \u200E el\t\n hanout')).toBe('ras el hanout');
  });

  it('leaves already-folded ASCII unchanged', () => {
    for (const text of ['tomate', 'ras el hanout', 'ma3dnous', "huile d'olive", 'smen 250g']) {
      expect(normalizeSearchText(text)).toBe(text);
    }
  });

  it('is idempotent on mixed text', () => {
    for (const text of [
      'Crème Brûlée  ١٢٣',
      '\uFEC3\uFEE4\uFE8E\uFEC3\uFEE2 ma۳dnous',
      'کَمُّون\u200F straße',
      'ŒUFS Smørrebrød ﻻ ﷲ',
      'ٱلْحَرِيرَة\uFEFF',
      '',
    ]) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
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

describe('compareNames', () => {
  it("orders the catalogue's ingredient names as Intl.Collator does, in every language", () => {
    for (const language of LANGUAGES) {
      const names = [...pantry, ...produce].map((ingredient) => ingredient[`name_${language}`]);
      const collator = new Intl.Collator(language);
      expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
    }
  });

  it('folds case, accents and Arabic letter forms, then breaks ties by the names', () => {
    expect(['Zaatar', 'épices', 'Eau', 'ail'].sort(compareNames)).toEqual([
      'ail',
      'Eau',
      'épices',
      'Zaatar',
    ]);
    expect(['ليمون', 'أرز', 'بصل', 'إكليل'].sort(compareNames)).toEqual([
      'أرز',
      'إكليل',
      'بصل',
      'ليمون',
    ]);
    expect(['Eau', 'eau'].sort(compareNames)).toEqual(['Eau', 'eau']);
    expect(compareNames('thym', 'thym')).toBe(0);
  });
});
