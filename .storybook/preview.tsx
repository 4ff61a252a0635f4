import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // axe runs after every story in the storybook test project; 'error' makes a violation fail the run.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
