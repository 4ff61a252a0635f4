import { fileURLToPath } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * React Aria's packages list a `source` export condition for TypeScript files they do not publish. The test and
 * story builds resolve with `source` first (for our own workspace packages), which would pick those missing
 * files: these aliases send every import of the three packages to their built ES modules instead.
 */
export const REACT_ARIA_ALIASES = [
  {
    find: /^(react-aria-components|react-aria|react-stately)$/,
    replacement: `${NODE_MODULES}$1/dist/exports/index.mjs`,
  },
  {
    find: /^(react-aria-components|react-aria|react-stately)\/(?!i18n|package\.json)(.+)$/,
    replacement: `${NODE_MODULES}$1/dist/exports/$2.mjs`,
  },
];

/**
 * The same packages (and @internationalized, whose `source` is shipped TypeScript) for tests that run them in
 * Node: transformed by Vite, so the aliases above apply to their own imports too, instead of being loaded by
 * Node under the `source` condition.
 */
export const REACT_ARIA_INLINE = [
  /\/node_modules\/(react-aria-components|react-aria|react-stately|@internationalized)\//,
];
