/**
 * `npx tsx bench/profile-matching.ts [size] [pantry]`: ranks the bench's pantries on one synthetic
 * index, kitchen off and all on, for a profiler (`node --cpu-prof --import tsx ...`).
 */
import { EMPTY_KITCHEN, kitchenOf, MatchIndex, MAX_MISSING_UI } from '@chhiwat/core';
import {
  SYNTHETIC_KITCHEN_STAPLES,
  syntheticCatalogue,
  syntheticPantries,
  syntheticSwapRules,
} from './synthetic-catalogue.ts';

const size = Number(process.argv[2] ?? 1_000_000);
const pantrySize = Number(process.argv[3] ?? 10);
const rounds = Number(process.argv[4] ?? 3);
const only = process.argv[5];
for (const keys of [false, true]) {
  if (only && only !== (keys ? 'on' : 'off')) continue;
  const index = new MatchIndex(syntheticCatalogue(size, 42, { keys }));
  const kitchen = keys
    ? kitchenOf(SYNTHETIC_KITCHEN_STAPLES, syntheticSwapRules(80))
    : EMPTY_KITCHEN;
  const times: number[] = [];
  let canMake = 0;
  for (let round = 0; round < rounds; round++)
    for (const pantry of syntheticPantries(pantrySize, 15)) {
      const start = performance.now();
      canMake += index.rank(pantry, {
        count: 24,
        maxMissing: MAX_MISSING_UI,
        kitchen,
      }).canMakeCount;
      times.push(performance.now() - start);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  console.log(
    `${size}/${pantrySize} kitchen ${keys ? 'on' : 'off'}: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)}, memory ${(index.byteSize() / 2 ** 20).toFixed(1)} MB, can make ${canMake / times.length}`,
  );
}
