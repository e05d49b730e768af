import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, localized } from '../../../catalogue/localized.ts';
import type { RecipeListItem } from '../../../catalogue/get-recipes.ts';
import { RecipeVisual } from '../../../catalogue/recipe-visual.tsx';
import type { Category } from '../../../catalogue/types.ts';
import { useDuration } from '../../../lib/format.ts';

interface Props {
  recipe: RecipeListItem;
  category: Category | undefined;
  onOpen: (recipe: RecipeListItem) => void;
}

/** A recipe card: the visual first, then the title, then the match in numbers and in words. */
export function RecipeCard({ recipe, category, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const duration = useDuration();
  const title = localized(recipe, 'title', language);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(recipe)}
        className="group flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-sand-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700"
        data-testid={`recipe-card-${recipe.slug}`}
      >
        <div className="relative">
          <RecipeVisual
            imageUrl={recipe.image_url}
            icon={category?.icon ?? '🍽️'}
            color={category?.color ?? '#b45309'}
            title={title}
            className="aspect-[4/3] w-full"
          />
          {recipe.match && (
            <span
              className={`absolute top-2 start-2 rounded-full px-3 py-1 text-sm font-bold shadow ${
                recipe.match.missingCount === 0 ? 'bg-mint-700 text-white' : 'bg-white text-ink'
              }`}
              data-testid="match-percentage"
            >
              {t('recipes.matchPercent', { percent: recipe.match.matchPercentage })}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">
            {category ? localized(category, 'name', language) : recipe.category}
          </p>
          <h3 className="text-lg leading-snug font-bold">{title}</h3>
          <p className="line-clamp-2 text-sm text-stone-600">
            {localized(recipe, 'description', language)}
          </p>
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {duration(recipe.total_time)}
            </span>
            <span>{t(`difficulty.${recipe.difficulty}`)}</span>
            {recipe.match && (
              <span
                className={
                  recipe.match.missingCount === 0
                    ? 'font-semibold text-mint-700'
                    : 'font-semibold text-terracotta-700'
                }
                data-testid="missing-count"
              >
                {recipe.match.missingCount === 0
                  ? t('recipes.nothingMissing')
                  : t('recipes.missing', { count: recipe.match.missingCount })}
              </span>
            )}
          </div>
        </div>
      </button>
    </li>
  );
}
