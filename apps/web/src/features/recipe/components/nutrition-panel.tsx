import {
  formatConjunction,
  formatNumber,
  referenceIntakeShare,
  type Language,
  type Nutrient,
} from '@chhiwat/core';
import type { RecipeDetail } from '../../../api/recipes.ts';
import { useTranslationWith } from '../../../i18n/index.ts';
import { localized } from '../../../lib/localized.ts';

/** The rows of an EU nutrition declaration, in its order; "of which" rows sit under their parent. */
const ROWS: { nutrient: Nutrient; label: string; under?: boolean }[] = [
  { nutrient: 'fat_g', label: 'fat' },
  { nutrient: 'saturated_fat_g', label: 'saturatedFat', under: true },
  { nutrient: 'carbohydrate_g', label: 'carbohydrate' },
  { nutrient: 'sugars_g', label: 'sugars', under: true },
  { nutrient: 'fibre_g', label: 'fibre' },
  { nutrient: 'protein_g', label: 'protein' },
  { nutrient: 'salt_g', label: 'salt' },
];

interface Props {
  recipe: RecipeDetail;
  servings: number;
  language: Language;
}

/**
 * What a serving holds and what the recipe contains (issue #44): the labels, then the nutrition
 * table per serving and for the servings the control is set to, with the share of the EU reference
 * intakes. Lines the server could not count are named, and the figures then say "approximate".
 */
export function NutritionPanel({ recipe, servings, language }: Props) {
  const { t } = useTranslationWith('recipes');
  const { per_serving: perServing, left_out: leftOut } = recipe.nutrition;
  const number = (value: number, digits: number) => formatNumber(value, language, digits);
  const grams = (value: number, digits = 1) =>
    t('nutrition.grams', { value: number(value, digits) });
  const share = (nutrient: Nutrient) => {
    const part = referenceIntakeShare(nutrient, perServing[nutrient]);
    return part === null ? '' : t('nutrition.percent', { value: number(part * 100, 0) });
  };
  const digitsOf = (nutrient: Nutrient) => (nutrient === 'salt_g' ? 2 : 1);

  return (
    <section className="mt-8" aria-labelledby="nutrition-heading" data-testid="nutrition">
      <h3 id="nutrition-heading" className="text-lg font-bold">
        {t('nutrition.title')}
      </h3>
      <RecipeLabels recipe={recipe} language={language} />
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm" data-testid="nutrition-table">
          <caption className="sr-only">{t('nutrition.caption')}</caption>
          <thead>
            <tr className="border-b border-sand-200 text-start text-stone-600">
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                <span className="sr-only">{t('nutrition.nutrient')}</span>
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                {t('nutrition.perServing')}
              </th>
              <th
                scope="col"
                className="px-2 py-1 text-end font-medium"
                data-testid="nutrition-for"
              >
                {t('nutrition.forServings', { count: servings })}
              </th>
              <th scope="col" className="ps-2 py-1 text-end font-medium">
                {t('nutrition.referenceIntake')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-sand-100">
              <th scope="row" className="py-1 pe-2 text-start font-semibold">
                {t('nutrition.energy')}
              </th>
              <td className="px-2 py-1 text-end" data-testid="energy-serving">
                <bdi>{t('nutrition.kcal', { value: number(perServing.energy_kcal, 0) })}</bdi>
                <br />
                <bdi className="text-stone-600">
                  {t('nutrition.kj', { value: number(perServing.energy_kj, 0) })}
                </bdi>
              </td>
              <td className="px-2 py-1 text-end" data-testid="energy-total">
                <bdi>
                  {t('nutrition.kcal', { value: number(perServing.energy_kcal * servings, 0) })}
                </bdi>
              </td>
              <td className="ps-2 py-1 text-end">
                <bdi>{share('energy_kcal')}</bdi>
              </td>
            </tr>
            {ROWS.map(({ nutrient, label, under }) => (
              <tr key={nutrient} className="border-b border-sand-100">
                <th
                  scope="row"
                  className={`py-1 pe-2 text-start ${under ? 'ps-4 font-normal text-stone-700' : 'font-semibold'}`}
                >
                  {t(`nutrition.${label}`)}
                </th>
                <td className="px-2 py-1 text-end">
                  <bdi>{grams(perServing[nutrient], digitsOf(nutrient))}</bdi>
                </td>
                <td className="px-2 py-1 text-end">
                  <bdi>{grams(perServing[nutrient] * servings, digitsOf(nutrient))}</bdi>
                </td>
                <td className="ps-2 py-1 text-end">
                  <bdi>{share(nutrient)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {leftOut.length > 0 && (
        <p className="mt-2 text-sm text-stone-700" data-testid="nutrition-approximate">
          {t('nutrition.approximate', {
            lines: formatConjunction(
              leftOut.map((line) => {
                const link = recipe.ingredients.find(
                  (one) => one.ingredient_slug === line.ingredient_slug,
                );
                const name = link ? localized(link, 'name', language) : line.ingredient_slug;
                return t('nutrition.leftOutLine', {
                  name,
                  reason: t(`nutrition.reason.${line.reason}`),
                });
              }),
              language,
            ),
          })}
        </p>
      )}
      <p className="mt-2 text-xs text-stone-600">{t('nutrition.note')}</p>
    </section>
  );
}

/** The recipe's diets, then the allergens its required lines hold and those an optional one adds. */
function RecipeLabels({ recipe, language }: { recipe: RecipeDetail; language: Language }) {
  const { t } = useTranslationWith('recipes');
  const { allergens, optional_allergens: optional, diets, complete } = recipe.labels;
  const list = (values: readonly string[], key: 'allergen' | 'diet') =>
    formatConjunction(
      values.map((value) => t(`labels.${key}.${value}`)),
      language,
    );
  return (
    <div className="mt-2 space-y-1 text-sm" data-testid="recipe-labels">
      {diets.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('labels.diets')}>
          {diets.map((diet) => (
            <li
              key={diet}
              className="rounded-full border border-mint-700 px-3 py-0.5 font-medium text-mint-700"
              data-diet={diet}
            >
              {t(`labels.diet.${diet}`)}
            </li>
          ))}
        </ul>
      )}
      <p data-testid="recipe-allergens">
        {allergens.length > 0
          ? t('labels.contains', { list: list(allergens, 'allergen') })
          : complete
            ? t('labels.noAllergens')
            : ''}
      </p>
      {optional.length > 0 && (
        <p>{t('labels.optionalContains', { list: list(optional, 'allergen') })}</p>
      )}
      {!complete && <p className="text-stone-600">{t('labels.incomplete')}</p>}
    </div>
  );
}
