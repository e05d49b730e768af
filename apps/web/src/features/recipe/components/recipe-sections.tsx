import { useState, type ReactNode } from 'react';
import { useTranslationWith } from '../../../i18n/index.ts';
import { useWideScreen } from '../use-wide-screen.ts';

type Section = 'ingredients' | 'instructions';
const sections = ['ingredients', 'instructions'] as const;

/**
 * The ingredients and the steps: two tabs on a phone or a tablet (public-site.md §2), side by
 * side from 1024 px, where a cook reads one while following the other (issue #39). Both print.
 * The columns are CSS, right from the server's page; only the roles wait for the browser.
 */
export function RecipeSections({ content }: { content: Record<Section, ReactNode> }) {
  const { t } = useTranslationWith('recipes');
  const wide = useWideScreen();
  const [tab, setTab] = useState<Section>('ingredients');
  const labelled = (name: Section) =>
    wide
      ? { 'aria-labelledby': `heading-${name}` }
      : { role: 'tabpanel', 'aria-labelledby': `tab-${name}` };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('recipe.sections')}
        className="mt-6 flex gap-2 border-b border-sand-200 lg:hidden print:hidden"
      >
        {sections.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`-mb-px min-h-11 border-b-2 px-4 font-semibold ${tab === name ? 'border-saffron-700 text-saffron-800' : 'border-transparent text-stone-600'}`}
          >
            {t(`recipe.${name}`)}
          </button>
        ))}
      </div>
      <div className="lg:mt-8 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-10">
        {sections.map((name) => (
          <section
            key={name}
            id={`panel-${name}`}
            {...labelled(name)}
            className={tab === name ? 'mt-4 lg:mt-0' : 'hidden lg:block print:mt-6 print:block'}
            data-testid={`section-${name}`}
          >
            <h2
              id={`heading-${name}`}
              className="mb-3 hidden text-xl font-bold lg:block print:block"
            >
              {t(`recipe.${name}`)}
            </h2>
            {content[name]}
          </section>
        ))}
      </div>
    </>
  );
}
