import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app.tsx';
import { lazyPageAt, pageTextSetAt } from './app/app-routes.tsx';
import { ingredientCategoriesQuery } from './api/categories.ts';
import { ingredientsQuery, storeIngredients } from './api/ingredients.ts';
import { ClientLanguageProvider, changeLanguage, startLanguage } from './i18n/client-language.tsx';
import { chosenLanguage, languageInQuery, rememberLanguage, storedLanguage } from './i18n/index.ts';
import { registerServiceWorker } from './features/offline/service-worker-client.ts';
import { readServerState } from './app/server-state.ts';
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

const queryClient = createQueryClient();

/**
 * A server-rendered page hydrates in the language and with the data it was rendered with, once
 * its texts and its page's code are here; a page without (the back-office, a server without the
 * renderer) renders from scratch, loading the catalogue at start (public-site.md §4).
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const { pathname, search } = window.location;
  const server = readServerState();
  if (server) {
    hydrate(queryClient, server.queries);
    // the list the page came with is kept like a fetched one (public-site.md §4)
    const served = queryClient.getQueryData(ingredientsQuery().queryKey);
    if (served?.length) storeIngredients(served);
  } else {
    void queryClient.prefetchQuery(ingredientsQuery());
    void queryClient.prefetchQuery(ingredientCategoriesQuery());
  }
  const language = server?.language ?? chosenLanguage(search);
  await Promise.all([
    startLanguage(language, server ? server.pageTextSet : pageTextSetAt(pathname)),
    lazyPageAt(pathname)?.load(),
  ]);
  const app = (
    <App
      queryClient={queryClient}
      language={(tree) => <ClientLanguageProvider>{tree}</ClientLanguageProvider>}
      onReady={markStarted}
    />
  );
  if (server && root.firstChild)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page already shows, and a tap meanwhile is handled
    // first (React hydrates what was touched before the rest).
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch makes React drop the server's markup and render afresh: worth knowing.
        onRecoverableError: (error) => console.error('Hydration error', error),
      });
    });
  else createRoot(root).render(app);
  followStoredChoice(language, search);
  registerServiceWorker();
}

/** The page works: the 'App Failed to Load' notice stays away, and the browser tests may act. */
function markStarted() {
  window.__chhiwatStarted = true;
}

/**
 * ?lang= is remembered; without it, a choice stored before the cookie existed wins over the
 * language the server guessed.
 */
function followStoredChoice(shown: Parameters<typeof rememberLanguage>[0], search: string) {
  if (languageInQuery(search)) return rememberLanguage(shown);
  const stored = storedLanguage();
  if (stored && stored !== shown) void changeLanguage(stored);
  else rememberLanguage(shown);
}

start().catch((error: unknown) => {
  console.error('App failed to start', error);
  window.__chhiwatShowAppFailed?.();
});
