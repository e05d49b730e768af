import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './database.ts';
import { PortDialect, runSentQuery, type SentQuery } from './port-dialect.ts';
import type { Database } from './schema.ts';

describe('a database reached through another thread’s connection', () => {
  let database: DatabaseHandle;
  let sent: SentQuery[];
  let remote: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seeded: true });
    sent = [];
    // What the catalogue thread's messages carry: the statement out, its rows back.
    remote = new Kysely<Database>({
      dialect: new PortDialect((query) => {
        sent.push(structuredClone(query));
        return runSentQuery(database.db, structuredClone(query)).then(structuredClone);
      }),
    });
  });
  afterAll(() => database.close());

  it('reads the rows the database itself reads, parameters included', async () => {
    const query = (db: Kysely<Database>) =>
      db
        .selectFrom('recipes')
        .select(['id', 'slug', 'created_at'])
        .where('status', '=', 'published')
        .where('id', 'in', [1, 2, 3, 4, 5])
        .orderBy('id')
        .execute();
    const [direct, through] = await Promise.all([query(database.db), query(remote)]);
    expect(through.length).toBeGreaterThan(0);
    expect(through).toEqual(direct);
    expect(through[0]?.created_at).toBeInstanceOf(Date);
    expect(sent.at(-1)?.parameters).toEqual(['published', 1, 2, 3, 4, 5]);
  });

  it('reports a failed statement as the database does', async () => {
    await expect(sql`select * from no_such_table`.execute(remote)).rejects.toThrow(/no_such_table/);
  });

  it('refuses a transaction, which would hold the other thread’s connection', async () => {
    await expect(remote.transaction().execute(async () => undefined)).rejects.toThrow(
      'Transactions are not supported through another thread',
    );
  });
});
