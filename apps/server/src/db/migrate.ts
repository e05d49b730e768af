import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import * as catalogueAndAdmin from './migrations/0001-catalogue-and-admin.ts';
import * as catalogueVersion from './migrations/0002-catalogue-version.ts';
import * as kitchen from './migrations/0003-kitchen.ts';
import * as blogVersion from './migrations/0004-blog-version.ts';
import * as recipeSource from './migrations/0005-recipe-source.ts';
import * as structuredRecipes from './migrations/0006-structured-recipes.ts';
import * as catalogueChanges from './migrations/0007-catalogue-changes.ts';
import * as adminLists from './migrations/0008-admin-lists.ts';
import * as publicSearch from './migrations/0009-public-search.ts';
import * as titleOrders from './migrations/0010-title-orders.ts';
import * as ingredientNutrition from './migrations/0011-ingredient-nutrition.ts';

/** Every migration, in order. A migration is a list of SQL statements run in one transaction. */
const migrations: Record<string, { statements: string[] }> = {
  '0001-catalogue-and-admin': catalogueAndAdmin,
  '0002-catalogue-version': catalogueVersion,
  '0003-kitchen': kitchen,
  '0004-blog-version': blogVersion,
  '0005-recipe-source': recipeSource,
  '0006-structured-recipes': structuredRecipes,
  '0007-catalogue-changes': catalogueChanges,
  '0008-admin-lists': adminLists,
  '0009-public-search': publicSearch,
  '0010-title-orders': titleOrders,
  '0011-ingredient-nutrition': ingredientNutrition,
};

const provider: MigrationProvider = {
  async getMigrations() {
    const entries = Object.entries(migrations).map(
      ([name, { statements }]): [string, Migration] => [
        name,
        {
          async up(db) {
            for (const statement of statements) await sql.raw(statement).execute(db);
          },
        },
      ],
    );
    return Object.fromEntries(entries);
  },
};

/** Brings the schema up to date; Kysely's migrator holds an advisory lock, so two servers may race. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await isUpToDate(db)) return [];
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The common restart: every migration already applied. One query instead of the migrator's
 * schema introspection, which costs about a second on the embedded database.
 */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  return pendingMigrations(db).then(
    (pending) => pending.length === 0,
    () => false,
  );
}

/** The migrations this server knows that the database has not applied; throws if it does not answer. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

const UNDEFINED_TABLE = '42P01';

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === UNDEFINED_TABLE) return []; // a new database
    throw error;
  }
}
