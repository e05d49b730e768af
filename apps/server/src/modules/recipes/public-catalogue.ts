import type { Kysely } from 'kysely';
import {
  MatchIndex,
  normalizeSearchText,
  type Difficulty,
  type Language,
  type Substitution,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { ContentVersionWatch } from '../../platform/content-version.ts';
import { isDatabaseUnavailable } from '../../platform/errors.ts';
import { listStapleSlugs } from '../ingredients/repository.ts';
import { listSubstitutions } from '../substitutions/repository.ts';
import { listAllRecipeLinks, listRecipeCards } from './repository.ts';

export type RecipeCard = Awaited<ReturnType<typeof listRecipeCards>>[number] & {
  difficulty: Difficulty;
  total_time: number;
};

/** What the public lists and matching read: the recipes, their links, the index and search text. */
export interface CatalogueSnapshot {
  version: number;
  recipes: RecipeCard[];
  links: RecipeLink[][];
  index: MatchIndex;
  /** The catalogue's staples: what a visitor counts unless they say otherwise (decision 0016). */
  staples: string[];
  /** Every swap rule. */
  substitutions: Substitution[];
  /** Per language: normalised title + description; tags are searched in every language. */
  searchText: Record<Language, string[]>;
  tags: string[][];
  builtAt: number;
}

type RecipeLink = { slug: string; optional: boolean; key: boolean };

/** The catalogue as of `version` or later: read after the version was, never before. */
export async function buildSnapshot(
  db: Kysely<Database>,
  version: number,
): Promise<CatalogueSnapshot> {
  const [rows, allLinks, staples, substitutions] = await Promise.all([
    listRecipeCards(db),
    listAllRecipeLinks(db),
    listStapleSlugs(db),
    listSubstitutions(db),
  ]);
  // Recipes of an inactive category leave the public site with it.
  const recipes: RecipeCard[] = rows
    .filter((row) => row.category_active)
    .map((row) => ({
      ...row,
      difficulty: row.difficulty as Difficulty,
      total_time: row.prep_time + row.cooking_time,
    }));
  const ordinalById = new Map(recipes.map((recipe, ordinal) => [recipe.id, ordinal]));
  const links = recipes.map((): RecipeLink[] => []);
  for (const link of allLinks) {
    const ordinal = ordinalById.get(link.recipe_id);
    if (ordinal !== undefined)
      links[ordinal]?.push({ slug: link.ingredient_slug, optional: link.optional, key: link.key });
  }
  const text = (language: Language) =>
    recipes.map((r) =>
      normalizeSearchText(`${r[`title_${language}`]} ${r[`description_${language}`]}`),
    );
  return {
    version,
    recipes,
    links,
    index: new MatchIndex(
      recipes.map((recipe, ordinal) => ({
        slug: recipe.slug,
        totalTime: recipe.total_time,
        difficulty: recipe.difficulty,
        hasInstructions: Boolean(recipe.has_instructions),
        ingredients: links[ordinal] ?? [],
      })),
    ),
    staples,
    substitutions,
    searchText: { ar: text('ar'), fr: text('fr'), en: text('en') },
    tags: recipes.map((recipe) => recipe.tags.map(normalizeSearchText)),
    builtAt: Date.now(),
  };
}

/**
 * Holds the current snapshot. The content version comes from a ContentVersionWatch (shared with the
 * response cache: at most one tiny query every 250 ms, and at once after a write through this
 * process); a new catalogue version rebuilds the snapshot once, shared by all the requests waiting
 * for it. A blog change leaves the snapshot as it is.
 */
export class PublicCatalogue {
  private snapshot: CatalogueSnapshot | undefined;
  private building: { version: number; snapshot: Promise<CatalogueSnapshot> } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versions = new ContentVersionWatch(db),
  ) {}

  invalidate() {
    this.versions.invalidate();
  }

  async current(): Promise<CatalogueSnapshot> {
    let version: number;
    try {
      version = (await this.versions.current()).catalogue;
    } catch (error) {
      return this.lastOr(error);
    }
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.building?.version !== version)
      this.building = { version, snapshot: this.build(version) };
    return this.building.snapshot;
  }

  private async build(version: number): Promise<CatalogueSnapshot> {
    try {
      const snapshot = await buildSnapshot(this.db, version);
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
