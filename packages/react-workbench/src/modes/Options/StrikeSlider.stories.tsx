import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StrikeSelection } from '@chartbench/core';
import { useState } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import type { StrikeSliderProps } from './StrikeSlider';
import { StrikeSlider } from './StrikeSlider';

/** The slider holds its selection here as the Options mode would. */
function Stateful(props: StrikeSliderProps) {
  const [selection, setSelection] = useState<StrikeSelection>(props.selection);
  return <StrikeSlider {...props} selection={selection} onChange={setSelection} />;
}

const meta = {
  title: 'Modes/Options/StrikeSlider',
  component: StrikeSlider,
  tags: ['autodocs'],
  args: { bounds: { min: 150, max: 250 }, selection: [180, 220], onChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof StrikeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A window of strikes inside the chain's range. */
export const Window: Story = {};

/** The whole chain selected. */
export const Everything: Story = { args: { selection: [150, 250] } };

/** The thumbs may cross: the smaller value is always the start of the range shown. */
export const CrossedThumbs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByRole('slider', { name: 'Strike range start' }), {
      target: { value: '240' },
    });
    await expect(canvas.getByText(/Strikes 220\.00 - 240\.00/)).toBeInTheDocument();
  },
};
