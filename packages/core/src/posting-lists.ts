/**
 * Recipe ordinals grouped by ingredient in one flat array: ingredient i's recipes are
 * `recipes[start[i] .. start[i + 1])`, in the order they were added. Two typed arrays instead of
 * a million small ones: a query walks a run from start to end, and the index costs 4 bytes a line.
 */
export interface PostingLists {
  readonly start: Int32Array;
  readonly recipes: Int32Array;
}

/** Calls `add(ingredient, recipe)` for each posting; it is run twice, to count and then to fill. */
export type EachPosting = (add: (ingredient: number, recipe: number) => void) => void;

export function postingListsOf(ingredientCount: number, each: EachPosting): PostingLists {
  const start = new Int32Array(ingredientCount + 1);
  each((ingredient) => (start[ingredient + 1] = (start[ingredient + 1] as number) + 1));
  for (let id = 0; id < ingredientCount; id++)
    start[id + 1] = (start[id + 1] as number) + (start[id] as number);
  const recipes = new Int32Array(start[ingredientCount] as number);
  const next = start.slice(0, ingredientCount);
  each((ingredient, recipe) => {
    recipes[next[ingredient] as number] = recipe;
    next[ingredient] = (next[ingredient] as number) + 1;
  });
  return { start, recipes };
}

/** Bytes held by the lists. */
export const postingBytes = (lists: PostingLists) =>
  lists.start.byteLength + lists.recipes.byteLength;
