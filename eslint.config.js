// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The import rules of DESIGN.md, enforced here. Each entry names the folder, what it may not import, and why.
 * Packages import each other only through their public entry (`@chartbench/x`), never through a deep path.
 */
const ours = [
  '@chartbench/core',
  '@chartbench/chart-engine',
  '@chartbench/api-client',
  '@chartbench/offline',
  '@chartbench/react-workbench',
];
const deepImports = {
  group: ['@chartbench/*/*', '!@chartbench/api-client/contract'],
  message: 'Import packages only through their public entry.',
};
const appImports = {
  group: ['**/apps/**', '@chartbench/server', '@chartbench/demo'],
  message: 'Nothing imports from apps/.',
};
const forbid = (names, message) => names.map((name) => ({ name, message }));
// The offline api is synthetic data for stories, tests and the demo: shipped code must never answer from it.
const noOffline = forbid(['@chartbench/offline'], 'Only stories, tests and the demo use the offline api.');
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];
// react-workbench's story and test helpers (src/test, fixtures) are test code too, though their names do not say so.
const workbenchTestFiles = [
  ...testFiles.map((pattern) => `packages/react-workbench/src/${pattern}`),
  'packages/react-workbench/src/test/**',
  'packages/react-workbench/src/**/*fixtures.ts',
];

const serverPaths = [
  ...forbid(
    ['@chartbench/react-workbench', 'react', 'react-dom'],
    'The server renders charts with chart-engine, not React.',
  ),
  ...forbid(
    ['@chartbench/api-client'],
    'The server uses only the contract: import @chartbench/api-client/contract.',
  ),
];
const workbenchPaths = forbid(
  ['@chartbench/react-workbench'],
  'Import siblings relatively inside the package.',
);

const importRules = [
  {
    files: ['packages/core/src/**'],
    paths: [
      ...forbid(ours, 'core imports nothing of ours.'),
      ...forbid(['react', 'react-dom', 'styled-components'], 'core is headless: no React.'),
    ],
  },
  {
    files: ['packages/chart-engine/src/**'],
    paths: [
      ...forbid(
        [
          '@chartbench/chart-engine',
          '@chartbench/api-client',
          '@chartbench/offline',
          '@chartbench/react-workbench',
        ],
        'chart-engine imports only core.',
      ),
      ...forbid(['react', 'react-dom', 'styled-components'], 'chart-engine draws without a DOM or React.'),
    ],
  },
  {
    files: ['packages/api-client/src/**'],
    paths: [
      ...forbid(
        ['@chartbench/chart-engine', '@chartbench/offline', '@chartbench/react-workbench'],
        'api-client imports only core.',
      ),
      ...forbid(['react', 'react-dom', 'styled-components'], 'api-client has no UI.'),
    ],
  },
  {
    files: ['packages/offline/src/**'],
    paths: [
      ...forbid(
        ['@chartbench/api-client', '@chartbench/offline', '@chartbench/react-workbench'],
        'offline imports only core and chart-engine.',
      ),
      ...forbid(['react', 'react-dom', 'styled-components'], 'The offline api has no UI.'),
    ],
  },
  {
    files: ['packages/chart-element/src/**'],
    paths: [
      ...forbid(
        ['@chartbench/chart-element', '@chartbench/api-client', '@chartbench/react-workbench'],
        'chart-element imports only core and chart-engine.',
      ),
      ...forbid(
        ['react', 'react-dom', 'styled-components'],
        'chart-element is framework-free: a custom element and a canvas.',
      ),
    ],
  },
  {
    files: ['packages/react-workbench/src/**'],
    ignores: workbenchTestFiles,
    paths: [...workbenchPaths, ...noOffline],
  },
  {
    files: workbenchTestFiles,
    paths: workbenchPaths,
  },
  {
    files: ['apps/server/src/**'],
    ignores: testFiles,
    paths: [...serverPaths, ...noOffline],
  },
  {
    files: testFiles.map((pattern) => `apps/server/src/${pattern}`),
    paths: serverPaths,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'data/**',
      '**/*.d.ts',
      'coverage/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [deepImports, appImports] }],
    },
  },
  {
    files: ['packages/react-workbench/src/**', 'apps/demo/src/**', '.storybook/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text (DESIGN.md, safety rules).',
        },
      ],
    },
  },
  ...importRules.map(({ files, ignores = [], paths }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns: [deepImports, appImports] }] },
  })),
  {
    // Cross-package tests and benchmarks drive the real server app in process (DESIGN.md, tests/): only they
    // may import apps.
    files: ['tests/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports] }] },
  },
  {
    // core never touches the host directly: every effect goes through an injected port.
    files: ['packages/core/src/**'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'fetch',
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'history',
        ].map((name) => ({ name, message: 'core reaches the host only through its ports (DESIGN.md).' })),
      ],
    },
  },
  {
    // chart-engine runs unchanged in Node and in the browser (DESIGN.md): it returns primitives and strings and
    // never reaches the host; its tsconfig without the DOM library proves the same for types.
    files: ['packages/chart-engine/src/**'],
    ignores: ['packages/chart-engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'location',
          'history',
          'localStorage',
          'sessionStorage',
          'fetch',
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'requestAnimationFrame',
          'HTMLElement',
          'HTMLCanvasElement',
          'OffscreenCanvas',
          'Image',
        ].map((name) => ({ name, message: 'chart-engine draws without a DOM or host (DESIGN.md).' })),
      ],
    },
  },
);
