import { useWatch } from 'react-hook-form';
import { checkPasswordStrength } from '@chhiwat/core';

const METER = {
  weak: { label: 'Weak', bar: 'w-1/3 bg-red-600' },
  medium: { label: 'Medium', bar: 'w-2/3 bg-amber-500' },
  strong: { label: 'Strong', bar: 'w-full bg-emerald-600' },
} as const;

/** The strength of the form's password field `name`, and what it still lacks (back-office.md §5). */
export function PasswordStrengthMeter({ name }: { name: string }) {
  const password = useWatch({ name }) as string | undefined;
  if (!password) return null;
  const strength = checkPasswordStrength(password);
  return (
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
  );
}
