/** back-office.md §9: sessions of 8 hours, or 30 days with "remember me"; 5 failures block for 5 minutes. */
export const SESSION_HOURS = 8;
export const REMEMBER_DAYS = 30;
/**
 * The spec's number, per account whichever identifier (username or e-mail) was typed, and per
 * identifier as typed (the count a failed sign-in shows).
 */
export const MAX_ACCOUNT_FAILURES = 5;
/**
 * Per address, across every account. Higher than an account's budget because an office behind one
 * NAT shares an address: five typos among colleagues must not lock out their super admin. Still low
 * enough that one address tries at most 20 passwords per block, whatever names it cycles through.
 */
export const MAX_ADDRESS_FAILURES = 20;
export const BLOCK_MINUTES = 5;

export const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000;
export const REMEMBER_MS = REMEMBER_DAYS * 24 * 60 * 60 * 1000;
export const BLOCK_MS = BLOCK_MINUTES * 60 * 1000;
/** A count whose last attempt is older than this starts again from zero. */
export const FAILURE_WINDOW_MS = 3 * BLOCK_MS;
/** Expired sessions and spent throttling counts are deleted this often (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
