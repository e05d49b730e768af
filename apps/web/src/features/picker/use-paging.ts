import { useEffect, useRef, useState } from 'react';
import { HOME_PAGE_SIZE, HOME_PAGE_STEP, SHOW_MORE_DELAY_MS } from '@chhiwat/core';

/**
 * Home paging (public-site.md §4): 10 shown, 10 more per "show more" after 300 ms, and back to 10
 * whenever `resetKey` (the search text and the category) changes.
 */
export function usePaging(total: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, shown: HOME_PAGE_SIZE, loading: false });
  const current =
    state.key === resetKey ? state : { key: resetKey, shown: HOME_PAGE_SIZE, loading: false };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hasMore = current.shown < total;
  const showMore = () => {
    if (current.loading || !hasMore) return;
    setState({ ...current, loading: true });
    timer.current = setTimeout(
      () =>
        setState((s) =>
          s.key === resetKey ? { key: s.key, shown: s.shown + HOME_PAGE_STEP, loading: false } : s,
        ),
      SHOW_MORE_DELAY_MS,
    );
  };
  return { shown: Math.min(current.shown, total), loading: current.loading, hasMore, showMore };
}
