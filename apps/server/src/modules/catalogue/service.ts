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
  type RecipeCard,
  type RecipeLine,
  type RecipeListItem,
  type RecipeQuery,
  type RecipeSearchResult,
  type SearchOptions,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import {
  contentVersionKey,
  ContentVersionWatch,
  type ContentVersion,
} from '../../platform/content-version.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { illustrationUrl } from '../pictures/illustration-url.ts';
import { listSubstitutions } from '../substitutions/service.ts';
import { CardCache } from './card-cache.ts';
import {
  pruneChanges,
  readCards,
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
/** Text searches whose recipe ids are kept (oldest dropped first). */
const KEPT_TEXT_SEARCHES = 32;
/** How long a write's answer waits for its change to be in this process's catalogue. */
const WRITE_WAIT_MS = 2_000;
/** How often a process with no traffic asks for the version, so it is up to date when asked. */
const WATCH_EVERY_MS = 250;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Holds the current catalogue and brings it up to date (issue #42). A new catalogue version is
 * learnt from the ContentVersionWatch (shared with the response cache; a background check every
 * 250 ms once `watch()` runs); the change log says what it changed, and only those recipes are read
 * and indexed again (`patchCatalogue`). Reads never wait for it: they keep the catalogue they have
 * until the patched one is ready — only the very first read waits for the first build. Updates run
 * one at a time; versions that arrive during one are taken together by the next. The whole
 * catalogue is read again only at start, on a gap in the log, or once the changed part grew large.
 */
export class PublicCatalogue {
  private held: CatalogueSnapshot | undefined;
  private first: Promise<CatalogueSnapshot> | undefined;
  private updating: Promise<void> | undefined;
  /** Why the last update failed, if it did (the next read or write tries again). */
  private failure: unknown;
  private wanted = 0;
  private timers: NodeJS.Timeout[] = [];
  private readonly cards = new CardCache();
  private readonly holders = new Map<string, Promise<SearchOptions<HeldFacts>['textHolders']>>();

  /** The web build's ingredient pictures, in the illustration URLs' tokens. */
  readonly picturesVersion: string;
  private readonly read: typeof buildSnapshot;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions: Pick<
      ContentVersionWatch,
      'current' | 'invalidate' | 'fresh'
    > = new ContentVersionWatch(db),
    options: {
      /** The web build's ingredient pictures, in the illustration URLs' tokens (modules/pictures). */
      picturesVersion?: string;
      /** Reads the whole catalogue as of a version (tests count and time the builds). */
      read?: typeof buildSnapshot;
    } = {},
  ) {
    this.picturesVersion = options.picturesVersion ?? '';
    this.read = options.read ?? buildSnapshot;
  }

  /**
   * The public list and the match answer: ranked in memory, text found by the database (migration
   * 0009), and the page's cards read by id in one query.
   */
  async search(query: RecipeQuery): Promise<RecipeSearchResult<RecipeListItem>> {
    const held = await this.current();
    const text = normalizeSearchText(query.q ?? '');
    const textHolders = text ? await this.textHolders(held, text, query) : undefined;
    const found = searchRecipes(held, query, { textHolders });
    const cards = await this.cardsOf(found.recipes.map((recipe) => recipe.id));
    // A recipe gone since the catalogue was read is left out of the page.
    const recipes = found.recipes.flatMap(({ id, match }): RecipeListItem[] => {
      const card = cards.get(id);
      if (!card) return [];
      const { has_instructions: _instructions, ...shown } = card;
      return [{ ...shown, match }];
    });
    return { ...found, recipes };
  }

  /**
   * The recipes holding a search's text, per part of `held`, kept per catalogue version for the
   * next pages, sorts and filters of the same search (a common word is held by a third of a large
   * catalogue: walking only those, found once, is most of what a search costs).
   */
  private textHolders(held: CatalogueSnapshot, text: string, { lang }: RecipeQuery) {
    const key = `${held.version} ${lang} ${text}`;
    const kept = this.holders.get(key);
    if (kept) return kept;
    const read = readTextHolders(this.db, text, lang).then((ids) => holdersByPart(held, ids));
    this.holders.set(key, read);
    read.catch(() => this.holders.delete(key));
    if (this.holders.size > KEPT_TEXT_SEARCHES)
      this.holders.delete(this.holders.keys().next().value as string);
    return read;
  }

  /** The cards of `ids`: those kept, and the others read in one query. */
  private async cardsOf(ids: readonly number[]): Promise<Map<number, RecipeCard>> {
    const { found, missing } = this.cards.take(ids);
    if (!missing.length) return found;
    const read = this.cards.startRead();
    let fresh: Map<number, RecipeCard>;
    try {
      fresh = await readCards(this.db, this.picturesVersion, missing);
      this.cards.keep(read, fresh);
    } catch (error) {
      // The database away: the cards as last seen, as the catalogue is kept (`lastOr`).
      fresh = this.cards.lastKnown(missing);
      if (!isDatabaseUnavailable(error) || fresh.size < missing.length) throw error;
    }
    for (const [id, card] of fresh) found.set(id, card);
    return found;
  }

  /** A recipe's illustration URL, with this build's ingredient pictures in its token. */
  illustrationUrl(slug: string, category: string, lines: readonly RecipeLine[]): string {
    return illustrationUrl(slug, category, lines, this.picturesVersion);
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
   * The content version as served: the catalogue's part is the version held, not the database's,
   * so what is kept per version (the response cache) moves when the catalogue does.
   */
  readonly served = {
    current: async (): Promise<ContentVersion> => {
      const version = await this.versions.current();
      const held = await this.current();
      return { ...version, catalogue: held.version };
    },
    freshKey: (): string | undefined => {
      const version = this.versions.fresh();
      if (!version || !this.held) return undefined;
      if (version.catalogue > this.held.version) return undefined;
      return contentVersionKey({ ...version, catalogue: this.held.version });
    },
  };

  /**
   * After a write through this process: the new version is read, and the change patched in before
   * the write is answered (up to WRITE_WAIT_MS), so the writer's next read shows it.
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

  /** Checks the version in the background, so a change made elsewhere is patched in unasked. */
  watch() {
    this.stop();
    const check = () => void this.current().catch(() => undefined);
    const prune = () => void pruneChanges(this.db).catch(() => undefined);
    this.timers = [setInterval(check, WATCH_EVERY_MS), setInterval(prune, PRUNE_EVERY_MS)];
    for (const timer of this.timers) timer.unref();
    check();
    prune();
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private firstBuild(version: number): Promise<CatalogueSnapshot> {
    this.first ??= this.read(this.db, version).then(
      async (snapshot) => {
        await this.keepEveryCard(snapshot);
        return (this.held = snapshot);
      },
      (error: unknown) => {
        this.first = undefined;
        throw error;
      },
    );
    return this.first;
  }

  /**
   * A catalogue that fits the card cache keeps every card (`ids`: those just changed), as before
   * issue #42: its lists never wait for a card, and all of them answer while the database is away.
   */
  private async keepEveryCard(snapshot: CatalogueSnapshot, ids?: readonly number[]) {
    if (snapshot.baseIds.length + snapshot.changed.size > this.cards.capacity) return;
    await this.cardsOf(ids ?? [...snapshot.baseIds]);
  }

  /** `keepEveryCard` after an update, which does not wait for it (a list reads what it lacks). */
  private keepEveryCardSoon(snapshot: CatalogueSnapshot, ids?: readonly number[]) {
    void this.keepEveryCard(snapshot, ids).catch(() => undefined);
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
      while (this.held && this.wanted > this.held.version)
        this.held = await this.nextFrom(this.held, this.wanted);
    } catch (error) {
      this.failure = error;
    }
  }

  private async nextFrom(held: CatalogueSnapshot, target: number): Promise<CatalogueSnapshot> {
    const changes = await readChanges(this.db, held.version, target);
    const changedCount = held.changed.size + changes.recipeIds.length;
    const large =
      changedCount > REBUILD_AFTER_CHANGES &&
      changedCount > held.baseIds.length * REBUILD_AFTER_SHARE;
    if (!changes.complete || large) {
      const whole = await this.read(this.db, target);
      this.cards.forget();
      this.keepEveryCardSoon(whole);
      return whole;
    }
    const patched = await this.patched(held, target, changes);
    this.cards.forget(changes.recipeIds);
    this.keepEveryCardSoon(patched, changes.recipeIds);
    return patched;
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
