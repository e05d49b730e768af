/**
 * Test-only helpers: render a component or a hook with react-dom and React's act(), inside a
 * router, a query client and the app's real texts in the given language.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '../router/index.ts';
import type { Language } from '@chhiwat/core';
import { LanguageProvider, type LanguageState } from '../i18n/index.ts';
import { pageTexts, translations } from '../i18n/resources.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A fixed language with every text loaded; changing it is a test's own business. */
export function testLanguage(language: Language): LanguageState {
  return {
    language,
    texts: translations[language],
    pageTexts: pageTexts[language],
    changeLanguage: () => Promise.resolve(),
    loadPageTexts: () => {},
  };
}

export interface Rendered {
  container: HTMLElement;
  queryClient: QueryClient;
  unmount: () => void;
}

export interface RenderOptions {
  language?: Language;
  path?: string;
  queryClient?: QueryClient;
}

export function render(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <LanguageProvider value={testLanguage(options.language ?? 'en')}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </LanguageProvider>
      </QueryClientProvider>,
    ),
  );
  return {
    container,
    queryClient,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Renders `hook` in a throwaway component; `result.current` is its latest return value. */
export function renderHook<T>(hook: () => T, options: RenderOptions = {}) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const rendered = render(<Probe />, options);
  return { result, ...rendered };
}

/** Clicks an element inside act(), so React has re-rendered when it returns. */
export function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}
