import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-package';

export default defineConfig(packageBuild({ entries: { index: 'src/index.ts' } }));
