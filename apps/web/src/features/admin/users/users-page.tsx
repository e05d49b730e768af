import { useState } from 'react';
import { Link } from '../../../router/index.ts';
import { roleLabel, useAdmins, type AdminProfile } from '../shared/api/admins.ts';
import { RowAction } from '../shared/components/row-actions.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/**
 * Users: the admin accounts; super admins reset another admin's password here and manage roles in
 * Settings. The accounts are for super admins only, so other admins are told so instead of being
 * shown a failed list.
 */
export function UsersPage({ me }: { me: AdminProfile }) {
  const superAdmin = me.role === 'super_admin';
  const admins = useAdmins(superAdmin);
  const [resetting, setResetting] = useState<AdminProfile>();
  if (!superAdmin) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Users</h1>
        <p className="text-slate-600">
          Visitors of the public site have no accounts. The admin accounts are visible to super
          administrators only; ask one if you need an account added or changed.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Users</h1>
        {superAdmin && (
          <Link
            to="/admin/settings"
            className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Manage admins in Settings
          </Link>
        )}
      </div>
      <p className="text-slate-600">
        Visitors of the public site have no accounts. These are the people who run the back-office.
      </p>
      {admins.isError && <p role="alert">Failed to load admins.</p>}
      <table className="w-full overflow-hidden rounded-xl bg-white text-sm shadow-sm ring-1 ring-slate-200">
        <thead className="bg-slate-50 text-start">
          <tr>
            <th className="p-3 text-start">Admin</th>
            <th className="p-3 text-start">Role</th>
            <th className="p-3 text-start">Status</th>
            <th className="p-3 text-start">Last login</th>
            <th className="p-3 text-start">Actions</th>
          </tr>
        </thead>
        <tbody>
          {admins.data?.admins.map((admin) => (
            <tr
              key={admin.id}
              className="border-t border-slate-100"
              data-testid={`user-row-${admin.username}`}
            >
              <td className="p-3">
                <span className="font-medium">{admin.username}</span>
                {admin.id === me.id && <span className="ms-1 text-slate-500">(You)</span>}
                <span className="block text-slate-500">{admin.email}</span>
              </td>
              <td className="p-3">{roleLabel(admin.role)}</td>
              <td className="p-3">{admin.is_active ? 'Active' : 'Disabled'}</td>
              <td className="p-3">
                {admin.last_login ? new Date(admin.last_login).toLocaleString('en-GB') : 'N/A'}
              </td>
              <td className="p-3">
                {/* One's own password is changed from the user menu, with the current one. */}
                {admin.id !== me.id && (
                  <RowAction tone="edit" onClick={() => setResetting(admin)}>
                    Reset password<span className="sr-only"> of {admin.username}</span>
                  </RowAction>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resetting && (
        <ResetPasswordDialog admin={resetting} onClose={() => setResetting(undefined)} />
      )}
    </div>
  );
}
