import { useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardPlus } from 'lucide-react';
import { useState } from 'react';
import { canAddRecipe, LIST_PATH, listedRecipe } from '@chhiwat/core';
import { useTranslationWith } from '../../../i18n/index.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Link } from '../../../router/index.ts';
import { listActions, useShoppingList } from '../../../state/list-store.ts';
import { fetchSnapshot } from '../../../state/recipe-snapshot.ts';

/**
 * "Add to my list" on a match result: the recipe at its own servings, only what is missing.
 * Once listed, the button becomes a link to the list.
 */
export function CardListButton({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslationWith('recipes');
  const queryClient = useQueryClient();
  const list = useShoppingList();
  const [state, setState] = useState<'adding' | 'failed'>();

  if (listedRecipe(list, slug))
    return (
      <Link
        to={LIST_PATH}
        className={buttonClass({
          variant: 'ghost',
          size: 'sm',
          className: 'text-sm text-mint-700',
        })}
        data-testid="card-on-list"
      >
        <Check className="size-4" aria-hidden="true" />
        {t('myList.onList')}
      </Link>
    );

  const add = async () => {
    setState('adding');
    try {
      const snapshot = await fetchSnapshot(queryClient, slug);
      listActions.add(snapshot, { servings: snapshot.servings });
      setState(undefined);
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-sm text-saffron-800 disabled:opacity-60"
        disabled={state === 'adding' || !canAddRecipe(list, slug)}
        onClick={() => void add()}
        aria-label={`${t('myList.add')}: ${title}`}
        data-testid="card-add-to-list"
      >
        <ClipboardPlus className="size-4" aria-hidden="true" />
        {state === 'adding' ? t('myList.adding') : t('myList.add')}
      </Button>
      <span role="status" className="text-sm text-terracotta-700">
        {state === 'failed' && t('myList.addFailed')}
      </span>
    </>
  );
}
