import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SLIDER_PRESETS } from '@chartbench/core';
import { WorkbenchRoot } from '../theme/Root';
import { RangePresetMenu } from './RangePresetMenu';

const meta = {
  title: 'Parts/RangePresetMenu',
  component: RangePresetMenu,
  tags: ['autodocs'],
  args: { x: 120, onChoose: fn(), onClose: fn() },
  argTypes: { x: { control: { type: 'range', min: 0, max: 600 }, table: { category: 'Layout' } } },
  // The menu hangs below the right-clicked point of the slider: a positioned box stands in for the slider.
  render: (args) => (
    <WorkbenchRoot style={{ padding: 16, minHeight: 320 }}>
      <div style={{ position: 'relative', height: 24, maxWidth: 640, background: 'var(--cb-color-surface)' }}>
        <RangePresetMenu {...args} />
      </div>
    </WorkbenchRoot>
  ),
} satisfies Meta<typeof RangePresetMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open at the clicked point: every preset of spec 2 §4, the focus on the first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Range presets' });
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([...SLIDER_PRESETS]);
    await expect(entries[0]).toHaveFocus();
  },
};

/** A preset chosen with the keyboard is reported; the host closes the menu. */
export const ChosenWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Range presets' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(SLIDER_PRESETS[1]);
  },
};

/** Escape asks the host to close it. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await within(canvasElement).findByRole('menu', { name: 'Range presets' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
