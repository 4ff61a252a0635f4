import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
