import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';
import { useLeaveWarning } from './useLeaveWarning';

function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('spec 2 §4 leave-page warning', () => {
  it('asks the browser to warn only while there are unsaved changes', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveWarning(unsaved), {
      initialProps: { unsaved: false },
    });
    expect(leave()).toBe(false);
    rerender({ unsaved: true });
    expect(leave()).toBe(true);
    rerender({ unsaved: false });
    expect(leave()).toBe(false);
    rerender({ unsaved: true });
    unmount();
    expect(leave()).toBe(false);
  });
});

describe('spec 3 §9 scroll-to-top button', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows past half the window height and scrolls the page to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll To Top' })).not.toBeInTheDocument();
    scrollTo(window.innerHeight);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll To Top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll To Top' })).not.toBeInTheDocument();
  });

  it('issue #17 item 13: hides while a modal is open', () => {
    const { rerender } = render(<ScrollToTop modalOpen />);
    scrollTo(window.innerHeight * 2);
    expect(screen.queryByRole('button', { name: 'Scroll To Top' })).not.toBeInTheDocument();
    rerender(<ScrollToTop modalOpen={false} />);
    expect(screen.getByRole('button', { name: 'Scroll To Top' })).toBeInTheDocument();
  });
});
