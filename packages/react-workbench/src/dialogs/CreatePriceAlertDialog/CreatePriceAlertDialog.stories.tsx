import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { failing, pending } from '../fixtures';
import { CreatePriceAlertDialog } from './CreatePriceAlertDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/CreatePriceAlertDialog',
  component: CreatePriceAlertDialog,
  tags: ['autodocs'],
  args: {
    symbol: 'AAPL',
    latestClose: 189.87,
    alertCount: 2,
    maxPriceAlerts: 10,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof CreatePriceAlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with no symbol and no close known: no percent menu. */
export const Empty: Story = { args: { symbol: '', latestClose: null } };
/** A price picked from the percent menu, direction and e-mail chosen (spec 3 §5, §9). */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Percent from last close' }),
      '180.38',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Direction' }), 'crossesBelow');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      symbol: 'AAPL',
      price: 180.38,
      direction: 'D',
      message: '',
      notificationType: 5,
    });
  },
};
/** Nothing valid: the symbol, price and notification messages (spec 3 §5). */
export const Invalid: Story = {
  args: { symbol: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), 'abc');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Site' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await expect(canvas.getByText('Please enter a symbol.')).toBeInTheDocument();
    await expect(canvas.getByText('Please enter a valid price.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a notification type.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The server failed: 'Failed to create alert. Please try again.'. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create alert. Please try again.',
    );
  },
};
/** At the alert maximum: Create Alert is disabled (spec 3 §5). */
export const AtTheLimit: Story = {
  args: { alertCount: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
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
