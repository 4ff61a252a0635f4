import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { ShareChartDialog } from './ShareChartDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const LONG = 'https://chartbench.example/?s=AAPL&id=p1712345';

const meta = {
  title: 'Dialogs/ShareChartDialog',
  component: ShareChartDialog,
  tags: ['autodocs'],
  args: {
    createLongUrl: fn(async (): Promise<string | null> => LONG),
    shortenUrl: fn(async (): Promise<string | null> => 'https://cb.example/s/x1'),
    copyText: fn(async () => undefined),
    onCopied: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ShareChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The short link, copied. */
export const ShortLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('textbox', { name: 'Link to this chart' })).toHaveValue(
      'https://cb.example/s/x1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(args.onCopied).toHaveBeenCalledWith({
      color: 'green',
      message: 'A link to this chart has been copied to your clipboard!',
    });
  },
};
/** Still making the link. */
export const Loading: Story = { args: { createLongUrl: fn(() => new Promise<string>(() => undefined)) } };
/** Shortening failed: the long link is used (spec 3 §4). */
export const LongLink: Story = {
  args: { shortenUrl: fn(async (): Promise<string | null> => null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('textbox', { name: 'Link to this chart' })).toHaveValue(LONG);
  },
};
/** No link could be made: the message with Retry (spec 3 §8). */
export const Failed: Story = {
  args: { createLongUrl: fn(async (): Promise<string | null> => null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create chart URL link. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
/** The clipboard refused: the red toast. */
export const CopyFailed: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy Link' }));
    await expect(args.onCopied).toHaveBeenCalledWith({
      color: 'red',
      message: 'Failed to copy link to clipboard. Please try again.',
    });
  },
};

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
