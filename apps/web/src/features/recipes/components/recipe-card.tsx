import { ArrowLeftRight, CircleAlert, Clock } from 'lucide-react';
import { useTranslationWith, type Translate } from '../../../i18n/index.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import type { RecipeListItem, RecipeMatch } from '../../../api/recipes.ts';
import { RecipeVisual } from '../../../components/recipe-visual.tsx';
import type { Category } from '@chhiwat/core';
import { useIngredientListText, useIngredientName } from '../../../state/catalogue-kitchen.ts';
import { useDuration } from '../../../lib/format.ts';
import { CardListButton } from './card-list-button.tsx';

interface Props {
  recipe: RecipeListItem;
  category: Category | undefined;
  onOpen: (recipe: RecipeListItem) => void;
  /** The list's first card: its picture is the page's largest on a phone, so it loads at once. */
  first?: boolean;
}

/** A recipe card: the visual first, then the title, then the match in numbers and in words. */
export function RecipeCard({ recipe, category, onOpen, first = false }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const duration = useDuration();
  const title = localized(recipe, 'title', language);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
      <button
        type="button"
        onClick={() => onOpen(recipe)}
        className="group flex w-full flex-1 flex-col text-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-saffron-700"
        data-testid={`recipe-card-${recipe.slug}`}
      >
        <div className="relative">
          <RecipeVisual
            imageUrl={recipe.image_url}
            illustrationUrl={recipe.illustration_url}
            icon={category?.icon ?? '🍽️'}
            color={category?.color ?? '#b45309'}
            title={title}
            className="aspect-[4/3] w-full"
            eager={first}
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
          {recipe.match && <KitchenLines match={recipe.match} />}
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {duration(recipe.total_time)}
            </span>
            <span>{t(`difficulty.${recipe.difficulty}`)}</span>
            {recipe.match && (
              <span
                className={
                  recipe.match.missingCount === 0 && recipe.match.usesPicks
                    ? 'font-semibold text-mint-700'
                    : 'font-semibold text-terracotta-700'
                }
                data-testid="missing-count"
              >
                {missingText(recipe.match, t)}
              </span>
            )}
          </div>
        </div>
      </button>
      {recipe.match && recipe.match.missingCount > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t border-sand-200 px-2 py-1">
          <CardListButton slug={recipe.slug} title={title} />
        </div>
      )}
    </li>
  );
}

/**
 * "You have everything" only when it is made with one of the visitor's picks: staples and swaps
 * alone cover whole recipes that use nothing the visitor chose (decision 0035).
 */
function missingText(match: RecipeMatch, t: Translate) {
  if (!match.usesPicks) return t('recipes.noPicksUsed');
  return match.missingCount === 0
    ? t('recipes.nothingMissing')
    : t('recipes.missing', { count: match.missingCount });
}

/**
 * What the visitor's kitchen did for this match (decision 0016): each swap, the key ingredients
 * still missing, and how many staples were counted. Spans, as the card is one button.
 */
function KitchenLines({ match }: { match: RecipeMatch }) {
  const { t } = useTranslationWith('recipes');
  const nameOf = useIngredientName();
  const list = useIngredientListText();
  const staples = match.stapleIngredients.length;
  if (!match.swaps.length && !match.missingKeyIngredients.length && !staples) return null;
  return (
    <span className="flex flex-col gap-1 text-sm">
      {match.missingKeyIngredients.length > 0 && (
        <span
          className="flex items-start gap-1.5 font-semibold text-terracotta-700"
          data-testid="needs-line"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('kitchen.needs', { names: list(match.missingKeyIngredients) })}</span>
        </span>
      )}
      {match.swaps.map((swap) => (
        <span
          key={swap.missing}
          className="flex items-start gap-1.5 text-majorelle-700"
          data-testid="swap-line"
        >
          <ArrowLeftRight className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('kitchen.swapLine', {
              using: swap.using.map(nameOf).join(' + '),
              missing: nameOf(swap.missing),
            })}
          </span>
        </span>
      ))}
      {staples > 0 && (
        <span className="text-stone-600" data-testid="staples-line">
          {t('kitchen.fromStaples', { count: staples })}
        </span>
      )}
    </span>
  );
}
