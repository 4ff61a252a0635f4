import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import type { MenuOption, OptionMenuProps } from './OptionMenu';
import { OptionMenu } from './OptionMenu';

const OPTIONS: MenuOption[] = [
  { value: 'D', label: 'Daily', group: 'Standard' },
  { value: 'W', label: 'Weekly', group: 'Standard' },
  { value: 'M', label: 'Monthly', group: 'Standard', lock: 'Members only' },
  { value: 'Q', label: 'Quarterly', group: 'Pro', lock: 'Pro only' },
  { value: '60', label: 'Hourly', group: 'Pro', dividerBefore: true },
];

function Stateful(props: OptionMenuProps) {
  const [value, setValue] = useState(props.value);
  return (
    <WorkbenchRoot style={{ padding: 16, minHeight: 260 }}>
      <OptionMenu
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Parts/OptionMenu',
  component: OptionMenu,
  tags: ['autodocs'],
  args: { label: 'Period', options: OPTIONS, value: 'D', onChange: fn(), onLockedChoice: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    options: { table: { category: 'Content' } },
    value: { table: { category: 'State' } },
    disabled: { control: 'boolean', table: { category: 'State' } },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OptionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Disabled: Story = { args: { disabled: true } };

/** Opened and driven with the keyboard; locked entries show their lock and are reported, not chosen. */
export const KeyboardAndLocks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Period: Daily' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    // The list opens inside the workbench root (its tokens apply), with focus on the chosen entry.
    const list = canvas.getByRole('listbox', { name: 'Period' });
    await expect(within(list).getByRole('option', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onLockedChoice).toHaveBeenCalledWith('M');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('W');
    // React Aria gives the focus back in the frame after the list closes.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Period: Weekly' })).toHaveFocus());
  },
};

/** Left open, so the accessibility check covers the popover, its groups and its locked entries. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Period: Daily' });
    await userEvent.click(button);
    const list = canvas.getByRole('listbox', { name: 'Period' });
    // The list hangs just below its button, from the button's left edge.
    const below = button.getBoundingClientRect();
    const hung = list.getBoundingClientRect();
    await expect(hung.top - below.bottom).toBeGreaterThanOrEqual(0);
    await expect(hung.top - below.bottom).toBeLessThan(8);
    await expect(Math.abs(hung.left - below.left)).toBeLessThan(2);
    await expect(within(list).getByRole('group', { name: 'Pro' })).toBeInTheDocument();
    await expect(within(list).getByRole('option', { name: /^Quarterly/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * A select at the window's right edge, its list wider than its button: the list opens inside the window. React
 * Aria keeps a popover 12 px inside its offset parent; were the select's wrapper that parent, the list would hang
 * past the window's right edge from the wrapper's left one.
 */
export const AtTheRightEdge: Story = {
  args: {
    label: 'Overlay',
    value: 'none',
    options: [
      { value: 'none', label: 'None' },
      { value: 'pe', label: 'Price Performance against the S&P 500 Equal Weight index' },
      { value: 'vwap', label: 'Volume-Weighted Average Price, anchored at the session open' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Overlay: None' }));
    const list = canvas.getByRole('listbox', { name: 'Overlay' });
    const { left, right } = list.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
