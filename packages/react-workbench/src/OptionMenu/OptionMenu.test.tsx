import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { MenuOption } from './OptionMenu';
import { OptionMenu } from './OptionMenu';

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
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Period: Daily' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('listbox', { name: 'Period' })).toHaveFocus();
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
    expect(button).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Home, End and Escape work in the open list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Period/ }));
    await user.keyboard('{End}');
    expect(screen.getByRole('listbox')).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Quarterly' }).id,
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('listbox')).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Daily' }).id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Period: Daily' })).toHaveFocus();
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
