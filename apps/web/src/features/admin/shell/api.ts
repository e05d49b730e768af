import type { AdminSearchResponse } from '@chhiwat/core';
import { apiGet } from '../../../lib/api-client.ts';

/** The header's search over ingredients, recipes and posts. */
export const searchAdmin = (q: string) =>
  apiGet<AdminSearchResponse>(`/api/admin/search?q=${encodeURIComponent(q.trim())}`);
