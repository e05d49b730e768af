import { Check, PartyPopper, Plus } from 'lucide-react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeIngredient } from '../../../api/recipes.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import { useIngredientListText } from '../../../state/catalogue-kitchen.ts';

interface Props {
  /** Required ingredients neither selected, nor staples, nor swapped. */
  missing: RecipeIngredient[];
  /** Key ingredients among them: the recipe cannot be made without these. */
  missingKeys: readonly string[];
  /** How many ingredients the visitor's swaps cover. */
  swapCount: number;
  adding: ReadonlySet<string>;
  onAdd: (slug: string) => void;
  onAddAll: () => void;
}

/** The missing-ingredients banner with add-one and add-all, or the perfect-match banner. */
export function MissingBanner({ missing, missingKeys, swapCount, adding, onAdd, onAddAll }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const listText = useIngredientListText();
  if (missing.length === 0) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-green-50 p-4 text-green-900 print:hidden"
        data-testid="perfect-match"
      >
        <PartyPopper className="size-6 shrink-0" aria-hidden="true" />
        <p className="font-semibold">
          {swapCount > 0 ? t('kitchen.canMakeWithSwaps') : t('recipe.perfectMatch')}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl bg-orange-50 p-4 print:hidden" data-testid="missing-banner">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-terracotta-700">
          {t('recipe.missingTitle', { count: missing.length })}
        </p>
        <Button onClick={onAddAll} size="lg" data-testid="add-all-missing">
          <Plus className="size-4" aria-hidden="true" />
          {t('recipe.addAll')}
        </Button>
      </div>
      {missingKeys.length > 0 && (
        <p className="mt-2 text-terracotta-700" data-testid="cannot-make">
          {t('kitchen.cannotMake', { names: listText(missingKeys) })}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-2">
        {missing.map((link) => {
          const busy = adding.has(link.ingredient_slug);
          const isKey = missingKeys.includes(link.ingredient_slug);
          return (
            <li key={link.ingredient_slug}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAdd(link.ingredient_slug)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border bg-white px-4 hover:bg-orange-100 disabled:opacity-70 ${isKey ? 'border-terracotta-600 font-semibold' : 'border-orange-200'}`}
                data-testid={`add-missing-${link.ingredient_slug}`}
              >
                {busy ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Plus className="size-4" aria-hidden="true" />
                )}
                {busy ? t('recipe.adding') : localized(link, 'name', language)}
                {isKey && !busy && <span className="sr-only">({t('kitchen.key')})</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
