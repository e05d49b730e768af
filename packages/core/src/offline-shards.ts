import type {
  OfflineCatalogue,
  OfflineManifest,
  OfflineShard,
  OfflineShardEntry,
} from './api/offline.ts';

/**
 * How many recipes the service worker keeps for offline search at most (issue #42): five full
 * shards, about 1.4 MB to download (gzip), 8 MB kept on the device and some 30 MB of a phone's
 * memory with their index (10,000 took 58 MB and half a second to index: too much for a phone).
 */
export const OFFLINE_RECIPE_BUDGET = 5_000;

/**
 * The shards the worker keeps — the subset rule (docs/offline-and-my-list.md): shards in id order,
 * so the curated catalogue (the lowest ids) first, as long as their recipes fit in `budget`
 * together; the first that does not fit ends the list, so the kept recipes are always the
 * catalogue's first ones by id. The recipe pages the visitor opened or saved are kept apart from
 * these, whatever the budget.
 */
export function shardsToKeep(
  shards: readonly OfflineShardEntry[],
  budget = OFFLINE_RECIPE_BUDGET,
): OfflineShardEntry[] {
  const kept: OfflineShardEntry[] = [];
  let recipes = 0;
  for (const shard of [...shards].sort((a, b) => a.id - b.id)) {
    if (recipes + shard.count > budget) break;
    kept.push(shard);
    recipes += shard.count;
  }
  return kept;
}

/** The kept shards to fetch: those not held yet, and those whose version moved (the deltas). */
export function shardsToFetch(
  wanted: readonly OfflineShardEntry[],
  held: ReadonlyMap<number, number>,
): OfflineShardEntry[] {
  return wanted.filter((shard) => held.get(shard.id) !== shard.version);
}

/**
 * The catalogue the offline answers rank from: the manifest's lists and the recipes of `shards`
 * in id order (a shard's recipes are in id order, and shards do not overlap), which is the order
 * the server's catalogue holds them in, so ties rank alike. A shard the manifest no longer lists
 * is left out.
 */
export function assembleCatalogue(
  manifest: OfflineManifest,
  shards: readonly OfflineShard[],
): OfflineCatalogue {
  const listed = new Set(manifest.shards.map((shard) => shard.id));
  const inOrder = shards.filter((shard) => listed.has(shard.id)).sort((a, b) => a.id - b.id);
  const { shards: _entries, ...lists } = manifest;
  return {
    ...lists,
    recipes: inOrder.flatMap((shard) => shard.recipes),
    links: inOrder.flatMap((shard) => shard.links),
  };
}
