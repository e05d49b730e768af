import { Worker } from 'node:worker_threads';
import type {
  KeyedRecipe,
  RecipeCard,
  RecipeLine,
  RecipeListItem,
  RecipeQuery,
  RecipeSearchResult,
} from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import { runSentQuery, type SentQuery } from '../../db/port-dialect.ts';
import {
  contentVersionKey,
  type ContentVersion,
  type ContentVersionWatch,
} from '../../platform/content-version.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { answerCall, isAnswer, isCall, PendingCalls } from '../../platform/thread-calls.ts';
import { illustrationUrl } from '../pictures/illustration-url.ts';
import { CardCache } from './card-cache.ts';
import { pruneChanges, readCards, type HeldFacts } from './read.ts';
import type { RankedRecipe } from './service.ts';
import {
  isMoved,
  type CatalogueSummary,
  type CatalogueThreadData,
  type MovedMessage,
  type ThreadCalls,
} from './thread-protocol.ts';
import { threadFile } from './thread-file.ts';

/** How often a process with no traffic asks for the version, so it is up to date when asked. */
const WATCH_EVERY_MS = 250;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type CallArgs<K extends keyof ThreadCalls> = Parameters<ThreadCalls[K]>[0];
type CallResult<K extends keyof ThreadCalls> = Awaited<ReturnType<ThreadCalls[K]>>;

/**
 * The public catalogue as the main thread sees it (decision 0051): the catalogue and its match
 * index live in a thread of their own (catalogue/thread.ts), which ranks each list and match and
 * patches itself as writes arrive; here are the catalogue version (the process's
 * ContentVersionWatch, sent with each call), the cards of the pages ranked (read by id, kept in a
 * CardCache), and the shared parts (ingredients, staples, swaps) as of the thread's last move, so
 * those answer without a call. A thread that dies is started again by the next call.
 */
export class CatalogueThread {
  /** The web build's ingredient pictures, in the illustration URLs' tokens. */
  readonly picturesVersion: string;
  private worker: Promise<Worker> | undefined;
  /** The thread started last, until it ends. */
  private thread: Worker | undefined;
  private readonly calls = new PendingCalls(
    (message) =>
      void this.started().then(
        (worker) => worker.postMessage(message),
        (error: unknown) =>
          this.calls.failAll(error instanceof Error ? error : new Error(String(error))),
      ),
  );
  private summary: CatalogueSummary | undefined;
  /** The last version the thread was told of outside a call that needed it, and when. */
  private told = { version: 0, at: Number.NEGATIVE_INFINITY };
  private readonly cards = new CardCache();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'kind' | 'url'>,
    private readonly versions: Pick<ContentVersionWatch, 'current' | 'invalidate' | 'fresh'>,
    options: { picturesVersion?: string } = {},
  ) {
    this.picturesVersion = options.picturesVersion ?? '';
  }

  /** The public list and the match answer: ranked by the thread, the page's cards read here. */
  async search(query: RecipeQuery): Promise<RecipeSearchResult<RecipeListItem>> {
    const found = await this.call('rank', { query });
    const cards = await this.cardsOf(found.recipes.map((recipe) => recipe.id));
    // A recipe gone since the catalogue was read is left out of the page.
    const recipes = found.recipes.flatMap(({ id, match }: RankedRecipe): RecipeListItem[] => {
      const card = cards.get(id);
      if (!card) return [];
      const { has_instructions: _instructions, ...shown } = card;
      return [{ ...shown, match }];
    });
    return { ...found, recipes };
  }

  /** The shared parts as held; the thread is told to move on if the database is ahead of it. */
  async current(): Promise<CatalogueSummary> {
    const version = await this.knownVersion();
    if (!this.summary) return this.call('summary', undefined, version);
    if (version > this.summary.version) this.tellOfVersion(version);
    return this.summary;
  }

  /**
   * Tells the thread of a newer version, once per version (and again after a version check's
   * time, should its update have failed): every request in the moment between a write and the
   * thread's move asks, and each would otherwise be a call for the thread to answer.
   */
  private tellOfVersion(version: number) {
    const now = performance.now();
    if (version <= this.told.version && now - this.told.at < WATCH_EVERY_MS) return;
    this.told = { version, at: now };
    void this.call('want', undefined, version).catch(() => undefined);
  }

  /** A public recipe's facts and lines by slug, as the catalogue holds it. */
  recipe(slug: string): Promise<KeyedRecipe<HeldFacts> | undefined> {
    return this.call('recipe', { slug });
  }

  /** A recipe's illustration URL, with this build's ingredient pictures in its token. */
  illustrationUrl(slug: string, category: string, lines: readonly RecipeLine[]): string {
    return illustrationUrl(slug, category, lines, this.picturesVersion);
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
      if (!version || !this.summary) return undefined;
      if (version.catalogue > this.summary.version) return undefined;
      return contentVersionKey({ ...version, catalogue: this.summary.version });
    },
  };

  /**
   * After a write through this process: the new version is read, and the thread patches the change
   * in before the write is answered (up to 2 s), so the writer's next read shows it.
   */
  async afterWrite(): Promise<void> {
    this.versions.invalidate();
    const { catalogue } = await this.versions.current();
    await this.call('afterWrite', undefined, catalogue);
  }

  /** The shared parts once the update under way, if any, has ended. */
  settled(): Promise<CatalogueSummary> {
    return this.call('settled');
  }

  /** Starts the thread and checks the version in the background, so other processes' writes arrive unasked. */
  watch() {
    this.stopWatching();
    const check = () => void this.current().catch(() => undefined);
    const prune = () => void pruneChanges(this.database.db).catch(() => undefined);
    this.timers = [setInterval(check, WATCH_EVERY_MS), setInterval(prune, PRUNE_EVERY_MS)];
    for (const timer of this.timers) timer.unref();
    check();
    prune();
  }

  /** Stops the checks and the thread; a later call starts a new one. */
  async stop() {
    this.stopWatching();
    const worker = this.worker;
    this.worker = undefined;
    this.thread = undefined;
    this.calls.failAll(new Error('The catalogue thread was stopped'));
    await worker?.then((started) => started.terminate()).catch(() => undefined);
  }

  private stopWatching() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private async call<K extends keyof ThreadCalls>(
    op: K,
    args?: CallArgs<K>,
    known?: number,
  ): Promise<CallResult<K>> {
    const version = known ?? (await this.knownVersion());
    return this.calls.call<CallResult<K>>(op, { ...args, version });
  }

  /** The catalogue version to ask the thread for: the database's, or the one held while it is away. */
  private async knownVersion(): Promise<number> {
    try {
      return (await this.versions.current()).catalogue;
    } catch (error) {
      if (this.summary && isDatabaseUnavailable(error)) return this.summary.version;
      throw error;
    }
  }

  private started(): Promise<Worker> {
    this.worker ??= this.start();
    return this.worker;
  }

  private async start(): Promise<Worker> {
    const { kind, url } = this.database;
    const workerData: CatalogueThreadData = {
      database: kind === 'postgres' && url ? { kind, url } : { kind: 'main-thread' },
      cardCapacity: this.cards.capacity,
    };
    const worker = new Worker(await threadFile(), { workerData });
    this.thread = worker;
    // The thread never keeps the process alive: stop() ends it, and so does the process's end.
    worker.unref();
    worker.on('message', (message: unknown) => this.received(worker, message));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) =>
      this.lost(worker, new Error(`The catalogue thread exited (${code})`)),
    );
    return worker;
  }

  private received(worker: Worker, message: unknown) {
    if (isAnswer(message)) this.calls.answered(message);
    else if (isMoved(message)) this.moved(message);
    else if (isCall(message))
      void answerCall(
        message,
        (_op, query) => runSentQuery(this.database.db, query as SentQuery),
        (answer) => worker.postMessage(answer),
      );
  }

  private lost(worker: Worker, error: Error) {
    if (this.thread !== worker) return;
    this.thread = undefined;
    this.worker = undefined;
    this.calls.failAll(error);
  }

  /**
   * The thread's catalogue moved: the changed recipes' cards are out of date, and a catalogue that
   * fits the card cache keeps every card (its lists never wait for one, and all of them answer
   * while the database is away).
   */
  private moved({ summary, changedIds, everyId }: MovedMessage) {
    this.summary = summary;
    this.cards.forget(changedIds);
    if (everyId) void this.cardsOf(changedIds ?? everyId).catch(() => undefined);
  }

  /** The cards of `ids`: those kept, and the others read in one query. */
  private async cardsOf(ids: readonly number[]): Promise<Map<number, RecipeCard>> {
    const { found, missing } = this.cards.take(ids);
    if (!missing.length) return found;
    const read = this.cards.startRead();
    let fresh: Map<number, RecipeCard>;
    try {
      fresh = await readCards(this.database.db, this.picturesVersion, missing);
      this.cards.keep(read, fresh);
    } catch (error) {
      // The database away: the cards as last seen, as the catalogue is kept.
      fresh = this.cards.lastKnown(missing);
      if (!isDatabaseUnavailable(error) || fresh.size < missing.length) throw error;
    }
    for (const [id, card] of fresh) found.set(id, card);
    return found;
  }
}
