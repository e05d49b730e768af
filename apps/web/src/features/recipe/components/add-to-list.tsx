import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  addRecipe,
  canAddRecipe,
  emptyList,
  LIST_PATH,
  listedRecipe,
  MAX_LIST_RECIPES,
  recipeSnapshotOf,
  type RecipeResponse,
} from '@chhiwat/core';
import { Switch } from '../../../components/switch.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslationWith } from '../../../i18n/index.ts';
import { useIngredientName } from '../../../state/catalogue-kitchen.ts';
import { Link } from '../../../router/index.ts';
import { listActions, useShoppingList } from '../../../state/list-store.ts';
import { snapshotOfRecipe } from '../../../state/recipe-snapshot.ts';
import { useLinesToBuy } from '../../../state/list-lines.ts';

interface Props {
  data: RecipeResponse;
  /** The servings the page shows. */
  servings: number;
  /** The swaps the page's match uses: each can be bought as written instead. */
  swaps: readonly { missing: string; using: readonly string[] }[];
}

/**
 * "Add to my list" (issue #25): the recipe at the servings shown, only what is missing unless
 * "every ingredient" is on, a swapped ingredient left out unless its original is to be bought.
 * Adding a recipe already listed updates it.
 */
export function AddToList({ data, servings, swaps }: Props) {
  const { t } = useTranslationWith('recipes');
  const queryClient = useQueryClient();
  const nameOf = useIngredientName();
  const list = useShoppingList();
  const slug = data.recipe.slug;
  const listed = listedRecipe(list, slug);
  const [allIngredients, setAllIngredients] = useState(listed?.allIngredients ?? false);
  const [buyOriginals, setBuyOriginals] = useState<readonly string[]>(listed?.buyOriginals ?? []);
  const [status, setStatus] = useState<'added' | 'updated' | 'failed'>();

  // What the list would show for this recipe alone: the same rules, so the count is the truth.
  const options = useMemo(
    () => ({ servings, allIngredients, buyOriginals }),
    [servings, allIngredients, buyOriginals],
  );
  const preview = useMemo(
    () => addRecipe(emptyList(), recipeSnapshotOf(data.recipe, data.kitchen, []), options),
    [data, options],
  );
  const count = useLinesToBuy(preview);
  const room = canAddRecipe(list, slug);

  const add = async () => {
    try {
      listActions.add(await snapshotOfRecipe(queryClient, data), options);
      setStatus(listed ? 'updated' : 'added');
    } catch {
      setStatus('failed');
    }
  };
  const toggleOriginal = (missing: string) =>
    setBuyOriginals((current) =>
      current.includes(missing) ? current.filter((s) => s !== missing) : [...current, missing],
    );

  return (
    <section
      className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 print:hidden"
      aria-labelledby="add-to-list-title"
      data-testid="add-to-list"
    >
      <h2 id="add-to-list-title" className="flex items-center gap-2 text-lg font-bold">
        <ClipboardList className="size-5" aria-hidden="true" />
        {t('myList.title')}
      </h2>
      <p className="mt-1 text-stone-700" data-testid="add-to-list-count">
        {count ? t('myList.toBuy', { count }) : t('myList.nothingToBuy')}
        {listed && ` ${t('myList.listedFor', { count: listed.servings })}`}
      </p>
      <div className="mt-3 divide-y divide-sand-200 overflow-hidden rounded-xl border border-sand-200">
        <Switch
          label={t('myList.everyIngredient')}
          hint={t('myList.everyIngredientHint')}
          checked={allIngredients}
          onChange={setAllIngredients}
          testId="every-ingredient"
        />
        {!allIngredients &&
          swaps.map((swap) => (
            <Switch
              key={swap.missing}
              label={t('myList.buyOriginal', { name: nameOf(swap.missing) })}
              hint={t('myList.buyOriginalHint', { using: swap.using.map(nameOf).join(' + ') })}
              checked={buyOriginals.includes(swap.missing)}
              onChange={() => toggleOriginal(swap.missing)}
              testId={`buy-original-${swap.missing}`}
            />
          ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          disabled={!room}
          onClick={() => void add()}
          size="lg"
          className="disabled:opacity-60"
          data-testid="add-to-list-button"
        >
          {listed ? t('myList.update') : t('myList.add')}
        </Button>
        <p role="status" className="text-sm" data-testid="add-to-list-status">
          {!room && t('myList.full', { count: MAX_LIST_RECIPES })}
          {status === 'failed' && t('myList.addFailed')}
          {(status === 'added' || status === 'updated') && (
            <>
              <span className="text-mint-700">{t(`myList.${status}`)}</span>{' '}
              <Link to={LIST_PATH} className="font-semibold underline">
                {t('myList.see')}
              </Link>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
