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
 * `recipes[start[i] .. start[i + 1])`, in ascending order (`KeyGroupedPostings`: within each group).
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

/** The lists with only the recipes `keep` keeps (ascending still). */
export function postingsOfRecipes(
  lists: PostingLists,
  keep: (ordinal: number) => boolean,
): PostingLists {
  const start = new Int32Array(lists.start.length);
  const kept = new Int32Array(lists.recipes.length);
  let count = 0;
  for (let id = 0; id + 1 < lists.start.length; id++) {
    for (let at = lists.start[id] as number; at < (lists.start[id + 1] as number); at++) {
      const ordinal = lists.recipes[at] as number;
      if (keep(ordinal)) kept[count++] = ordinal;
    }
    start[id + 1] = count;
  }
  return { start, recipes: kept.slice(0, count) };
}

/**
 * A recipe's key group: KEYLESS, or its first key ingredient with a flag saying whether it has
 * other keys. A recipe can be made only if that ingredient is had (and, with others, they too).
 */
export const KEYLESS = 0;
export const keyGroupOf = (ingredient: number, severalKeys: boolean) =>
  1 + ((ingredient << 1) | (severalKeys ? 1 : 0));
export const groupIngredient = (group: number) => (group - 1) >> 1;
export const groupHasSeveralKeys = (group: number) => ((group - 1) & 1) === 1;
/** Key groups for `ingredientCount` ingredients: KEYLESS and two per ingredient. */
export const keyGroupCount = (ingredientCount: number) => 1 + 2 * ingredientCount;

/**
 * Posting lists again, each ingredient's recipes grouped by their key group (ascending within a
 * group), so a walk can skip the recipes whose key is not had. Ingredient i's groups are the
 * entries `first[i] .. first[i + 1]`; entry e holds `recipes[end[e - 1] .. end[e])` (from
 * `start[i]` for the first), the recipes of key group `group[e]`.
 */
export interface KeyGroupedPostings extends PostingLists {
  readonly first: Int32Array;
  readonly group: Int32Array;
  readonly end: Int32Array;
}

/**
 * Calls `visit` for each of ingredient `id`'s key groups whose key ingredient is `marked`
 * (non-zero by ingredient number), and for the keyless: the range of `lists.recipes` it holds, and
 * whether its recipes have other keys. The other groups' recipes cannot be made.
 */
export function forEachGroupHad(
  lists: KeyGroupedPostings,
  id: number,
  marked: Uint8Array,
  visit: (from: number, to: number, severalKeys: boolean) => void,
) {
  let from = lists.start[id] as number;
  const last = lists.first[id + 1] as number;
  for (let entry = lists.first[id] as number; entry < last; entry++) {
    const to = lists.end[entry] as number;
    const group = lists.group[entry] as number;
    if (group === KEYLESS) visit(from, to, false);
    else if (marked[groupIngredient(group)] !== 0) visit(from, to, groupHasSeveralKeys(group));
    from = to;
  }
}

/** `lists` grouped by `groupOf[recipe]` (a key group, below `groupCount`). */
export function groupByKey(
  lists: PostingLists,
  groupOf: Int32Array,
  groupCount: number,
): KeyGroupedPostings {
  const ingredientCount = lists.start.length - 1;
  const count = new Int32Array(groupCount);
  const cursor = new Int32Array(groupCount);
  const recipes = new Int32Array(lists.recipes.length);
  const first = new Int32Array(ingredientCount + 1);
  const groupsMet: number[] = [];
  const ends: number[] = [];
  const groupAt = (at: number) => groupOf[lists.recipes[at] as number] as number;
  for (let id = 0; id < ingredientCount; id++) {
    const from = lists.start[id] as number;
    const to = lists.start[id + 1] as number;
    first[id] = groupsMet.length;
    const groups: number[] = [];
    for (let at = from; at < to; at++) {
      const group = groupAt(at);
      if (count[group] === 0) groups.push(group);
      count[group] = (count[group] as number) + 1;
    }
    let offset = from;
    for (const group of groups.sort((a, b) => a - b)) {
      cursor[group] = offset;
      offset += count[group] as number;
      count[group] = 0;
      groupsMet.push(group);
      ends.push(offset);
    }
    for (let at = from; at < to; at++) {
      const group = groupAt(at);
      recipes[cursor[group] as number] = lists.recipes[at] as number;
      cursor[group] = (cursor[group] as number) + 1;
    }
  }
  first[ingredientCount] = groupsMet.length;
  return {
    start: lists.start,
    recipes,
    first,
    group: Int32Array.from(groupsMet),
    end: Int32Array.from(ends),
  };
}
