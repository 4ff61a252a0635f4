import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { REACT_ARIA_ALIASES, REACT_ARIA_INLINE } from './tests/support/react-aria-alias.ts';

// Workspace packages resolve to their TypeScript sources through the `source` export condition, so tests
// never need a build of the packages they import (React Aria's, which list sources they do not ship, excepted).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions], alias: REACT_ARIA_ALIASES },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

// Time limits only catch hangs: speed is measured in `npm run bench`. On a two-core CI machine running every
// project at once, CPU-bound cases (35 years of bars for every symbol, a golden chart) take seconds.
const HANG_LIMIT_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceFirst,
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: HANG_LIMIT_MS,
          globals: true,
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/chart-engine/src/**/*.test.ts',
            'packages/api-client/src/**/*.test.ts',
            'packages/offline/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
        },
      },
      {
        // The storage and contract suites again, on PostgreSQL (a throwaway cluster, or DATABASE_URL), and
        // the scale-out tests that need it: several server processes over one database.
        ...sourceFirst,
        test: {
          name: 'postgres',
          environment: 'node',
          testTimeout: HANG_LIMIT_MS,
          hookTimeout: 120_000,
          globals: true,
          include: [
            'apps/server/src/storage/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/postgres/**/*.test.ts',
          ],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
      {
        ...sourceFirst,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: HANG_LIMIT_MS,
          globals: true,
          include: [
            'packages/react-workbench/src/**/*.test.{ts,tsx}',
            'packages/chart-element/src/**/*.test.ts',
            'apps/demo/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
          server: { deps: { inline: REACT_ARIA_INLINE } },
        },
      },
      {
        ...sourceFirst,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: HANG_LIMIT_MS,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
