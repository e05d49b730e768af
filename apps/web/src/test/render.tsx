/**
 * Test-only helpers: render a component or a hook with react-dom and React's act(), inside a
 * router, a query client and an i18next instance of its own in the given language.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@chhiwat/core';
import { resources } from '../i18n/resources.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh, synchronously initialised i18next with the app's real texts. */
export function testI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    supportedLngs: ['ar', 'fr', 'en'],
    fallbackLng: 'ar',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
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
        <I18nextProvider i18n={testI18n(options.language ?? 'en')}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </I18nextProvider>
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
