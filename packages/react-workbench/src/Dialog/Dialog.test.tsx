import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { HeadingLevelProvider } from '../theme/headings';
import { Dialog } from './Dialog';

function Harness({ closesOnBackgroundClick = true }: { closesOnBackgroundClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Share Chart"
          onClose={() => setOpen(false)}
          closesOnBackgroundClick={closesOnBackgroundClick}
        >
          <a href="/one">One</a>
          <button type="button">Two</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Share Chart' })).toBeInTheDocument();
    // Modal: the rest of the page is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBe(opener);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus at once to the first control of the opener’s group when the opener has gone', async () => {
    // A Delete button that goes with what it deleted: the focus must not fall to the page's body, where React
    // Aria's late restore would take it a frame later from a menu just opened.
    function GoneOpener() {
      const [open, setOpen] = useState(false);
      const [deleted, setDeleted] = useState(false);
      return (
        <div role="toolbar" aria-label="Chart actions">
          <button type="button">More</button>
          {!deleted && (
            <button type="button" onClick={() => setOpen(true)}>
              Delete
            </button>
          )}
          {open && (
            <Dialog title="Delete Chart" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setDeleted(true);
                  setOpen(false);
                }}
              >
                Confirm
              </button>
            </Dialog>
          )}
        </div>
      );
    }
    const user = userEvent.setup();
    render(<GoneOpener />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('titles the dialog at the host heading level', async () => {
    render(
      <HeadingLevelProvider level={4}>
        <Dialog title="Share Chart" onClose={vi.fn()}>
          x
        </Dialog>
      </HeadingLevelProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Share Chart', level: 4 })).toBeInTheDocument();
  });

  it('is drawn inside its own tree, not in the page body', () => {
    const { container } = render(
      <section data-testid="host-root">
        <Dialog title="Share Chart" onClose={vi.fn()}>
          x
        </Dialog>
      </section>,
    );
    expect(container.querySelector('[data-testid="host-root"] [role="dialog"]')).not.toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
  });

  it.each([
    [true, false],
    [false, true],
  ])('a backdrop click closes it only when allowed (allowed: %s)', async (closes, stillOpen) => {
    const user = userEvent.setup();
    render(<Harness closesOnBackgroundClick={closes} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(Boolean(screen.queryByRole('dialog'))).toBe(stillOpen);
  });

  it('with no control in the content, focus goes to the close button', async () => {
    render(
      <Dialog title="T" onClose={vi.fn()}>
        text only
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('the close button calls onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog title="T" onClose={onClose}>
        x
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
