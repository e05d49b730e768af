import { useCallback, useMemo } from 'react';
import { useNavigation } from './location.ts';

export type SearchParamsInit = URLSearchParams | Record<string, string>;

/** The query of the URL, and a setter that navigates to the same path with a new query. */
export function useSearchParams() {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options?: { replace?: boolean },
    ) => {
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      navigate(`?${query.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
