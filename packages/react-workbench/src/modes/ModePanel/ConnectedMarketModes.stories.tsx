import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';
import type { Member, ModeId, WorkbenchApi } from '@chartbench/core';
import { MESSAGES, parseSavedChart } from '@chartbench/core';
import { ModalHost } from '../../ModalHost/ModalHost';
import { useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { createSampleOfflineApi } from '@chartbench/offline';
import { StoryWorkbench } from '../../test/StoryWorkbench';
import { MEMBERS } from '../../test/members';
import { WiredHistoricalData } from '../HistoricalData/connected';
import { WiredOptions } from '../Options/connected';
import { WiredSymbolSummary } from '../SymbolSummary/connected';

const MARKET_CALLS = [
  'getSymbolSummary',
  'getSavedChartsWithSymbol',
  'getHistoricalTable',
  'getOptionExpirations',
] as const;
const never = () => new Promise<never>(() => undefined);
const refuse = () => Promise.reject(new Error('The server is down (story).'));

/** What the market calls answer: the offline data, nothing yet, failures, or no summary for the symbol. */
const DATA = {
  loaded: (api: WorkbenchApi) => api,
  loading: (api: WorkbenchApi) => ({
    ...api,
    ...Object.fromEntries(MARKET_CALLS.map((call) => [call, never])),
  }),
  failed: (api: WorkbenchApi) => ({
    ...api,
    ...Object.fromEntries(MARKET_CALLS.map((call) => [call, refuse])),
  }),
  noSummary: (api: WorkbenchApi) => ({ ...api, getSymbolSummary: () => Promise.resolve(null) }),
} satisfies Record<string, (api: WorkbenchApi) => WorkbenchApi>;

/** The members of the stories: the levels, and a free member with the options add-on. */
const PEOPLE: Record<string, Member | null> = {
  ...MEMBERS,
  optionsAddOn: {
    ...(MEMBERS.free as Member),
    chartCode: 105,
    firstName: 'Opal',
    fullName: 'Opal Options',
    hasOptionsAddOn: true,
  },
};

const AAPL_CHART = parseSavedChart({
  recID: 50,
  listNum: 1,
  description: 'Apple daily',
  symbol: 'AAPL',
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: 101,
});

const VIEWS = {
  symbolSummary: () => <WiredSymbolSummary today="2026-11-20" />,
  historicalPriceData: WiredHistoricalData,
  options: WiredOptions,
} as const;

/** Shows a mode of the panel below the chart, as choosing its tab does. */
function ShowMode({ mode, children }: { mode: ModeId; children: ReactNode }) {
  const { selectMode } = useModesActions();
  useEffect(() => selectMode(mode), [mode, selectMode]);
  return <>{children}</>;
}

type Args = {
  person: keyof typeof PEOPLE;
  data: keyof typeof DATA;
  mode: keyof typeof VIEWS;
  symbol: string;
};

const meta = {
  title: 'Modes/Wired/MarketModes',
  tags: ['autodocs'],
  args: { person: 'visitor', data: 'loaded', mode: 'symbolSummary', symbol: 'AAPL' },
  argTypes: {
    person: { control: 'select', options: Object.keys(PEOPLE), table: { category: 'Member' } },
    data: { control: 'select', options: Object.keys(DATA), table: { category: 'Data' } },
    mode: { control: 'select', options: Object.keys(VIEWS), table: { category: 'Mode' } },
    symbol: { control: 'select', options: ['AAPL', 'MSFT', 'SPY', '$SPX'], table: { category: 'Chart' } },
  },
  render: ({ person, data, mode, symbol }) => {
    const member = PEOPLE[person] ?? null;
    const View = VIEWS[mode];
    const offline = createSampleOfflineApi(
      member
        ? {
            member: {
              loginCookie: '',
              record: { ...member },
              chartLists: [],
              savedCharts: { 1: [AAPL_CHART] },
            },
          }
        : {},
    );
    return (
      <StoryWorkbench
        key={`${person}-${data}-${mode}-${symbol}`}
        api={DATA[data](offline)}
        options={{ symbol, member }}
      >
        <div style={{ padding: 16, minHeight: 420 }}>
          <ShowMode mode={mode}>
            <View />
          </ShowMode>
          <ModalHost />
        </div>
      </StoryWorkbench>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's Symbol Summary: the quote and the mini chart, whose period buttons draw another chart. */
export const SymbolSummaryVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Apple Inc. (synthetic data) (AAPL)' });
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Mini chart period' })).getByRole('button', { name: '1Y' }),
    );
    await expect(canvas.getByRole('img', { name: 'AAPL chart, 1Y' })).toBeInTheDocument();
    await expect(canvas.getByText(MESSAGES.chart.noChartsWithSymbol('AAPL'))).toBeInTheDocument();
  },
};

/** A member's Symbol Summary lists their chart of the symbol. */
export const SymbolSummaryMember: Story = {
  args: { person: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Apple daily' })).toBeInTheDocument();
  },
};

export const SymbolSummaryLoading: Story = { args: { data: 'loading' } };

export const SymbolSummaryFailed: Story = {
  args: { data: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.symbolSummary.loadFailed,
    );
  },
};

/** The server has no summary of the symbol: the unsupported-symbol message. */
export const SymbolSummaryNotFound: Story = {
  args: { data: 'noSummary' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(MESSAGES.symbolSummary.unsupported),
    ).toBeInTheDocument();
  },
};

/** A visitor's daily data; Weekly opens upgrade-to-Pro and the menu stays on Daily. */
export const HistoricalVisitor: Story = {
  args: { mode: 'historicalPriceData' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Historical price data for AAPL' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'W');
    await expect(await canvas.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('D');
  },
};

/** Pro gets Weekly data. */
export const HistoricalPro: Story = {
  args: { mode: 'historicalPriceData', person: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Historical price data for AAPL' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'W');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('W'));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const HistoricalLoading: Story = { args: { mode: 'historicalPriceData', data: 'loading' } };

export const HistoricalFailed: Story = {
  args: { mode: 'historicalPriceData', data: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.symbol.historicalNotFound('AAPL'),
    );
  },
};

/** A visitor sees the chain and, in OptionsPlay, the teaser of the add-on. */
export const OptionsVisitor: Story = {
  args: { mode: 'options' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: /^Straddle / });
    await userEvent.click(canvas.getByRole('button', { name: 'OptionsPlay' }));
    await expect(canvas.getByText('Options analysis is available to members.')).toBeInTheDocument();
  },
};

/** A free member's OptionsPlay: demo mode on the sample symbol, analysed by the built-in strategy view. */
export const OptionsFreeMember: Story = {
  args: { mode: 'options', person: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'OptionsPlay' }));
    await expect(canvas.getByRole('note')).toHaveTextContent(MESSAGES.options.demoMode('SPY'));
  },
};

/** With the add-on there is no demo note. */
export const OptionsAddOn: Story = {
  args: { mode: 'options', person: 'optionsAddOn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'OptionsPlay' }));
    await expect(await canvas.findByRole('table', { name: 'Greeks per contract' })).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const OptionsLoading: Story = { args: { mode: 'options', data: 'loading' } };

/** An index trades no options: Option Quotes Not Available. */
export const OptionsNotAvailable: Story = {
  args: { mode: 'options', symbol: '$SPX' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      MESSAGES.options.notAvailableHeading,
    );
  },
};

/** The symbol summary in a 390 px container (a phone): nothing scrolls sideways. */
export const SymbolSummaryNarrow390: Story = {
  args: { person: 'free' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Apple daily' });
    await expectFitsPhone(canvasElement);
  },
};
