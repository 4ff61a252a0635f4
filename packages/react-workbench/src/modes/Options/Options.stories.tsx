import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OPTIONS_WIDGET_FAILED, VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { OPTION_CHAIN } from '../fixtures';
import { Options, type OptionsProps, type OptionsViewId } from './Options';
import { STRATEGY_CHAIN } from './strategy-fixtures';

function Stateful(props: OptionsProps) {
  const [view, setView] = useState<OptionsViewId>(props.view);
  return (
    <Options
      {...props}
      view={view}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Modes/Options',
  component: Options,
  tags: ['autodocs'],
  args: {
    symbol: 'AAPL',
    member: MEMBERS.free,
    view: 'Straddle',
    onViewChange: fn(),
    load: { status: 'loaded', symbol: 'AAPL', data: OPTION_CHAIN.expirations },
    loadIsRefresh: false,
    onRefresh: fn(),
    widgetState: { status: 'loaded', data: 'unconfigured' },
    demoSymbol: 'SPY',
    onRetryWidget: fn(),
    onCreateAccount: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof Options>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The straddle of the first expiration (spec 3 §2.8). */
export const Straddle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show All Columns' }));
    await expect(
      within(canvas.getByRole('table')).getAllByRole('columnheader', { name: 'Delta' }),
    ).toHaveLength(2);
  },
};
export const List: Story = { args: { view: 'List' } };
export const Loading: Story = { args: { load: null } };
export const NotAvailable: Story = { args: { load: { status: 'failed', symbol: 'AAPL' } } };
export const VisitorTeaser: Story = { args: { view: 'OptionsPlay', member: VISITOR } };
export const WidgetUnconfigured: Story = { args: { view: 'OptionsPlay' } };
export const WidgetLoading: Story = {
  args: { view: 'OptionsPlay', widgetState: { status: 'loading' } },
};
/** A member without the add-on: the built-in analysis in demo mode on the sample symbol (every level alike). */
export const AnalysisDemoMode: Story = {
  args: {
    view: 'OptionsPlay',
    member: MEMBERS.basic,
    widgetState: { status: 'loaded', data: 'initialised' },
    analysis: { symbol: 'SPY', chain: STRATEGY_CHAIN },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('SPY');
    await expect(canvas.getByRole('img', { name: /^SPY Straddle payoff/ })).toBeInTheDocument();
  },
};
/** A Pro member with the add-on: the chart's symbol, no demo note. */
export const AnalysisAddOn: Story = {
  args: {
    symbol: 'SPY',
    view: 'OptionsPlay',
    member: { ...MEMBERS.pro, hasOptionsAddOn: true },
    widgetState: { status: 'loaded', data: 'initialised' },
    analysis: { symbol: 'SPY', chain: STRATEGY_CHAIN },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).not.toBeInTheDocument();
  },
};
export const WidgetFailed: Story = {
  args: {
    view: 'OptionsPlay',
    member: { ...MEMBERS.pro, hasOptionsAddOn: true },
    widgetState: OPTIONS_WIDGET_FAILED,
  },
};
