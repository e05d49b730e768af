import { useTranslation } from '../i18n/index.ts';

// The buttons spell out their classes instead of using ui/button.tsx: this screen is in the first
// load of `/`, where the Button module would cost more bytes than it saves (decision 0040).

/** The global fallback (public-site.md §2): 'Something went wrong', Try Again, Go Home. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="mt-3 text-stone-700">{t('errorBoundary.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-lg bg-saffron-700 px-5 font-semibold text-white hover:bg-saffron-800"
        >
          {t('errorBoundary.tryAgain')}
        </button>
        {/* A full navigation, so a broken in-memory state cannot follow the visitor home. */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-5 font-semibold hover:bg-sand-100"
        >
          {t('errorBoundary.goHome')}
        </a>
      </div>
    </section>
  );
}
