import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { initI18n } from './i18n/index.ts';
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
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
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
