import { act, render, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { LazyThumbnail } from './LazyThumbnail';

type Callback = (records: Array<{ isIntersecting: boolean }>) => void;

// The observer is the browser's port for visibility; the fake lets each test say when the thumbnail shows.
function installObserver() {
  const observers: Array<{ callback: Callback; disconnect: ReturnType<typeof vi.fn> }> = [];
  class FakeObserver {
    readonly disconnect = vi.fn();
    constructor(callback: Callback) {
      observers.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (isIntersecting: boolean) => act(() => observers.at(-1)?.callback([{ isIntersecting }]));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('spec 3 §9 thumbnails load 200 ms after becoming visible', () => {
  it('loads the image 200 ms after the thumbnail enters view, not before', () => {
    vi.useFakeTimers();
    const setVisible = installObserver();
    render(<LazyThumbnail src="/c-sc/sc?i=p1" alt="Classic" width={160} height={100} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('img')).toBeNull();
    setVisible(true);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Classic' })).toHaveAttribute('src', '/c-sc/sc?i=p1');
  });

  it('cancels the load when the thumbnail leaves view first, and keeps a loaded image', () => {
    vi.useFakeTimers();
    const setVisible = installObserver();
    render(<LazyThumbnail src="/c-sc/sc?i=p1" alt="Classic" width={160} height={100} />);
    setVisible(true);
    act(() => vi.advanceTimersByTime(150));
    setVisible(false);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('img')).toBeNull();
    setVisible(true);
    act(() => vi.advanceTimersByTime(200));
    setVisible(false);
    expect(screen.getByRole('img', { name: 'Classic' })).toBeInTheDocument();
  });

  it('counts as visible without an observer and hides a failed image (spec 3 §8)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyThumbnail src="/broken" alt="Broken" width={160} height={100} />);
    act(() => vi.advanceTimersByTime(200));
    const image = screen.getByRole('img', { name: 'Broken' });
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
  });

  it('says the preview is unavailable when there is no address to load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyThumbnail src="" alt="Unknown" width={160} height={100} />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
  });
});
