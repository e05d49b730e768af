import { describe, expect, it } from 'vitest';
import {
  groupByKey,
  groupHasSeveralKeys,
  groupIngredient,
  keyGroupCount,
  keyGroupOf,
  KEYLESS,
  lineOf,
  OPTIONAL,
  postingListsOf,
} from './recipe-lines.ts';

describe('postings grouped by their recipes’ first key', () => {
  it('keeps each ingredient’s recipes, grouped by key, ascending within a group', () => {
    // recipe: its lines (ingredient, optional, key); ingredient 0 is in every recipe
    const recipes = [
      [lineOf(0, false, false), lineOf(1, false, true)], // key 1
      [lineOf(0, false, false)], // keyless
      [lineOf(0, false, true), lineOf(2, false, true)], // several keys
      [lineOf(0, false, false), lineOf(2, false, true)], // key 2
      [lineOf(0, false, false), lineOf(1, false, true)], // key 1
      [lineOf(0, true, false), lineOf(2, false, true)], // key 2, ingredient 0 optional
    ];
    const lineStart = Int32Array.from([0, 2, 3, 5, 7, 9, 11]);
    const lines = Uint16Array.from(recipes.flat());
    const required = postingListsOf(lineStart, lines, 3, OPTIONAL, 0);
    const several = keyGroupOf(0, true);
    const [one, two] = [keyGroupOf(1, false), keyGroupOf(2, false)];
    const grouped = groupByKey(
      required,
      Int32Array.from([one, KEYLESS, several, two, one, two]),
      keyGroupCount(3),
    );
    const groupsOf = (id: number) => {
      const groups: [number, number[]][] = [];
      let from = grouped.start[id] as number;
      for (
        let entry = grouped.first[id] as number;
        entry < (grouped.first[id + 1] as number);
        entry++
      ) {
        const to = grouped.end[entry] as number;
        groups.push([grouped.group[entry] as number, [...grouped.recipes.subarray(from, to)]]);
        from = to;
      }
      return groups;
    };
    expect(groupsOf(0)).toEqual([
      [KEYLESS, [1]],
      [several, [2]],
      [one, [0, 4]],
      [two, [3]],
    ]);
    expect(groupsOf(2)).toEqual([
      [several, [2]],
      [two, [3, 5]],
    ]);
    expect([groupIngredient(several), groupHasSeveralKeys(several)]).toEqual([0, true]);
    expect([groupIngredient(two), groupHasSeveralKeys(two)]).toEqual([2, false]);
    expect([...grouped.start]).toEqual([...required.start]);
  });
});
