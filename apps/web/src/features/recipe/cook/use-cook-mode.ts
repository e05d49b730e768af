import { useLocation, useNavigate } from '../../../router/index.ts';

/** Cook mode is the recipe page with this hash: a reload reopens it, "back" closes it. */
export const COOK_HASH = '#cook';

/**
 * Whether cook mode is open, and how to open and close it. Opening adds a history entry, so the
 * phone's back button closes cook mode rather than leaving the recipe; closing a cook mode the
 * page was loaded with (no entry of ours to go back to) replaces the URL instead.
 */
export function useCookMode() {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = location.hash === COOK_HASH;
  const opened = (location.state as { cookMode?: boolean } | null)?.cookMode === true;
  return {
    isOpen,
    open: () => navigate(COOK_HASH, { state: { cookMode: true } }),
    close: () =>
      opened ? navigate(-1) : navigate(`${location.pathname}${location.search}`, { replace: true }),
  };
}
