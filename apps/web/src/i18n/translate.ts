import { elidesBefore, pluralCategory, type Language } from '@chhiwat/core';

/** A tree of interface texts: keys lead to a string or to a deeper tree ("recipes.count"). */
export type TextTree = { [key: string]: string | TextTree };

export type TextValues = Record<string, string | number>;

/** Two text trees as one: where both have a branch, its keys are joined. */
export function mergeTexts(base: TextTree, extra: TextTree): TextTree {
  const merged: TextTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof existing === 'object' && typeof value === 'object'
        ? mergeTexts(existing, value)
        : value;
  }
  return merged;
}

function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text for a number `count`: the key with the language's plural category (`recipes.count_few`
 * for 5 in Arabic), else its `_other` form, else the key itself (decision 0036).
 */
function pluralLookup(tree: TextTree, key: string, count: number, language: Language) {
  return (
    lookup(tree, `${key}_${pluralCategory(count, language)}`) ??
    lookup(tree, `${key}_other`) ??
    lookup(tree, key)
  );
}

/**
 * A count as the language writes it, in groups of three (a narrow space in French): core's
 * formatNumber for whole numbers, without its fractions, which would join the first load.
 */
const countText = (count: number, language: Language) =>
  Number.isSafeInteger(count) && count >= 0
    ? String(count).replace(/\B(?=(\d{3})+$)/g, language === 'fr' ? '\u202f' : ',')
    : String(count);

// A placeholder, with the « de » before it, which French elides before a vowel: « au lieu d'olives ».
const PLACEHOLDER = /([Dd]e )?\{\{\s*(\w+)\s*\}\}/g;
const LETTER = /\p{L}/u;

function fill(text: string, values: TextValues, language: Language): string {
  return text.replace(
    PLACEHOLDER,
    (placeholder, de: string | undefined, name: string, offset: number) => {
      if (!(name in values)) return placeholder;
      const raw = values[name];
      const value =
        name === 'count' && typeof raw === 'number' ? countText(raw, language) : String(raw);
      // (« de » ending a longer word, as in « monde », is no « de »)
      const elides = de && language === 'fr' && !LETTER.test(text[offset - 1] ?? '');
      if (elides && elidesBefore(value)) return `${de[0]}'${value.trimStart()}`;
      return (de ?? '') + value;
    },
  );
}

/**
 * The text at `key` in a language's tree, with its {{placeholders}} filled in; the key itself when
 * there is no such text (a missing text shows, it does not break the page). A numeric `count`
 * chooses the plural form and is written with the language's separators. Values are not
 * escaped: React escapes.
 */
export function translate(
  tree: TextTree,
  key: string,
  values: TextValues | undefined,
  language: Language,
): string {
  const count = values?.count;
  const text =
    typeof count === 'number' ? pluralLookup(tree, key, count, language) : lookup(tree, key);
  if (text === undefined) return key;
  return values ? fill(text, values, language) : text;
}
