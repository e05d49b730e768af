import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type SubmitHandler } from 'react-hook-form';
import {
  adminPasswordResetInputSchema,
  type AdminPasswordResetInput,
  type PasswordResetResponse,
} from '@chhiwat/core';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { resetAdminPassword, type AdminProfile } from '../shared/api/admins.ts';
import { NewPasswordFields } from '../shared/components/new-password-fields.tsx';
import { useCloseGuard } from '../shared/use-close-guard.tsx';

const EMPTY: AdminPasswordResetInput = { password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof AdminPasswordResetInput)[];

/** What the Users screen says once a password is reset: the admin must sign in again. */
export function passwordResetMessage({ admin, endedSessions }: PasswordResetResponse) {
  const sessions =
    endedSessions === 1 ? 'their 1 open session was' : `their ${endedSessions} open sessions were`;
  return `The password of ${admin.username} was reset and ${sessions} ended. They sign in again with the new password.`;
}

/** Reset password (super admins, for another admin): the new one twice, with the strength meter. */
export function ResetPasswordDialog({
  admin,
  onClose,
}: {
  admin: Pick<AdminProfile, 'id' | 'username'>;
  onClose: () => void;
}) {
  const { show } = useToasts();
  const form = useForm({
    resolver: zodResolver(adminPasswordResetInputSchema),
    defaultValues: EMPTY,
  });
  const [formError, setFormError] = useState<string>();
  const guard = useCloseGuard({ dirty: form.formState.isDirty, onClose });

  const reset: SubmitHandler<AdminPasswordResetInput> = async (values) => {
    setFormError(undefined);
    try {
      const result = await resetAdminPassword(admin.id, values);
      show({ kind: 'success', text: passwordResetMessage(result) });
      onClose();
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, form.setError, { fallback: 'Failed to reset password' }),
      );
    }
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title={`Reset password of ${admin.username}`}
        description="Their open sessions end at once; they sign in again with the new password."
        onOpenChange={guard.requestClose}
        onSubmit={(event) => void form.handleSubmit(reset)(event)}
        testId="reset-password-dialog"
        footer={
          <FormFooter
            onCancel={guard.requestClose}
            submitLabel="Reset password"
            pendingLabel="Resetting..."
          />
        }
      >
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <NewPasswordFields name="password" />
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}
