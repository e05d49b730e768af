import { useState, type ReactNode } from 'react';
import {
  boughtIngredients,
  formatConjunction,
  type Language,
  linesToBuy,
  listKitchen,
  parseShareQuery,
  publicPaths,
} from '@chhiwat/core';
import { asLanguage } from '../../lib/localized.ts';
import { usePageTitle } from '../../components/page-title.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { usePagesText, useTranslation } from '../../i18n/index.ts';
import { Link, useLocation } from '../../router/index.ts';
import { useKitchen } from '../../state/kitchen-store.ts';
import { listActions, useShoppingList } from '../../state/list-store.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { useListLines } from '../../state/list-lines.ts';
import { useSelection } from '../../state/selection-store.ts';
import { ListLines } from './components/list-lines.tsx';
import { ListRecipes } from './components/list-recipes.tsx';
import { TakeAlong } from './components/take-along.tsx';
import { SharedList } from './shared-list.tsx';

/**
 * /list, "My list" (issue #25): the visitor's own list, kept in this browser; or, with
 * `?recipes=slug:servings,…`, a list shared from another phone, to save as one's own.
 */
export default function ListPage() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const { search } = useLocation();
  const shared = parseShareQuery(search);
  usePageTitle(t('list.title'));
  return (
    <ListFrame>
      {shared.length ? (
        <SharedList shared={shared} language={language} />
      ) : (
        <OwnList language={language} />
      )}
    </ListFrame>
  );
}

/** The page's heading, then its content once its texts have arrived. */
function ListFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { ready } = usePagesText('list');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <h1 className="text-3xl font-bold print:text-2xl">{t('list.title')}</h1>
      {ready ? children : <p className="mt-4 text-stone-600">{t('loading')}</p>}
    </div>
  );
}

function OwnList({ language }: { language: Language }) {
  const { t } = usePagesText('list');
  const inBrowser = useInBrowser();
  const list = useShoppingList();
  const selection = useSelection();
  const kitchenSettings = useKitchen();
  const groups = useListLines(list, language);
  const [notice, setNotice] = useState<ReactNode>();
  const bought = boughtIngredients(list);
  const toBuy = linesToBuy(groups);

  // The list lives in this browser: the server, and the hydrating page, know none of it.
  if (!inBrowser) return <p className="mt-4 text-stone-600">{t('list.loading')}</p>;

  const putInKitchen = () => {
    const names = groups.flatMap((group) =>
      group.lines.filter((line) => line.ticked).map((line) => line.name),
    );
    listActions.putBoughtInKitchen(selection, listKitchen(list, kitchenSettings));
    setNotice(
      <>
        {t('list.putDone', {
          names: formatConjunction(names, language),
        })}{' '}
        <Link to={publicPaths.recipes} className="font-semibold underline">
          {t('list.seeRecipes')}
        </Link>
      </>,
    );
  };
  const clear = () => {
    const undo = listActions.clear();
    setNotice(
      <>
        {t('list.cleared')}{' '}
        <button
          type="button"
          onClick={() => {
            undo();
            setNotice(undefined);
          }}
          className="min-h-11 font-semibold underline"
          data-testid="list-undo"
        >
          {t('list.undo')}
        </button>
      </>,
    );
  };

  const status = (
    <p role="status" className="mt-4 text-mint-700 print:hidden" data-testid="list-status">
      {notice}
    </p>
  );

  if (list.recipes.length === 0)
    return (
      <>
        {status}
        <div className="mt-6 rounded-2xl bg-sand-100 p-6 text-center" data-testid="list-empty">
          <p className="text-lg font-semibold">{t('list.empty')}</p>
          <p className="mt-2 text-stone-700">{t('list.emptyHint')}</p>
          <Link to={publicPaths.recipes} className={buttonClass({ size: 'lg', className: 'mt-4' })}>
            {t('list.browse')}
          </Link>
        </div>
      </>
    );

  return (
    <>
      <p className="mt-2 text-stone-700 print:hidden">{t('list.intro')}</p>
      {status}
      <h2 className="mt-6 mb-2 text-xl font-bold print:mt-2 print:text-base">
        {t('list.recipesTitle')}
      </h2>
      <ListRecipes list={list} language={language} editable />
      <h2
        className="mt-8 mb-2 text-xl font-bold print:mt-4 print:text-base"
        data-testid="to-buy-title"
      >
        {t('list.toBuy', { count: toBuy })}
      </h2>
      {groups.length ? (
        <ListLines list={list} groups={groups} language={language} editable />
      ) : (
        <p className="text-stone-700" data-testid="nothing-to-buy">
          {t('list.nothingToBuy')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-2 print:hidden">
        <Button
          disabled={bought.length === 0}
          onClick={putInKitchen}
          size="lg"
          className="disabled:opacity-50"
          data-testid="put-in-kitchen"
        >
          {t('list.putInKitchen', { count: bought.length })}
        </Button>
        <Button onClick={clear} variant="danger" data-testid="list-clear">
          {t('list.clear')}
        </Button>
      </div>
      <div className="mt-4">
        <TakeAlong list={list} groups={groups} language={language} withLink />
      </div>
    </>
  );
}
