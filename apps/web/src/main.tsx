import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { ingredientCategoriesQuery } from './catalogue/get-categories.ts';
import { ingredientsQuery } from './catalogue/get-ingredients.ts';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { initI18n } from './i18n/index.ts';
import { retryOnceUnlessRefused } from './lib/load-error.ts';
import './styles.css';

declare global {
  interface Window {
    __chhiwatStarted?: boolean;
    __chhiwatShowAppFailed?: () => void;
  }
}

// public-site.md §8: unhandled rejections and script errors are logged; rejections go no further.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection', event.reason);
  event.preventDefault();
});
window.addEventListener('error', (event) =>
  console.error('Script error', event.error ?? event.message),
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryOnceUnlessRefused, refetchOnWindowFocus: false },
  },
});

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // The catalogue loads at start, in parallel with the language setup (public-site.md §4).
  void queryClient.prefetchQuery(ingredientsQuery());
  void queryClient.prefetchQuery(ingredientCategoriesQuery());
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
  window.__chhiwatStarted = true;
}

start().catch((error: unknown) => {
  console.error('App failed to start', error);
  window.__chhiwatShowAppFailed?.();
});
