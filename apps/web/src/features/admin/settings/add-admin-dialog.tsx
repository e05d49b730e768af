import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCreateInputSchema, checkPasswordStrength, fieldErrors } from '@chhiwat/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import type { RoleTemplate } from '../api.ts';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', role_template: '' };
const METER = {
  weak: { label: 'Weak', bar: 'w-1/3 bg-red-600' },
  medium: { label: 'Medium', bar: 'w-2/3 bg-amber-500' },
  strong: { label: 'Strong', bar: 'w-full bg-emerald-600' },
} as const;

/** The Add Admin modal: the spec's fields, messages and strength meter; the server checks it all again. */
export function AddAdminDialog({ roles, onClose }: { roles: RoleTemplate[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (payload: typeof EMPTY) => apiSend('POST', '/api/admin/admins', payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'admins'] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields ?? { form: error.message });
      else setErrors({ form: 'Failed to create admin' });
    },
  });

  const strength = form.password ? checkPasswordStrength(form.password) : undefined;
  const set =
    (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = adminCreateInputSchema.safeParse(form);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    create.mutate(form);
  };

  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  const fieldError = (key: string) =>
    errors[key] && (
      <span className="mt-1 block text-xs text-red-700" data-testid={`error-${key}`}>
        {errors[key]}
      </span>
    );
  return (
    <Dialog
      title="Add Admin"
      onOpenChange={onClose}
      onSubmit={submit}
      testId="add-admin-dialog"
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-4 py-2 font-medium hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={create.isPending}
            className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
          >
            {create.isPending ? 'Creating...' : 'Create Admin'}
          </button>
        </>
      }
    >
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <label className="block text-sm font-medium">
        Username
        <input className={input} value={form.username} onChange={set('username')} name="username" />
        {fieldError('username')}
      </label>
      <label className="block text-sm font-medium">
        Email
        <input
          className={input}
          type="email"
          value={form.email}
          onChange={set('email')}
          name="email"
        />
        {fieldError('email')}
      </label>
      <label className="block text-sm font-medium">
        Password
        <input
          className={input}
          type="password"
          value={form.password}
          onChange={set('password')}
          name="password"
          autoComplete="new-password"
        />
        {fieldError('password')}
      </label>
      {strength && (
        <div data-testid="strength-meter">
          <div className="h-2 rounded bg-slate-200">
            <div className={`h-2 rounded ${METER[strength.strength].bar}`} />
          </div>
          <p className="mt-1 text-xs">
            Strength: <strong data-testid="strength-label">{METER[strength.strength].label}</strong>
          </p>
          <ul className="mt-1 list-disc ps-5 text-xs text-slate-600">
            {strength.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <label className="block text-sm font-medium">
        Confirm password
        <input
          className={input}
          type="password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
        />
        {fieldError('confirmPassword')}
      </label>
      <label className="block text-sm font-medium">
        Role
        <select
          className={input}
          value={form.role_template}
          onChange={set('role_template')}
          name="role_template"
        >
          <option value="">Select a role</option>
          {roles.map((role) => (
            <option key={role.name} value={role.name}>
              {role.display_name}
            </option>
          ))}
        </select>
        {fieldError('role_template')}
      </label>
    </Dialog>
  );
}
