import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
} from 'kysely';

/** A Kysely dialect speaking PostgreSQL's SQL over a driver of our own (PGlite, another thread). */
export abstract class PostgresLikeDialect implements Dialect {
  abstract createDriver(): Driver;

  createAdapter() {
    return new PostgresAdapter();
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
