import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { MenuOption } from './OptionMenu';
import { OptionMenu } from './OptionMenu';
import { Dialog } from '../Dialog/Dialog';

const OPTIONS: MenuOption[] = [
  { value: 'D', label: 'Daily' },
  { value: 'W', label: 'Weekly' },
  { value: 'M', label: 'Monthly', lock: 'Members only' },
  { value: 'Q', label: 'Quarterly', dividerBefore: true },
];

function Harness({ onLockedChoice = vi.fn() }: { onLockedChoice?: (value: string) => void }) {
  const [value, setValue] = useState('D');
  return (
    <OptionMenu
      label="Period"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      onLockedChoice={onLockedChoice}
    />
  );
}

describe('OptionMenu', () => {
  it('shows the chosen entry on a button that opens a listbox of every entry', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'Period: Daily' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    // Portalled into the menu itself, not onto document.body: the workbench root's tokens apply to it.
    expect(container).toContainElement(screen.getByRole('listbox', { name: 'Period' }));
    // Focus lands on the chosen entry inside the list.
    expect(screen.getByRole('option', { name: 'Daily' })).toHaveFocus();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Daily',
      'Weekly',
      'Monthly Members only',
      'Quarterly',
    ]);
    expect(screen.getByRole('option', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses with the keyboard and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Period: Daily' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const button = screen.getByRole('button', { name: 'Period: Weekly' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Home, End and Escape work in the open list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Quarterly' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Daily' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // React Aria gives the focus back a frame after the list has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Period: Daily' })).toHaveFocus());
  });

  it('a locked entry is marked, not chosen, and reported to onLockedChoice', async () => {
    const user = userEvent.setup();
    const onLockedChoice = vi.fn();
    render(<Harness onLockedChoice={onLockedChoice} />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    const monthly = screen.getByRole('option', { name: /Monthly/ });
    expect(monthly).toHaveAttribute('aria-disabled', 'true');
    await user.click(monthly);
    expect(onLockedChoice).toHaveBeenCalledWith('M');
    expect(screen.getByRole('button', { name: 'Period: Daily' })).toBeInTheDocument();
  });

  it('the prompt a locked entry opens gives the focus back to the button as it closes', async () => {
    function Prompting() {
      const [prompt, setPrompt] = useState(false);
      return (
        <>
          <Harness onLockedChoice={() => setPrompt(true)} />
          {prompt && (
            <Dialog title="Create Account" onClose={() => setPrompt(false)}>
              <button type="button">Join</button>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Prompting />);
    const button = screen.getByRole('button', { name: 'Period: Daily' });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: /Monthly/ }));
    await screen.findByRole('dialog', { name: 'Create Account' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // At once, not a frame later: the entry that had the focus went with its list.
    expect(button).toHaveFocus();
  });

  it('typing an entry’s first letters moves to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('q');
    expect(screen.getByRole('option', { name: 'Quarterly' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Period: Quarterly' })).toHaveFocus());
  });

  it('keys on the closed button choose nothing unseen (typing there is the symbol hotkey)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OptionMenu label="Period" options={OPTIONS} value="D" onChange={onChange} />);
    screen.getByRole('button', { name: 'Period: Daily' }).focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}w');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a disabled menu does not open', async () => {
    const user = userEvent.setup();
    render(<OptionMenu label="Period" options={OPTIONS} value="D" onChange={vi.fn()} disabled />);
    const button = screen.getByRole('button', { name: 'Period: Daily' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Harness />
        <p>outside</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
