import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount, ingredientEmoji } from '@chhiwat/core';
import type { RecipeIngredient } from '../../../catalogue/get-recipes.ts';
import { asLanguage, localized } from '../../../catalogue/localized.ts';

/** "2 onions, grated": a quantity scaled to the chosen servings, its unit, the name and the note. */
export function useIngredientLine() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return (link: RecipeIngredient, scale: number) => {
    const name = localized(link, 'name', language);
    const note = link[`note_${language}`];
    const amount = formatAmount(link.quantity, link.unit, language, scale);
    return { name, note, amount };
  };
}

interface Props {
  ingredients: RecipeIngredient[];
  selection: readonly string[];
  scale: number;
}

export function IngredientList({ ingredients, selection, scale }: Props) {
  const { t } = useTranslation();
  const line = useIngredientLine();
  return (
    <ul className="divide-y divide-sand-200" data-testid="ingredient-list">
      {ingredients.map((link) => {
        const have = selection.includes(link.ingredient_slug);
        const { name, note, amount } = line(link, scale);
        return (
          <li key={link.ingredient_slug} className="flex items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full text-xl"
              style={{ backgroundColor: `${link.category_color}1f` }}
            >
              {ingredientEmoji(link.ingredient_slug, link.category_icon)}
            </span>
            <span className="flex-1">
              <span className="font-medium">{name}</span>
              {link.optional && (
                <span className="ms-2 text-sm text-stone-500">({t('recipe.optional')})</span>
              )}
              {note && <span className="block text-sm text-stone-600">{note}</span>}
            </span>
            <span
              className="text-stone-800 tabular-nums"
              data-testid={`amount-${link.ingredient_slug}`}
            >
              <bdi>{amount}</bdi>
            </span>
            <span className="w-6">
              {have && <Check className="size-5 text-mint-700" aria-hidden="true" />}
              <span className="sr-only">{have ? t('recipe.have') : t('recipe.need')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
