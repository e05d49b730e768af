import { describe, expect, it } from 'vitest';
import {
  groupByKey,
  KEYLESS,
  lineOf,
  OPTIONAL,
  postingListsOf,
  SEVERAL_KEYS,
} from './recipe-lines.ts';

describe('postings grouped by their recipes’ key', () => {
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
    const keyOf = Int32Array.from([1, KEYLESS, SEVERAL_KEYS, 2, 1, 2]);
    const grouped = groupByKey(required, keyOf, 3);
    const groupsOf = (id: number) => {
      const groups: [number, number[]][] = [];
      let from = grouped.start[id] as number;
      for (
        let entry = grouped.first[id] as number;
        entry < (grouped.first[id + 1] as number);
        entry++
      ) {
        const to = grouped.end[entry] as number;
        groups.push([grouped.key[entry] as number, [...grouped.recipes.subarray(from, to)]]);
        from = to;
      }
      return groups;
    };
    expect(groupsOf(0)).toEqual([
      [SEVERAL_KEYS, [2]],
      [KEYLESS, [1]],
      [1, [0, 4]],
      [2, [3]],
    ]);
    expect(groupsOf(2)).toEqual([
      [SEVERAL_KEYS, [2]],
      [2, [3, 5]],
    ]);
    expect([...grouped.start]).toEqual([...required.start]);
  });
});
