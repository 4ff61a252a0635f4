import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';
import type { ModeId, SampleChartStyles, WorkbenchApi } from '@chartbench/core';
import { WorkbenchProvider, useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { ModalHost } from '../../ModalHost/ModalHost';
import { createSampleOfflineApi, type OfflineListsOptions } from '@chartbench/offline';
import { MEMBERS, type MemberName } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { CHART_LISTS, SUMMARY_ROWS } from '../fixtures';
import { CHART_STYLES, SAMPLE_GROUPS, SAVED_CHARTS, storyThumbnail } from '../library-fixtures';
import { WiredChartSettings } from '../../ChartSettings/connected';
import { WiredChartComments } from '../ChartComments/connected';
import { WiredChartListLibrary } from '../ChartListLibrary/connected';
import { WiredChartListSummary } from '../ChartListSummary/connected';
import { WiredChartStyleLibrary } from '../ChartStyleLibrary/connected';

const SAMPLES: SampleChartStyles = { groups: SAMPLE_GROUPS, skippedGroups: 0, skippedRecords: 0 };
const TODAY = '2026-01-05';
const MODES = {
  chartListSummary: () => <WiredChartListSummary />,
  chartListLibrary: () => <WiredChartListLibrary />,
  chartStyleLibrary: () => <WiredChartStyleLibrary />,
  chartComments: () => <WiredChartComments />,
  chartSettings: () => <WiredChartSettings today={TODAY} />,
} satisfies Partial<Record<ModeId, () => ReactNode>>;

type Args = { mode: keyof typeof MODES; member: MemberName; lists: 'loaded' | 'failing' | 'pending' };

const LIST_OPTIONS: Record<Args['lists'], OfflineListsOptions> = {
  loaded: { summaryRows: { 0: [], 2: SUMMARY_ROWS }, samples: SAMPLES, thumbnail: storyThumbnail },
  failing: {
    summaryRows: {},
    samples: new Error('The sample catalogue is down.'),
    thumbnail: storyThumbnail,
  },
  pending: { pending: true },
};

/** The offline api playing the member with the fixtures' lists, charts and styles, and the list-mode answers. */
function storyApi(member: MemberName, lists: Args['lists']): WorkbenchApi {
  const record = MEMBERS[member];
  const saved = record
    ? {
        member: {
          loginCookie: '',
          record,
          chartLists: CHART_LISTS,
          savedCharts: { 0: SAVED_CHARTS },
          chartStyles: CHART_STYLES,
        },
      }
    : {};
  return createSampleOfflineApi({ ...saved, lists: LIST_OPTIONS[lists] });
}

/** Shows the mode in the modes store, so it loads what it needs, then renders it. */
function ShowMode({ mode }: { readonly mode: Args['mode'] }) {
  const { selectMode } = useModesActions();
  useEffect(() => selectMode(mode), [mode, selectMode]);
  return <>{MODES[mode]()}</>;
}

const meta = {
  title: 'Modes/Wired/ListModes',
  tags: ['autodocs'],
  args: { mode: 'chartListSummary', member: 'extra', lists: 'loaded' },
  argTypes: {
    mode: { control: 'select', options: Object.keys(MODES) },
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    lists: { control: 'select', options: Object.keys(LIST_OPTIONS), table: { category: 'Data' } },
  },
  render: ({ mode, member, lists }) => (
    <WorkbenchProvider
      key={`${mode}-${member}-${lists}`}
      api={storyApi(member, lists)}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <WorkbenchRoot style={{ padding: 16, minHeight: 480 }}>
        <ShowMode mode={mode} />
        <ModalHost />
      </WorkbenchRoot>
    </WorkbenchProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's first selectable list with its rows; a symbol loads its chart (spec 3 §2.11). */
export const SummaryLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await expect(within(table).getByRole('button', { name: 'AAPL' })).toBeInTheDocument();
  },
};

/** The rows cannot be loaded: the failure names the list (spec 3 §2.11). */
export const SummaryFailed: Story = {
  args: { lists: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load ChartList Summary for Sample Picks',
    );
  },
};

/** Rows still on their way. */
export const SummaryLoading: Story = { args: { lists: 'pending' } };

/** A visitor has no ChartLists and is invited to create an account. */
export const SummaryVisitor: Story = {
  args: { member: 'visitor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Free Account' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};

/** The charts of a list as thumbnails (spec 3 §2.10). */
export const LibraryLoaded: Story = {
  args: { mode: 'chartListLibrary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'ChartList' }), '0');
    await expect(await canvas.findByRole('list', { name: 'Charts' })).toBeInTheDocument();
  },
};

/** A visitor's ChartList Library invites them to create an account. */
export const LibraryVisitor: Story = { args: { mode: 'chartListLibrary', member: 'visitor' } };

/** A visitor starts on the sample groups; a members-only sample asks for an account (spec 2 §4). */
export const StyleLibraryVisitor: Story = {
  args: { mode: 'chartStyleLibrary', member: 'visitor' },
  play: async ({ canvasElement }) => {
    const styles = await within(canvasElement).findByRole('list', { name: 'ChartStyles' });
    await userEvent.click(within(styles).getByRole('button', { name: /Momentum Pack/ }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};

/** A member starts on Your ChartStyles, the default starred. */
export const StyleLibraryMember: Story = {
  args: { mode: 'chartStyleLibrary', member: 'pro' },
  play: async ({ canvasElement }) => {
    const styles = await within(canvasElement).findByRole('list', { name: 'ChartStyles' });
    await expect(within(styles).getByRole('button', { name: /Daily Momentum/ })).toBeInTheDocument();
  },
};

/** The sample catalogue failed: 'Failed to load ChartStyles.' */
export const StyleLibraryFailed: Story = {
  args: { mode: 'chartStyleLibrary', member: 'visitor', lists: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load ChartStyles.',
    );
  },
};

/** A member viewing an unsaved chart: the box is read-only and says why (spec 3 §2.9). */
export const CommentsUnsavedChart: Story = {
  args: { mode: 'chartComments', member: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('note')).toHaveTextContent('Save this chart to a ChartList to add comments.'),
    );
  },
};

/** A visitor may type; Save Comments asks for an account (spec 3 §6). */
export const CommentsVisitor: Story = {
  args: { mode: 'chartComments', member: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chart comments' }), 'Watch the 200-day');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Comments' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};

/** Chart Settings without a viewed saved chart: Apply ChartStyle to All is off (spec 2 §2). */
export const SettingsApplyToAllOff: Story = {
  args: { mode: 'chartSettings', member: 'extra' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Apply ChartStyle to All' }),
    ).toBeDisabled();
  },
};

/** The summary in a 390 px container (a phone): the table scrolls in its own box, the page not sideways. */
export const SummaryNarrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await expectFitsPhone(canvasElement);
  },
};

/** The ChartList Library in a 390 px container: the cards fit its width. */
export const LibraryNarrow390: Story = {
  args: { mode: 'chartListLibrary' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'ChartList' }), '0');
    await canvas.findByRole('list', { name: 'Charts' });
    await expectFitsPhone(canvasElement);
  },
};
