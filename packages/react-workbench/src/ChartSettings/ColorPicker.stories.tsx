import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ColorPickerProps } from './ColorPicker';
import { ColorPicker } from './ColorPicker';

/** The picker holds its value here as the settings panel's draft would. */
function Stateful(props: ColorPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16, minHeight: 260 }}>
      <ColorPicker {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Workbench/ChartSettings/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  args: {
    label: 'Overlay 1 Color',
    value: 'auto',
    defaultColor: '#1565c0',
    allowAuto: true,
    onChange: () => {},
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Auto: the chart picks the colour; the field is empty. */
export const Auto: Story = {};

/** A chosen colour, shown on the button. */
export const Chosen: Story = { args: { value: '#c62828' } };

/** Choosing a swatch sets the colour (after a short debounce) and names it on the button. */
export const ChooseSwatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Overlay 1 Color: Auto' }));
    const picker = canvas.getByRole('dialog', { name: 'Overlay 1 Color colour picker' });
    const swatch = within(picker).getAllByRole('button', { pressed: false })[0]!;
    const colour = swatch.getAttribute('aria-label') ?? '';
    await userEvent.click(swatch);
    // The choice is applied after the picker's short debounce.
    await expect(
      await canvas.findByRole('button', { name: `Overlay 1 Color: ${colour}` }, { timeout: 2000 }),
    ).toBeInTheDocument();
  },
};

/**
 * A picker at the window's right edge: its popover, wider than the button, opens inside the window and stays
 * open. React Aria keeps a popover 12 px inside its offset parent; were the picker's box that parent, the popover
 * would reach past the window, and a page scrolled sideways closes a non-modal popover.
 */
export const AtTheRightEdge: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Overlay 1 Color: Auto' }));
    const picker = canvas.getByRole('dialog', { name: 'Overlay 1 Color colour picker' });
    const { left, right } = picker.getBoundingClientRect();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByRole('dialog', { name: 'Overlay 1 Color colour picker' })).toBeInTheDocument();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
