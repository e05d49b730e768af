import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { PostgresLikeDialect } from './postgres-like-dialect.ts';

/**
 * A Kysely dialect over an embedded PGlite instance.
 *
 * PGlite is one connection, so the driver hands it out to one holder at a time: a transaction keeps
 * it from BEGIN to COMMIT and every other query waits its turn. Written here rather than taken from
 * kysely-pglite-dialect, whose peer range stops before the PGlite release we use (docs/decisions).
 */
export class PGliteDialect extends PostgresLikeDialect {
  constructor(private readonly pglite: PGlite) {
    super();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = compiledQuery.query.kind;
    const changesRows =
      command === 'InsertQueryNode' ||
      command === 'UpdateQueryNode' ||
      command === 'DeleteQueryNode' ||
      command === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(changesRows ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database');
  }
}
