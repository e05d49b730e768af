/**
 * How `MatchIndex` stores the catalogue's ingredient lines, in typed arrays rather than a million
 * small objects. A line is one number: its ingredient's number shifted left by FLAG_BITS, with the
 * OPTIONAL and KEY flags below. Recipe r's lines are `lines[lineStart[r] .. lineStart[r + 1])`;
 * posting lists group the same lines by ingredient.
 */
export const OPTIONAL = 1;
export const KEY = 2;
export const FLAG_BITS = 2;

export const lineOf = (ingredient: number, optional: boolean, key: boolean) =>
  (ingredient << FLAG_BITS) | (optional ? OPTIONAL : 0) | (key ? KEY : 0);

/** Two bytes a line while the ingredients' numbers and the flags fit, four otherwise. */
export const lineArray = (ingredientCount: number, lineCount: number) =>
  ingredientCount <= 1 << (16 - FLAG_BITS) ? new Uint16Array(lineCount) : new Int32Array(lineCount);

/**
 * Recipe ordinals grouped by ingredient in one flat array: ingredient i's recipes are
 * `recipes[start[i] .. start[i + 1])`, in ascending order.
 */
export interface PostingLists {
  readonly start: Int32Array;
  readonly recipes: Int32Array;
}

/** The posting lists of the lines whose flags, under `mask`, equal `flags`: a count, then a fill. */
export function postingListsOf(
  lineStart: Int32Array,
  lines: Uint16Array | Int32Array,
  ingredientCount: number,
  mask: number,
  flags: number,
): PostingLists {
  const start = new Int32Array(ingredientCount + 1);
  for (const line of lines)
    if ((line & mask) === flags) {
      const id = line >> FLAG_BITS;
      start[id + 1] = (start[id + 1] as number) + 1;
    }
  for (let id = 0; id < ingredientCount; id++)
    start[id + 1] = (start[id + 1] as number) + (start[id] as number);
  const recipes = new Int32Array(start[ingredientCount] as number);
  const next = start.slice(0, ingredientCount);
  for (let ordinal = 0; ordinal + 1 < lineStart.length; ordinal++)
    for (let at = lineStart[ordinal] as number; at < (lineStart[ordinal + 1] as number); at++) {
      const line = lines[at] as number;
      if ((line & mask) !== flags) continue;
      const id = line >> FLAG_BITS;
      recipes[next[id] as number] = ordinal;
      next[id] = (next[id] as number) + 1;
    }
  return { start, recipes };
}

export const postingBytes = (lists: PostingLists) =>
  lists.start.byteLength + lists.recipes.byteLength;
