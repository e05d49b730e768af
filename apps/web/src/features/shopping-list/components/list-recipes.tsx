import { ChefHat, Minus, Plus, Trash2 } from 'lucide-react';
import { publicPaths, SERVINGS_RANGE, type Language, type ShoppingList } from '@chhiwat/core';
import { usePagesText } from '../../../i18n/index.ts';
import { Link } from '../../../router/index.ts';
import { listActions } from '../../../state/list-store.ts';

interface Props {
  list: ShoppingList;
  language: Language;
  editable: boolean;
}

const round =
  'flex size-11 items-center justify-center rounded-full border border-sand-200 hover:bg-sand-100';

/** The recipes the list is for, each with its servings (changed here) and a way to remove it. */
export function ListRecipes({ list, language, editable }: Props) {
  const { t } = usePagesText('list');
  return (
    <ul
      className="flex flex-col gap-2 print:flex-row print:flex-wrap print:gap-x-4 print:gap-y-0"
      data-testid="list-recipes"
    >
      {list.recipes.map(({ recipe, servings }) => {
        const title = recipe.title[language];
        return (
          <li
            key={recipe.slug}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-sand-100 px-3 py-2 print:bg-transparent print:p-0"
            data-testid={`list-recipe-${recipe.slug}`}
          >
            <Link
              to={publicPaths.recipe(recipe.slug)}
              className="me-auto font-semibold underline-offset-2 hover:underline"
            >
              {title}
            </Link>
            <span data-testid="recipe-servings">{t('list.servings', { count: servings })}</span>
            {editable && (
              <span className="flex items-center gap-1 print:hidden">
                <button
                  type="button"
                  disabled={servings <= SERVINGS_RANGE.min}
                  onClick={() => listActions.setServings(recipe.slug, servings - 1)}
                  aria-label={t('list.fewer', { title })}
                  className={`${round} disabled:opacity-40`}
                  data-testid="fewer-servings"
                >
                  <Minus className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  disabled={servings >= SERVINGS_RANGE.max}
                  onClick={() => listActions.setServings(recipe.slug, servings + 1)}
                  aria-label={t('list.more', { title })}
                  className={`${round} disabled:opacity-40`}
                  data-testid="more-servings"
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
                <Link
                  to={`${publicPaths.recipe(recipe.slug)}#cook`}
                  aria-label={t('list.cook', { title })}
                  title={t('list.cook', { title })}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-saffron-800 hover:bg-sand-200"
                  data-testid="cook-recipe"
                >
                  <ChefHat className="size-5" aria-hidden="true" />
                </Link>
                <button
                  type="button"
                  onClick={() => listActions.removeRecipe(recipe.slug)}
                  aria-label={t('list.removeRecipe', { title })}
                  title={t('list.removeRecipe', { title })}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-sand-200"
                  data-testid="remove-recipe"
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
