import { useQuery } from '@tanstack/react-query';
import type {
  AdminCreateInput,
  AdminListResponse,
  AdminPasswordResetInput,
  AdminProfile,
  PasswordResetResponse,
  RoleListResponse,
} from '@chhiwat/core';
import { apiGet, apiSend } from '../../../../lib/api-client.ts';

export type { AdminProfile, RoleTemplate } from '@chhiwat/core';

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

export const addAdmin = (values: AdminCreateInput) => apiSend('POST', '/api/admin/admins', values);

export const updateAdmin = (id: number, changes: { role_template?: string; is_active?: boolean }) =>
  apiSend('PATCH', `/api/admin/admins/${id}`, changes);

export const deleteAdmin = (id: number) => apiSend('DELETE', `/api/admin/admins/${id}`);

/** Sets another admin's password; their open sessions end. */
export const resetAdminPassword = (id: number, values: AdminPasswordResetInput) =>
  apiSend<PasswordResetResponse>('POST', `/api/admin/admins/${id}/password`, values);
