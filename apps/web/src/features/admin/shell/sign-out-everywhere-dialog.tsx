import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { logOutEverywhere } from '../shared/api/auth.ts';

/**
 * Sign out everywhere: every session of this account ends, this browser's too, so the admin area
 * asks for the session again and shows the login screen.
 */
export function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const signOutEverywhere = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await logOutEverywhere();
      await queryClient.resetQueries({ queryKey: ['admin'] });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Failed to sign out everywhere');
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      title="Sign out everywhere"
      confirmLabel={busy ? 'Signing out...' : 'Sign out everywhere'}
      confirmDisabled={busy}
      onCancel={onClose}
      onConfirm={() => void signOutEverywhere()}
      testId="sign-out-everywhere-dialog"
      extra={
        error && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )
      }
    >
      Every session of your account ends, in this browser and in all others. You will need to sign
      in again.
    </AlertDialog>
  );
}
