import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { THUMBNAIL_SIZES, savedChartEntry, type LibraryLayout } from '@chartbench/core';
import { THOUSAND_CHARTS } from '../library-fixtures';
import { LibraryEntries } from './LibraryEntries';

const ENTRIES = THOUSAND_CHARTS.map(savedChartEntry);
/** Far fewer than 1,000: the rows in an 800 by 480 px box and the overscan. */
const MOST_DRAWN = 60;

function renderLibrary(layout: LibraryLayout) {
  const onChoose = vi.fn();
  render(
    <LibraryEntries
      entries={ENTRIES}
      layout={layout}
      size={THUMBNAIL_SIZES[0]!}
      label="Charts"
      loadLabel="Load Chart"
      thumbnailUrl={() => ''}
      showMembersOnly={() => false}
      onChoose={onChoose}
    />,
  );
  return { onChoose, user: userEvent.setup() };
}

const drawn = () => within(screen.getByRole('list', { name: 'Charts' })).getAllByRole('listitem');

describe('issue 19: a library of 1,000 charts is virtual', () => {
  it('the grid draws a bounded number of cards, each saying its place among all 1,000', () => {
    renderLibrary('grid');
    expect(drawn().length).toBeGreaterThan(0);
    expect(drawn().length).toBeLessThanOrEqual(MOST_DRAWN);
    expect(drawn()[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn()[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.queryByRole('button', { name: /Chart 1000(?!\d)/ })).toBeNull();
  });

  it('the keyboard reaches the last card of the grid and loads it', async () => {
    const { user, onChoose } = renderLibrary('grid');
    await user.click(screen.getByRole('button', { name: /Chart 1(?!\d)/ }));
    onChoose.mockClear();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /Chart 2(?!\d)/ })).toHaveFocus();
    await user.keyboard('{End}');
    const last = screen.getByRole('button', { name: /Chart 1000(?!\d)/ });
    expect(last).toHaveFocus();
    expect(drawn().length).toBeLessThanOrEqual(MOST_DRAWN);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /Chart 999(?!\d)/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(ENTRIES[999]);
  });

  it('the list draws a bounded number of rows, and the keyboard reaches the last and previews it', async () => {
    const { user } = renderLibrary('list');
    expect(drawn().length).toBeLessThanOrEqual(MOST_DRAWN);
    await user.click(screen.getByRole('button', { name: /Chart 1(?!\d)/ }));
    await user.keyboard('{End}');
    const last = screen.getByRole('button', { name: /Chart 1000(?!\d)/ });
    expect(last).toHaveFocus();
    expect(last.closest('li')).toHaveAttribute('aria-posinset', '1000');
    expect(drawn().length).toBeLessThanOrEqual(MOST_DRAWN);
    await user.keyboard('{ArrowUp}{Enter}');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading')).toHaveTextContent('Chart 999');
  });
});
