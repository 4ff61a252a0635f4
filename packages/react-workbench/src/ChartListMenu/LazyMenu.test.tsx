import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LazyMenu } from './LazyMenu';

/** 500 ChartLists, the most a member may have. */
const LISTS = Array.from({ length: 500 }, (_, index) => ({ value: index + 1, label: `List ${index + 1}` }));

function renderMenu(selected: number | null = null) {
  const onChoose = vi.fn();
  render(
    <LazyMenu
      label="ChartList"
      buttonText="Select a ChartList"
      status="loaded"
      items={LISTS}
      selected={selected}
      emptyText="No ChartLists yet"
      failedText="Failed"
      onOpen={() => undefined}
      onChoose={onChoose}
    />,
  );
  return { onChoose, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('menu', { name: 'ChartList' })).getAllByRole('menuitemradio');

describe('issue 19: a menu of 500 ChartLists is virtual', () => {
  it('opens with a bounded number of rows, each saying its place among all 500', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThanOrEqual(40);
    expect(rows()[0]).toHaveFocus();
    expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows()[0]).toHaveAttribute('aria-setsize', '500');
  });

  it('the keyboard reaches the last list and chooses it', async () => {
    const { user, onChoose } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    await user.keyboard('{End}');
    const last = screen.getByRole('menuitemradio', { name: 'List 500' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-posinset', '500');
    expect(rows().length).toBeLessThanOrEqual(40);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'List 499' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(500);
  });

  it('opens on the checked list, however far down', async () => {
    const { user } = renderMenu(321);
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    const checked = screen.getByRole('menuitemradio', { name: 'List 321' });
    expect(checked).toHaveFocus();
    expect(checked).toHaveAttribute('aria-checked', 'true');
  });
});
