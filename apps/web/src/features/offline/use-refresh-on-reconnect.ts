import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Back online, every query is marked stale and the ones on screen fetch again, so fresh data
 * replaces what the worker's caches showed, without a reload (issue #21). The browser fires
 * `online` only on the way back from offline.
 */
export function useRefreshOnReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [queryClient]);
}
