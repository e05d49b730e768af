import { TextField } from '../../../../components/form/text-fields.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/**
 * A new password, its strength as typed, and its confirmation (`confirmPassword`): the same three
 * fields wherever an admin sets a password (a new admin, a reset, one's own change).
 */
export function NewPasswordFields({
  name,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  name: string;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <TextField name={name} label={label} type="password" autoComplete="new-password" />
      <PasswordStrengthMeter name={name} />
      <TextField
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
