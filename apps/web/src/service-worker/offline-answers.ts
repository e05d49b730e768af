import {
  indexCatalogue,
  recipeSearchOf,
  searchRecipes,
  type CatalogueSnapshot,
  type OfflineCatalogue,
} from '@chhiwat/core';

/**
 * The public reads the service worker can answer from the kept catalogue when the network is gone:
 * the same core search and scoring as the server's routes, over the same data.
 */
export class OfflineAnswers {
  private indexed: { catalogue: OfflineCatalogue; snapshot: CatalogueSnapshot } | undefined;

  /** The body `path?query` would get from the server, or undefined if it is not one of these reads. */
  answer(catalogue: OfflineCatalogue, url: URL): unknown {
    switch (url.pathname) {
      case '/api/ingredients':
        return { ingredients: catalogue.ingredients };
      case '/api/ingredient-categories':
        return { categories: catalogue.ingredientCategories };
      case '/api/recipe-categories':
        return { categories: catalogue.recipeCategories };
      case '/api/substitutions':
        return { substitutions: catalogue.substitutions };
      case '/api/recipes':
      case '/api/match': {
        const search = recipeSearchOf(url.pathname, url.searchParams);
        return search && searchRecipes(this.snapshotOf(catalogue), search);
      }
      default:
        return undefined;
    }
  }

  /** Indexed once per kept catalogue. */
  private snapshotOf(catalogue: OfflineCatalogue): CatalogueSnapshot {
    if (this.indexed?.catalogue !== catalogue)
      this.indexed = { catalogue, snapshot: indexCatalogue(catalogue) };
    return this.indexed.snapshot;
  }
}

/** The public reads answered offline from the catalogue (the others only from what was cached). */
export const answersOffline = (pathname: string) =>
  [
    '/api/ingredients',
    '/api/ingredient-categories',
    '/api/recipe-categories',
    '/api/substitutions',
    '/api/recipes',
    '/api/match',
  ].includes(pathname);
