import { useQuery } from '@tanstack/react-query';
import { Bell, Menu as MenuIcon, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../../router/index.ts';
import type { AdminProfile } from '../shared/api/admins.ts';
import { activitySince } from '../shared/api/dashboard.ts';
import { searchAdmin } from './api.ts';
import { UserMenu } from './user-menu.tsx';

const LAST_VISIT_KEY = 'chhiwat.admin.lastVisit';

/** Path parts whose screen is called otherwise. */
const SCREEN_NAMES: Record<string, string> = { substitutions: 'Swaps' };

function breadcrumb(pathname: string): string[] {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  const names = parts.map(
    (part) => SCREEN_NAMES[part] ?? part.charAt(0).toUpperCase() + part.slice(1).replace(/-/g, ' '),
  );
  return ['Admin', ...(names.length ? names : ['Dashboard'])];
}

/** Header: breadcrumb, search, notifications since the last visit, and the user menu (back-office.md §2.2). */
export function AdminHeader({
  admin,
  onMenu,
  onSignOut,
}: {
  admin: AdminProfile;
  onMenu: () => void;
  onSignOut: () => void;
}) {
  const { pathname } = useLocation();
  const crumbs = breadcrumb(pathname);
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
      <button
        type="button"
        onClick={onMenu}
        className="flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
        data-testid="admin-menu-toggle"
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </button>
      <nav aria-label="Breadcrumb" className="hidden text-sm text-slate-600 sm:block">
        <ol className="flex gap-1">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb}-${index}`} className="flex gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              <span className={index === crumbs.length - 1 ? 'font-semibold text-slate-900' : ''}>
                {crumb}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="ms-auto flex items-center gap-2">
        <AdminSearch />
        <Notifications admin={admin} />
        <UserMenu admin={admin} onSignOut={onSignOut} />
      </div>
    </header>
  );
}

function AdminSearch() {
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  const results = useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: () => searchAdmin(q),
    enabled: q.trim().length >= 2,
  });
  const go = (path: string) => {
    setQ('');
    void navigate(path);
  };
  const groups = results.data
    ? [
        {
          title: 'Ingredients',
          items: results.data.ingredients.map((i) => ({
            key: i.slug,
            label: i.label,
            path: `/admin/ingredients?edit=${i.slug}`,
          })),
        },
        {
          title: 'Recipes',
          items: results.data.recipes.map((r) => ({
            key: r.slug,
            label: r.label,
            path: `/admin/recipes?edit=${r.slug}`,
          })),
        },
        {
          title: 'Blog posts',
          items: results.data.posts.map((p) => ({
            key: p.slug,
            label: p.label,
            path: `/admin/blog/edit/${p.id}`,
          })),
        },
      ].filter((group) => group.items.length)
    : [];
  return (
    <div className="relative hidden md:block">
      <Search
        className="pointer-events-none absolute start-2 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search ingredients, recipes, posts"
        aria-label="Search the back-office"
        className="w-72 rounded-lg border border-slate-300 py-1.5 ps-8 pe-2 text-sm"
        data-testid="admin-search"
      />
      {q.trim().length >= 2 && results.data && (
        <div
          className="absolute end-0 z-30 mt-1 w-80 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          data-testid="admin-search-results"
        >
          {groups.length === 0 && (
            <p className="p-2 text-sm text-slate-600">Nothing found for “{q}”</p>
          )}
          {groups.map((group) => (
            <div key={group.title}>
              <p className="px-2 pt-2 text-xs font-semibold text-slate-500 uppercase">
                {group.title}
              </p>
              {group.items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  onClick={() => go(item.path)}
                  className="block w-full rounded px-2 py-1.5 text-start text-sm hover:bg-slate-100"
                >
                  {item.label}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A dot when someone did something since this browser last looked at the activity. */
function Notifications({ admin }: { admin: AdminProfile }) {
  const [lastVisit] = useState(
    () => localStorage.getItem(LAST_VISIT_KEY) ?? new Date(0).toISOString(),
  );
  const [open, setOpen] = useState(false);
  const activity = useQuery({
    queryKey: ['admin', 'activity', admin.role, lastVisit],
    queryFn: () => activitySince(admin.role, lastVisit),
  });
  const fresh = activity.data ?? [];
  const toggle = () => {
    setOpen((value) => !value);
    localStorage.setItem(LAST_VISIT_KEY, new Date().toISOString());
  };
  return (
    <div className="relative">
      <button
        type="button"
        onClick={toggle}
        className="relative flex size-10 items-center justify-center rounded-lg hover:bg-slate-100"
        aria-label={fresh.length ? `Notifications: ${fresh.length} new` : 'Notifications'}
      >
        <Bell className="size-5" aria-hidden="true" />
        {fresh.length > 0 && (
          <span
            className="absolute top-2 end-2 size-2 rounded-full bg-red-600"
            data-testid="notification-dot"
          />
        )}
      </button>
      {open && (
        <div className="absolute end-0 z-30 mt-1 w-80 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          <p className="text-sm font-semibold">Since your last visit</p>
          {fresh.length === 0 && <p className="mt-2 text-sm text-slate-600">Nothing new.</p>}
          <ul className="mt-2 space-y-1 text-sm">
            {fresh.map((entry) => (
              <li key={entry.id}>{entry.description}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
