import { ArrowLeftRight, Check, Plus } from 'lucide-react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { formatAmount, type coverOf } from '@chhiwat/core';
import { IngredientPicture } from '../../../components/ingredient-picture.tsx';
import type { RecipeIngredient } from '../../../api/recipes.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import { useIngredientName } from '../../../state/catalogue-kitchen.ts';
import { useScopedSubstitutions } from '../../../state/catalogue-scope.tsx';
import { ruleOf } from '../../../state/visitor-kitchen.ts';
import { cssomStyle } from '../../../lib/cssom-style.ts';

/** How the visitor has one ingredient: picked, a staple, through a swap rule, or not at all. */
export type Cover = ReturnType<typeof coverOf>;

/** "2 onions, grated": a quantity scaled to the chosen servings, its unit, the name and the note. */
export function useIngredientLine() {
  const { i18n } = useTranslationWith('recipes');
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
  /** Each line's cover, by slug; a line without one counts as missing. */
  covers: ReadonlyMap<string, Cover>;
  scale: number;
  adding: ReadonlySet<string>;
  /** Adds a swapped ingredient to the selection all the same. */
  onAddAnyway: (slug: string) => void;
}

export function IngredientList({ ingredients, covers, scale, adding, onAddAnyway }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const line = useIngredientLine();
  const nameOf = useIngredientName();
  const rules = useScopedSubstitutions();
  return (
    <ul className="divide-y divide-sand-200" data-testid="ingredient-list">
      {ingredients.map((link) => {
        const cover = covers.get(link.ingredient_slug) ?? 'missing';
        const have = cover === 'selected' || cover === 'staple';
        const swap = typeof cover === 'object' ? cover : undefined;
        const rule = swap && ruleOf(rules, swap);
        const { name, note, amount } = line(link, scale);
        const busy = adding.has(link.ingredient_slug);
        return (
          <li
            key={link.ingredient_slug}
            className="py-3"
            data-testid={`line-${link.ingredient_slug}`}
            data-cover={swap ? 'swap' : cover}
          >
            <div className="flex items-center gap-3">
              <span
                className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full"
                ref={cssomStyle({ backgroundColor: `${link.category_color}1f` })}
              >
                <IngredientPicture
                  slug={link.ingredient_slug}
                  imageUrl={link.image_url}
                  name={name}
                  language={language}
                  color={link.category_color}
                  size={28}
                  className="size-7"
                  photoClassName="size-10"
                />
              </span>
              <span className="flex-1">
                <span className="font-medium">{name}</span>
                {link.optional && (
                  <span className="ms-2 text-sm text-stone-500">({t('recipe.optional')})</span>
                )}
                {link.key && (
                  <span
                    className="ms-2 inline-block rounded-full bg-saffron-100 px-2 text-xs font-semibold text-saffron-800"
                    data-testid={`key-${link.ingredient_slug}`}
                  >
                    {t('kitchen.key')}
                  </span>
                )}
                {note && <span className="block text-sm text-stone-600">{note}</span>}
                {cover === 'staple' && (
                  <span
                    className="block text-sm text-mint-700"
                    data-testid={`staple-mark-${link.ingredient_slug}`}
                  >
                    {t('kitchen.fromYourStaples')}
                  </span>
                )}
              </span>
              <span
                className="text-stone-800 tabular-nums"
                data-testid={`amount-${link.ingredient_slug}`}
              >
                <bdi>{amount}</bdi>
              </span>
              <span className="w-6">
                {have && (
                  <Check
                    className={`size-5 ${cover === 'staple' ? 'text-stone-500' : 'text-mint-700'}`}
                    aria-hidden="true"
                  />
                )}
                {swap && (
                  <ArrowLeftRight className="size-5 text-majorelle-700" aria-hidden="true" />
                )}
                <span className="sr-only">{have ? t('recipe.have') : t('recipe.need')}</span>
              </span>
            </div>
            {swap && (
              <div
                className="ms-13 mt-2 rounded-xl bg-blue-50 p-3 text-sm print:bg-transparent print:p-0"
                data-testid={`swap-${link.ingredient_slug}`}
              >
                <p className="font-semibold text-majorelle-700">
                  {t('kitchen.swapLine', {
                    using: swap.using.map(nameOf).join(' + '),
                    missing: name.toLocaleLowerCase(language),
                  })}
                  <span className="ms-2 font-normal text-stone-600">
                    ({t(`kitchen.quality.${swap.quality}`)})
                  </span>
                </p>
                {rule && <p className="mt-1 text-stone-700">{rule[`note_${language}`]}</p>}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onAddAnyway(link.ingredient_slug)}
                  aria-label={t('kitchen.addAnywayLabel', { name })}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full border border-blue-200 bg-white px-4 font-semibold text-majorelle-700 hover:bg-blue-100 disabled:opacity-70 print:hidden"
                  data-testid={`add-anyway-${link.ingredient_slug}`}
                >
                  {busy ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <Plus className="size-4" aria-hidden="true" />
                  )}
                  {busy ? t('recipe.adding') : t('kitchen.addAnyway')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
