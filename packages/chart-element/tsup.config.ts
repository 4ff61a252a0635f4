import { defineConfig } from 'tsup';

export default defineConfig([
  // The package for bundlers: ESM with types, the other packages left as imports.
  { entry: ['src/index.ts'], format: ['esm'], dts: true, clean: true, sourcemap: true, target: 'es2022' },
  // The one script partners load with a tag: everything inlined, minified, an IIFE that defines the element.
  {
    entry: { 'chartbench-chart': 'src/script.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    minify: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
]);
