import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WorkbenchApi } from '@chartbench/core';
import { DEFAULT_CHART_SETTINGS } from '@chartbench/core';
import { ChartView } from '../ChartView/ChartView';
import { ModalHost } from '../ModalHost/ModalHost';
import { createSampleOfflineApi } from '@chartbench/offline';
import { StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';

/** The offline backend with every symbol end-of-day only, as an index is. */
const endOfDayApi = (): WorkbenchApi => ({
  ...createSampleOfflineApi(),
  getCompaniesInfo: async (symbols) =>
    symbols.map((symbol) => ({
      symbol,
      companyInfo: { name: `${symbol} Index`, exchange: 'INDEX', isEOD: true },
    })),
});

type Args = { member: MemberName; period: string };

const meta = {
  title: 'Workbench/NoIntraday',
  tags: ['autodocs'],
  args: { member: 'visitor', period: '60' },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    period: { control: 'text', table: { category: 'Chart' } },
  },
  render: ({ member, period }) => (
    <StoryWorkbench
      key={`${member}-${period}`}
      api={endOfDayApi()}
      options={{ symbol: 'AAPL', settings: { ...DEFAULT_CHART_SETTINGS, period }, member: MEMBERS[member] }}
    >
      <ChartView />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor asks for an hourly chart of an end-of-day symbol: the intraday periods are off. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "Unfortunately we don't have intraday data for AAPL" }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Hourly' }));
    await expect(canvas.getByRole('option', { name: /^5 Minute/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A pro member picks Weekly from the screen and gets the chart. */
export const Pro: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Period: Hourly' }));
    await userEvent.click(canvas.getByRole('option', { name: /^Weekly/ }));
    await waitFor(() => expect(canvas.getByRole('img', { name: /Chart of AAPL/ })).toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

/** An end-of-day symbol on a daily chart is drawn as usual. */
export const Daily: Story = {
  args: { member: 'free', period: 'D' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Chart of AAPL/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
