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
 * The text at `key` with its {{placeholders}} filled in; the key itself when there is no such text
 * (a missing text shows, it does not break the page). Values are not escaped: React escapes.
 */
export function translate(tree: TextTree, key: string, values?: TextValues): string {
  const text = lookup(tree, key);
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
