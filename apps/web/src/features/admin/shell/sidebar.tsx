import {
  ArrowLeftRight,
  BookOpen,
  ExternalLink,
  FolderTree,
  LayoutDashboard,
  LogOut,
  Salad,
  Settings,
  UtensilsCrossed,
  Users,
  X,
} from 'lucide-react';
import { NavLink } from '../../../router/index.ts';

const entries = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/ingredients', label: 'Ingredients', icon: Salad, badge: 'New' },
  { to: '/admin/recipes', label: 'Recipes', icon: UtensilsCrossed, badge: 'New' },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree, badge: 'New' },
  { to: '/admin/substitutions', label: 'Swaps', icon: ArrowLeftRight },
  { to: '/admin/blog', label: 'Blog', icon: BookOpen },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

interface Props {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The sidebar (back-office.md §2.2); below 1024 px it is a slide-over opened from the header. */
export function Sidebar({ open, onClose, onSignOut }: Props) {
  const item = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium';
  return (
    <>
      {open && (
        <div
          className="fixed inset-0 z-40 bg-black/40 lg:hidden"
          onClick={onClose}
          aria-hidden="true"
        />
      )}
      <aside
        className={`fixed inset-y-0 start-0 z-50 flex w-64 flex-col bg-slate-900 text-slate-100 transition-transform lg:static lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
        aria-label="Admin navigation"
        data-testid="admin-sidebar"
        data-open={open}
      >
        <div className="flex items-center justify-between px-4 py-4">
          <span className="text-lg font-bold">Chhiwat Admin</span>
          <button
            type="button"
            onClick={onClose}
            className="flex size-9 items-center justify-center rounded lg:hidden"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav className="flex-1 space-y-1 px-2">
          {entries.map(({ to, label, icon: Icon, badge, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              onClick={onClose}
              className={({ isActive }) =>
                `${item} ${isActive ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800'}`
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              {badge && (
                <span className="rounded-full bg-emerald-600 px-2 text-xs text-white">{badge}</span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="space-y-1 border-t border-slate-700 px-2 py-3">
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className={`${item} text-slate-300 hover:bg-slate-800`}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View Website
          </a>
          <button
            type="button"
            onClick={onSignOut}
            className={`${item} w-full text-slate-300 hover:bg-slate-800`}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </button>
        </div>
      </aside>
    </>
  );
}
