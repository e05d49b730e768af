import { Check, Clock, Users, X } from 'lucide-react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { Link } from '../../../router/index.ts';
import { publicPaths } from '@chhiwat/core';
import { Modal } from '../../../components/ui/modal.tsx';
import { useRecipe, type RecipeListItem } from '../../../api/recipes.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import { useDuration } from '../../../lib/format.ts';
import { CardListButton } from './card-list-button.tsx';

/** The modal's instructions preview is cut at 150 characters (public-site.md §9). */
export const PREVIEW_LENGTH = 150;

export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

interface Props {
  recipe: RecipeListItem;
  selection: readonly string[];
  onClose: () => void;
}

/** The preview opened from a card: the kit's modal (focus kept inside and given back, page locked). */
export function RecipeModal({ recipe, selection, onClose }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const duration = useDuration();
  const detail = useRecipe(recipe.slug);
  const full = detail.data?.recipe;

  const title = localized(recipe, 'title', language);
  return (
    <Modal
      onOpenChange={(open) => open || onClose()}
      closeOnBackdrop
      aria-labelledby="recipe-modal-title"
      className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      testId="recipe-modal"
    >
      <div className="p-6">
        <div className="flex items-start gap-3">
          <h2 id="recipe-modal-title" className="flex-1 text-2xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('recipes.closePreview')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand-100"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <p className="mt-2 text-stone-700">{localized(recipe, 'description', language)}</p>
        <div className="mt-4 flex flex-wrap gap-4 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {duration(recipe.total_time)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {t('recipe.servingsCount', { count: recipe.servings })}
          </span>
          <span>{t(`difficulty.${recipe.difficulty}`)}</span>
          {recipe.match && (
            <span className="font-semibold">
              {t('recipes.matchPercent', { percent: recipe.match.matchPercentage })}
            </span>
          )}
        </div>

        {full && (
          <>
            <h3 className="mt-6 text-lg font-bold">{t('recipe.ingredients')}</h3>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {full.ingredients.map((link) => {
                const have = selection.includes(link.ingredient_slug);
                return (
                  <li key={link.ingredient_slug} className="flex items-center gap-2">
                    <span aria-hidden="true" className={have ? 'text-mint-700' : 'text-stone-400'}>
                      {have ? <Check className="size-4" /> : '•'}
                    </span>
                    <span className={have ? 'font-medium' : ''}>
                      {localized(link, 'name', language)}
                    </span>
                    {link.optional && (
                      <span className="text-xs text-stone-500">({t('recipe.optional')})</span>
                    )}
                  </li>
                );
              })}
            </ul>
            <h3 className="mt-6 text-lg font-bold">{t('recipe.instructions')}</h3>
            <p className="mt-2 text-stone-700" data-testid="instructions-preview">
              {previewText(localized(full, 'instructions', language))}
            </p>
          </>
        )}
        {detail.isPending && <p className="mt-6 text-stone-600">{t('loading')}</p>}

        <Link
          to={publicPaths.recipe(recipe.slug)}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-saffron-700 px-6 font-bold text-white hover:bg-saffron-800"
        >
          {t('recipes.viewRecipe')}
        </Link>
        {recipe.match && recipe.match.missingCount > 0 && (
          <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
            <CardListButton slug={recipe.slug} title={title} />
          </div>
        )}
      </div>
    </Modal>
  );
}
