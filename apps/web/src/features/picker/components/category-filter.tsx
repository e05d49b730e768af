import { useTranslation } from '../../../i18n/index.ts';
import { asLanguage, localized } from '../../../lib/localized.ts';
import type { Category } from '@chhiwat/core';
import { cssomStyle } from '../../../lib/cssom-style.ts';

interface Props {
  categories: Category[];
  current: string | undefined;
  failed: boolean;
  onChange: (slug: string) => void;
}

/** Category buttons: active categories in sort order; an error chip when they failed to load. */
export function CategoryFilter({ categories, current, failed, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  if (failed) {
    return (
      <p
        role="status"
        className="inline-flex rounded-full bg-red-100 px-4 py-2 text-sm font-medium text-red-800"
        data-testid="categories-error"
      >
        {t('home.categoriesError')}
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('home.categories')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      {categories.map((category) => {
        const active = category.slug === current;
        return (
          <button
            key={category.slug}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category.slug)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border-2 px-4 font-medium transition ${
              active
                ? 'font-bold text-ink'
                : 'border-sand-200 bg-white text-stone-800 hover:bg-sand-100'
            }`}
            // A tint of the category colour under dark text: readable whatever the colour.
            ref={cssomStyle(
              active
                ? { backgroundColor: `${category.color}2e`, borderColor: category.color }
                : undefined,
            )}
            data-testid={`category-${category.slug}`}
          >
            <span aria-hidden="true">{category.icon}</span>
            {localized(category, 'name', language)}
          </button>
        );
      })}
    </div>
  );
}
