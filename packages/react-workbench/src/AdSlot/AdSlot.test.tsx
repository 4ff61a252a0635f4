import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdLoadState, AdProvider } from '@chartbench/core';
import { adLayout } from '@chartbench/core';
import { AdSlot } from './AdSlot';

const UNCONFIGURED: AdLoadState = { status: 'loaded', data: 'unconfigured' };
const visitorAt = (bodyWidth: number) =>
  adLayout({ loggedIn: false, bodyWidth, chartLoaded: true, enabled: true });

describe('spec 1 §1, spec 3 §9 AdSlot', () => {
  it('beside the chart: the three sidebar placeholders and the 300x600 sidewall', () => {
    render(<AdSlot slots={visitorAt(1400).beside} region="beside" load={UNCONFIGURED} />);
    const slots = within(screen.getByRole('complementary', { name: 'Advertisements' })).getAllByRole('img');
    expect(slots.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Advertisement 300 by 250',
      'Advertisement 300 by 300',
      'Advertisement 300 by 250',
      'Advertisement 300 by 600',
    ]);
    expect(slots[3]).toHaveStyle({ width: '300px', height: '600px' });
  });

  it('under the chart: the 970x250 leaderboard', () => {
    render(<AdSlot slots={visitorAt(1400).below} region="below" load={UNCONFIGURED} />);
    const below = screen.getByRole('complementary', { name: 'Advertisement below the chart' });
    expect(within(below).getByRole('img', { name: 'Advertisement 970 by 250' })).toHaveStyle({
      width: '970px',
      height: '250px',
    });
  });

  it('above the chart: one top placeholder sized to the page', () => {
    render(<AdSlot slots={visitorAt(600).above} region="above" load={UNCONFIGURED} />);
    expect(screen.getByRole('img', { name: 'Advertisement 320 by 50' })).toHaveStyle({
      width: '320px',
      height: '50px',
    });
  });

  it('shows nothing without slots (members)', () => {
    const { container } = render(<AdSlot slots={[]} region="beside" load={UNCONFIGURED} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('once the provider has loaded, it fills each slot by its element id and size', () => {
    const display = vi.fn<AdProvider['display']>();
    const provider: AdProvider = { load: () => Promise.resolve(), display };
    const shown = (
      <AdSlot
        slots={visitorAt(1400).beside}
        region="beside"
        load={{ status: 'loaded', data: 'shown' }}
        provider={provider}
      />
    );
    const { rerender } = render(shown);
    // A new render with the same slots (a new layout object) does not fill them again.
    rerender(<AdSlot {...shown.props} slots={visitorAt(1400).beside} />);
    expect(display).toHaveBeenCalledTimes(4);
    const [id, size] = display.mock.calls[3] ?? [];
    expect(document.getElementById(id ?? '')).toHaveAccessibleName('Advertisement 300 by 600');
    expect(size).toEqual({ width: 300, height: 600 });
    expect(screen.queryByText('Advertisement')).toBeNull();
  });

  it('while loading the placeholders are busy; once failed they stay, with Try Again', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <AdSlot slots={visitorAt(600).above} region="above" load={{ status: 'loading' }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('complementary')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <AdSlot slots={visitorAt(600).above} region="above" load={{ status: 'failed' }} onRetry={onRetry} />,
    );
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
