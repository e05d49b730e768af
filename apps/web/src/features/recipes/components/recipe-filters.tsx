import { Search } from 'lucide-react';
import { useRef } from 'react';
import { useTranslationWith } from '../../../i18n/index.ts';
import {
  DIFFICULTIES,
  OCCASIONS,
  REGIONS,
  SEASONS,
  type Category,
  type Difficulty,
  type Occasion,
  type Region,
  type Season,
} from '@chhiwat/core';
import { asLanguage, localized } from '../../../lib/localized.ts';
import { SearchClearButton } from '../../../components/search-clear-button.tsx';

/** The filters a cook plans by, kept in the page's URL (?region=fes&occasion=ramadan…). */
export interface OccasionFilters {
  region?: Region | undefined;
  occasion?: Occasion | undefined;
  season?: Season | undefined;
  noSoaking?: boolean | undefined;
}

interface Props {
  q: string;
  category: string;
  difficulty: Difficulty | 'all';
  categories: Category[];
  occasionFilters: OccasionFilters;
  onSearch: (q: string) => void;
  onCategory: (category: string) => void;
  onDifficulty: (difficulty: Difficulty | 'all') => void;
  onOccasionFilters: (filters: OccasionFilters) => void;
  onClear: () => void;
}

const field =
  'min-h-11 rounded-xl border border-sand-200 bg-white px-3 text-ink focus:outline-2 focus:outline-saffron-700';

/**
 * Search, category, difficulty and clear (public-site.md §2, Recipes); then region, occasion,
 * season and "no soaking" (issue #40).
 */
export function RecipeFilters(props: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const search = useRef<HTMLInputElement>(null);
  const more = props.occasionFilters;
  const setMore = (change: OccasionFilters) => props.onOccasionFilters({ ...more, ...change });
  return (
    <div role="search">
      <div className="flex gap-2">
        <label className="relative min-w-0 flex-1">
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
        <button
          type="button"
          onClick={props.onClear}
          className="min-h-11 shrink-0 rounded-xl px-3 font-semibold text-saffron-800 hover:bg-saffron-50"
          data-testid="clear-filters"
        >
          {t('recipes.clear')}
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <label className="col-span-2 flex flex-col sm:col-span-1">
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
            className={`${field} min-w-0`}
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
        <VocabularySelect
          label={t('recipes.region')}
          all={t('recipes.allRegions')}
          words={REGIONS}
          value={more.region}
          text={(region) => t(`region.${region}`)}
          onChange={(region) => setMore({ region })}
          testId="region-select"
        />
        <VocabularySelect
          label={t('recipes.occasion')}
          all={t('recipes.allOccasions')}
          words={OCCASIONS}
          value={more.occasion}
          text={(occasion) => t(`occasion.${occasion}`)}
          onChange={(occasion) => setMore({ occasion })}
          testId="occasion-select"
        />
        <VocabularySelect
          label={t('recipes.season')}
          all={t('recipes.allSeasons')}
          words={SEASONS}
          value={more.season}
          text={(season) => t(`season.${season}`)}
          onChange={(season) => setMore({ season })}
          testId="season-select"
        />
        <label className="col-span-2 flex min-h-11 items-center gap-2 rounded-xl border border-sand-200 bg-white px-3 sm:col-span-1">
          <input
            type="checkbox"
            checked={Boolean(more.noSoaking)}
            onChange={(event) => setMore({ noSoaking: event.target.checked || undefined })}
            className="size-5 accent-saffron-700"
            data-testid="no-soaking"
          />
          <span>{t('recipes.noSoaking')}</span>
        </label>
      </div>
    </div>
  );
}

function VocabularySelect<Word extends string>(props: {
  label: string;
  all: string;
  words: readonly Word[];
  value: Word | undefined;
  text: (word: Word) => string;
  onChange: (word: Word | undefined) => void;
  testId: string;
}) {
  return (
    <label className="flex flex-col">
      <span className="sr-only">{props.label}</span>
      <select
        value={props.value ?? ''}
        onChange={(event) => props.onChange((event.target.value || undefined) as Word | undefined)}
        className={`${field} min-w-0`}
        data-testid={props.testId}
      >
        <option value="">{props.all}</option>
        {props.words.map((word) => (
          <option key={word} value={word}>
            {props.text(word)}
          </option>
        ))}
      </select>
    </label>
  );
}
