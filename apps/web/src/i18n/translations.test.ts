import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, PLURAL_CATEGORIES, type Language } from '@chhiwat/core';
import { ownTexts, pageTexts, translations, type TextTree } from './resources.ts';
import { PAGE_TEXT_SETS } from './texts.ts';

function flatten(tree: TextTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** A text with forms per plural category ("count_one", "count_few"…) is one text, "count". */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const variables = (text = '') => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]);

/** Each text's variables, a plural text's forms together ("وصفة واحدة" needs no {{count}}). */
function textVariables(texts: Record<string, string>): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const [key, text] of Object.entries(texts)) {
    const names = (found[baseKey(key)] ??= new Set());
    for (const name of variables(text)) if (name) names.add(name);
  }
  return Object.fromEntries(Object.entries(found).map(([key, names]) => [key, [...names].sort()]));
}

/** Every plural text has its `_other` form and no form its language does not tell apart. */
function expectPluralForms(texts: Record<string, string>, language: Language) {
  for (const key of Object.keys(texts)) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (!category) continue;
    expect(PLURAL_CATEGORIES[language], `${language} ${key}`).toContain(category);
    expect(texts[`${baseKey(key)}_other`], `${language} ${key}`).toBeDefined();
  }
}

const languages = {
  ar: flatten(translations.ar),
  fr: flatten(translations.fr),
  en: flatten(translations.en),
};

describe('public-site translations', () => {
  it('have the same keys in ar, fr and en (a plural text counting once)', () => {
    const keys = (texts: Record<string, string>) =>
      [...new Set(Object.keys(texts).map(baseKey))].sort();
    expect(keys(languages.fr)).toEqual(keys(languages.en));
    expect(keys(languages.ar)).toEqual(keys(languages.en));
  });

  it('give each plural text its other form and only the forms of its language', () => {
    for (const language of ['ar', 'fr', 'en'] as const)
      expectPluralForms(languages[language], language);
  });

  it('leave no text empty', () => {
    for (const [language, texts] of Object.entries(languages)) {
      for (const [key, text] of Object.entries(texts))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('write Arabic in Arabic script (brand and numbers aside)', () => {
    for (const [key, text] of Object.entries(languages.ar)) {
      expect(/\p{Script=Arabic}/u.test(text), key).toBe(true);
    }
  });

  it('keep the same interpolation variables in each language', () => {
    const [ar, fr, en] = [languages.ar, languages.fr, languages.en].map(textVariables);
    for (const [key, names] of Object.entries(en ?? {})) {
      expect(fr?.[key], key).toEqual(names);
      expect(ar?.[key], key).toEqual(names);
    }
  });

  it('keep each text once: the JSON files repeat no page text from core', () => {
    for (const language of ['ar', 'fr', 'en'] as const) {
      const own = Object.keys(flatten(ownTexts[language]));
      const shared = Object.keys(flatten(PAGE_TEXTS[language]));
      expect(
        own.filter((key) => shared.includes(key)),
        language,
      ).toEqual([]);
    }
  });
});

describe('texts only some pages show', () => {
  it.each(PAGE_TEXT_SETS)(
    'have the same keys and variables in ar, fr and en, none empty (%s)',
    (set) => {
      const [ar, fr, en] = (['ar', 'fr', 'en'] as const).map((language) =>
        flatten(pageTexts[language][set]),
      );
      const keys = (texts = {}) => [...new Set(Object.keys(texts).map(baseKey))].sort();
      expect(keys(fr)).toEqual(keys(en));
      expect(keys(ar)).toEqual(keys(en));
      for (const [texts, language] of [
        [ar, 'ar'],
        [fr, 'fr'],
        [en, 'en'],
      ] as const) {
        expectPluralForms(texts ?? {}, language);
        for (const [key, text] of Object.entries(texts ?? {}))
          expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
      const [arNames, frNames, enNames] = [ar, fr, en].map((texts) => textVariables(texts ?? {}));
      for (const [key, names] of Object.entries(enNames ?? {})) {
        expect(frNames?.[key], key).toEqual(names);
        expect(arNames?.[key], key).toEqual(names);
      }
    },
  );
});
