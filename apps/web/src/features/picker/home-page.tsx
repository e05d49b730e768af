import { Loader2, RotateCw } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from '../../router/index.ts';
import { compareNames, publicPaths, rankIngredients, type Ingredient } from '@chhiwat/core';
import { usePageTitle } from '../../components/page-title.tsx';
import { useIngredientCategories } from '../../api/categories.ts';
import { useIngredients } from '../../api/ingredients.ts';
import { asLanguage, localized } from '../../lib/localized.ts';
import { selectionActions, useSelection } from '../../state/selection-store.ts';
import { CategoryFilter } from './components/category-filter.tsx';
import { IngredientCard } from './components/ingredient-card.tsx';
import { IngredientSearch } from './components/ingredient-search.tsx';
import { usePaging } from './use-paging.ts';

const DEFAULT_CATEGORY = 'vegetables';

// This page's buttons spell out their classes instead of using components/ui/button.tsx: the page
// is in the first load of `/`, where the Button module would cost more bytes than it saves
// (measured: decision 0040).

interface Props {
  /** "My kitchen" (the kitchen feature's button), under the search. */
  kitchenButton: ReactNode;
  /** The picks as chips (the selection feature's), above the categories. */
  selectionChips: ReactNode;
}

/** Home: the ingredient picker (public-site.md §2, Home; §4, Home paging). */
export function HomePage({ kitchenButton, selectionChips }: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  usePageTitle(undefined);
  const ingredientsQuery = useIngredients();
  const categoriesQuery = useIngredientCategories();
  const selected = useSelection();
  const [query, setQuery] = useState('');
  const [chosenCategory, setChosenCategory] = useState<string>();

  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const categoryBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c])), [categories]);
  const category =
    chosenCategory ??
    (categoryBySlug.has(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : categories[0]?.slug);

  // Ingredients of inactive categories leave the picker with their category.
  const pickable = useMemo(
    () =>
      (ingredientsQuery.data ?? []).filter(
        (i) => categoriesQuery.isError || categoryBySlug.has(i.category),
      ),
    [ingredientsQuery.data, categoryBySlug, categoriesQuery.isError],
  );
  const visible = useMemo(
    () => visibleIngredients(pickable, query, category, language, selected),
    [pickable, query, category, language, selected],
  );
  const paging = usePaging(visible.length, `${category}|${query}`);

  return (
    <>
      <section className="zellige px-4 pt-10 pb-8 text-white">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('home.title')}</h1>
          <p className="mt-3 text-lg text-saffron-100">{t('home.tagline')}</p>
          <div className="mt-6 text-start">
            <IngredientSearch
              ingredients={pickable}
              categories={categoryBySlug}
              query={query}
              onQueryChange={setQuery}
              selected={selected}
              onToggle={selectionActions.toggle}
            />
          </div>
          <div className="mt-4 flex justify-center">{kitchenButton}</div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="picker-heading">
        <h2 id="picker-heading" className="sr-only">
          {t('home.pickerHeading')}
        </h2>
        {selected.length > 0 && (
          <Link
            to={publicPaths.recipes}
            state={{ fromHome: true, selectedIngredients: [...selected] }}
            className="mb-4 flex min-h-12 items-center justify-center rounded-full bg-mint-700 px-6 font-bold text-white hover:bg-green-800"
            data-testid="see-recipes"
          >
            {t('home.seeRecipes')}
          </Link>
        )}
        {selectionChips}
        <CategoryFilter
          categories={categories}
          current={query ? undefined : category}
          failed={categoriesQuery.isError}
          onChange={(slug) => {
            setChosenCategory(slug);
            setQuery('');
          }}
        />

        {query && (
          <p className="mt-4 font-medium" role="status">
            {t('home.searchResults', { query, count: visible.length })}
          </p>
        )}

        {ingredientsQuery.isError ? (
          <LoadError />
        ) : ingredientsQuery.isPending ? (
          <GridSkeleton />
        ) : visible.length === 0 ? (
          <p
            className="mt-10 rounded-2xl bg-sand-100 p-8 text-center text-stone-700"
            data-testid="empty-state"
          >
            {query ? t('home.emptySearch', { query }) : t('home.emptyCategory')}
          </p>
        ) : (
          <>
            <ul
              className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
              data-testid="ingredient-grid"
            >
              {visible.slice(0, paging.shown).map((ingredient) => (
                <IngredientCard
                  key={ingredient.slug}
                  ingredient={ingredient}
                  category={categoryBySlug.get(ingredient.category)}
                  selected={selected.includes(ingredient.slug)}
                  onToggle={selectionActions.toggle}
                />
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-2">
              <p className="text-sm text-stone-600">
                {t('home.showing', { shown: paging.shown, total: visible.length })}
              </p>
              {paging.hasMore && (
                <button
                  type="button"
                  onClick={paging.showMore}
                  disabled={paging.loading}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-saffron-700 px-6 font-semibold text-saffron-800 hover:bg-saffron-50 disabled:opacity-70"
                  data-testid="show-more"
                >
                  {paging.loading && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                  {paging.loading ? t('home.loadingMore') : t('home.showMore')}
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}

/** A search looks through every pickable ingredient, ranked; otherwise the category, by name. */
function visibleIngredients(
  ingredients: Ingredient[],
  query: string,
  category: string | undefined,
  language: ReturnType<typeof asLanguage>,
  selected: readonly string[],
): Ingredient[] {
  if (query.trim()) {
    return rankIngredients(ingredients, query, {
      language,
      isSelected: (slug) => selected.includes(slug),
    }).map((entry) => entry.ingredient);
  }
  return ingredients
    .filter((ingredient) => ingredient.category === category)
    .sort((a, b) => compareNames(localized(a, 'name', language), localized(b, 'name', language)));
}

function LoadError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-10 rounded-2xl bg-red-50 p-8 text-center"
      data-testid="load-error"
    >
      <p className="font-medium text-red-900">{t('home.loadError')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-saffron-700 px-6 font-semibold text-white hover:bg-saffron-800"
      >
        <RotateCw className="size-4" aria-hidden="true" />
        {t('home.retry')}
      </button>
    </div>
  );
}

function GridSkeleton() {
  return (
    <ul
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
      aria-hidden="true"
    >
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-sand-100" />
      ))}
    </ul>
  );
}
