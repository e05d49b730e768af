import { X } from 'lucide-react';
import { useRef } from 'react';
import { useIngredientCategories } from '../../api/categories.ts';
import { useIngredients } from '../../api/ingredients.ts';
import { IngredientPicture } from '../../components/ingredient-picture.tsx';
import { asLanguage, localized } from '../../lib/localized.ts';
import { useTranslationWith } from '../../i18n/index.ts';
import { clearWithUndo } from './clear-undo.tsx';
import { selectionActions, useSelection } from '../../state/selection-store.ts';

/**
 * The visitor's picks as chips, each with its picture and a remove button, and "Clear all" (with
 * "Undo" for a few seconds). A removed chip hands focus to its neighbour, so a keyboard can clear
 * them one by one. Nothing shows while nothing is picked (or before the page has hydrated).
 */
export function SelectionChips({ testId = 'selection-chips' }: { testId?: string }) {
  const { t, i18n, ready } = useTranslationWith('picks');
  const language = asLanguage(i18n.resolvedLanguage);
  const selection = useSelection();
  const ingredients = useIngredients().data;
  const categories = useIngredientCategories().data;
  const list = useRef<HTMLUListElement>(null);
  if (!ready || selection.length === 0) return null;

  const bySlug = new Map((ingredients ?? []).map((ingredient) => [ingredient.slug, ingredient]));
  const remove = (slug: string, index: number) => {
    selectionActions.remove(slug);
    // the neighbour that takes its place, or the one before the last
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    });
  };

  return (
    <section
      aria-label={t('selection.title')}
      className="flex flex-wrap items-center gap-2"
      data-testid={testId}
    >
      <ul ref={list} className="flex flex-wrap gap-2">
        {selection.map((slug, index) => {
          const ingredient = bySlug.get(slug);
          const name = ingredient ? localized(ingredient, 'name', language) : slug;
          const color = categories?.find((c) => c.slug === ingredient?.category)?.color;
          return (
            <li
              key={slug}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-sand-300 bg-white ps-1.5 pe-0.5 text-sm font-medium"
              data-testid={`chip-${slug}`}
            >
              <IngredientPicture
                slug={slug}
                imageUrl={ingredient?.image_url ?? null}
                name={name}
                language={language}
                color={color ?? '#b45309'}
                size={28}
                className="size-7 shrink-0 rounded-full"
              />
              <span className="max-w-40 truncate" dir="auto">
                {name}
              </span>
              <button
                type="button"
                onClick={() => remove(slug, index)}
                aria-label={t('selection.remove', { name })}
                title={t('selection.remove', { name })}
                className="inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
                data-testid="chip-remove"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={clearWithUndo}
        className="min-h-11 rounded-full px-3 text-sm font-semibold text-terracotta-700 underline hover:bg-orange-50"
        data-testid="chips-clear"
      >
        {t('selection.clearAll')}
      </button>
    </section>
  );
}
