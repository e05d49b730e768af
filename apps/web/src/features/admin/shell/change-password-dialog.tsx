import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type SubmitHandler } from 'react-hook-form';
import { passwordChangeInputSchema, type PasswordChangeInput } from '@chhiwat/core';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { changePassword } from '../shared/api/auth.ts';
import { NewPasswordFields } from '../shared/components/new-password-fields.tsx';
import { useCloseGuard } from '../shared/use-close-guard.tsx';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof PasswordChangeInput)[];

export const PASSWORD_CHANGED = 'Password changed. Your other sessions were signed out.';

/**
 * Change password, from the user menu: the current password, then the new one twice with the
 * creation form's strength meter. The server checks it all again; a wrong current password comes
 * back under its field with the attempts left, as it counts against the sign-in throttling.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { show } = useToasts();
  const form = useForm({ resolver: zodResolver(passwordChangeInputSchema), defaultValues: EMPTY });
  const [formError, setFormError] = useState<string>();
  const guard = useCloseGuard({ dirty: form.formState.isDirty, onClose });

  const change: SubmitHandler<PasswordChangeInput> = async (values) => {
    setFormError(undefined);
    try {
      await changePassword(values);
      show({ kind: 'success', text: PASSWORD_CHANGED });
      onClose();
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, form.setError, { fallback: 'Failed to change password' }),
      );
    }
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title="Change password"
        description="Your other sessions will be signed out; this one stays."
        onOpenChange={guard.requestClose}
        onSubmit={(event) => void form.handleSubmit(change)(event)}
        testId="change-password-dialog"
        footer={
          <FormFooter
            onCancel={guard.requestClose}
            submitLabel="Change password"
            pendingLabel="Changing..."
          />
        }
      >
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields name="newPassword" />
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}
