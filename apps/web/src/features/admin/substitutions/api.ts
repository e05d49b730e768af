import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminSubstitutionList, SubstitutionInput, SwapQuality } from '@chhiwat/core';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type { AdminSubstitution } from '@chhiwat/core';

/** Every query of the swap screen lives under this key. */
export const SUBSTITUTIONS_KEY = ['admin', 'substitutions'] as const;

export const QUALITY_LABELS: Record<SwapQuality, string> = {
  equivalent: 'Equivalent',
  close: 'Close',
  pinch: 'In a pinch',
};

/** The swap rules, searched by the server over both sides' names. */
export function useAdminSubstitutions(search: string) {
  const term = search.trim();
  const query = term ? `?${new URLSearchParams({ search: term })}` : '';
  return useQuery({
    queryKey: [...SUBSTITUTIONS_KEY, { search: term }],
    queryFn: () => apiGet<AdminSubstitutionList>(`/api/admin/substitutions${query}`),
    placeholderData: keepPreviousData,
  });
}

/** Creates a rule (no id) or replaces one; the lists are fetched again once it is saved. */
export function useSaveSubstitution(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SubstitutionInput) =>
      id === undefined
        ? apiSend('POST', '/api/admin/substitutions', rule)
        : apiSend('PUT', `/api/admin/substitutions/${id}`, rule),
    onSuccess: () => refreshSubstitutions(queryClient),
  });
}

/**
 * After a change: the lists of earlier searches are dropped (not shown stale when searched again)
 * and the one on screen is fetched again.
 */
export function refreshSubstitutions(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: SUBSTITUTIONS_KEY, type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: SUBSTITUTIONS_KEY });
}

export const deleteSubstitution = (id: number) =>
  apiSend('DELETE', `/api/admin/substitutions/${id}`);
