import { afterEach, expect } from 'vitest';
import { cspViolations } from './browser.ts';

// The server's CSP forbids inline scripts and styles; a page that needs one is broken for users.
afterEach(() => {
  expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
});
