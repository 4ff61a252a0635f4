import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { WorkbenchApi } from '@chartbench/core';
import { DIALOG_STYLES } from '../dialogs/fixtures';
import { useWiredDialogs } from '../dialogs/wiredDialogs';
import { ModalHost } from '../ModalHost/ModalHost';
import { createSampleOfflineApi } from '@chartbench/offline';
import { StoryWorkbench } from '../test/StoryWorkbench';
import { MEMBERS } from '../test/members';
import { MenuList } from '../Menu/index';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ChartStylesMenuItems } from './ChartStylesMenu';

/** The member's styles, none, loading forever, or failing. */
const APIS = {
  styles: () =>
    createSampleOfflineApi({ member: { loginCookie: '', record: {}, chartStyles: DIALOG_STYLES } }),
  none: () => createSampleOfflineApi({ member: { loginCookie: '', record: {}, chartStyles: [] } }),
  loading: (): WorkbenchApi => ({
    ...createSampleOfflineApi(),
    getChartStyles: () => new Promise(() => undefined),
  }),
  failing: (): WorkbenchApi => ({
    ...createSampleOfflineApi(),
    getChartStyles: () => Promise.reject(new Error('down')),
  }),
} satisfies Record<string, () => WorkbenchApi>;

type Args = { api: keyof typeof APIS };

/** The menu as the lower bar opens it (without its button and popover): the styles are asked for when it opens. */
function OpenMenu() {
  const { loadChartStyles } = useWorkbenchActions();
  useEffect(() => void loadChartStyles(), [loadChartStyles]);
  return (
    <MenuList aria-label="ChartStyles">
      <ChartStylesMenuItems />
    </MenuList>
  );
}

/** The modal host with the member dialogs wired, as the Workbench has it. */
function WiredHost() {
  return <ModalHost dialogs={useWiredDialogs()} />;
}

const meta = {
  title: 'Workbench/LowerBar/ChartStylesMenu',
  tags: ['autodocs'],
  args: { api: 'styles' },
  argTypes: { api: { control: 'select', options: Object.keys(APIS), table: { category: 'Data' } } },
  render: ({ api }) => (
    <StoryWorkbench key={api} api={APIS[api]()} options={{ symbol: 'AAPL', member: MEMBERS.pro }}>
      <OpenMenu />
      <WiredHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's styles, each with Rename, Delete and Button; Rename opens its dialog on that style. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Weekly line' });
    await userEvent.click(within(group).getByRole('menuitem', { name: 'Rename Weekly line' }));
    // The dialog's code loads lazily on first use.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Edit ChartStyle Name' },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('textbox')).toHaveValue('Weekly line');
  },
};

/** No saved styles. */
export const Empty: Story = {
  args: { api: 'none' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no saved ChartStyles.'),
    ).toBeInTheDocument();
  },
};

/** Still loading. */
export const Loading: Story = {
  args: { api: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading ChartStyles…')).toBeInTheDocument();
  },
};

/** The styles could not be loaded: Try Again. */
export const Failed: Story = {
  args: { api: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('menuitem', { name: 'Failed to load ChartStyles. Try Again' }),
    ).toBeInTheDocument();
  },
};
