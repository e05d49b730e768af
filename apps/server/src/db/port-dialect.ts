import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { PostgresLikeDialect } from './postgres-like-dialect.ts';
import type { Database } from './schema.ts';

/** A statement sent to the thread that holds the database, and what it answers. */
export interface SentQuery {
  sql: string;
  parameters: readonly unknown[];
}
export type SentQueryResult = { rows: unknown[] };

/**
 * A Kysely dialect for a thread without its own database connection: each statement is sent to the
 * thread that has one (the embedded PGlite lives in the main thread only) and its rows come back.
 * Reads only: a transaction would have to hold the other thread's connection across messages.
 */
export class PortDialect extends PostgresLikeDialect {
  constructor(private readonly send: (query: SentQuery) => Promise<SentQueryResult>) {
    super();
  }

  createDriver(): Driver {
    return new PortDriver(this.send);
  }
}

class PortDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(send: (query: SentQuery) => Promise<SentQueryResult>) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const { rows } = await send({ sql: query.sql, parameters: query.parameters });
        return { rows: rows as R[] };
      },
      // eslint-disable-next-line require-yield
      async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('Streaming is not supported through another thread');
      },
    };
  }

  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('Transactions are not supported through another thread');
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

/** Runs a statement sent by a PortDialect on this thread's database. */
export async function runSentQuery(
  db: Kysely<Database>,
  { sql, parameters }: SentQuery,
): Promise<SentQueryResult> {
  const { rows } = await db.executeQuery(CompiledQuery.raw(sql, [...parameters]));
  return { rows };
}
