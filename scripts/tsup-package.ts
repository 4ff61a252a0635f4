/**
 * The build of a published package (core, chart-engine, api-client, react-workbench): ES modules, one output
 * module per source module, so that with `"sideEffects": false` a bundler keeps only the modules an import
 * reaches (one bundled file would carry every module's top-level work, zod schemas included). Types are one
 * bundled `.d.ts` per entry, which the API reports read. ESM only: `engines` asks for Node 20.19, whose
 * `require()` loads ES modules.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildSync, type Plugin } from 'esbuild';
import type { Options } from 'tsup';

/**
 * The source modules the entries reach (tests, stories and fixtures are not shipped): found by a bundling pass
 * that keeps packages external and only lists its inputs.
 */
function reachableModules(entries: readonly string[]): string[] {
  const { metafile } = buildSync({
    entryPoints: [...entries],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    outdir: 'dist',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((file) => /^src\/.*\.tsx?$/.test(file));
}

function sourceFile(base: string): string | undefined {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/**
 * Each module is built on its own: every import stays an import, relative ones pointing at the built `.js`
 * file (`./model` becomes `./model/index.js`), which Node and bundlers both resolve.
 */
const modulePerFile: Plugin = {
  name: 'module-per-file',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const target = sourceFile(resolve(args.resolveDir, args.path));
      if (!target) return { errors: [{ text: `Cannot find the module ${args.path} from ${args.importer}` }] };
      const path = relative(args.resolveDir, target).replace(/\.tsx?$/, '.js');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

/** Fails the build when a built module imports a file that was not built (a test helper, say). */
function checkImports(dir: string): void {
  const dangling: string[] = [];
  for (const file of builtFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bfrom\s*"(\.[^"]+)"|\bimport\s*"(\.[^"]+)"/g)) {
      const target = resolve(dirname(file), (match[1] ?? match[2])!);
      if (!existsSync(target)) dangling.push(`${relative(dir, file)} -> ${match[1] ?? match[2]}`);
    }
  }
  if (dangling.length > 0) throw new Error(`Built modules import files not built:\n${dangling.join('\n')}`);
}

/** Options for {@link packageBuild}. */
export interface PackageBuildOptions {
  /** Entry modules with their bundled type declarations, by output name (`index` → dist/index.js). */
  readonly entries: Readonly<Record<string, string>>;
  /** Prepends the `"use client"` directive to these built entry modules (React server components). */
  readonly clientEntries?: readonly string[];
}

/** The tsup options of a package's build (run from the package's folder). */
export function packageBuild({ entries, clientEntries = [] }: PackageBuildOptions): Options {
  return {
    entry: reachableModules(Object.values(entries)),
    format: ['esm'],
    outDir: 'dist',
    dts: { entry: { ...entries } },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    splitting: false,
    esbuildPlugins: [modulePerFile],
    esbuildOptions(options) {
      options.outbase = 'src';
    },
    async onSuccess() {
      checkImports(resolve('dist'));
      for (const name of clientEntries) {
        const file = resolve('dist', `${name}.js`);
        const code = readFileSync(file, 'utf8');
        if (!code.startsWith('"use client"')) writeFileSync(file, `"use client";\n${code}`);
      }
    },
  };
}
