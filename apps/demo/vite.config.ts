import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages resolve to their TypeScript sources (the `chartbench-source` export condition), so the demo builds
// without building the packages first. Pages: the workbench, the partner widget, the
// one-script-tag embed and a host page with two guests.
// The page-bottom version label (spec 3 §2.13) is the demo's package version.
const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

// The `build` script's second step, `vite build --ssr src/entry-server.tsx`, builds the page's server render
// (`dist-server/entry-server.js`), which the reference server loads to send the Workbench page drawn (issue #20).
// Our packages are bundled into it from their sources; the libraries are imported from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __CHARTBENCH_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['chartbench-source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@chartbench\//],
    resolve: { conditions: ['chartbench-source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rollupOptions: {
          input: {
            main: resolve(import.meta.dirname, 'index.html'),
            widget: resolve(import.meta.dirname, 'widget.html'),
            // A plain page with no bundle of its own: one script tag and <chartbench-chart>.
            embed: resolve(import.meta.dirname, 'embed.html'),
            // A host page with two Workbenches and two elements beside the host's own field and styles.
            host: resolve(import.meta.dirname, 'host.html'),
          },
        },
      },
  server: {
    // In development the API and chart images come from the reference server.
    proxy: {
      '/json': 'http://localhost:3000',
      '/c-sc': 'http://localhost:3000',
      '/stylecache': 'http://localhost:3000',
      '/embed': 'http://localhost:3000',
    },
  },
}));
