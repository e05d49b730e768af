import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { Link, useNavigate } from '../router/index.ts';
import { Button, buttonClass } from './ui/button.tsx';
import { publicPaths } from '@chhiwat/core';

/**
 * What a 404 shows (public-site.md §2): heading, message, links home and to recipes, a back button.
 * The not-found page, and a page whose item does not exist (a blog post), show it.
 */
export function NotFound() {
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
        <Link to={publicPaths.home} className={buttonClass({ size: 'lg', shape: 'rounded' })}>
          {t('notFound.home')}
        </Link>
        <Link
          to={publicPaths.recipes}
          className={buttonClass({ variant: 'secondary', size: 'lg', shape: 'rounded' })}
        >
          {t('notFound.recipes')}
        </Link>
        <Button
          onClick={() => void navigate(-1)}
          variant="ghost"
          size="lg"
          shape="rounded"
          className="text-stone-700"
        >
          <BackIcon className="size-4" aria-hidden="true" />
          {t('notFound.back')}
        </Button>
      </div>
    </section>
  );
}
