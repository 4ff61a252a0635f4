import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findMode, type ModeId, VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { ChartListLibrary } from '../ChartListLibrary/ChartListLibrary';
import { ChartStyleLibrary } from '../ChartStyleLibrary/ChartStyleLibrary';
import { CHART_LISTS } from '../fixtures';
import {
  CHART_STYLES,
  DEFAULT_STYLE_RECID,
  SAMPLE_GROUPS,
  SAVED_CHARTS,
  storyThumbnail,
} from '../library-fixtures';
import { ModeStatus } from '../shared/ModeStatus';
import { ModePanel, type ModePanelProps } from './ModePanel';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const noop = () => undefined;

/** The library modes with fixture data; the other modes have stories of their own. */
function modeContent(id: ModeId, member: ModePanelProps['member']) {
  if (id === 'chartStyleLibrary') {
    return (
      <ChartStyleLibrary
        member={member}
        styles={{ status: 'loaded', data: CHART_STYLES }}
        samples={{ status: 'loaded', data: SAMPLE_GROUPS }}
        defaultStyleRecid={DEFAULT_STYLE_RECID}
        thumbnailUrl={storyThumbnail}
        onLoadStyle={noop}
        onLoadSample={noop}
        onCreateAccount={noop}
      />
    );
  }
  if (id === 'chartListLibrary') {
    return (
      <ChartListLibrary
        member={member}
        lists={{ status: 'loaded', data: CHART_LISTS }}
        selectedListNum={0}
        charts={{ status: 'loaded', data: SAVED_CHARTS }}
        onSelectList={noop}
        chartThumbnailUrl={(chart) => storyThumbnail(chart.symbol)}
        onLoadChart={noop}
        onLoadSymbol={noop}
        loadSymbolOnly={false}
        onLoadSymbolOnlyChange={noop}
        onCreateChartList={noop}
        onCreateAccount={noop}
      />
    );
  }
  return <ModeStatus kind="empty" message={`${findMode(id)?.title ?? id} content`} />;
}

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
        renderMode={(id) => modeContent(id, props.member)}
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

/** The two library modes switched in place inside the panel (spec 3 §2.2, §2.10). */
export const Libraries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'ChartStyle Library' }));
    await expect(canvas.getByRole('list', { name: 'ChartStyles' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'ChartList Library' }));
    await expect(canvas.getByRole('list', { name: 'Charts' })).toBeInTheDocument();
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

/** In a 390 px container (a phone): the tabs and both libraries fit its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'ChartStyle Library' }));
    await expect(canvas.getByRole('list', { name: 'ChartStyles' })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expectFitsPhone(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'ChartList Library' }));
    await expect(canvas.getByRole('list', { name: 'Charts' })).toBeInTheDocument();
    await expectFitsPhone(canvasElement);
  },
};
