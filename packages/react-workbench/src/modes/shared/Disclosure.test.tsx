import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Disclosure } from './Disclosure';

function setup() {
  const onChoose = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Elsewhere</button>
      <Disclosure label="View As">
        <label>
          <input type="checkbox" /> Name
        </label>
        <button type="button" onClick={onChoose}>
          RRG
        </button>
      </Disclosure>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'View As' });
  return { user, toggle, onChoose };
}

describe('spec 3 §2.13 Disclosure (the Columns and View As dropdowns)', () => {
  it('toggles a group named by its button', async () => {
    const { user, toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'View As' })).toHaveAttribute(
      'id',
      toggle.getAttribute('aria-controls'),
    );
    await user.click(toggle);
    expect(screen.queryByRole('group', { name: 'View As' })).not.toBeInTheDocument();
  });

  it('closes on Escape, giving focus back to its button', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'View As' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes on an outside click, and when a button in it is chosen', async () => {
    const { user, toggle, onChoose } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('group', { name: 'View As' })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'RRG' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group', { name: 'View As' })).not.toBeInTheDocument();
  });

  it('keeps a checkbox click inside it open', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('group', { name: 'View As' })).toBeInTheDocument();
  });
});
