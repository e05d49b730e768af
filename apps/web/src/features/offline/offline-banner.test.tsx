import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Language } from '@chhiwat/core';
import { LanguageProvider } from '../../i18n/index.ts';
import { goOffline, goOnline, restoreNetwork, startOffline } from '../../test/network.ts';
import { render, testLanguage, type Rendered } from '../../test/render.tsx';
import { OfflineBanner } from './offline-banner.tsx';

let page: Rendered | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
  restoreNetwork();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The worker's catalogue cache, holding its summary of what it keeps (kept-subset.ts). */
function keepOnDevice(summary: { kept: number; total: number }) {
  const match = async (url: string) =>
    url === '/api/offline-catalogue/kept' ? Response.json(summary) : undefined;
  vi.stubGlobal('caches', { open: async () => ({ match }) });
}

/** Lets the banner's read of the cache resolve and render. */
const settle = () => act(async () => {});

const banner = () => page?.container.querySelector('[data-testid="offline-banner"]') ?? null;

const says: Record<Language, string> = {
  en: 'You are offline — showing saved recipes',
  fr: 'Vous êtes hors ligne — voici les recettes enregistrées',
  ar: 'أنت غير متصل بالإنترنت — نعرض الوصفات المحفوظة',
};

describe('offline banner', () => {
  for (const language of ['ar', 'fr', 'en'] as const) {
    it(`shows when the network goes and hides when it comes back (${language})`, () => {
      page = render(<OfflineBanner />, { language });
      expect(banner()).toBeNull();
      goOffline();
      expect(banner()?.textContent).toBe(says[language]);
      goOnline();
      expect(banner()).toBeNull();
    });
  }

  const subset: Record<Language, string> = {
    en: 'Offline: searching the 10,000 recipes kept on this device',
    fr: 'Hors ligne\u00a0: la recherche porte sur les 10\u202f000 recettes conservées sur cet appareil',
    ar: 'دون اتصال: البحث في 10,000 وصفة محفوظة على هذا الجهاز',
  };
  for (const language of ['ar', 'fr', 'en'] as const) {
    it(`says how many recipes offline search covers when the device keeps part of the catalogue (${language})`, async () => {
      keepOnDevice({ kept: 10_000, total: 250_000 });
      page = render(<OfflineBanner />, { language });
      goOffline();
      await settle();
      expect(banner()?.textContent).toBe(subset[language]);
    });
  }

  it('says nothing more when the device keeps the whole catalogue', async () => {
    keepOnDevice({ kept: 51, total: 51 });
    page = render(<OfflineBanner />);
    goOffline();
    await settle();
    expect(banner()?.textContent).toBe(says.en);
  });

  it('sits in a live region that is there from the start, so the text is announced', () => {
    page = render(<OfflineBanner />);
    const region = page.container.querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    goOffline();
    expect(region?.isConnected).toBe(true);
    expect(region?.contains(banner())).toBe(true);
  });

  it('shows at once on a page opened without a network', () => {
    startOffline();
    page = render(<OfflineBanner />, { language: 'fr' });
    expect(banner()?.textContent).toBe(says.fr);
  });

  it('is rendered online on the server and hydrates without a mismatch, then shows offline', () => {
    startOffline();
    const tree = (
      <LanguageProvider value={testLanguage('en')}>
        <OfflineBanner />
      </LanguageProvider>
    );
    const html = renderToString(tree);
    expect(html).not.toContain(says.en);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="offline-banner"]')?.textContent).toBe(says.en);
    act(() => root?.unmount());
    container.remove();
  });
});
