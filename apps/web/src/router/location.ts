import { createContext, useContext } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** What the server knows of a request: no hash, no history state. `search` starts with `?` or is empty. */
export interface StaticLocation {
  pathname: string;
  search: string;
  hash?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path (absolute, `?query` or `#hash` alone, or relative to the current URL), or a step in history. */
export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export const NavigationContext = createContext<{ location: Location; navigate: Navigate } | null>(
  null,
);

export function useNavigation() {
  const navigation = useContext(NavigationContext);
  if (!navigation)
    throw new Error('Links and router hooks need a <Router> or <MemoryRouter> above');
  return navigation;
}

export const useLocation = () => useNavigation().location;
export const useNavigate = () => useNavigation().navigate;

/** Resolves `to` as the browser resolves an href; no `window`, so the server gets the same result. */
export function resolve(to: string, from: Pick<Location, 'pathname' | 'search'>) {
  const url = new URL(to, `http://router${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createPath = ({ pathname, search, hash }: Omit<Location, 'state' | 'key'>) =>
  pathname + search + hash;

export const createKey = () => Math.random().toString(36).slice(2, 10);
