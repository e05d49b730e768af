/**
 * The server renderer (decision 0019): the server builds this file for Node and calls `render`
 * for each public page it has not cached. The page renders until no component asks for data it
 * lacks, reading the API in-process; its HTML and the data it used go back to the server, which
 * writes them into the app shell for the browser to hydrate.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// React's browser builds, not Node's: Node's prerender keeps its request in an AsyncLocalStorage,
// and running one turns on async hooks in the whole process for good, which every later request
// then pays for, cached answers included (docs/performance.md, ninth session).
import { renderToString as renderAtOnce } from 'react-dom/server.browser';
import { prerender as prerenderToStream } from 'react-dom/static.browser';
import type { Language } from '@chhiwat/core';
import { App, createQueryClient } from './app/app.tsx';
import { prefetchPageData } from './app/page-data.ts';
import { lazyPageAt, pageTextSetAt } from './app/app-routes.tsx';
import { LanguageProvider, type LanguageState } from './i18n/index.ts';
import { pageTexts, translations } from './i18n/resources.ts';
import { setApiTransport } from './lib/api-client.ts';
import { SERVER_STATE_ID, serializeServerState, type ServerState } from './app/server-state.ts';

export { SERVER_STATE_ID };

/** The API, answered in-process by the server. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

const MAX_DATA_ROUNDS = 4;

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The <script type="application/json"> the browser hydrates from. */
  stateScript: string;
  /** How many times the page was rendered: 1 when its data was fetched beforehand (page-data.ts). */
  renders: number;
}

const fixedLanguage = (language: Language): LanguageState => ({
  language,
  texts: translations[language],
  pageTexts: pageTexts[language],
  changeLanguage: () => Promise.resolve(),
  loadPageTexts: () => {},
});

/**
 * The app's markup. A page whose code is loaded has nothing to wait for, and React's synchronous
 * render costs about half of a streamed prerender (measured: docs/performance.md). If something
 * did suspend (code not loaded yet), that render left a boundary for the browser to fill (`<!--$!`)
 * or threw, and the prerender, which waits for every lazy part, makes the page instead.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  try {
    const html = renderAtOnce(app);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // suspended outside any boundary, or failed: the prerender finds out which
  }
  return prerender(app);
}

/** How React marks a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/** The app's markup once every lazy part has loaded; a render error fails the whole page. */
export async function prerender(app: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToStream(app, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: no script to move content into place (the CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}

/** The queries a render asked for and nobody has fetched (disabled ones stay as they are). */
const wanted = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );

export function createRenderer(fetchApi: ApiFetch) {
  setApiTransport(fetchApi);
  return { render };
}

/** Renders the page at `url` (path and query) in `language`. */
async function render(url: string, language: Language): Promise<RenderedPage> {
  const parsed = new URL(url, 'http://page.invalid');
  const location = { pathname: parsed.pathname, search: parsed.search, hash: '' };
  const queryClient = createQueryClient();
  const state = fixedLanguage(language);
  const app = (
    <App
      queryClient={queryClient}
      location={location}
      language={(tree) => <LanguageProvider value={state}>{tree}</LanguageProvider>}
    />
  );
  await Promise.all([
    lazyPageAt(location.pathname)?.load(),
    prefetchPageData(queryClient, location.pathname),
  ]);
  let html = await renderToHtml(app);
  let renders = 1;
  // Each round fetches what the last render asked for and page-data.ts did not foresee.
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const queries = wanted(queryClient);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(app);
    renders += 1;
  }
  const serverState: ServerState = {
    language,
    pageTextSet: pageTextSetAt(location.pathname),
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      shouldRedactErrors: () => false,
    }),
  };
  queryClient.clear();
  return { html, stateScript: serializeServerState(serverState), renders };
}

/** The source files whose chunks the page at `pathname` runs first (for modulepreload). */
export function pageSources(pathname: string, language: Language): string[] {
  const page = lazyPageAt(pathname);
  const textSet = pageTextSetAt(pathname);
  return [
    `src/i18n/language-texts/${language}.ts`,
    ...(textSet ? [`src/i18n/${textSet}/${language}.json`] : []),
    ...(page ? [page.source] : []),
  ];
}
