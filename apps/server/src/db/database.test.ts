import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './database.ts';
import { entriesUnder, notPrivate, openToEveryone } from '../test/file-modes.ts';
import { migrateToLatest } from './migrate.ts';

describe('the embedded database on disk', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chhiwat-db-'));
    dirs.push(dir);
    return path.join(dir, 'pglite');
  };
  afterEach(() =>
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  );

  it('keeps its data across a close and reopen', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(first.db);
    await sql`insert into admin_roles (name, display_name) values ('editor', 'Editor')`.execute(
      first.db,
    );
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const roles = await second.db.selectFrom('admin_roles').select('name').execute();
    expect(roles.map((role) => role.name)).toEqual(['editor']);
    await second.close();
  });

  it('refuses a second opener of the same directory while the first holds it', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /in use by another process/,
    );
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('keeps its files private: those it finds, those PGlite writes at open and those made after', async () => {
    const dataDir = tempDir();
    const created = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(created.db);
    // PGlite writes a new database's files 0666, whatever the umask
    expect(notPrivate(dataDir)).toEqual([]);
    expect(notPrivate(`${dataDir}.lock`)).toEqual([]);
    await created.close();

    openToEveryone(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(notPrivate(dataDir)).toEqual([]);
    const before = new Set(entriesUnder(dataDir));
    // a new table and index, and enough rows for new WAL: files PostgreSQL creates while running
    await sql`create table filler (id int primary key, note text)`.execute(database.db);
    await sql`insert into filler select n, repeat('x', 200) from generate_series(1, 200000) n`.execute(
      database.db,
    );
    await sql`checkpoint`.execute(database.db);
    expect(entriesUnder(dataDir).filter((entry) => !before.has(entry)).length).toBeGreaterThan(0);
    expect(notPrivate(dataDir)).toEqual([]);
    await database.close();
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
