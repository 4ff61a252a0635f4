import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { SymbolInput } from './SymbolInput';

/**
 * The symbol field (whose suggestions CloseWhenShut closes) beside a button that opens a modal dialog, on a page
 * with a paragraph of its own: the path on which React Aria used to leave the page `aria-hidden` (README,
 * Components and accessibility, Symbol suggestions under a dialog).
 */
function FieldBesideADialog({ onSubmit }: { onSubmit: (input: string) => void }) {
  return (
    <WorkbenchRoot style={{ padding: 16, minHeight: 220 }}>
      <p>The page around the field.</p>
      <SymbolInput
        symbol="SPY"
        onSubmit={onSubmit}
        suggest={async () => [{ symbol: 'MSFT', name: 'Microsoft Corporation', exchange: 'NASDAQ' }]}
      />
      <DialogTrigger>
        <Button>Open dialog</Button>
        <ModalOverlay>
          <Modal>
            <Dialog>
              <Heading slot="title">A dialog</Heading>
              <Button slot="close">Close</Button>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Parts/CloseWhenShut',
  component: FieldBesideADialog,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof FieldBesideADialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is portalled to the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing typed: the field, the button and the page, all in the accessibility tree. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The page around the field.')).not.toHaveAttribute(
      'aria-hidden',
    );
  },
};

/**
 * Suggestions shown, then the dialog opened from the keyboard within the 500 ms they stay open after the blur: they
 * close after the dialog, and nothing is left hidden.
 */
export const UnderADialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Symbol' }), 'ms');
    await page(canvasElement).findByRole('listbox', {}, { timeout: 5000 });
    // While the suggestions show, React Aria hides the rest of the page: the button is found by its text.
    canvas.getByText('Open dialog').focus();
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('dialog', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByText('The page around the field.')).not.toHaveAttribute('aria-hidden');
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toBeInTheDocument();
  },
};
