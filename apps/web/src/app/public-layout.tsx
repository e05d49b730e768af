import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Outlet, useLocation } from '../router/index.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { UpdateNotice } from '../features/offline/update-notice.tsx';
import { OfflineBanner } from '../features/offline/offline-banner.tsx';
import { useRefreshOnReconnect } from '../features/offline/use-refresh-on-reconnect.ts';
import { Header } from './header.tsx';
import { PageReady } from './page-ready.tsx';

// Off the first load (issue #20): the server renders the footer, which hydrates once its code is
// here; the parts only the browser shows come in one chunk.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));
const BrowserOnlyParts = lazy(() =>
  import('./browser-only-parts.tsx').then((m) => ({ default: m.BrowserOnlyParts })),
);

/** Scroll to the top on every route change (public-site.md §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRefreshOnReconnect();
  return (
    <div className="public-site flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" className="min-h-screen flex-1">
        {/* Keyed by path: leaving a broken page leaves its error behind. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<p className="p-8 text-center text-stone-600">{t('loading')}</p>}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <BrowserOnlyParts />
      </Suspense>
      <UpdateNotice />
    </div>
  );
}
