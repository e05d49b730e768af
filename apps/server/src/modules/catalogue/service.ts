import type { Kysely } from 'kysely';
import {
  catalogueFrom,
  holdersByPart,
  normalizeSearchText,
  patchCatalogue,
  searchRecipes,
  type Ingredient,
  type KeyedRecipe,
  type PatchableCatalogue,
  type RecipeMatch,
  type RecipeQuery,
  type RecipeSearchResult,
  type SearchOptions,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { ContentVersionWatch } from '../../platform/content-version.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { listSubstitutions } from '../substitutions/service.ts';
import { TextHolderIds } from './text-holder-ids.ts';
import {
  readChanges,
  readFacts,
  readKeptOrders,
  readIngredients,
  readSharedData,
  readTextHolders,
  type CatalogueChanges,
  type HeldFacts,
} from './read.ts';

/**
 * The catalogue the public side reads: the parts matching searches (each recipe's facts, not its
 * card: issue #42), and the public ingredients.
 */
export interface CatalogueSnapshot extends PatchableCatalogue<HeldFacts> {
  ingredients: Ingredient[];
}

/** The whole catalogue as of `version` or later: read after the version was, never before. */
export async function buildSnapshot(
  db: Kysely<Database>,
  version: number,
): Promise<CatalogueSnapshot> {
  const [recipes, shared, idsInOrder] = await Promise.all([
    readFacts(db),
    readSharedData(db),
    readKeptOrders(db),
  ]);
  return {
    ...catalogueFrom(version, recipes, shared, idsInOrder),
    ingredients: shared.ingredients,
  };
}

/**
 * Past this many changed recipes (and this share of the base), the changed part costs more to index
 * on each write than it saves, and the whole catalogue is read and indexed again, in the background.
 */
const REBUILD_AFTER_CHANGES = 5_000;
const REBUILD_AFTER_SHARE = 0.02;
/** Text searches kept (oldest dropped first). */
const KEPT_TEXT_SEARCHES = 32;
/** How long a write's answer waits for its change to be in this process's catalogue. */
const WRITE_WAIT_MS = 2_000;

/** A recipe of a page as ranked: its id (its card is read by id) and its match. */
export interface RankedRecipe {
  id: number;
  match: RecipeMatch | null;
}

/** Told when the held catalogue moved: the recipes changed (undefined: all, read again). */
export type OnMoved = (held: CatalogueSnapshot, changedIds: readonly number[] | undefined) => void;

/**
 * Holds the current catalogue and brings it up to date (issue #42). The catalogue version comes
 * from `versions` (in the server, the version the main thread's ContentVersionWatch read, sent with
 * each call: catalogue/thread.ts); the change log says what it changed, and only those recipes are
 * read and indexed again (`patchCatalogue`). Reads never wait for it: they keep the catalogue they
 * have until the patched one is ready — only the very first read waits for the first build. Updates
 * run one at a time; versions that arrive during one are taken together by the next. The whole
 * catalogue is read again only at start, on a gap in the log, or once the changed part grew large.
 */
export class PublicCatalogue {
  private held: CatalogueSnapshot | undefined;
  private first: Promise<CatalogueSnapshot> | undefined;
  private updating: Promise<void> | undefined;
  /** Why the last update failed, if it did (the next read or write tries again). */
  private failure: unknown;
  private wanted = 0;
  private readonly holders = new Map<string, Promise<SearchOptions<HeldFacts>['textHolders']>>();
  private readonly texts: TextHolderIds;
  private readonly read: typeof buildSnapshot;
  private readonly onMoved: OnMoved;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions: Pick<
      ContentVersionWatch,
      'current' | 'invalidate'
    > = new ContentVersionWatch(db),
    options: {
      /** Reads the whole catalogue as of a version (tests count and time the builds). */
      read?: typeof buildSnapshot;
      onMoved?: OnMoved;
    } = {},
  ) {
    this.read = options.read ?? buildSnapshot;
    this.onMoved = options.onMoved ?? (() => {});
    this.texts = new TextHolderIds(
      (text, language, among) => readTextHolders(db, text, language, among),
      KEPT_TEXT_SEARCHES,
    );
  }

  /**
   * The public list and the match answer, ranked in memory, text found by the database (migration
   * 0009): the page's recipes as ids, whose cards the caller reads (catalogue/thread-handle.ts).
   */
  async rank(query: RecipeQuery): Promise<RecipeSearchResult<RankedRecipe>> {
    const held = await this.current();
    const text = normalizeSearchText(query.q ?? '');
    const textHolders = text ? await this.textHolders(held, text, query) : undefined;
    const found = searchRecipes(held, query, { textHolders });
    return { ...found, recipes: found.recipes.map(({ id, match }) => ({ id, match })) };
  }

  /**
   * The recipes holding a search's text, per part of `held`, kept per catalogue version for the
   * next pages, sorts and filters of the same search (a common word is held by a third of a large
   * catalogue: walking only those, found once, is most of what a search costs); after a patch,
   * only the changed recipes are asked again (`TextHolderIds`).
   */
  private textHolders(held: CatalogueSnapshot, text: string, { lang }: RecipeQuery) {
    const key = `${held.version} ${lang} ${text}`;
    const kept = this.holders.get(key);
    if (kept) return kept;
    const read = this.texts.idsAt(held.version, text, lang).then((ids) => holdersByPart(held, ids));
    this.holders.set(key, read);
    read.catch(() => this.holders.delete(key));
    if (this.holders.size > KEPT_TEXT_SEARCHES)
      this.holders.delete(this.holders.keys().next().value as string);
    return read;
  }

  /** The catalogue as held now; an update is started if the database is ahead of it. */
  async current(): Promise<CatalogueSnapshot> {
    let version: number;
    try {
      version = (await this.versions.current()).catalogue;
    } catch (error) {
      return this.lastOr(error);
    }
    if (!this.held) return this.firstBuild(version);
    if (version > this.held.version) void this.update(version);
    return this.held;
  }

  /**
   * After a write: the new version is read, and the change patched in before the write is
   * answered (up to WRITE_WAIT_MS), so the writer's next read shows it.
   */
  async afterWrite(): Promise<void> {
    this.versions.invalidate();
    const version = (await this.versions.current()).catalogue;
    if (!this.held) return;
    const waited = new Promise<void>((resolve) => setTimeout(resolve, WRITE_WAIT_MS).unref());
    await Promise.race([this.update(version), waited]);
    if (this.failure !== undefined) throw this.failure;
  }

  /** The catalogue once the update under way, if any, has ended. */
  async settled(): Promise<CatalogueSnapshot> {
    const held = await this.current();
    await this.updating;
    return this.held ?? held;
  }

  private firstBuild(version: number): Promise<CatalogueSnapshot> {
    this.first ??= this.read(this.db, version).then(
      (snapshot) => {
        this.held = snapshot;
        this.onMoved(snapshot, undefined);
        return snapshot;
      },
      (error: unknown) => {
        this.first = undefined;
        throw error;
      },
    );
    return this.first;
  }

  /** Brings the catalogue to `version` at least; one update at a time. */
  private update(version: number): Promise<void> {
    this.wanted = Math.max(this.wanted, version);
    this.updating ??= this.run().finally(() => (this.updating = undefined));
    return this.updating;
  }

  /** Never rejects: a failure is kept in `failure`, and the next read or write tries again. */
  private async run(): Promise<void> {
    this.failure = undefined;
    try {
      while (this.held && this.wanted > this.held.version) {
        const { snapshot, changedIds } = await this.nextFrom(this.held, this.wanted);
        this.texts.moved(this.held.version, snapshot.version, changedIds);
        this.held = snapshot;
        this.onMoved(snapshot, changedIds);
      }
    } catch (error) {
      this.failure = error;
    }
  }

  private async nextFrom(held: CatalogueSnapshot, target: number) {
    const changes = await readChanges(this.db, held.version, target);
    const changedCount = held.changed.size + changes.recipeIds.length;
    const large =
      changedCount > REBUILD_AFTER_CHANGES &&
      changedCount > held.baseIds.length * REBUILD_AFTER_SHARE;
    if (!changes.complete || large) {
      return { snapshot: await this.read(this.db, target), changedIds: undefined };
    }
    return {
      snapshot: await this.patched(held, target, changes),
      changedIds: changes.recipeIds,
    };
  }

  private async patched(
    held: CatalogueSnapshot,
    version: number,
    changes: CatalogueChanges,
  ): Promise<CatalogueSnapshot> {
    const [recipes, ingredients, substitutions] = await Promise.all([
      changes.recipeIds.length
        ? readFacts(this.db, changes.recipeIds)
        : ([] as KeyedRecipe<HeldFacts>[]),
      changes.ingredients ? readIngredients(this.db) : held,
      changes.substitutions
        ? listSubstitutions(this.db).then((list) => ({ substitutions: list }))
        : held,
    ]);
    const byId = new Map<number, KeyedRecipe<HeldFacts> | null>(
      changes.recipeIds.map((id) => [id, null]),
    );
    for (const recipe of recipes) byId.set(recipe.id, recipe);
    const kitchen = { staples: ingredients.staples, substitutions: substitutions.substitutions };
    return {
      ...patchCatalogue(held, version, byId, kitchen),
      ingredients: ingredients.ingredients,
    };
  }

  /**
   * While the database is unreachable, visitors keep the last catalogue rather than an error; the
   * watch asks the database again on the next request.
   */
  private lastOr(error: unknown): CatalogueSnapshot {
    if (this.held && isDatabaseUnavailable(error)) return this.held;
    throw error;
  }
}
