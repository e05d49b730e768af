import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { goOffline, goOnline, restoreNetwork } from '../../test/network.ts';
import { render, type Rendered } from '../../test/render.tsx';
import { useRefreshOnReconnect } from './use-refresh-on-reconnect.ts';

let page: Rendered | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
  restoreNetwork();
  vi.restoreAllMocks();
});

/** A page showing the catalogue's version, read once and fresh for ever unless invalidated. */
function Catalogue({ read }: { read: () => Promise<string> }) {
  useRefreshOnReconnect();
  const version = useQuery({ queryKey: ['catalogue'], queryFn: read, staleTime: Infinity });
  return <p data-testid="version">{version.data}</p>;
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('back online', () => {
  it('replaces what was shown offline with fresh data, without a reload', async () => {
    let version = 0;
    const read = vi.fn(() => Promise.resolve(`version ${++version}`));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['other'], 'kept aside');
    page = render(<Catalogue read={read} />, { queryClient });
    await settle();
    const shown = () => page?.container.querySelector('[data-testid="version"]')?.textContent;
    expect(shown()).toBe('version 1');

    goOffline();
    await settle();
    expect(read).toHaveBeenCalledTimes(1);

    goOnline();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('version 2');
    // the queries not on screen are marked stale, to be read again when they show
    expect(queryClient.getQueryState(['other'])?.isInvalidated).toBe(true);
  });

  it('refreshes nothing when the network goes', async () => {
    const read = vi.fn(() => Promise.resolve('version 1'));
    page = render(<Catalogue read={read} />);
    await settle();
    goOffline();
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(page.queryClient.getQueryState(['catalogue'])?.isInvalidated).toBe(false);
  });
});
