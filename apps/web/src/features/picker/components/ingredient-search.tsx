import { Check, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { MAX_SUGGESTIONS, rankIngredients, type Category, type Ingredient } from '@chhiwat/core';
import { IngredientPicture } from '../../../components/ingredient-picture.tsx';
import { asLanguage, localized } from '../../../lib/localized.ts';
import { SearchClearButton } from '../../../components/search-clear-button.tsx';

interface Props {
  ingredients: Ingredient[];
  categories: Map<string, Category>;
  query: string;
  onQueryChange: (query: string) => void;
  selected: readonly string[];
  onToggle: (slug: string) => void;
}

/**
 * The home search box (public-site.md §2, Home): a combobox whose listbox shows at most 8
 * suggestions ranked by the spec's suggestion scoring; choosing one adds or removes it.
 */
export function IngredientSearch({
  ingredients,
  categories,
  query,
  onQueryChange,
  selected,
  onToggle,
}: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  // names and aliases alike ("maticha" finds tomatoes); the alias is only a hint, never the name
  const hits = useMemo(
    () =>
      rankIngredients(ingredients, query, {
        language,
        isSelected: (slug) => selected.includes(slug),
      }).slice(0, MAX_SUGGESTIONS),
    [ingredients, query, language, selected],
  );
  const suggestions = hits.map((hit) => hit.ingredient);
  const showList = open && query.trim() !== '';

  const choose = (slug: string) => {
    onToggle(slug);
    onQueryChange('');
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % Math.max(suggestions.length, 1));
    } else if (event.key === 'Enter' && showList && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active].slug);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('home.searchLabel')}
      </label>
      <Search
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          showList && suggestions[active] ? `${listId}-${suggestions[active].slug}` : undefined
        }
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('home.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-14 w-full rounded-2xl border-0 bg-white ps-12 pe-12 text-lg text-ink shadow-md placeholder:text-stone-500 focus:outline-3 focus:outline-saffron-500"
        data-testid="ingredient-search"
      />
      {query && <SearchClearButton input={input} onClear={() => onQueryChange('')} />}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('home.suggestions')}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-auto rounded-2xl bg-white p-1 text-ink shadow-xl"
          data-testid="suggestions"
        >
          {suggestions.length === 0 && (
            <li className="px-4 py-3 text-stone-600">{t('home.noSuggestions', { query })}</li>
          )}
          {hits.map(({ ingredient, alias }, index) => {
            const isSelected = selected.includes(ingredient.slug);
            const category = categories.get(ingredient.category);
            const name = localized(ingredient, 'name', language);
            return (
              <li
                key={ingredient.slug}
                id={`${listId}-${ingredient.slug}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(ingredient.slug)}
                onMouseEnter={() => setActive(index)}
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ${index === active ? 'bg-saffron-100' : ''}`}
              >
                <IngredientPicture
                  slug={ingredient.slug}
                  imageUrl={ingredient.image_url}
                  name={name}
                  language={language}
                  color={category?.color ?? '#b45309'}
                  size={32}
                  className="size-8 shrink-0 rounded-lg"
                />
                <span className="flex-1">
                  <span className="block font-medium">{name}</span>
                  <span className="block text-sm text-stone-600">
                    {language === 'ar'
                      ? ingredient.name_darija
                      : `${ingredient.name_ar} · ${ingredient.name_darija}`}
                  </span>
                  {alias && (
                    <span className="block text-xs text-stone-600" data-testid="matched-alias">
                      {t('home.matchedAlias')} <bdi>{alias}</bdi>
                    </span>
                  )}
                </span>
                {isSelected && (
                  <Check className="size-5 text-mint-700" aria-label={t('home.selected')} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
