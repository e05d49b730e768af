import { queryOptions } from '@tanstack/react-query';
import type { SubstitutionListResponse } from '@chhiwat/core';
import { apiGet } from '../lib/api-client.ts';

/** The swap rules of the catalogue (GET /api/substitutions), with their notes in three languages. */
export const substitutionsQuery = () =>
  queryOptions({
    queryKey: ['substitutions'],
    queryFn: () =>
      apiGet<SubstitutionListResponse>('/api/substitutions').then((body) => body.substitutions),
    staleTime: 5 * 60 * 1000,
  });
