/** How many browser-test files run at once; each has a built server of its own (global-setup.ts). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
