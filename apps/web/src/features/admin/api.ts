import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminListResponse,
  AdminProfile,
  RoleListResponse,
  SessionResponse,
} from '@chhiwat/core';
import { apiGet } from '../../lib/api.ts';

export type { Activity, AdminProfile, RoleTemplate } from '@chhiwat/core';

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

/** The admin accounts: super admins only (the server answers others 403). */
export const useAdmins = (enabled = true) =>
  useQuery({
    queryKey: ['admin', 'admins'],
    queryFn: () => apiGet<AdminListResponse>('/api/admin/admins'),
    enabled,
  });

export const useRoles = () =>
  useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: () => apiGet<RoleListResponse>('/api/admin/roles'),
  });

export const roleLabel = (role: AdminProfile['role']) =>
  role === 'super_admin' ? 'Super Administrator' : 'Administrator';
