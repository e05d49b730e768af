import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { retryOnceUnlessRefused } from '../lib/load-error.ts';
import { Router, type StaticLocation } from '../router/index.ts';
import { ReadyProvider } from './page-ready.tsx';
import { AppRoutes } from './app-routes.tsx';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retryOnceUnlessRefused,
        refetchOnWindowFocus: false,
        // Offline, a read still goes out once, for the service worker to answer from its caches
        // (issue #21); only its retry waits for the network.
        networkMode: 'offlineFirst',
      },
    },
  });

interface AppProps {
  queryClient: QueryClient;
  /** The language provider: the browser's store, or the server's fixed language. */
  language: (app: ReactNode) => ReactNode;
  /** Given on the server: the page's URL. The browser follows its own history. */
  location?: StaticLocation;
  /** Called once the first page's content is committed (hydrated, in the browser). */
  onReady?: () => void;
}

/** The whole public site and the back-office, the same tree on the server and in the browser. */
export function App({ queryClient, language, location, onReady }: AppProps) {
  return (
    <StrictMode>
      {language(
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Router location={location}>
              <ReadyProvider value={onReady}>
                <AppRoutes />
              </ReadyProvider>
            </Router>
          </QueryClientProvider>
        </ErrorBoundary>,
      )}
    </StrictMode>
  );
}
