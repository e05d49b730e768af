import type { Kysely } from 'kysely';
import {
  cardTeaser,
  SHARD_SPAN,
  type Difficulty,
  type OfflineManifest,
  type OfflineShard,
  type RecipeLine,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { readContentVersion } from '../../platform/content-version.ts';
import { listActiveCategories } from '../categories/service.ts';
import { listIngredients } from '../ingredients/service.ts';
import {
  countPublicRecipesByIdBlock,
  listPublicRecipeCardsInIdRange,
  listRecipeLinksInIdRange,
} from '../recipes/service.ts';
import { listSubstitutions } from '../substitutions/service.ts';
import { findCatalogueChunkVersion, listCatalogueChunks } from './repository.ts';

/** Beyond this many blocks to count, one pass over every public recipe is cheaper than ranges. */
const MAX_BLOCKS_COUNTED_BY_RANGE = 64;

/**
 * The manifest: the picker's lists and the swaps, and per shard (a block of SHARD_SPAN recipe ids
 * holding a public recipe) its version and size. The shards are the blocks migration 0007's triggers
 * keep a version for (every block a recipe was ever in). A block's count changes only with its
 * version (a recipe written, deleted, or in a category switched on or off), so counts are kept per
 * block version and only the blocks that moved are counted again: after a write, a range of a
 * thousand ids, not the whole catalogue.
 */
export class OfflineManifests {
  private readonly counted = new Map<number, { version: number; count: number }>();

  constructor(private readonly db: Kysely<Database>) {}

  async read(): Promise<OfflineManifest> {
    const { db } = this;
    // The versions first: whatever is read after them is at least as new.
    const { catalogue: version } = await readContentVersion(db);
    const chunks = await listCatalogueChunks(db);
    const [, ingredients, substitutions, ingredientCategories, recipeCategories] =
      await Promise.all([
        this.countMoved(chunks),
        listIngredients(db),
        listSubstitutions(db),
        listActiveCategories(db, 'ingredient'),
        listActiveCategories(db, 'recipe'),
      ]);
    const shards = chunks
      .map(({ chunk, version: shardVersion }) => ({
        id: chunk,
        version: shardVersion,
        count: this.counted.get(chunk)?.count ?? 0,
      }))
      .filter((shard) => shard.count > 0);
    const staples = ingredients
      .filter((ingredient) => ingredient.is_staple)
      .map((ingredient) => ingredient.slug)
      .sort();
    return {
      ...{ version, recipeCount: shards.reduce((sum, shard) => sum + shard.count, 0), shards },
      ...{ staples, substitutions, ingredients, ingredientCategories, recipeCategories },
    };
  }

  /** Counts the public recipes of the blocks whose version is not the one counted. */
  private async countMoved(chunks: { chunk: number; version: number }[]) {
    const moved = chunks.filter(
      ({ chunk, version }) => this.counted.get(chunk)?.version !== version,
    );
    if (moved.length === 0) return;
    const blocks = moved.map(({ chunk }) => chunk);
    const rows = await countPublicRecipesByIdBlock(
      this.db,
      SHARD_SPAN,
      blocks.length > MAX_BLOCKS_COUNTED_BY_RANGE ? undefined : blocks,
    );
    const counts = new Map(rows.map((row) => [Number(row.block), Number(row.count)]));
    for (const { chunk, version } of moved)
      this.counted.set(chunk, { version, count: counts.get(chunk) ?? 0 });
    const listed = new Set(chunks.map(({ chunk }) => chunk));
    for (const chunk of this.counted.keys()) if (!listed.has(chunk)) this.counted.delete(chunk);
  }
}

/** A recipe's illustration URL (the catalogue's, with the web build's pictures in its token). */
export type IllustrationUrl = (
  slug: string,
  category: string,
  lines: readonly RecipeLine[],
) => string;

/** How many shards are kept made: the first ones, which every visitor's worker keeps, are asked most. */
const MADE_SHARDS_KEPT = 16;

/**
 * The shards, read from the database by a keyset range over recipe ids. A shard made for a
 * version is kept for the next worker that asks (the few most recent ones).
 */
export class OfflineShards {
  private readonly made = new Map<string, Promise<OfflineShard | undefined>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly illustrationUrl: IllustrationUrl,
  ) {}

  /**
   * The shard's version: its block's, read before its recipes so they are at least that new;
   * undefined for a block no recipe was ever in.
   */
  version(id: number): Promise<number | undefined> {
    return findCatalogueChunkVersion(this.db, id);
  }

  /** The shard as of `version` or later; undefined when no public recipe has an id in its range. */
  shard(id: number, version: number): Promise<OfflineShard | undefined> {
    const key = `${id}:${version}`;
    let shard = this.made.get(key);
    if (!shard) {
      shard = this.read(id, version);
      shard.catch(() => this.made.delete(key)); // a failed read is tried again by the next request
      this.made.set(key, shard);
      const oldest = this.made.keys().next().value;
      if (this.made.size > MADE_SHARDS_KEPT && oldest !== undefined) this.made.delete(oldest);
    }
    return shard;
  }

  private async read(id: number, version: number): Promise<OfflineShard | undefined> {
    const from = id * SHARD_SPAN;
    const [rows, allLinks] = await Promise.all([
      listPublicRecipeCardsInIdRange(this.db, from, from + SHARD_SPAN),
      listRecipeLinksInIdRange(this.db, from, from + SHARD_SPAN),
    ]);
    if (rows.length === 0) return undefined;
    const linesOf = new Map(rows.map((row) => [row.id, [] as RecipeLine[]]));
    for (const link of allLinks)
      linesOf
        .get(link.recipe_id)
        ?.push({ slug: link.ingredient_slug, optional: link.optional, key: link.key });
    const links = rows.map((row) => linesOf.get(row.id) ?? []);
    // A card shows two lines of its description: a teaser is kept, not the whole text (issue #40).
    const recipes = rows.map(({ id: _id, ...row }, at) => ({
      ...row,
      description_en: cardTeaser(row.description_en),
      description_fr: cardTeaser(row.description_fr),
      description_ar: cardTeaser(row.description_ar),
      illustration_url: this.illustrationUrl(row.slug, row.category, links[at] ?? []),
      difficulty: row.difficulty as Difficulty,
      total_time: row.prep_time + row.cooking_time + row.soak_time + row.rest_time,
      has_instructions: Boolean(row.has_instructions),
    }));
    return { id, version, recipes, links };
  }
}
