import { z } from 'zod';

/**
 * Characters that make one text display as another: zero-width spaces and joiners, the
 * left-to-right and right-to-left marks (U+200B–U+200F), bidi embeddings and overrides
 * (U+202A–U+202E), bidi isolates (U+2066–U+2069) and the zero-width no-break space (U+FEFF).
 * Refused in names and titles only: long free text may need the marks for mixed Arabic and Latin.
 */
const INVISIBLE_CHARACTER = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

export const hasInvisibleCharacters = (text: string) => INVISIBLE_CHARACTER.test(text);

export const invisibleCharactersMessage = (label: string) =>
  `${label} cannot contain invisible or direction-control characters ` +
  '(U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF)';

/** A check for names, titles and other single-line identifying text: `.check(visibleText(label))`. */
export function visibleText(label: string) {
  return z.refine<string>(
    (text) => !hasInvisibleCharacters(text),
    invisibleCharactersMessage(label),
  );
}
