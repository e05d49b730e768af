import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from '@chhiwat/core';
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

const languages = {
  ar: flatten(translations.ar),
  fr: flatten(translations.fr),
  en: flatten(translations.en),
};

describe('public-site translations', () => {
  it('have the same keys in ar, fr and en', () => {
    const keys = Object.keys(languages.en).sort();
    expect(Object.keys(languages.fr).sort()).toEqual(keys);
    expect(Object.keys(languages.ar).sort()).toEqual(keys);
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
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(languages.en)) {
      expect(variables(languages.fr[key] ?? ''), key).toEqual(variables(text));
      expect(variables(languages.ar[key] ?? ''), key).toEqual(variables(text));
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
      const variables = (text = '') => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(Object.keys(fr ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
      expect(Object.keys(ar ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
      for (const [key, text] of Object.entries(en ?? {})) {
        expect(variables(fr?.[key]), key).toEqual(variables(text));
        expect(variables(ar?.[key]), key).toEqual(variables(text));
        for (const texts of [ar, fr, en]) expect(texts?.[key]?.trim(), key).not.toBe('');
      }
    },
  );
});
