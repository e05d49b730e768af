/**
 * `npx tsx bench/profile-matching.ts [size] [pantry] [rounds] [off|on]`: ranks the bench's pantries
 * on one synthetic index, with the kitchen off, on, or both, and prints the median and p95. Small
 * enough to run under a profiler: `node --cpu-prof --import tsx bench/profile-matching.ts`.
 */
import { EMPTY_KITCHEN, kitchenOf, MatchIndex, MAX_MISSING_UI } from '@chhiwat/core';
import {
  SYNTHETIC_KITCHEN_STAPLES,
  syntheticCatalogue,
  syntheticPantries,
  syntheticSwapRules,
} from './synthetic-catalogue.ts';
import { median, percentile } from './stats.ts';

const [size = 1_000_000, pantrySize = 10, rounds = 3] = process.argv.slice(2, 5).map(Number);
const only = process.argv[5];

for (const kitchenOn of [false, true]) {
  if (only && only !== (kitchenOn ? 'on' : 'off')) continue;
  const index = new MatchIndex(syntheticCatalogue(size, 42, { keys: kitchenOn }));
  const kitchen = kitchenOn
    ? kitchenOf(SYNTHETIC_KITCHEN_STAPLES, syntheticSwapRules(80))
    : EMPTY_KITCHEN;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const pantry of syntheticPantries(pantrySize, 15)) {
      const start = performance.now();
      index.rank(pantry, { count: 24, maxMissing: MAX_MISSING_UI, kitchen });
      times.push(performance.now() - start);
    }
  console.log(
    `${size} recipes, ${pantrySize}-ingredient pantries, kitchen ${kitchenOn ? 'on' : 'off'}: ` +
      `median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
      `index ${(index.byteSize() / 2 ** 20).toFixed(1)} MB`,
  );
}
