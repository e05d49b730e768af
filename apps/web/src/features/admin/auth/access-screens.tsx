import { ShieldAlert, UserX } from 'lucide-react';
import { Link } from '../../../router/index.ts';
import { roleLabel, type AdminProfile } from '../shared/api/admins.ts';

/** An inactive admin's screen (back-office.md §2.2). */
export function AccountDisabled() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <section className="max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <UserX className="mx-auto size-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Account Disabled</h1>
        <p className="mt-2 text-slate-600">
          Your admin account has been disabled. Please contact a super administrator.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-slate-800 px-5 py-2.5 font-semibold text-white"
        >
          Refresh Page
        </button>
      </section>
    </main>
  );
}

/** A super-admin page opened by an admin: both roles shown (back-office.md §2.2). */
export function AccessDenied({ role }: { role: AdminProfile['role'] }) {
  return (
    <section className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <ShieldAlert className="mx-auto size-12 text-amber-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-slate-600">
        You don't have sufficient permissions to access this area. Super admin access required.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-slate-100 p-2">
          <dt className="text-slate-600">Your role</dt>
          <dd className="font-semibold" data-testid="current-role">
            {roleLabel(role)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-2">
          <dt className="text-slate-600">Required role</dt>
          <dd className="font-semibold">{roleLabel('super_admin')}</dd>
        </div>
      </dl>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-blue-700 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
