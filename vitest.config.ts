import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/workers.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          include: ['{src,build}/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          setupFiles: ['./csp-watch.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each worker has a built server of its own (e2e/global-setup.ts).
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
