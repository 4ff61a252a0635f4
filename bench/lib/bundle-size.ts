import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Where bundles are resolved from: the repository root, so imports reach the built workspace packages. */
const ROOT = new URL('../..', import.meta.url).pathname;

/** The size budgets of issue #18, in KiB min+gzip. */
export const SIZE_BUDGETS_KIB = { elementScript: 40, renderChart: 45 } as const;

/** Size in bytes after gzip at level 9. */
export function gzipBytes(code: Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * One import bundled as an application would (esbuild, minified, browser, the packages' built `dist` through
 * their `exports`): only what that export reaches. React, react-dom and styled-components are the host's.
 */
export async function bundleImport(code: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.contents;
}
