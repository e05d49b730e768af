import { X } from 'lucide-react';
import { useId } from 'react';
import {
  formatConjunction,
  formatLineAmount,
  type Language,
  type ShoppingGroup,
  type ShoppingList,
} from '@chhiwat/core';
import { usePagesText } from '../../../i18n/index.ts';
import { useIngredientListText } from '../../../state/catalogue-kitchen.ts';
import { listActions } from '../../../state/list-store.ts';

interface Props {
  list: ShoppingList;
  groups: readonly ShoppingGroup[];
  language: Language;
  /** The visitor's own list: lines can be ticked and removed. A shared list is read only. */
  editable: boolean;
}

/** The lines to buy, by ingredient category, each with its amount and the recipes it is for. */
export function ListLines({ list, groups, language, editable }: Props) {
  const { t } = usePagesText('list');
  const ingredientsText = useIngredientListText();
  const titles = new Map(list.recipes.map((entry) => [entry.recipe.slug, entry.recipe.title]));
  const forRecipes = (slugs: readonly string[]) =>
    formatConjunction(
      slugs.map((slug) => titles.get(slug)?.[language] ?? slug),
      language,
    );
  return (
    <div className="space-y-6 print:columns-2 print:gap-8 print:space-y-0" data-testid="list-lines">
      {groups.map((group) => (
        <section
          key={group.category}
          aria-label={group.name}
          className="break-inside-avoid print:mb-4"
          data-testid={`list-group-${group.category}`}
        >
          <h3 className="mb-1 text-sm font-bold tracking-wide text-saffron-800 uppercase">
            {group.name}
          </h3>
          <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white print:border-0">
            {group.lines.map((line) => (
              <Line
                key={line.ingredient}
                name={line.name}
                amount={formatLineAmount(line.amounts, language)}
                recipes={t('list.forRecipes', { titles: forRecipes(line.recipes) })}
                ingredient={line.ingredient}
                ticked={line.ticked}
                editable={editable}
                removeLabel={t('list.removeLine', { name: line.name })}
                {...(line.coveredBy ? { coveredBy: ingredientsText(line.coveredBy) } : {})}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface LineProps {
  ingredient: string;
  name: string;
  amount: string;
  recipes: string;
  ticked: boolean;
  editable: boolean;
  removeLabel: string;
  /** The ingredients of the swap that now covers this line, in words (a held line). */
  coveredBy?: string;
}

function Line(props: LineProps) {
  const { ingredient, name, amount, recipes, ticked, editable, removeLabel, coveredBy } = props;
  const id = useId();
  const text = (
    <>
      <span className={ticked ? 'text-stone-500 line-through' : 'font-medium'}>
        {name}
        <span aria-hidden="true"> — </span>
        <span data-testid="line-amount">{amount}</span>
      </span>
      <span className="block text-sm text-stone-600 print:text-xs" data-testid="line-recipes">
        {recipes}
      </span>
    </>
  );
  const held = coveredBy !== undefined && editable && (
    <HeldBySwap ingredient={ingredient} name={name} coveredBy={coveredBy} />
  );
  return (
    <li
      className="flex items-center gap-3 px-3 py-2 print:px-0 print:py-1"
      data-testid={`list-line-${ingredient}`}
      data-ticked={ticked}
    >
      {editable ? (
        <>
          <input
            id={id}
            type="checkbox"
            checked={ticked}
            onChange={() =>
              ticked ? listActions.untick(ingredient) : listActions.tick(ingredient)
            }
            className="size-6 shrink-0 accent-mint-700"
            data-testid="line-tick"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="block min-h-11 py-1">
              {text}
            </label>
            {held}
          </div>
          <button
            type="button"
            onClick={() => listActions.removeLine(ingredient)}
            aria-label={removeLabel}
            title={removeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-sand-100 print:hidden"
            data-testid="line-remove"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : (
        <>
          <span aria-hidden="true" className="size-5 shrink-0 rounded border-2 border-stone-400" />
          <span className="flex-1 py-1">{text}</span>
        </>
      )}
    </li>
  );
}

/**
 * A line kept after bought items joined the kitchen, though a swap now covers it: it says so and
 * offers to buy it as the recipe says; the line's remove button takes it off.
 */
function HeldBySwap({
  ingredient,
  name,
  coveredBy,
}: {
  ingredient: string;
  name: string;
  coveredBy: string;
}) {
  const { t } = usePagesText('list');
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 pb-1 text-sm text-terracotta-800"
      data-testid="line-held"
    >
      <span>{t('list.heldBySwap', { names: coveredBy })}</span>
      <button
        type="button"
        onClick={() => listActions.buyAnyway(ingredient)}
        aria-label={t('list.buyAnywayLabel', { name })}
        className="min-h-11 rounded-full px-3 font-semibold text-saffron-800 underline hover:bg-sand-100"
        data-testid="line-buy-anyway"
      >
        {t('list.buyAnyway')}
      </button>
    </p>
  );
}
