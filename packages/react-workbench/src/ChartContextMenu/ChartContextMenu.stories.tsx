import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChartView } from '../ChartView/ChartView';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toasts } from '../Toasts/Toasts';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ChartContextMenu } from './ChartContextMenu';

type Args = {
  member: MemberName;
  imageUrl: string | null;
  canCopyImage: boolean;
  copyImage: (url: string) => Promise<void>;
  onClose: () => void;
};

const meta = {
  title: 'Workbench/ChartContextMenu',
  tags: ['autodocs'],
  args: {
    member: 'visitor',
    imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    canCopyImage: true,
    copyImage: fn(async () => undefined),
    onClose: fn(),
  },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    canCopyImage: { control: 'boolean', table: { category: 'Browser' } },
  },
  render: ({ member, imageUrl, canCopyImage, copyImage, onClose }) => (
    <StoryWorkbench
      key={member}
      api={STORY_APIS.offline()}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <div style={{ position: 'relative', minHeight: 320 }}>
        <ChartContextMenu
          x={16}
          y={16}
          imageUrl={imageUrl}
          canCopyImage={canCopyImage}
          copyImage={copyImage}
          onClose={onClose}
        />
      </div>
      <ModalHost />
      <Toasts />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Save Chart asks for an account; Delete Chart is disabled with no saved chart. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Delete Chart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Save Chart' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
  },
};

/** A pro member copies the chart image: a toast confirms it. */
export const ProCopy: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Copy Chart Image' }));
    await expect(args.copyImage).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByText('Chart image copied to clipboard successfully!')).toBeInTheDocument(),
    );
  },
};

/** A browser whose clipboard takes no images: Copy Chart Image is not offered. */
export const NoImageClipboard: Story = {
  args: { canCopyImage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('menuitem', { name: 'Copy Chart Image' })).toBeNull();
  },
};

/** No chart image yet: the image entries are disabled. */
export const NoImage: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('menuitem', { name: 'Download Chart Image' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** On the chart: a right-click over the image opens the menu there; Escape closes it. */
export const OnTheChart: Story = {
  render: () => (
    <StoryWorkbench api={STORY_APIS.offline()} options={{ symbol: 'AAPL' }}>
      <ChartView />
    </StoryWorkbench>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: /Chart of/ }, { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 10_000 });
    fireEvent.contextMenu(image, { clientX: 120, clientY: 80 });
    await expect(await canvas.findByRole('menu', { name: 'Chart menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('menuitem', { name: 'Download Chart Image' })).toHaveAttribute(
      'download',
      'AAPL-chart.svg',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
