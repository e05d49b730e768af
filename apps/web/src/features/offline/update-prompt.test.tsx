import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Language } from '@chhiwat/core';
import { click, render, type Rendered } from '../../test/render.tsx';
import { UpdateNotice } from './update-notice.tsx';

// The browser's side of the worker is the boundary: a new build is "announced" by the test.
const worker = vi.hoisted(() => ({
  ready: false,
  listeners: new Set<() => void>(),
  applyUpdate: vi.fn(),
}));
vi.mock('./service-worker-client.ts', () => ({
  subscribeUpdate: (listener: () => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
  updateReady: () => worker.ready,
  applyUpdate: worker.applyUpdate,
}));

/** A new build's worker is installed and waiting; the prompt's code has arrived. */
async function announceUpdate() {
  await act(async () => {
    worker.ready = true;
    worker.listeners.forEach((listener) => listener());
    await import('./update-prompt.tsx');
  });
}

let page: Rendered | undefined;
beforeEach(() => {
  worker.ready = false;
  worker.applyUpdate.mockClear();
});
afterEach(() => {
  page?.unmount();
  page = undefined;
});

const prompt = () => page?.container.querySelector('[data-testid="update-prompt"]') ?? null;
const buttonNamed = (name: string) =>
  [...(page?.container.querySelectorAll('button') ?? [])].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  );

const says: Record<Language, { text: string; refresh: string }> = {
  en: { text: 'A new version is ready — refresh', refresh: 'Refresh' },
  fr: { text: 'Une nouvelle version est prête — actualisez', refresh: 'Actualiser' },
  ar: { text: 'نسخة جديدة جاهزة — حدّث الصفحة', refresh: 'تحديث' },
};

describe('update prompt', () => {
  for (const language of ['ar', 'fr', 'en'] as const) {
    it(`appears once a new version is announced, and Refresh applies it (${language})`, async () => {
      page = render(<UpdateNotice />, { language });
      expect(prompt()).toBeNull();
      await announceUpdate();
      expect(prompt()?.querySelector('p')?.textContent).toBe(says[language].text);
      expect(worker.applyUpdate).not.toHaveBeenCalled();
      click(buttonNamed(says[language].refresh));
      expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
    });
  }

  it('is announced from a live region that was there before it', async () => {
    page = render(<UpdateNotice />);
    const region = page.container.querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    await announceUpdate();
    expect(region?.contains(prompt())).toBe(true);
  });

  it('shows on a page opened while an update already waits', async () => {
    worker.ready = true;
    await act(async () => {
      page = render(<UpdateNotice />);
      await import('./update-prompt.tsx');
    });
    expect(prompt()?.textContent).toContain(says.en.text);
  });

  it('can be put off without updating', async () => {
    page = render(<UpdateNotice />, { language: 'fr' });
    await announceUpdate();
    click(buttonNamed('Plus tard'));
    expect(prompt()).toBeNull();
    expect(worker.applyUpdate).not.toHaveBeenCalled();
  });
});
