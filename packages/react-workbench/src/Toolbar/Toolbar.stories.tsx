import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Workbench/Toolbar',
  tags: ['autodocs'],
  render: () => (
    <StoryWorkbench api={STORY_APIS.offline()} options={{ symbol: 'SPY' }}>
      <div style={{ minHeight: 320 }}>
        <Toolbar />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upper bar once the symbol is known: its name and exchange follow the menus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/SPDR S&P 500 ETF/)).toBeInTheDocument();
    await expect(canvas.getByRole('toolbar', { name: 'Chart controls' })).toBeInTheDocument();
  },
};
