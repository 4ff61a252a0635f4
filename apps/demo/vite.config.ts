import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages resolve to their TypeScript sources (the `chartbench-source` export condition), so the demo builds
// without building the packages first. Pages: the workbench, the partner widget, the
// one-script-tag embed and a host page with two guests.
// The page-bottom version label (spec 3 §2.13) is the demo's package version.
const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __CHARTBENCH_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['chartbench-source', ...defaultClientConditions] },
  build: {
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
});
