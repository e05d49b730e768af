import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addRecipe,
  emptyList,
  LIST_PATH,
  linesToBuy,
  recipeSnapshotOf,
  type Language,
  type RecipeResponse,
  type SharedRecipe,
} from '@chhiwat/core';
import { ingredientCategoriesQuery } from '../../api/categories.ts';
import { recipeQuery } from '../../api/recipes.ts';
import { usePagesText } from '../../i18n/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../router/index.ts';
import { listActions } from '../../state/list-store.ts';
import { snapshotOfRecipe } from '../../state/recipe-snapshot.ts';
import { useListLines } from '../../state/list-lines.ts';
import { ListLines } from './components/list-lines.tsx';
import { ListRecipes } from './components/list-recipes.tsx';
import { TakeAlong } from './components/take-along.tsx';

interface Props {
  shared: readonly SharedRecipe[];
  language: Language;
}

/**
 * A list from a share link: its recipes read from the catalogue (the link holds only slugs and
 * servings), counted against this visitor's own ingredients and kitchen, to save as their list.
 */
export function SharedList({ shared, language }: Props) {
  const { t } = usePagesText('list');
  const queryClient = useQueryClient();
  const answers = useQueries({ queries: shared.map(({ slug }) => recipeQuery(slug)) });
  const categories = useQuery(ingredientCategoriesQuery());
  const [saved, setSaved] = useState<'saved' | 'failed'>();

  const found = shared.flatMap((item, index) => {
    const data = answers[index]?.data;
    return data ? [{ ...item, data }] : [];
  });
  const list = found.reduce(
    (sum, { data, servings }) =>
      addRecipe(sum, recipeSnapshotOf(data.recipe, data.kitchen, categories.data ?? []), {
        servings,
      }),
    emptyList(),
  );
  const groups = useListLines(list, language);
  const pending = answers.some((answer) => answer.isPending) || categories.isPending;
  const gone = answers.filter(
    (answer) => answer.error && 'status' in answer.error && answer.error.status === 404,
  ).length;

  if (pending) return <p className="mt-4 text-stone-600">{t('list.loading')}</p>;
  if (found.length === 0)
    return (
      <p role="alert" className="mt-4" data-testid="shared-error">
        {gone ? t('list.sharedGone', { count: gone }) : t('list.sharedError')}
      </p>
    );

  const save = async (entries: readonly { data: RecipeResponse; servings: number }[]) => {
    try {
      for (const { data, servings } of entries)
        listActions.add(await snapshotOfRecipe(queryClient, data), { servings });
      setSaved('saved');
    } catch {
      setSaved('failed');
    }
  };

  return (
    <>
      <div className="mt-4 rounded-2xl bg-saffron-50 p-4 print:hidden" data-testid="shared-intro">
        <p className="font-semibold">{t('list.sharedTitle')}</p>
        <p className="mt-1 text-stone-700">{t('list.sharedIntro')}</p>
        {gone > 0 && (
          <p className="mt-1 text-terracotta-700">{t('list.sharedGone', { count: gone })}</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button onClick={() => void save(found)} size="lg" data-testid="shared-save">
            {t('list.sharedSave')}
          </Button>
          <p role="status" className="text-sm" data-testid="shared-status">
            {saved === 'failed' && t('list.sharedError')}
            {saved === 'saved' && (
              <>
                <span className="text-mint-700">{t('list.sharedSaved')}</span>{' '}
                <Link
                  to={LIST_PATH}
                  className="font-semibold underline"
                  data-testid="shared-see-list"
                >
                  {t('list.seeList')}
                </Link>
              </>
            )}
          </p>
        </div>
      </div>
      <h2 className="mt-6 mb-2 text-xl font-bold print:mt-2 print:text-base">
        {t('list.recipesTitle')}
      </h2>
      <ListRecipes list={list} language={language} editable={false} />
      <h2 className="mt-8 mb-2 text-xl font-bold print:mt-4 print:text-base">
        {t('list.toBuy', { count: linesToBuy(groups) })}
      </h2>
      {groups.length ? (
        <ListLines list={list} groups={groups} language={language} editable={false} />
      ) : (
        <p className="text-stone-700">{t('list.nothingToBuy')}</p>
      )}
      <div className="mt-6">
        <TakeAlong list={list} groups={groups} language={language} withLink={false} />
      </div>
    </>
  );
}
