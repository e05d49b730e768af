/** The back-office texts of sign-in and access (back-office.md), shared by the server's auth and guard. */
export const ADMIN_MESSAGES = {
  invalid: 'Invalid username/email or password',
  blockedNow: 'Too many failed login attempts. Access blocked for 5 minutes.',
  blockedWait: 'Too many failed login attempts. Please wait 5 minutes before trying again.',
  unauthenticated: 'Please sign in to continue.',
  disabled: 'Your admin account has been disabled. Please contact a super administrator.',
  forbidden:
    "You don't have sufficient permissions to access this area. Super admin access required.",
  crossOrigin: 'Cross-origin request refused',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/**
 * A failed sign-in's message. The count is that of the identifier as typed (back-office.md §8), never
 * the account's: an account's username and e-mail must not be linkable through it.
 */
export const withRemainingAttempts = (message: string, remaining: number) =>
  `${message}. ${remaining} attempt(s) remaining.`;
