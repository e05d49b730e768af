/** Password strength of the admin creation form (back-office.md §5), shared by browser and server. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export interface PasswordCheck {
  errors: string[];
  score: number;
  strength: PasswordStrength;
  valid: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
const COMMON_PATTERNS = /123|abc|qwe|password|admin/i;

export function checkPasswordStrength(password: string): PasswordCheck {
  const errors: string[] = [];
  let score = 0;

  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  } else if (password.length >= 12) {
    score += 2;
  } else {
    score += 1;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    errors.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  }

  const classes: [RegExp, string][] = [
    [/[A-Z]/, 'Password must contain at least one uppercase letter'],
    [/[a-z]/, 'Password must contain at least one lowercase letter'],
    [/[0-9]/, 'Password must contain at least one number'],
    [/[^A-Za-z0-9]/, 'Password must contain at least one special character'],
  ];
  for (const [pattern, message] of classes) {
    if (pattern.test(password)) score += 1;
    else errors.push(message);
  }

  if (password.length >= 16) score += 1;
  if ((password.match(/[A-Z]/g) ?? []).length >= 2) score += 1;
  if ((password.match(/[0-9]/g) ?? []).length >= 2) score += 1;
  if (COMMON_PATTERNS.test(password)) {
    errors.push('Password contains common patterns');
    score -= 2;
  }

  const strength: PasswordStrength = score <= 3 ? 'weak' : score <= 6 ? 'medium' : 'strong';
  return { errors, score, strength, valid: errors.length === 0 && score >= 4 };
}
