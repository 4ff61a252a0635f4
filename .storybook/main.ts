import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, type Alias, type AliasOptions } from 'vite';
import { REACT_ARIA_ALIASES } from '../tests/support/react-aria-alias.ts';

/** Storybook's own aliases as a list, so React Aria's can follow them. */
function aliasList(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  return Array.isArray(alias)
    ? (alias as Alias[])
    : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

const config: StorybookConfig = {
  stories: ['../packages/react-workbench/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['source', ...defaultClientConditions],
      alias: [...aliasList(viteConfig.resolve?.alias), ...REACT_ARIA_ALIASES],
    },
  }),
};

export default config;
