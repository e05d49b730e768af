import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslationWith } from '../../i18n/index.ts';
import { useLocation, useSearchParams } from '../../router/index.ts';
import { OCCASIONS, rankingRuleOfSettings, REGIONS, SEASONS, type Difficulty } from '@chhiwat/core';
import { useRecipeCategories } from '../../api/categories.ts';
import { useRecipeList, type RecipeListItem } from '../../api/recipes.ts';
import { asLanguage } from '../../lib/localized.ts';
import { useKitchen } from '../../state/kitchen-store.ts';
import { PageHeading } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { loadErrorText } from '../../lib/load-error.ts';
import { useSelection } from '../../state/selection-store.ts';
import { RecipeCard } from './components/recipe-card.tsx';
import { RecipeFilters, type OccasionFilters } from './components/recipe-filters.tsx';
import { asNavigationState, initialMatchesOnly } from './navigation-state.ts';

// The preview is not on the first load of `/`: its chunk is fetched once this page has shown.
const loadRecipeModal = () => import('./components/recipe-preview-modal.tsx');
const RecipeModal = lazy(() => loadRecipeModal().then((m) => ({ default: m.RecipeModal })));

interface Props {
  /** The picks as chips (the selection feature's), under the filters. */
  selectionChips: ReactNode;
}

/** /recipes: search, category (tied to ?category=), difficulty, the can-make toggle, the grid. */
export function RecipesPage({ selectionChips }: Props) {
  const location = useLocation();
  const { t, ready } = useTranslationWith('recipes');
  useEffect(() => void loadRecipeModal(), []);
  if (!ready) return <p className="p-8 text-center text-stone-600">{t('loading')}</p>;
  // A navigation that brings state (from the sticky bar, from home) starts the page afresh, so
  // that state applies again; picking a category only replaces the URL and keeps the search.
  return (
    <RecipesScreen
      key={location.state ? location.key : 'recipes'}
      selectionChips={selectionChips}
    />
  );
}

function RecipesScreen({ selectionChips }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const selection = useSelection();
  const kitchen = useKitchen();
  const navigationState = asNavigationState(location.state);
  const categories = useRecipeCategories();

  const [matchesOnlyChoice, setMatchesOnly] = useState(() =>
    initialMatchesOnly(navigationState, selection.length),
  );
  const matchesOnly = selection.length > 0 && matchesOnlyChoice;
  const [q, setQ] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | 'all'>('all');
  // While matching with a selection, the category is the page's own; otherwise it is the URL's.
  const [localCategory, setLocalCategory] = useState(() =>
    navigationState.fromStickyBar ? 'all' : (params.get('category') ?? 'all'),
  );
  const category = matchesOnly ? localCategory : (params.get('category') ?? 'all');
  const [open, setOpen] = useState<RecipeListItem>();

  const setCategory = (value: string) => {
    setLocalCategory(value);
    if (matchesOnly) return;
    const kept = new URLSearchParams(params);
    if (value === 'all') kept.delete('category');
    else kept.set('category', value);
    setParams(kept, { replace: true });
  };

  const occasionFilters = useMemo(() => occasionFiltersOf(params), [params]);
  const setOccasionFilters = (next: OccasionFilters) => {
    const kept = new URLSearchParams(params);
    for (const name of OCCASION_PARAMS) kept.delete(name);
    if (next.region) kept.set('region', next.region);
    if (next.occasion) kept.set('occasion', next.occasion);
    if (next.season) kept.set('season', next.season);
    if (next.noSoaking) kept.set('noSoaking', '1');
    setParams(kept, { replace: true });
  };

  const filters = useMemo(
    () => ({
      q,
      category,
      difficulty,
      ...occasionFilters,
      matchesOnly,
      ingredients: selection,
      language,
      kitchen,
    }),
    [q, category, difficulty, occasionFilters, matchesOnly, selection, language, kitchen],
  );
  const list = useRecipeList(filters);
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const categoryBySlug = new Map((categories.data ?? []).map((c) => [c.slug, c]));

  return (
    <>
      <PageHeading title={t('recipes.title')} subtitle={t('recipes.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <RecipeFilters
          q={q}
          category={category}
          difficulty={difficulty}
          categories={categories.data ?? []}
          occasionFilters={occasionFilters}
          onOccasionFilters={setOccasionFilters}
          onSearch={setQ}
          onCategory={setCategory}
          onDifficulty={setDifficulty}
          onClear={() => {
            setQ('');
            setDifficulty('all');
            setLocalCategory('all');
            setParams({}, { replace: true });
          }}
        />

        <div className="mt-4 empty:hidden">{selectionChips}</div>
        {selection.length > 0 && (
          <div
            role="radiogroup"
            aria-label={t('recipes.showLabel')}
            className="mt-4 inline-flex rounded-full bg-sand-100 p-1"
            data-testid="matches-toggle"
          >
            {[false, true].map((value) => (
              <button
                key={String(value)}
                type="button"
                role="radio"
                aria-checked={matchesOnly === value}
                onClick={() => setMatchesOnly(value)}
                className={`min-h-11 rounded-full px-5 font-semibold ${matchesOnly === value ? 'bg-white shadow text-ink' : 'text-stone-700'}`}
              >
                {value ? t('recipes.canMake') : t('recipes.allRecipes')}
              </button>
            ))}
          </div>
        )}

        <p className="mt-4 text-stone-700" role="status" data-testid="recipe-total">
          {list.isPending ? t('loading') : t('recipes.count', { count: total })}
        </p>
        {selection.length > 0 && (
          <p className="mt-1 text-sm text-stone-600" data-testid="sorted-by">
            {t(`recipes.sortedBy.${rankingRuleOfSettings(kitchen)}`)}
          </p>
        )}

        {list.isError ? (
          <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-6 text-red-900">
            {loadErrorText(t, list.error, 'recipes.loadError')}
          </p>
        ) : recipes.length === 0 && !list.isPending ? (
          <p
            className="mt-6 rounded-2xl bg-sand-100 p-8 text-center text-stone-700"
            data-testid="recipes-empty"
          >
            {matchesOnly ? t('recipes.emptyMatches') : t('recipes.empty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="recipe-grid">
            {recipes.map((recipe, index) => (
              <RecipeCard
                key={recipe.slug}
                recipe={recipe}
                first={index === 0}
                category={categoryBySlug.get(recipe.category)}
                onOpen={setOpen}
              />
            ))}
          </ul>
        )}

        {list.hasNextPage && (
          <div className="mt-6 text-center">
            <Button
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              variant="outline"
              size="xl"
            >
              {list.isFetchingNextPage && (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              )}
              {t('home.showMore')}
            </Button>
          </div>
        )}
      </div>
      {open && (
        <Suspense>
          <RecipeModal recipe={open} selection={selection} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}

const OCCASION_PARAMS = ['region', 'occasion', 'season', 'noSoaking'] as const;

/** The region, occasion, season and soaking filters a /recipes URL carries (unknown values: none). */
function occasionFiltersOf(params: URLSearchParams): OccasionFilters {
  const oneOf = <Word extends string>(words: readonly Word[], value: string | null) =>
    words.find((word) => word === value);
  return {
    region: oneOf(REGIONS, params.get('region')),
    occasion: oneOf(OCCASIONS, params.get('occasion')),
    season: oneOf(SEASONS, params.get('season')),
    noSoaking: params.get('noSoaking') === '1' || undefined,
  };
}
