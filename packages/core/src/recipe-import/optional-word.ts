/**
 * The word a recipe page marks an optional ingredient with, in English, French and Arabic, with
 * its brackets if it has them: "(optional)", "facultatif", "optionnelle", "اختياري". The line
 * parser leaves it in the line's note; the recipe form makes it the link's `optional`.
 */
const OPTIONAL_WORD_PATTERN =
  /[([]?(?<![\p{L}\p{N}-])(?:optional|optionnel(?:le)?|facultati(?:f|ve)|اختياري[ةه]?)(?![\p{L}\p{N}])[)\]]?/giu;
const NOTE_PARTS_PATTERN = /\s*[,،;؛]\s*/u;

export interface OptionalNote {
  /** Whether the note said the ingredient is optional. */
  optional: boolean;
  /** The rest of the note; null when nothing else was in it. */
  note: string | null;
}

/** Whether an imported line's note says "optional", and the note without that word. */
export function withoutOptionalWord(note: string | null): OptionalNote {
  if (note === null || !note.match(OPTIONAL_WORD_PATTERN)) return { optional: false, note };
  const rest = note
    .replace(OPTIONAL_WORD_PATTERN, '')
    .split(NOTE_PARTS_PATTERN)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return { optional: true, note: rest || null };
}
