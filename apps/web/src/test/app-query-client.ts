import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/app.tsx';

/** The app's own query client, without the wait between a failure and its retry. */
export function appQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}
