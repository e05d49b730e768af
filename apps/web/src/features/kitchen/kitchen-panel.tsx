import { Plus, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslationWith } from '../../i18n/index.ts';
import { compareNames, rankIngredients } from '@chhiwat/core';
import { IngredientPicture } from '../../components/ingredient-picture.tsx';
import { useIngredientCategories } from '../../api/categories.ts';
import { useIngredients } from '../../api/ingredients.ts';
import { asLanguage, localized } from '../../lib/localized.ts';
import { SearchClearButton } from '../../components/search-clear-button.tsx';
import { Switch } from '../../components/switch.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useCatalogueStaples } from '../../state/catalogue-kitchen.ts';
import { kitchenActions, useKitchen } from '../../state/kitchen-store.ts';

/** At most this many ingredients offered under the "add a staple" search. */
const MAX_RESULTS = 6;

/**
 * The "My kitchen" panel (decision 0016): the two switches, the staples with a remove button
 * each, a small search to add any ingredient, and the way back to the catalogue's staples.
 */
export function KitchenPanel({ onClose }: { onClose: () => void }) {
  // its texts come with it: the panel opens once they are here
  return useTranslationWith('kitchen').ready ? <Panel onClose={onClose} /> : null;
}

function Panel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslationWith('kitchen');
  const language = asLanguage(i18n.resolvedLanguage);
  const settings = useKitchen();
  const catalogueStaples = useCatalogueStaples();
  const ingredients = useIngredients().data;
  const id = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const staples = settings.staples ?? catalogueStaples;
  const bySlug = useMemo(
    () => new Map((ingredients ?? []).map((ingredient) => [ingredient.slug, ingredient])),
    [ingredients],
  );
  const categories = useIngredientCategories().data;
  const nameOf = (slug: string) => {
    const ingredient = bySlug.get(slug);
    return ingredient ? localized(ingredient, 'name', language) : slug;
  };
  /** The ingredient's photo, drawing or initial tile, beside its name. */
  const pictureOf = (slug: string) => {
    const ingredient = bySlug.get(slug);
    const category = categories?.find((candidate) => candidate.slug === ingredient?.category);
    return (
      <IngredientPicture
        slug={slug}
        imageUrl={ingredient?.image_url ?? null}
        name={nameOf(slug)}
        language={language}
        color={category?.color ?? '#b45309'}
        size={24}
        className="size-6 shrink-0 rounded-md"
      />
    );
  };
  const shown = [...staples].sort((a, b) => compareNames(nameOf(a), nameOf(b)));
  // the whole list is searched (its aliases are indexed once), then the staples left out
  const results = rankIngredients(ingredients ?? [], query, { language })
    .filter(({ ingredient }) => !staples.includes(ingredient.slug))
    .slice(0, MAX_RESULTS);

  // after a removal, focus stays in the list (the next chip) instead of falling to the page
  const focusAfterRemove = useRef<number>(undefined);
  const removeStaple = (slug: string, index: number) => {
    focusAfterRemove.current = index;
    kitchenActions.removeStaple(slug, catalogueStaples);
  };
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === undefined) return;
    focusAfterRemove.current = undefined;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  });

  return (
    <Modal
      onOpenChange={(open) => open || onClose()}
      closeOnBackdrop
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="m-auto max-h-[92vh] w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto rounded-3xl bg-white p-0 text-start text-ink shadow-2xl backdrop:bg-black/50"
      testId="kitchen-panel"
    >
      <div className="space-y-5 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <h2 id={`${id}-title`} className="flex-1 text-2xl font-bold">
            {t('kitchen.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('kitchen.close')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand-100"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <p id={`${id}-intro`} className="text-stone-700">
          {t('kitchen.intro')}
        </p>

        <div className="divide-y divide-sand-200 rounded-2xl border border-sand-200">
          <Switch
            label={t('kitchen.countStaples')}
            checked={settings.countStaples}
            onChange={kitchenActions.setCountStaples}
            testId="kitchen-count-staples"
          />
          <Switch
            label={t('kitchen.allowSwaps')}
            hint={t('kitchen.allowSwapsHint')}
            checked={settings.swaps}
            onChange={kitchenActions.setSwaps}
            testId="kitchen-swaps"
          />
        </div>

        <section aria-labelledby={`${id}-staples`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-staples`} className="text-lg font-bold">
              {t('kitchen.staplesHeading')}
            </h3>
            <button
              type="button"
              onClick={kitchenActions.resetStaples}
              disabled={settings.staples === null}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-saffron-800 hover:bg-saffron-50 disabled:text-stone-500 disabled:hover:bg-transparent"
              data-testid="kitchen-reset"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('kitchen.reset')}
            </button>
          </div>
          {!settings.countStaples && (
            <p className="mt-2 rounded-xl bg-sand-100 p-3 text-sm text-stone-700">
              {t('kitchen.notCounted')}
            </p>
          )}
          {shown.length === 0 ? (
            <p className="mt-2 text-stone-700" data-testid="kitchen-no-staples">
              {t('kitchen.noStaples')}
            </p>
          ) : (
            <ul ref={list} className="mt-2 flex flex-wrap gap-2" data-testid="kitchen-staples">
              {shown.map((slug, index) => (
                <li
                  key={slug}
                  className="inline-flex items-center gap-1 rounded-full bg-sand-100 ps-3"
                  data-testid={`staple-${slug}`}
                >
                  {pictureOf(slug)}
                  <span className="font-medium">{nameOf(slug)}</span>
                  <button
                    type="button"
                    onClick={() => removeStaple(slug, index)}
                    aria-label={t('kitchen.remove', { name: nameOf(slug) })}
                    className="flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-sand-200"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section>
          <label htmlFor={`${id}-add`} className="block font-bold">
            {t('kitchen.addLabel')}
          </label>
          <div className="relative mt-2">
            <input
              ref={input}
              id={`${id}-add`}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('kitchen.addPlaceholder')}
              className="h-12 w-full rounded-xl border border-stone-400 bg-white ps-4 pe-12 text-ink placeholder:text-stone-500 focus:outline-3 focus:outline-saffron-500"
              data-testid="kitchen-add-search"
            />
            {query && <SearchClearButton input={input} onClear={() => setQuery('')} />}
          </div>
          {query.trim() !== '' && (
            <ul className="mt-2 space-y-1" data-testid="kitchen-add-results">
              {results.length === 0 && (
                <li className="px-2 py-2 text-stone-600">{t('kitchen.noResults', { query })}</li>
              )}
              {results.map(({ ingredient }) => {
                const name = localized(ingredient, 'name', language);
                return (
                  <li key={ingredient.slug}>
                    <button
                      type="button"
                      onClick={() => {
                        kitchenActions.addStaple(ingredient.slug, catalogueStaples);
                        input.current?.focus();
                      }}
                      aria-label={t('kitchen.add', { name })}
                      className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start hover:bg-saffron-50"
                      data-testid={`kitchen-add-${ingredient.slug}`}
                    >
                      <Plus className="size-4 shrink-0 text-saffron-800" aria-hidden="true" />
                      {pictureOf(ingredient.slug)}
                      <span className="font-medium">{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <button
          type="button"
          onClick={onClose}
          className="flex min-h-12 w-full items-center justify-center rounded-full bg-saffron-700 px-6 font-bold text-white hover:bg-saffron-800"
          data-testid="kitchen-done"
        >
          {t('kitchen.done')}
        </button>
      </div>
    </Modal>
  );
}
