import type {
  Ingredient,
  KeyedRecipe,
  RecipeQuery,
  RecipeSearchResult,
  Substitution,
} from '@chhiwat/core';
import type { HeldFacts } from './read.ts';
import type { RankedRecipe } from './service.ts';

/** What the catalogue thread is started with. */
export interface CatalogueThreadData {
  /** PostgreSQL: the thread reads through a pool of its own; embedded: through the main thread. */
  database: { kind: 'postgres'; url: string } | { kind: 'main-thread' };
  /** Up to this many recipes, the main thread keeps every card (`everyId`). */
  cardCapacity: number;
}

/** The catalogue's shared parts, which the main thread answers from without a call. */
export interface CatalogueSummary {
  version: number;
  ingredients: Ingredient[];
  staples: string[];
  substitutions: Substitution[];
}

/** Sent by the thread each time its catalogue moves, before it answers any later call. */
export interface MovedMessage {
  kind: 'moved';
  summary: CatalogueSummary;
  /** The recipes changed, whose cards are out of date (undefined: every recipe). */
  changedIds: number[] | undefined;
  /** Every public recipe's id, when the catalogue is small enough to keep every card. */
  everyId: number[] | undefined;
}

export const isMoved = (message: unknown): message is MovedMessage =>
  (message as MovedMessage | null)?.kind === 'moved';

/** The calls the thread answers; each call's args also carry the catalogue `version` known. */
export interface ThreadCalls {
  rank(args: { query: RecipeQuery }): Promise<RecipeSearchResult<RankedRecipe>>;
  summary(): Promise<CatalogueSummary>;
  /** Only moves the thread towards the version the call carries. */
  want(): Promise<void>;
  recipe(args: { slug: string }): Promise<KeyedRecipe<HeldFacts> | undefined>;
  afterWrite(): Promise<void>;
  settled(): Promise<CatalogueSummary>;
}
