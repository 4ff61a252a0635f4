import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { checkFrames, matchVisualBaseline } from './.storybook/visual-match.ts';
import { visualFontconfig } from './.storybook/visual-fonts.ts';
import { VISUAL_MAX_HEIGHT } from './.storybook/visual-screens.ts';

// Workspace packages resolve to their TypeScript sources through the `chartbench-source` export condition, so
// tests never need a build of the packages they import. Not plain `source`: react-aria-components, react-aria
// and react-stately name their own sources so, and do not ship them.
const sourceFirst = {
  resolve: { conditions: ['chartbench-source', ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: ['chartbench-source', ...defaultServerConditions],
      externalConditions: ['chartbench-source'],
    },
  },
};

// Time limits only catch hangs: speed is measured in `npm run bench`. On a two-core CI machine running every
// project at once, CPU-bound cases (35 years of bars for every symbol, a golden chart) take seconds.
const HANG_LIMIT_MS = 30_000;

/**
 * Test files run two at a time in the unit, dom, react18 and postgres projects (first), then Storybook's stories
 * beside the browser end-to-end files (one file each at a time: two story files at once would share one browser's
 * time, and the end-to-end files share one server). Vitest's default on 2 cores is one worker for everything,
 * which left a core idle through the unit files: the whole run took 1,453 s that way and 1,238 s this way. The
 * PostgreSQL files each work in a database of their own (and the durability test restarts a cluster of its own),
 * so they run two at a time among the first group: in the second group they shared its one Node worker with the
 * end-to-end files and came after them, 155 s with a core 40% idle (on 2026-11-30, a 1,269 s vitest run: the
 * first group to 402 s, the stories and the end-to-end files to 1,113 s, PostgreSQL to the end). The stories and
 * the end-to-end files each leave a core partly idle (waiting on a browser or a picture to settle): the stories
 * (beside PostgreSQL) and then the end-to-end files took 694 + 476 s, all three side by side 897 to 919 s.
 */
const NODE_WORKERS = 2;

/** The component, element and demo tests that run in jsdom. */
const DOM_TESTS = [
  'packages/react-workbench/src/**/*.test.{ts,tsx}',
  'packages/chart-element/src/**/*.test.ts',
  'apps/demo/src/**/*.test.{ts,tsx}',
];
/** Among them, the server-render and hydration tests (the react18 project runs them again on React 18.3). */
const SERVER_RENDER_TESTS = ['packages/react-workbench/src/**/*.{hydration,server}.test.tsx'];

/** A file of a package installed at the root. */
const rootModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
/** A path inside the `tests/react18` workspace, which alone has React 18.3 installed (nested in its node_modules). */
const react18 = (path: string) => fileURLToPath(new URL(`./tests/react18/${path}`, import.meta.url));
/**
 * The storybook project photographs every story and compares the pictures with the committed visual baselines
 * (README, Visual baselines), unless CHARTBENCH_VISUAL=0 (only the interaction and axe checks, a third of the time).
 */
const VISUAL = process.env.CHARTBENCH_VISUAL !== '0';

// The browser window of the storybook project: tall enough that the test frame is never scaled down for a
// screenshot (.storybook/visual-baselines.ts), and one locale and time zone on every machine.
const VISUAL_CONTEXT = {
  viewport: { width: 1280, height: VISUAL_MAX_HEIGHT },
  locale: 'en-US',
  timezoneId: 'UTC',
};

// Chromium for the stories: the same fonts and font rendering on every machine (.storybook/visual-fonts.ts).
const STORYBOOK_LAUNCH = {
  ...chromiumLaunchOptions,
  env: { ...process.env, FONTCONFIG_FILE: visualFontconfig(fileURLToPath(new URL('.', import.meta.url))) },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceFirst,
        test: {
          name: 'unit',
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
          environment: 'node',
          // One module graph per worker, not per file: importing the server and the packages again for every
          // file took more time than the tests (import 203 s, tests 164 s; the project took 240 s, 93 s this way).
          // No test mocks a module; each builds its own app, store and clock.
          isolate: false,
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
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
          environment: 'node',
          // One module graph per worker, as the unit project runs the same contract and storage files: each
          // file imported the server anew (3 to 5 s apart on a loaded machine), for tests that each build their
          // own app on a database of their own.
          isolate: false,
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
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          testTimeout: HANG_LIMIT_MS,
          globals: true,
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...SERVER_RENDER_TESTS],
          // One module graph and one jsdom per worker, not per file: importing React Aria, styled-components and
          // the workbench again for every file, in a new jsdom, took more time than the tests (import 151 s,
          // environment 137 s, tests 284 s; the project took 319 s, 108 s this way). Each file cleans up after
          // itself (setup-dom.ts unmounts every render; storage and timers are each test's own).
          isolate: false,
          setupFiles: ['tests/support/setup-dom.ts'],
          // The storybook project's plugin leaves NODE_ENV 'development' in the environment the workers inherit;
          // React Aria's virtualizer draws every row only under 'test' (jsdom lays nothing out), so say so here.
          env: { NODE_ENV: 'test' },
          provide: { reactMajor: 19 },
        },
      },
      {
        // The server-render and hydration tests, each file in a fresh module graph: one renders in plain Node (no
        // document) and the other counts on React's act environment and id counters as a fresh page has them.
        ...sourceFirst,
        plugins: [react()],
        test: {
          name: 'dom-ssr',
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          testTimeout: HANG_LIMIT_MS,
          globals: true,
          include: SERVER_RENDER_TESTS,
          setupFiles: ['tests/support/setup-dom.ts'],
          env: { NODE_ENV: 'test' },
          provide: { reactMajor: 19 },
        },
      },
      {
        // The hydration tests again on React 18.3: `react` and `react-dom` (with their subpaths: jsx-runtime,
        // client, server) resolve into tests/react18, for our sources and for the libraries that render with
        // React, which are inlined so the alias reaches their imports too (an external one would load the root's
        // React 19 through Node's own resolution).
        ...sourceFirst,
        plugins: [react()],
        resolve: {
          ...sourceFirst.resolve,
          alias: [
            { find: 'react', replacement: react18('node_modules/react') },
            { find: 'react-dom', replacement: react18('node_modules/react-dom') },
            // Their ES module builds, inlined (their `main` is CommonJS, which would require the root's React).
            {
              find: /^styled-components$/,
              replacement: rootModule('styled-components/dist/styled-components.esm.js'),
            },
            {
              find: /^@testing-library\/react$/,
              replacement: rootModule('@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            // React 18 has useSyncExternalStore built in: the shim's CommonJS would require the root's React.
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: react18('useSyncExternalStore.ts'),
            },
          ],
        },
        test: {
          name: 'react18',
          maxWorkers: NODE_WORKERS,
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          testTimeout: HANG_LIMIT_MS,
          globals: true,
          include: [
            'packages/react-workbench/src/**/*.{hydration,server}.test.tsx',
            'packages/react-workbench/src/theme/inert.test.tsx',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
          env: { NODE_ENV: 'test' },
          provide: { reactMajor: 18 },
          server: {
            deps: {
              inline: [
                /react-aria/,
                /react-stately/,
                /styled-components/,
                /@tanstack\/react-virtual/,
                /@testing-library\/react/,
              ],
            },
          },
        },
      },
      {
        ...sourceFirst,
        // React Aria's virtualizer reads process.env.NODE_ENV in the browser (an app's bundler replaces it); as
        // 'test' it would draw every row, so the stories run as in development.
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Every stories file in one page, not a new page (and a new load of the story modules) for each: the
          // project took 357 s on its own that way and 150 to 180 s this way. A story renders into its own root,
          // unmounted after it.
          isolate: false,
          testTimeout: HANG_LIMIT_MS,
          // The screenshots run in an afterEach hook: three widths, each waited on until it is still.
          hookTimeout: HANG_LIMIT_MS * 2,
          // Visual baselines: every story photographed at 1280, 768 and 390 px after its checks.
          setupFiles: VISUAL ? ['.storybook/visual-baselines.ts'] : [],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: STORYBOOK_LAUNCH, contextOptions: VISUAL_CONTEXT }),
            instances: [{ browser: 'chromium' }],
            commands: { matchVisualBaseline, checkFrames },
          },
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'e2e',
          // Beside the stories, one file at a time.
          sequence: { groupOrder: 1 },
          environment: 'node',
          // One module graph for every file (Playwright and the helpers imported once): each file launches its
          // own Chromium and keeps nothing in a shared module.
          isolate: false,
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
