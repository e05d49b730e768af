import { describe, expect, it } from 'vitest';
import { KitchenCounts, type StaticKitchen } from './kitchen-counts.ts';
import {
  groupByKey,
  KEY,
  keyGroupCount,
  keyGroupOf,
  KEYLESS,
  lineOf,
  OPTIONAL,
  postingListsOf,
} from './recipe-lines.ts';

/** Three recipes over ingredients 0–2; ingredient 1 is on the bonus list. */
function countsOfSample() {
  const recipes = [
    [lineOf(0, false, true), lineOf(1, false, false)],
    [lineOf(1, true, false), lineOf(2, false, true)],
    [lineOf(2, false, false)],
  ];
  const lineStart = Int32Array.from([0, 2, 4, 5]);
  const lines = Uint16Array.from(recipes.flat());
  const postingsOf = (mask: number, flags: number) =>
    postingListsOf(lineStart, lines, 3, mask, flags);
  const keyCount = Uint8Array.from([1, 1, 0]);
  return new KitchenCounts(3, {
    // recipe 0's only key is ingredient 0, recipe 1's is 2, recipe 2 has none
    required: groupByKey(
      postingsOf(OPTIONAL, 0),
      Int32Array.from([keyGroupOf(0, false), keyGroupOf(2, false), KEYLESS]),
      keyGroupCount(3),
    ),
    optional: postingsOf(OPTIONAL, OPTIONAL),
    keys: postingsOf(KEY, KEY),
    isBonus: Uint8Array.from([0, 1, 0]),
    requiredCount: Uint8Array.from([2, 1, 1]),
    keyCount,
    keyless: Int32Array.from([0b100]),
  });
}

/** A kitchen as `MatchIndex` hands it over: staples and swaps by number, and its key. */
const staticKitchen = (staples: number[], swaps: [number, number][]): StaticKitchen => ({
  staples,
  swaps: new Map(swaps),
  key: `${staples.join(',')} ${swaps.join(';')}`,
});

describe('KitchenCounts', () => {
  it('counts the staples and the swaps they allow alone, per recipe', () => {
    const table = countsOfSample().tableOf(staticKitchen([1], [[2, 75]]));
    expect([...table.stapleRequired]).toEqual([1, 0, 0]);
    expect([...table.stapleOptional]).toEqual([0, 1, 0]);
    expect([...table.stapleBonus]).toEqual([1, 2, 0]);
    expect([...table.swapRequired]).toEqual([0, 1, 1]);
    expect([...table.requiredLeft]).toEqual([1, 0, 0]);
    expect([...table.swapCreditRequired]).toEqual([0, 75, 75]);
    // recipe 1's key (ingredient 2) is swapped by the staples alone: always had
    expect([...table.keysLeft]).toEqual([1, 0, 0]);
    expect(table.keysCovered[0]).toBe(0b110);
  });

  it('counts nothing for a kitchen of nothing, and leaves every key line', () => {
    const table = countsOfSample().tableOf(staticKitchen([], []));
    expect([...table.stapleRequired, ...table.swapRequired, ...table.swapCreditRequired]).toEqual(
      Array.from({ length: 9 }, () => 0),
    );
    expect([...table.keysLeft]).toEqual([1, 1, 0]);
    expect(table.keysCovered[0]).toBe(0b100);
    expect([...table.requiredLeft]).toEqual([2, 1, 1]);
  });

  it('keeps a few kitchens’ tables, the least recently used dropped first', () => {
    const counts = countsOfSample();
    const kitchen = (staple: number) => staticKitchen([staple], []);
    const first = counts.tableOf(kitchen(0));
    expect(counts.tableOf(kitchen(0))).toBe(first);
    const second = counts.tableOf(kitchen(1));
    const third = counts.tableOf(kitchen(2));
    expect(counts.tableOf(kitchen(0))).toBe(first);
    counts.tableOf(staticKitchen([], [])); // a fourth: the least recently used goes
    expect(counts.tableOf(kitchen(2))).toBe(third);
    expect(counts.tableOf(kitchen(1))).not.toBe(second);
  });

  it('adds a query’s swap changes only where asked, and forgets them on reset', () => {
    const counts = countsOfSample();
    const candidates = Int32Array.from([0b010]);
    const everyKeyMarked = Uint8Array.from([1, 1, 1]);
    counts.addSwapChange({ id: 2, lines: -1, credit: -75 }, true, candidates, everyKeyMarked);
    expect([...counts.swapRequired]).toEqual([0, -1, 0]);
    expect([...counts.swapCredit]).toEqual([0, -75, 0]);
    counts.resetSwaps();
    // recipe 1's only key (ingredient 2) not marked: its group is skipped; recipe 2 has no key
    counts.addSwapChange(
      { id: 2, lines: 1, credit: 50 },
      false,
      Int32Array.from([0b110]),
      new Uint8Array(3),
    );
    expect([...counts.swapRequired]).toEqual([0, 0, 1]);
    counts.resetSwaps();
    expect([...counts.swapRequired, ...counts.swapCredit]).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
