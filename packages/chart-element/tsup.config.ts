import { resolve } from 'node:path';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';
import { INDICATOR_MODULES, SCRIPT_INDICATOR_MODULES } from '../chart-engine/src/indicators/modules';

const indicatorsDir = resolve(import.meta.dirname, '../chart-engine/src/indicators');

/**
 * In the one script, the engine's registry of every indicator is replaced by the on-demand registry, which
 * holds what a plain chart draws; the script loads the other indicators' modules when a chart uses them.
 */
const onDemandIndicators: Plugin = {
  name: 'on-demand-indicators',
  setup(build) {
    build.onResolve({ filter: /^\.\/registry$/ }, (args) =>
      args.importer === resolve(indicatorsDir, 'calculate.ts')
        ? { path: resolve(indicatorsDir, 'on-demand-registry.ts') }
        : undefined,
    );
    // Likewise the ChartNotes reader (zod checks the document) and painter: a chunk loaded when a chart has a
    // `chart` id.
    build.onResolve({ filter: /^\.\/saved-annotations$/ }, (args) =>
      args.importer === resolve(import.meta.dirname, 'src/chart-element.ts')
        ? { path: resolve(import.meta.dirname, 'src/script/saved-annotations-on-demand.ts') }
        : undefined,
    );
    // The transforms of the chart types no attribute of the element chooses (Heikin-Ashi, Cumulative, Renko, Kagi,
    // Three Line Break) are left out: see src/script/chart-types-outside-script.ts.
    build.onResolve({ filter: /^\.\/(heikin-ashi|cumulative|renko|kagi|three-line-break)$/ }, (args) =>
      args.importer === resolve(import.meta.dirname, '../chart-engine/src/transforms/index.ts')
        ? { path: resolve(import.meta.dirname, 'src/script/chart-types-outside-script.ts') }
        : undefined,
    );
    build.onResolve({ filter: /^\.\/annotation-painter$/ }, (args) =>
      args.importer === resolve(import.meta.dirname, 'src/annotation-layer.ts')
        ? { path: resolve(import.meta.dirname, 'src/script/annotation-painter-on-demand.ts') }
        : undefined,
    );
  },
};

/**
 * Every indicator the script does not carry, as an ES module chunk named by its catalogue id (a re-export of
 * the module defining it; the code lives once in shared chunks), so the script needs no map to find one.
 */
const chunkIds = Object.keys(INDICATOR_MODULES).filter(
  (id) => !SCRIPT_INDICATOR_MODULES.includes(INDICATOR_MODULES[id]!),
);
const indicatorEntries: Plugin = {
  name: 'indicator-entries',
  setup(build) {
    build.onResolve({ filter: /^indicator:/ }, (args) => ({
      path: args.path.slice(10),
      namespace: 'indicator',
    }));
    build.onLoad({ filter: /.*/, namespace: 'indicator' }, (args) => ({
      contents: `export * from './${INDICATOR_MODULES[args.path]}';`,
      resolveDir: indicatorsDir,
      loader: 'ts',
    }));
  },
};

export default defineConfig([
  // The package for bundlers: ESM with types, the other packages left as imports.
  { entry: ['src/index.ts'], format: ['esm'], dts: true, clean: true, sourcemap: true, target: 'es2022' },
  // The one script partners load with a tag: everything inlined, minified, an IIFE that defines the element.
  {
    entry: { 'chartbench-chart': 'src/script/index.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    // Terser after esbuild: about 1 KiB less gzip than esbuild's minifier alone, which keeps the one script
    // within its 40 KiB budget (`npm run bench -- bundle-size`).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
    sourcemap: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    esbuildPlugins: [onDemandIndicators],
    esbuildOptions(options) {
      options.conditions = ['chartbench-source'];
    },
  },
  // The indicators (and the ChartNotes reader) loaded on demand, served from chartbench-chart/ beside the script (shared code split out).
  {
    // tsup wants files here; the entries themselves are set below, one per id.
    entry: [resolve(indicatorsDir, 'types.ts')],
    outDir: 'dist/chartbench-chart',
    format: ['esm'],
    splitting: true,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    esbuildPlugins: [indicatorEntries],
    esbuildOptions(options) {
      options.conditions = ['chartbench-source'];
      options.entryPoints = {
        ...Object.fromEntries(chunkIds.map((id) => [id, `indicator:${id}`])),
        annotations: resolve(import.meta.dirname, 'src/script/annotations-chunk.ts'),
      };
    },
  },
]);
