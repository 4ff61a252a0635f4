import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/react-workbench/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['chartbench-source', ...defaultClientConditions] },
    // React Aria's Virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test' (as under the story tests),
    // where a browser has no process: set, it virtualizes by the real layout, as in the built app.
    define: { ...viteConfig.define, 'process.env.VIRT_ON': JSON.stringify('1') },
  }),
};

export default config;
