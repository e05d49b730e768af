import { useQuery } from '@tanstack/react-query';
import type {
  Activity,
  ActivityListResponse,
  AdminProfile,
  DashboardResponse,
} from '@chhiwat/core';
import { apiGet } from '../../../../lib/api-client.ts';

export type { Activity } from '@chhiwat/core';

const getDashboard = () => apiGet<DashboardResponse>('/api/admin/dashboard');

/** The dashboard's counts and recent changes (back-office.md §2.3). */
export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });

/**
 * What happened since a moment: super admins read the activity log; other admins only see the
 * dashboard's recent entries, as the full log is for super admins only.
 */
export async function activitySince(
  role: AdminProfile['role'],
  since: string,
): Promise<Activity[]> {
  if (role === 'super_admin') {
    const log = await apiGet<ActivityListResponse>(
      `/api/admin/activity?since=${encodeURIComponent(since)}&limit=10`,
    );
    return log.activities;
  }
  const dashboard = await getDashboard();
  return dashboard.activities.filter((entry) => Date.parse(entry.created_at) > Date.parse(since));
}
