import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ModalHost } from './ModalHost';
import { StorePreferencesDialog } from './StorePreferencesDialog';

type Args = { member: MemberName; close: () => void };

/** The store's preferences, shown so a story can see what Save stored. */
function StoredPreferences() {
  const preferences = useWorkbench((state) => state.preferences);
  return (
    <output aria-label="Stored preferences">{`autoSize=${preferences.autoSize} leftAligned=${preferences.chartLeftAligned}`}</output>
  );
}

const meta = {
  title: 'Workbench/ModalHost/StorePreferencesDialog',
  tags: ['autodocs'],
  args: { member: 'free', close: fn() },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } } },
  render: ({ member, close }) => (
    <StoryWorkbench
      key={member}
      api={STORY_APIS.offline()}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <StoredPreferences />
      <StorePreferencesDialog close={close} isCurrent={() => true} />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A member opens it on the store's preferences; Save stores the form and closes. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const autoSize = body(canvasElement).getByRole('checkbox', { name: 'Auto-size charts to the window' });
    const before = (autoSize as HTMLInputElement).checked;
    await userEvent.click(autoSize);
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Stored preferences' })).toHaveTextContent(
        `autoSize=${!before}`,
      ),
    );
    await expect(args.close).toHaveBeenCalled();
  },
};

/** spec 3 §4: a visitor asking for auto-refresh gets the create-account dialog instead. */
export const VisitorAutoRefresh: Story = {
  args: { member: 'visitor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(body(canvasElement).getByRole('checkbox', { name: /Auto-refresh the chart/ }));
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};
