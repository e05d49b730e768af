import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api.ts';

export interface AdminProfile {
  id: number;
  username: string;
  email: string;
  role: 'admin' | 'super_admin';
  role_template: string | null;
  permissions: Record<string, unknown>;
  is_active: boolean;
  last_login: string | null;
  created_at: string;
}

export interface RoleTemplate {
  id: number;
  name: string;
  display_name: string;
  description: string;
  permissions: Record<string, unknown>;
}

export interface Activity {
  id: number;
  admin_email: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  description: string;
  created_at: string;
}

/** The session is checked on load and every 5 minutes (back-office.md §4, Admin session). */
export const SESSION_CHECK_MS = 5 * 60 * 1000;

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: () => apiGet<{ admin: AdminProfile; expiresAt: string }>('/api/admin/auth/session'),
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
    queryFn: () => apiGet<{ admins: AdminProfile[] }>('/api/admin/admins'),
    enabled,
  });

export const useRoles = () =>
  useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: () => apiGet<{ roles: RoleTemplate[] }>('/api/admin/roles'),
  });

export const roleLabel = (role: AdminProfile['role']) =>
  role === 'super_admin' ? 'Super Administrator' : 'Administrator';
