import {
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createKey,
  createPath,
  NavigationContext,
  resolve,
  type Location,
  type Navigate,
  type StaticLocation,
} from './location.ts';

// The browser's history is the store. Entries carry `{ usr, key }` as React Router's did, so history
// entries made before the switch keep their state.
const listeners = new Set<() => void>();
let current: Location | undefined;
let hydrated: Location | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The same object until the URL or the history entry changes, as useSyncExternalStore needs. */
function getSnapshot(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  const key = entry.key ?? 'default';
  if (current?.key !== key || createPath(current) !== pathname + search + hash)
    current = { pathname, search, hash, state: entry.usr ?? null, key };
  return current;
}

/** Hydration renders what the server rendered: the server never sees the hash or history state. */
function getHydrationSnapshot(): Location {
  const { pathname, search } = window.location;
  if (hydrated?.pathname !== pathname || hydrated.search !== search)
    hydrated = { pathname, search, hash: '', state: null, key: 'default' };
  return hydrated;
}

const navigateBrowser: Navigate = (to, { replace, state } = {}) => {
  if (typeof to === 'number') return window.history.go(to);
  const href = createPath(resolve(to, getSnapshot()));
  try {
    window.history[replace ? 'replaceState' : 'pushState'](
      { usr: state, key: createKey() },
      '',
      href,
    );
  } catch {
    // Safari throws past 100 pushState calls in 30 s: load the page instead.
    return window.location.assign(href);
  }
  listeners.forEach((listener) => listener());
};

function HistoryRouter({ children }: { children?: ReactNode }) {
  const latest = useSyncExternalStore(subscribe, getSnapshot, getHydrationSnapshot);
  // Deferred as React Router's transitions were: while a lazy page loads, the old page stays.
  const location = useDeferredValue(latest);
  const value = useMemo(() => ({ location, navigate: navigateBrowser }), [location]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

// A static router (server rendering) has nowhere to go; navigation happens in handlers and effects.
const stayPut: Navigate = () => undefined;

function StaticRouter({ location, children }: { location: StaticLocation; children?: ReactNode }) {
  const { pathname, search, hash = '' } = location;
  const value = useMemo(
    () => ({
      location: { pathname, search, hash, state: null, key: 'default' },
      navigate: stayPut,
    }),
    [pathname, search, hash],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** Follows `window.history`; given a `location` it renders that URL only (server rendering). */
export function Router({
  location,
  children,
}: {
  location?: StaticLocation;
  children?: ReactNode;
}) {
  if (location) return <StaticRouter location={location}>{children}</StaticRouter>;
  return <HistoryRouter>{children}</HistoryRouter>;
}

const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

/** History in memory, for tests: starts on the last of `initialEntries`. */
export function MemoryRouter(props: { initialEntries?: string[]; children?: ReactNode }) {
  const [history, setHistory] = useState(() => {
    const entries = (props.initialEntries ?? ['/']).map<Location>((entry, index) => ({
      ...resolve(entry, start),
      state: null,
      key: index === 0 ? 'default' : createKey(),
    }));
    return { entries, index: entries.length - 1 };
  });
  const navigate = useCallback<Navigate>((to, { replace, state } = {}) => {
    const key = createKey();
    setHistory(({ entries, index }) => {
      if (typeof to === 'number')
        return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
      const next = { ...resolve(to, entries[index] ?? start), state: state ?? null, key };
      if (replace) return { entries: entries.with(index, next), index };
      return { entries: [...entries.slice(0, index + 1), next], index: index + 1 };
    });
  }, []);
  const location = history.entries[history.index] ?? start;
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={value}>{props.children}</NavigationContext>;
}
