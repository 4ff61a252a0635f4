import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/tsup-package';

// The entry is a client module for React server components: its components use state, effects and context.
export default defineConfig(packageBuild({ entries: { index: 'src/index.ts' }, clientEntries: ['index'] }));
