import {
  assembleCatalogue,
  OFFLINE_RECIPE_BUDGET,
  shardsToFetch,
  shardsToKeep,
  type OfflineCatalogue,
  type OfflineManifest,
  type OfflineShard,
} from '@chhiwat/core';

export const MANIFEST_URL = '/api/offline-catalogue';
/** A kept shard's key: its address at the version it holds (the versions held are in the keys). */
export const shardUrl = (id: number, version: number) =>
  `${MANIFEST_URL}/shards/${id}?v=${version}`;
const SHARD_KEY = /^\/api\/offline-catalogue\/shards\/(\d+)\?v=(\d+)$/;
/**
 * How many recipes are kept of how many, for the page's offline banner
 * (features/offline/kept-subset.ts reads it from the same cache).
 */
export const KEPT_SUMMARY_URL = `${MANIFEST_URL}/kept`;

export interface KeptSummary {
  kept: number;
  total: number;
}

/** Where the kept bodies live: Cache Storage in the worker, a map in the tests. */
export interface KeptStore {
  read(url: string): Promise<unknown>;
  write(url: string, body: unknown): Promise<void>;
  remove(url: string): Promise<void>;
  /** Every key, as path and query. */
  urls(): Promise<string[]>;
}

/** A GET of our API: the body of a 2xx, undefined for a 404; throws for anything else. */
export type FetchJson = (url: string) => Promise<unknown>;

/**
 * The catalogue the worker answers from offline (issue #42): the manifest and the shards the subset
 * rule keeps (core `shardsToKeep`: shards in id order up to OFFLINE_RECIPE_BUDGET recipes; the
 * recipe pages the visitor opened or saved are kept apart, whatever the budget). A refresh fetches
 * the manifest and then only the kept shards whose version moved; offline answers rank the kept
 * recipes, assembled once per refresh by core's `assembleCatalogue`.
 */
export class KeptCatalogue {
  private assembled: Promise<OfflineCatalogue | undefined> | undefined;
  /** The catalogue version of the manifest this worker last stored. */
  private keptVersion: number | undefined;

  constructor(
    private readonly store: KeptStore,
    private readonly fetchJson: FetchJson,
    private readonly budget = OFFLINE_RECIPE_BUDGET,
  ) {}

  /**
   * Brings the kept catalogue up to the server's. Each shard is stored as it arrives, and the
   * manifest last: a refresh cut short (the network gone) leaves the last manifest with the
   * shards held, of whichever version, and the next refresh fetches what is still missing. When
   * nothing moved, nothing is written and the assembled catalogue (and its index) is kept.
   */
  async refresh(): Promise<void> {
    const manifest = (await this.fetchJson(MANIFEST_URL)) as OfflineManifest | undefined;
    if (!isManifest(manifest)) return;
    const wanted = shardsToKeep(manifest.shards, this.budget);
    const held = await this.heldVersions();
    const missing = shardsToFetch(wanted, held);
    const keptIds = new Set(wanted.map((entry) => entry.id));
    const dropped = [...held].filter(([id]) => !keptIds.has(id));
    if (manifest.version === this.keptVersion && missing.length === 0 && dropped.length === 0)
      return;
    try {
      for (const entry of missing) {
        const shard = (await this.fetchJson(shardUrl(entry.id, entry.version))) as
          OfflineShard | undefined;
        if (shard) await this.keep(shard, held);
      }
      for (const [id, version] of dropped) {
        await this.store.remove(shardUrl(id, version));
        held.delete(id);
      }
      await this.store.write(MANIFEST_URL, manifest);
      await this.store.write(KEPT_SUMMARY_URL, {
        kept: wanted.reduce((sum, entry) => sum + (held.has(entry.id) ? entry.count : 0), 0),
        total: manifest.recipeCount,
      } satisfies KeptSummary);
      this.keptVersion = manifest.version;
    } finally {
      this.assembled = undefined;
    }
  }

  /** What the offline answers rank from; undefined before the first refresh. */
  catalogue(): Promise<OfflineCatalogue | undefined> {
    this.assembled ??= this.assemble();
    return this.assembled;
  }

  private async assemble(): Promise<OfflineCatalogue | undefined> {
    const manifest = (await this.store.read(MANIFEST_URL)) as OfflineManifest | undefined;
    if (!isManifest(manifest)) return undefined;
    const held = await this.heldVersions();
    const shards = await Promise.all(
      [...held].map(([id, version]) => this.store.read(shardUrl(id, version))),
    );
    return assembleCatalogue(manifest, shards.filter(Boolean) as OfflineShard[]);
  }

  /** Stores a shard under the version it came with, in place of the one held before. */
  private async keep(shard: OfflineShard, held: Map<number, number>) {
    await this.store.write(shardUrl(shard.id, shard.version), shard);
    const before = held.get(shard.id);
    if (before !== undefined && before !== shard.version)
      await this.store.remove(shardUrl(shard.id, before));
    held.set(shard.id, shard.version);
  }

  /** The version of each shard held, read from the keys alone (no body is read). */
  private async heldVersions(): Promise<Map<number, number>> {
    const held = new Map<number, number>();
    for (const url of await this.store.urls()) {
      const [, id, version] = SHARD_KEY.exec(url) ?? [];
      if (id !== undefined && version !== undefined)
        held.set(Number(id), Math.max(Number(version), held.get(Number(id)) ?? 0));
    }
    return held;
  }
}

/** A manifest, not the single document an older server sent (issue #21's, without shards). */
const isManifest = (body: OfflineManifest | undefined): body is OfflineManifest =>
  Array.isArray(body?.shards);
