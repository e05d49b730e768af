import { Check, Plus } from 'lucide-react';
import { useTranslation } from '../../../i18n/index.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import type { Category, Ingredient } from '@chhiwat/core';
import { IngredientVisual } from './ingredient-visual.tsx';

interface Props {
  ingredient: Ingredient;
  category: Category | undefined;
  selected: boolean;
  onToggle: (slug: string) => void;
}

/** One ingredient: its visual, its name in the interface language (and Darija in Arabic), add/remove. */
export function IngredientCard({ ingredient, category, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const name = localized(ingredient, 'name', language);
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={selected ? t('home.remove', { name }) : t('home.add', { name })}
        onClick={() => onToggle(ingredient.slug)}
        className={`group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-white text-start shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700 ${
          selected
            ? 'border-mint-700 ring-2 ring-mint-700/20'
            : 'border-transparent hover:border-sand-200'
        }`}
        data-testid={`ingredient-${ingredient.slug}`}
      >
        <IngredientVisual
          slug={ingredient.slug}
          imageUrl={ingredient.image_url}
          name={name}
          language={language}
          color={category?.color ?? '#b45309'}
          className="aspect-[4/3] w-full"
        />
        <span className="flex flex-1 flex-col gap-0.5 p-3">
          <span className="font-semibold leading-tight">{name}</span>
          {language === 'ar' && ingredient.name_darija !== name && (
            <span className="text-sm text-stone-600">{ingredient.name_darija}</span>
          )}
        </span>
        <span
          aria-hidden="true"
          className={`absolute top-2 end-2 flex size-8 items-center justify-center rounded-full shadow ${
            selected
              ? 'bg-mint-700 text-white'
              : 'bg-white/90 text-stone-700 group-hover:bg-saffron-100'
          }`}
        >
          {selected ? <Check className="size-5" /> : <Plus className="size-5" />}
        </span>
      </button>
    </li>
  );
}
