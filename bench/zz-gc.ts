import { PerformanceObserver } from 'node:perf_hooks';
import { compareMatches, EMPTY_KITCHEN, MatchIndex, matchRecipe, MAX_MISSING_UI } from '@chhiwat/core';
import { syntheticCatalogue, syntheticPantries } from './synthetic-catalogue.ts';
const gcs: { start: number; duration: number; kind: number }[] = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) gcs.push({ start: e.startTime, duration: e.duration, kind: (e as any).detail?.kind }); }).observe({ entryTypes: ['gc'] });
const catalogue = syntheticCatalogue(1_000_000);
const index = new MatchIndex(catalogue);
function scan(pantry: string[]) {
  const selected = new Set(pantry); const keyed = [];
  for (const recipe of catalogue) { const r = matchRecipe(recipe, selected, { maxMissing: MAX_MISSING_UI, kitchen: EMPTY_KITCHEN }); if (r.canMake) keyed.push({ slug: recipe.slug, difficulty: recipe.difficulty, totalTime: recipe.totalTime, matchScore: r.matchScore, missingCount: r.missingCount, swapCount: 0 }); }
  return keyed.sort(compareMatches('matchScore')).slice(0, 24);
}
const windows: [number, number][] = [];
const pantries = syntheticPantries(10, 40);
for (const [i, pantry] of pantries.entries()) {
  const start = performance.now(); index.rank(pantry, { count: 24, maxMissing: MAX_MISSING_UI }); const end = performance.now();
  windows.push([start, end]);
}
for (const [i, pantry] of pantries.slice(0, 6).entries()) {
  scan(pantry);
  const start = performance.now(); index.rank(pantry, { count: 24, maxMissing: MAX_MISSING_UI }); const end = performance.now();
  windows.push([start, end]);
}
await new Promise((r) => setTimeout(r, 100));
for (const [s, e] of windows) {
  const inside = gcs.filter((g) => g.start < e && g.start + g.duration > s);
  console.log((e - s).toFixed(2), 'ms; gc inside:', inside.map((g) => `${g.duration.toFixed(1)}ms kind ${g.kind}`).join(', '));
}
