import type { Kysely } from 'kysely';
import {
  indexCatalogue,
  type CatalogueSnapshot as IndexedCatalogue,
  type Difficulty,
  type Ingredient,
  type RecipeLine,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { ContentVersionWatch } from '../../platform/content-version.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { listIngredients } from '../ingredients/service.ts';
import { illustrationUrl } from '../pictures/illustration-url.ts';
import { listAllRecipeLinks, listRecipeCards } from '../recipes/service.ts';
import { listSubstitutions } from '../substitutions/service.ts';

/** The indexed catalogue, with each recipe's last change (for the sitemap) and the public ingredient list. */
export interface CatalogueSnapshot extends IndexedCatalogue {
  updatedAt: Date[];
  ingredients: Ingredient[];
}

/**
 * The catalogue as of `version` or later: read after the version was, never before.
 * `picturesVersion` (modules/pictures) goes into each recipe's illustration URL.
 */
export async function buildSnapshot(
  db: Kysely<Database>,
  version: number,
  picturesVersion = '',
): Promise<CatalogueSnapshot> {
  const [rows, allLinks, ingredients, substitutions] = await Promise.all([
    listRecipeCards(db),
    listAllRecipeLinks(db),
    listIngredients(db),
    listSubstitutions(db),
  ]);
  const staples = ingredients
    .filter((ingredient) => ingredient.is_staple)
    .map((ingredient) => ingredient.slug)
    .sort();
  // Only public recipes are read (`publicRecipes`); the links of any other recipe are dropped here.
  const ordinalById = new Map(rows.map((row, ordinal) => [row.id, ordinal]));
  const links = rows.map((): RecipeLine[] => []);
  for (const link of allLinks) {
    const ordinal = ordinalById.get(link.recipe_id);
    if (ordinal !== undefined)
      links[ordinal]?.push({ slug: link.ingredient_slug, optional: link.optional, key: link.key });
  }
  const recipes = rows.map(({ id: _id, updated_at: _u, created_at: _c, ...row }, ordinal) => ({
    ...row,
    illustration_url: illustrationUrl(
      row.slug,
      row.category,
      links[ordinal] ?? [],
      picturesVersion,
    ),
    difficulty: row.difficulty as Difficulty,
    total_time: row.prep_time + row.cooking_time + row.soak_time + row.rest_time,
    has_instructions: Boolean(row.has_instructions),
  }));
  return {
    ...indexCatalogue({ version, recipes, links, staples, substitutions }),
    updatedAt: rows.map((row) => row.updated_at),
    ingredients,
  };
}

/**
 * Holds the current snapshot. The content version comes from a ContentVersionWatch (shared with the
 * response cache: at most one tiny query every 250 ms, and at once after a write through this
 * process); a new catalogue version rebuilds the snapshot once, shared by all the requests waiting
 * for it, and builds run one at a time. A blog change leaves the snapshot as it is.
 */
export class PublicCatalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private building: { version: number; snapshot: Promise<CatalogueSnapshot> } | undefined;
  /** The build that starts when the running one ends, for the newest version asked for meanwhile. */
  private queued: Promise<CatalogueSnapshot> | undefined;
  private queuedVersion = 0;

  /** The web build's ingredient pictures, in the illustration URLs' tokens. */
  readonly picturesVersion: string;
  private readonly read: typeof buildSnapshot;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions: Pick<
      ContentVersionWatch,
      'current' | 'invalidate'
    > = new ContentVersionWatch(db),
    options: {
      /** The web build's ingredient pictures, in the illustration URLs' tokens (modules/pictures). */
      picturesVersion?: string;
      /** Reads the catalogue as of a version (tests count and time the builds). */
      read?: typeof buildSnapshot;
    } = {},
  ) {
    this.picturesVersion = options.picturesVersion ?? '';
    this.read = options.read ?? buildSnapshot;
  }

  invalidate() {
    this.versions.invalidate();
  }

  /** A recipe's illustration URL, with this build's ingredient pictures in its token. */
  illustrationUrl(slug: string, category: string, lines: readonly RecipeLine[]): string {
    return illustrationUrl(slug, category, lines, this.picturesVersion);
  }

  async current(): Promise<CatalogueSnapshot> {
    let version: number;
    try {
      version = (await this.versions.current()).catalogue;
    } catch (error) {
      return this.lastOr(error);
    }
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.building?.version === version) return this.building.snapshot;
    if (!this.building) return this.start(version);
    // One build at a time: while one runs, every newer version asked for waits for one more build,
    // of the newest of them, which starts when it ends (a burst of writes costs two builds, not one each).
    this.queuedVersion = version;
    this.queued ??= this.building.snapshot
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start(this.queuedVersion);
      });
    return this.queued;
  }

  private start(version: number): Promise<CatalogueSnapshot> {
    this.building = { version, snapshot: this.build(version) };
    return this.building.snapshot;
  }

  private async build(version: number): Promise<CatalogueSnapshot> {
    try {
      const snapshot = await this.read(this.db, version, this.picturesVersion);
      // A build for an older version that ends after a newer one started is not kept.
      if (this.building?.version === version) this.snapshot = snapshot;
      return snapshot;
    } catch (error) {
      return this.lastOr(error);
    } finally {
      if (this.building?.version === version) this.building = undefined;
    }
  }

  /**
   * While the database is unreachable, visitors keep the last catalogue rather than an error; the
   * watch asks the database again on the next request.
   */
  private lastOr(error: unknown): CatalogueSnapshot {
    if (this.snapshot && isDatabaseUnavailable(error)) return this.snapshot;
    throw error;
  }
}
