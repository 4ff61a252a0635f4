import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findMode, type ModeId, VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { ModeStatus } from '../shared/ModeStatus';
import { ModePanel, type ModePanelProps } from './ModePanel';

function Stateful(props: ModePanelProps) {
  const [mode, setMode] = useState<ModeId>(props.activeMode);
  return (
    <WorkbenchRoot style={{ padding: 16 }}>
      <ModePanel
        {...props}
        activeMode={mode}
        onSelectMode={(next) => {
          setMode(next);
          props.onSelectMode(next);
        }}
        renderMode={(id) => <ModeStatus kind="empty" message={`${findMode(id)?.title ?? id} content`} />}
      />
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Modes/ModePanel',
  component: ModePanel,
  tags: ['autodocs'],
  args: {
    activeMode: 'chartSettings',
    onSelectMode: fn(),
    onCreateAccount: fn(),
    member: MEMBERS.free,
    symbolFound: true,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ModePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member switches freely (spec 3 §2.2). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Price Alerts' }));
    await expect(args.onSelectMode).toHaveBeenCalledWith('priceAlerts');
    await expect(canvas.getByRole('tab', { name: 'Price Alerts' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A visitor picking a members-only mode is asked to create an account (VISITOR, as Storybook args drop null). */
export const Visitor: Story = {
  args: { member: VISITOR },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Predefined Alerts/ }));
    await expect(args.onCreateAccount).toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** With the symbol not found, the modes that need it are unavailable. */
export const SymbolNotFound: Story = { args: { symbolFound: false } };

/** Loading, failed and empty states inside the panel. */
export const States: Story = {
  render: (args) => (
    <WorkbenchRoot style={{ padding: 16 }}>
      <ModePanel {...args} activeMode="priceAlerts">
        <ModeStatus kind="loading" />
        <ModeStatus
          kind="failed"
          message="Sorry, we failed to load your price alerts. We will try again in a few seconds."
        />
        <ModeStatus kind="empty" message="No Alerts Found" />
      </ModePanel>
    </WorkbenchRoot>
  ),
};
