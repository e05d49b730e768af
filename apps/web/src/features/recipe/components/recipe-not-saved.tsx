import { useQuery } from '@tanstack/react-query';
import { collatorFor, publicPaths } from '@chhiwat/core';
import { useTranslationWith } from '../../../i18n/index.ts';
import { Link } from '../../../router/index.ts';
import { asLanguage } from '../../../lib/localized.ts';
import { usePageTitle } from '../../../components/page-title.tsx';
import { savedRecipes } from '../../../lib/worker-caches.ts';

/**
 * Offline, a recipe the service worker never kept: say so, and offer the ones it kept (issue #21).
 */
export function RecipeNotSaved() {
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  usePageTitle(t('offline.notSaved'));
  // Read from this device's caches: no network needed, and read again each time this shows.
  const saved = useQuery({
    queryKey: ['offline', 'saved-recipes'],
    queryFn: savedRecipes,
    networkMode: 'always',
    staleTime: 0,
  });
  const collator = collatorFor(language);
  const recipes = (saved.data ?? [])
    .map((recipe) => ({ slug: recipe.slug, title: recipe.title[language] }))
    .sort((a, b) => collator.compare(a.title, b.title));

  return (
    <section data-testid="recipe-not-saved" className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-center text-2xl font-bold">{t('offline.notSaved')}</h1>
      <p className="mt-3 text-center text-stone-700">{t('offline.notSavedMessage')}</p>
      {recipes.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-bold">{t('offline.savedHeading')}</h2>
          <ul data-testid="saved-recipes" className="mt-3 space-y-2">
            {recipes.map((recipe) => (
              <li key={recipe.slug}>
                <Link
                  to={publicPaths.recipe(recipe.slug)}
                  className="flex min-h-11 items-center rounded-lg border border-sand-200 bg-white px-4 font-medium hover:bg-sand-100"
                >
                  {recipe.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        !saved.isPending && (
          <p data-testid="no-saved-recipes" className="mt-8 text-center text-stone-700">
            {t('offline.noneSaved')}
          </p>
        )
      )}
      <div className="mt-8 flex justify-center">
        <Link
          to={publicPaths.home}
          className="inline-flex min-h-11 items-center rounded-lg bg-saffron-700 px-5 font-semibold text-white"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
