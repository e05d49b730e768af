import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, type SubmitHandler } from 'react-hook-form';
import { adminCreateInputSchema, type AdminCreateInput } from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { SelectField, TextField } from '../../../components/form/text-fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { addAdmin, type RoleTemplate } from '../shared/api/admins.ts';
import { NewPasswordFields } from '../shared/components/new-password-fields.tsx';
import { useCloseGuard } from '../shared/use-close-guard.tsx';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', role_template: '' };
const FIELDS = Object.keys(EMPTY) as (keyof AdminCreateInput)[];

/** The Add Admin modal: the spec's fields, messages and strength meter; the server checks it all again. */
export function AddAdminDialog({ roles, onClose }: { roles: RoleTemplate[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(adminCreateInputSchema), defaultValues: EMPTY });
  const [formError, setFormError] = useState<string>();
  const guard = useCloseGuard({ dirty: form.formState.isDirty, onClose });

  const create: SubmitHandler<AdminCreateInput> = async (values) => {
    setFormError(undefined);
    try {
      await addAdmin(values);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError, {
        fallback: 'Failed to create admin',
        // a taken username or email is answered 409 without a field: shown at the username
        fieldFor: (failure) => (failure.status === 409 ? 'username' : undefined),
      });
      setFormError(message);
    }
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title="Add Admin"
        onOpenChange={guard.requestClose}
        onSubmit={(event) => void form.handleSubmit(create)(event)}
        testId="add-admin-dialog"
        footer={
          <>
            <button
              type="button"
              onClick={guard.requestClose}
              className="rounded-lg px-4 py-2 font-medium hover:bg-slate-100"
            >
              Cancel
            </button>
            <SubmitButton label="Create Admin" pendingLabel="Creating..." />
          </>
        }
      >
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <TextField name="username" label="Username" autoComplete="off" />
        <TextField name="email" label="Email" type="email" />
        <NewPasswordFields name="password" label="Password" confirmLabel="Confirm password" />
        <SelectField name="role_template" label="Role">
          <option value="">Select a role</option>
          {roles.map((role) => (
            <option key={role.name} value={role.name}>
              {role.display_name}
            </option>
          ))}
        </SelectField>
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}
