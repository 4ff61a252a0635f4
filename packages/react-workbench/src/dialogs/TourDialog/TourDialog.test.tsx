import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { TourDialog } from './TourDialog';
import { TOUR_PAGES, TOUR_STARTUP_PAGE_TEXTS } from './tourPages';

describe('spec 3 §4 interactive tour', () => {
  it('runs through 7 pages and ends with the end dialog', async () => {
    const onClose = vi.fn();
    render(<TourDialog kind="startTour" bodyWidth={1024} onClose={onClose} />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Start Tour' }));
    expect(TOUR_PAGES).toHaveLength(7);
    for (const [index, page] of TOUR_PAGES.entries()) {
      expect(screen.getByRole('dialog', { name: page.title })).toHaveTextContent(`Step ${index + 1} of 7`);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('dialog', { name: 'End Interactive Tour' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Back stops at the first page; End Tour closes at once', async () => {
    const onClose = vi.fn();
    render(<TourDialog kind="startTour" bodyWidth={767} onClose={onClose} />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Start Tour' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: TOUR_PAGES[0]!.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End Tour' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not start below a body width of 767', () => {
    render(<TourDialog kind="startTour" bodyWidth={766} onClose={vi.fn()} />);
    expect(
      screen.getByText('The interactive tour needs a window at least 767 pixels wide.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Tour' })).not.toBeInTheDocument();
  });

  it('endTour opens on the end dialog', () => {
    render(<TourDialog kind="endTour" bodyWidth={1024} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'End Interactive Tour' })).toBeInTheDocument();
  });

  it('the end page names where the tour really starts again: More > Interactive Tour', () => {
    render(<TourDialog kind="endTour" bodyWidth={1024} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'End Interactive Tour' })).toHaveTextContent(
      'More > Interactive Tour, in the tool bar under the chart',
    );
  });

  it('the start-up run opens on page 7 and runs through pages 7-9 to the end dialog', async () => {
    render(<TourDialog kind="startTour" startup bodyWidth={1024} onClose={vi.fn()} />);
    const user = setupUser();
    expect(TOUR_STARTUP_PAGE_TEXTS).toHaveLength(3);
    for (const [index, page] of TOUR_STARTUP_PAGE_TEXTS.entries()) {
      const dialog = screen.getByRole('dialog', { name: page.title });
      expect(dialog).toHaveTextContent(`Step ${index + 1} of 3`);
      if (index === 0) expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.getByRole('dialog', { name: 'End Interactive Tour' })).toBeInTheDocument();
  });
});
