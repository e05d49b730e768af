/**
 * The catalogue thread (decision 0051): holds the public catalogue and its match index, patches it
 * as the catalogue version moves, and ranks every list and match, so the main thread's requests
 * never wait behind a ranking or a patch. Its reads go to PostgreSQL through a pool of its own, or
 * through the main thread for the embedded database (db/port-dialect.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { recipeBySlug, type RecipeQuery } from '@chhiwat/core';
import { openDatabase } from '../../db/database.ts';
import { PortDialect, type SentQuery, type SentQueryResult } from '../../db/port-dialect.ts';
import type { Database } from '../../db/schema.ts';
import {
  answerCall,
  isAnswer,
  isCall,
  PendingCalls,
  type CallMessage,
} from '../../platform/thread-calls.ts';
import { PublicCatalogue, type CatalogueSnapshot } from './service.ts';
import type { CatalogueThreadData, MovedMessage, ThreadCalls } from './thread-protocol.ts';

const port = parentPort;
if (!port) throw new Error('catalogue/thread.ts runs as a worker thread');
const { database, cardCapacity } = workerData as CatalogueThreadData;
const toParent = new PendingCalls((message) => port.postMessage(message));

const db: Kysely<Database> =
  database.kind === 'postgres'
    ? (await openDatabase({ kind: 'postgres', url: database.url })).db
    : new Kysely<Database>({
        dialect: new PortDialect((query) =>
          toParent.call<SentQueryResult>('query', query satisfies SentQuery),
        ),
      });

/** The newest catalogue version the main thread has told of (each call carries it). */
let told = 0;
const versions = {
  current: async () => ({ catalogue: told, blog: 0, blogLiveAt: 0 }),
  invalidate: () => {},
};

const summaryOf = (held: CatalogueSnapshot) => ({
  version: held.version,
  ingredients: held.ingredients,
  staples: held.staples,
  substitutions: held.substitutions,
});

const moved = (held: CatalogueSnapshot, changedIds: readonly number[] | undefined) => {
  const count = held.baseIds.length + held.changed.size;
  const message: MovedMessage = {
    kind: 'moved',
    summary: summaryOf(held),
    changedIds: changedIds ? [...changedIds] : undefined,
    everyId: count <= cardCapacity ? everyIdOf(held) : undefined,
  };
  port.postMessage(message);
};

const everyIdOf = (held: CatalogueSnapshot) => [
  ...held.baseIds.filter((id) => !held.changed.has(id)),
  ...[...held.changed].flatMap(([id, recipe]) => (recipe ? [id] : [])),
];

const catalogue = new PublicCatalogue(db, versions, { onMoved: moved });

const calls: ThreadCalls = {
  rank: ({ query }: { query: RecipeQuery }) => catalogue.rank(query),
  summary: async () => summaryOf(await catalogue.current()),
  want: async () => void (await catalogue.current()),
  recipe: async ({ slug }: { slug: string }) => recipeBySlug(await catalogue.current(), slug),
  afterWrite: () => catalogue.afterWrite(),
  settled: async () => summaryOf(await catalogue.settled()),
};

const handle = (op: string, args: unknown) => {
  const { version } = args as { version: number };
  told = Math.max(told, version);
  const run = calls[op as keyof ThreadCalls] as ((args: unknown) => Promise<unknown>) | undefined;
  if (!run) throw new Error(`The catalogue thread has no call "${op}"`);
  return run(args);
};

port.on('message', (message: unknown) => {
  if (isAnswer(message)) toParent.answered(message);
  else if (isCall(message))
    void answerCall(message as CallMessage, handle, (answer) => port.postMessage(answer));
});
