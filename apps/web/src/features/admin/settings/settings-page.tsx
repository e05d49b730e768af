import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  deleteAdmin,
  roleLabel,
  updateAdmin,
  useAdmins,
  useRoles,
  type AdminProfile,
} from '../shared/api/admins.ts';
import { RowAction } from '../shared/components/row-actions.tsx';
import { AddAdminDialog } from './add-admin-dialog.tsx';

const TABS = ['Admin Permissions', 'General Settings', 'Security', 'Notifications'] as const;

/** "area: yes", "area: a, b" or "area: None" — how a permission reads in the table. */
export function describePermissions(permissions: Record<string, unknown>): string[] {
  return Object.entries(permissions).map(([area, value]) => {
    if (typeof value === 'boolean') return `${area}: ${value ? 'yes' : 'no'}`;
    if (value && typeof value === 'object') {
      const enabled = Object.entries(value)
        .filter(([, on]) => on === true)
        .map(([name]) => name);
      return `${area}: ${enabled.length ? enabled.join(', ') : 'None'}`;
    }
    return `${area}: None`;
  });
}

/** Settings, super admins only (back-office.md §2.10). */
export function SettingsPage({ me }: { me: AdminProfile }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Admin Permissions');
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        <Crown className="size-4" aria-hidden="true" />
        Super Admin Access
      </p>
      <Tabs
        tabs={TABS.map((name) => ({ value: name, label: name }))}
        value={tab}
        onValueChange={setTab}
        label="Settings sections"
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        <TabPanel value="Admin Permissions">
          <AdminPermissions me={me} />
        </TabPanel>
        <TabPanel value="General Settings">
          <p className="text-slate-600">General Settings are coming soon.</p>
        </TabPanel>
        <TabPanel value="Security">
          <dl className="grid max-w-md grid-cols-2 gap-2 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
            <dt className="text-slate-600">Username</dt>
            <dd>{me.username}</dd>
            <dt className="text-slate-600">Role</dt>
            <dd>{roleLabel(me.role)}</dd>
            <dt className="text-slate-600">Last login</dt>
            <dd>{me.last_login ? new Date(me.last_login).toLocaleString('en-GB') : 'N/A'}</dd>
            <dd className="col-span-2 text-slate-600">More security settings are coming soon.</dd>
          </dl>
        </TabPanel>
        <TabPanel value="Notifications">
          <p className="text-slate-600">Notifications are coming soon.</p>
        </TabPanel>
      </Tabs>
    </div>
  );
}

function AdminPermissions({ me }: { me: AdminProfile }) {
  const admins = useAdmins();
  const roles = useRoles();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminProfile>();
  const [message, setMessage] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] });
  const failure = (error: unknown) =>
    setMessage(error instanceof ApiError ? error.message : 'Unknown error');

  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; role_template?: string; is_active?: boolean }) =>
      updateAdmin(id, body),
    onSuccess: refresh,
    onError: failure,
  });
  const remove = useMutation({
    mutationFn: deleteAdmin,
    onSuccess: async () => {
      setDeleting(undefined);
      await refresh();
    },
    onError: (error) => {
      setDeleting(undefined);
      setMessage(
        error instanceof ApiError
          ? `Failed to delete admin: ${error.message}`
          : 'Failed to delete admin',
      );
    },
  });

  return (
    <div className="space-y-6">
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Add Admin
        </button>
      </div>
      <div className="overflow-x-auto">
        <table
          className="w-full rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200"
          data-testid="admins-table"
        >
          <thead className="bg-slate-50">
            <tr>
              {['Admin', 'Role', 'Permissions', 'Status', 'Actions'].map((column) => (
                <th key={column} className="p-3 text-start">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {admins.data?.admins.map((admin) => {
              const self = admin.id === me.id;
              const permissions = describePermissions(admin.permissions);
              return (
                <tr
                  key={admin.id}
                  className="border-t border-slate-100 align-top"
                  data-testid={`admin-row-${admin.username}`}
                >
                  <td className="p-3">
                    <span className="font-medium">{admin.username}</span>
                    {self && <span className="ms-1 text-slate-500">(You)</span>}
                    <span className="block text-slate-500">{admin.email}</span>
                  </td>
                  <td className="p-3">
                    {self ? (
                      roleLabel(admin.role)
                    ) : (
                      <select
                        aria-label={`Role of ${admin.username}`}
                        value={admin.role_template ?? ''}
                        onChange={(event) =>
                          update.mutate({ id: admin.id, role_template: event.target.value })
                        }
                        className="rounded border border-slate-300 px-2 py-1"
                      >
                        {roles.data?.roles.map((role) => (
                          <option key={role.name} value={role.name}>
                            {role.display_name}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className="p-3 text-slate-700">
                    {permissions.slice(0, 3).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    {permissions.length > 3 && (
                      <span className="block text-slate-500">
                        +{permissions.length - 3} more...
                      </span>
                    )}
                  </td>
                  <td className="p-3">
                    {self ? (
                      'Active'
                    ) : (
                      <button
                        type="button"
                        onClick={() => update.mutate({ id: admin.id, is_active: !admin.is_active })}
                        className={`rounded-full px-3 py-1 text-xs font-semibold ${admin.is_active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
                      >
                        {admin.is_active ? 'Active' : 'Disabled'}
                      </button>
                    )}
                  </td>
                  <td className="p-3">
                    {!self && (
                      <RowAction tone="danger" onClick={() => setDeleting(admin)}>
                        Delete
                      </RowAction>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section>
        <h2 className="mb-2 font-semibold">Available Roles</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {roles.data?.roles.map((role) => (
            <div key={role.name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-semibold">{role.display_name}</p>
              <p className="text-sm text-slate-600">{role.description}</p>
            </div>
          ))}
        </div>
      </section>
      {adding && roles.data && (
        <AddAdminDialog roles={roles.data.roles} onClose={() => setAdding(false)} />
      )}
      {deleting && (
        <AlertDialog
          title="Delete admin"
          confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
          confirmDisabled={remove.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting.id)}
        >
          Delete the admin account “{deleting.username}”? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
