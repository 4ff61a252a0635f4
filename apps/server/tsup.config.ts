import { defineConfig } from 'tsup';

// The server is bundled with the workspace packages inlined, so `node dist/main.js` needs only the
// third-party dependencies (better-sqlite3 and resvg stay external: they carry native code).
export default defineConfig({
  // The render worker is an entry of its own: the render pool finds `render-worker.js` beside the bundle.
  entry: {
    main: 'src/main.ts',
    index: 'src/index.ts',
    import: 'src/import.ts',
    migrate: 'src/migrate-cli.ts',
    'render-worker': 'src/charts/render-worker.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  noExternal: [/^@chartbench\//],
  esbuildOptions(options) {
    options.conditions = ['chartbench-source'];
  },
});
