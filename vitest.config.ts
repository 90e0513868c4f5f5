import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every kind of test. Projects: unit (pure packages and web components),
// api (Fastify app with a real database), e2e (built app in Debian's Chromium).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Much of a test file's time is waiting (a fork starting, PostgreSQL answering), so a worker per
    // core overlaps it: the unit, component and API tests ran in 727 s instead of 1,287 s here.
    // Browser journeys still run one file at a time (fileParallelism below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'tools/**/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom lacks <dialog> methods and matchMedia; the setup adds small stand-ins and cleans up.
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          setupFiles: ['apps/web/e2e/support/failure-hook.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
