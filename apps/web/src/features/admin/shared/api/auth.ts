import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordChangeInput, SessionResponse } from '@chhiwat/core';
import { apiGet, apiSend } from '../../../../lib/api-client.ts';

/** The session is checked on load and every 5 minutes (back-office.md §4, Admin session). */
export const SESSION_CHECK_MS = 5 * 60 * 1000;

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: () => apiGet<SessionResponse>('/api/admin/auth/session'),
    retry: false,
    refetchInterval: SESSION_CHECK_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
export const useSession = () => useQuery(sessionQuery());

/** The sign-in form's values, as loginInputSchema parses them. */
export interface Credentials {
  identifier: string;
  password: string;
  remember: boolean;
}

export const logIn = (credentials: Credentials) =>
  apiSend('POST', '/api/admin/auth/login', credentials);

export const logOut = () => apiSend('POST', '/api/admin/auth/logout');

/** Ends every session of the signed-in admin, this one included. */
export const logOutEverywhere = () => apiSend('POST', '/api/admin/auth/logout-everywhere');

export const changePassword = (values: PasswordChangeInput) =>
  apiSend('POST', '/api/admin/auth/password', values);
