import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, useNavigate } from '../../router/index.ts';
import { publicPaths } from '@chhiwat/core';

/** The 404 page (public-site.md §2): heading, message, links home and to recipes, a back button. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <p className="text-6xl font-black text-saffron-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('notFound.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={publicPaths.home}
          className="inline-flex min-h-11 items-center rounded-lg bg-saffron-700 px-5 font-semibold text-white hover:bg-saffron-800"
        >
          {t('notFound.home')}
        </Link>
        <Link
          to={publicPaths.recipes}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-5 font-semibold hover:bg-sand-100"
        >
          {t('notFound.recipes')}
        </Link>
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold text-stone-700 hover:bg-sand-100"
        >
          <BackIcon className="size-4" aria-hidden="true" />
          {t('notFound.back')}
        </button>
      </div>
    </section>
  );
}
