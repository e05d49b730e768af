import { Crown, Shield } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../router/index.ts';
import { Menu, MENU_ITEM, MenuItem } from '../../../components/ui/menu.tsx';
import { roleLabel, type AdminProfile } from '../shared/api/admins.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';

/**
 * The user menu (back-office.md §2.2): the admin's e-mail and role, Account Settings, View Website
 * and Sign Out, plus Change password and Sign out everywhere, which open their dialogs.
 */
export function UserMenu({ admin, onSignOut }: { admin: AdminProfile; onSignOut: () => void }) {
  const [dialog, setDialog] = useState<'password' | 'everywhere'>();
  const close = () => setDialog(undefined);
  const isSuper = admin.role === 'super_admin';
  const RoleIcon = isSuper ? Crown : Shield;
  return (
    <>
      <Menu
        label="Account"
        buttonClassName="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100"
        buttonTestId="user-menu"
        button={
          <>
            <span
              className={`flex size-8 items-center justify-center rounded-full ${isSuper ? 'bg-amber-100 text-amber-800' : 'bg-blue-100 text-blue-800'}`}
            >
              <RoleIcon className="size-4" aria-hidden="true" />
            </span>
            {/* Hidden on narrow screens but still the button's name. */}
            <span className="sr-only text-sm font-medium sm:not-sr-only">{admin.username}</span>
          </>
        }
        header={
          <>
            <p className="px-2 text-sm font-medium">{admin.email}</p>
            <p
              className={`px-2 text-xs font-semibold ${isSuper ? 'text-amber-800' : 'text-blue-800'}`}
              data-testid="role-label"
            >
              {roleLabel(admin.role)}
            </p>
            <hr className="my-2 border-slate-200" />
          </>
        }
      >
        {/* Account Settings only closes the menu (back-office.md §2.2) */}
        <MenuItem>Account Settings</MenuItem>
        <MenuItem onSelect={() => setDialog('password')}>Change password</MenuItem>
        <Link role="menuitem" tabIndex={-1} to="/" target="_blank" className={MENU_ITEM}>
          View Website
        </Link>
        <MenuItem onSelect={() => setDialog('everywhere')}>Sign out everywhere</MenuItem>
        <MenuItem onSelect={onSignOut}>Sign Out</MenuItem>
      </Menu>
      {dialog === 'password' && <ChangePasswordDialog onClose={close} />}
      {dialog === 'everywhere' && <SignOutEverywhereDialog onClose={close} />}
    </>
  );
}
