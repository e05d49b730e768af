import { Search } from 'lucide-react';
import { useRef } from 'react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { DIFFICULTIES, type Difficulty } from '@chhiwat/core';
import { asLanguage, localized } from '../../../catalogue/localized.ts';
import type { Category } from '../../../catalogue/types.ts';
import { SearchClearButton } from '../../../components/search-clear-button.tsx';

interface Props {
  q: string;
  category: string;
  difficulty: Difficulty | 'all';
  categories: Category[];
  onSearch: (q: string) => void;
  onCategory: (category: string) => void;
  onDifficulty: (difficulty: Difficulty | 'all') => void;
  onClear: () => void;
}

const field =
  'min-h-11 rounded-xl border border-sand-200 bg-white px-3 text-ink focus:outline-2 focus:outline-saffron-700';

/** Search, category, difficulty and clear (public-site.md §2, Recipes). */
export function RecipeFilters(props: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const search = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]" role="search">
      <label className="relative">
        <span className="sr-only">{t('recipes.searchLabel')}</span>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
        <input
          ref={search}
          type="search"
          value={props.q}
          onChange={(event) => props.onSearch(event.target.value)}
          placeholder={t('recipes.searchPlaceholder')}
          className={`${field} w-full ps-10 pe-12`}
          data-testid="recipe-search"
        />
        {props.q && (
          <SearchClearButton
            input={search}
            onClear={() => props.onSearch('')}
            testId="recipe-search-clear"
          />
        )}
      </label>
      <label className="flex flex-col">
        <span className="sr-only">{t('recipes.category')}</span>
        <select
          value={props.category}
          onChange={(event) => props.onCategory(event.target.value)}
          className={field}
          data-testid="category-select"
        >
          <option value="all">{t('recipes.allCategories')}</option>
          {props.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.icon} {localized(category, 'name', language)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        <span className="sr-only">{t('recipes.difficulty')}</span>
        <select
          value={props.difficulty}
          onChange={(event) => props.onDifficulty(event.target.value as Difficulty | 'all')}
          className={field}
          data-testid="difficulty-select"
        >
          <option value="all">{t('recipes.allDifficulties')}</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(`difficulty.${difficulty}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={props.onClear}
        className="min-h-11 rounded-xl px-4 font-semibold text-saffron-800 hover:bg-saffron-50"
        data-testid="clear-filters"
      >
        {t('recipes.clear')}
      </button>
    </div>
  );
}
