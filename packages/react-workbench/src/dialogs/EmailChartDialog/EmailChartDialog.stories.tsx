import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { EmailChartDialog } from './EmailChartDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const CHART_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#f4f6fa"/><polyline points="0,160 80,120 160,140 240,70 320,90 400,40" fill="none" stroke="#1e5fd6" stroke-width="3"/></svg>',
  );

const meta = {
  title: 'Dialogs/EmailChartDialog',
  component: EmailChartDialog,
  tags: ['autodocs'],
  args: {
    symbol: 'AAPL',
    imageUrl: CHART_IMAGE,
    onSend: fn(async () => true),
    onFinished: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof EmailChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (body: HTMLElement, address: string) => {
  const canvas = within(body);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), address);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Comments' }), 'Breaking out of the range.');
  await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
  return canvas;
};

/** The empty form. */
export const Empty: Story = {};
/** Filled and previewed. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement.ownerDocument.body, 'ann@example.com');
    await expect(canvas.getByRole('dialog', { name: 'Email Chart: Preview' })).toHaveTextContent(
      'ann@example.com',
    );
  },
};
/** A bad address: 'You must enter a valid email address to share this chart'. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement.ownerDocument.body, 'ann@example');
    await expect(
      canvas.getByText('You must enter a valid email address to share this chart'),
    ).toBeInTheDocument();
  },
};
/** Sending: the buttons are disabled. */
export const Saving: Story = {
  args: { onSend: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement.ownerDocument.body, 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};
/** The reply said no: closes with the red toast. */
export const Failed: Story = {
  args: { onSend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement.ownerDocument.body, 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onFinished).toHaveBeenCalledWith({
      color: 'red',
      message: 'Unable to send email. Please try again.',
    });
  },
};
/** No chart image available for the preview. */
export const NoImage: Story = { args: { imageUrl: null } };

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
