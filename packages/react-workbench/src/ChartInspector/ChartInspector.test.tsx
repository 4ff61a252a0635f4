import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InspectorData } from '@chartbench/core';
import { ChartInspector } from './ChartInspector';

const DATA: InspectorData = {
  width: 400,
  height: 200,
  period: 'D',
  plotLeft: 20,
  plotRight: 320,
  plotTop: 10,
  plotBottom: 170,
  panels: [
    {
      id: 'price',
      maxY: 10,
      minY: 110,
      maxValue: 200,
      minValue: 100,
      isLog: false,
      isPrice: true,
      isVolume: false,
      hasFullQuote: false,
    },
    {
      id: 'ind1',
      maxY: 120,
      minY: 170,
      maxValue: 100,
      minValue: 0,
      isLog: false,
      isPrice: false,
      isVolume: false,
      hasFullQuote: false,
    },
  ],
  bars: [
    {
      barIndex: 30,
      startId: '20240301',
      endId: '20240301',
      open: 101,
      high: 103,
      low: 100,
      close: 102,
      volume: 5000,
      percentChange: 0.5,
    },
    {
      barIndex: 40,
      startId: '20240304',
      endId: '20240304',
      open: 102,
      high: 104,
      low: 101,
      close: 103.5,
      volume: 6000,
      percentChange: 1.47,
    },
    {
      barIndex: 50,
      startId: '20240305',
      endId: '20240305',
      open: 103,
      high: 105,
      low: 102,
      close: 104,
      volume: 7000,
      percentChange: 0.48,
    },
  ],
};

/** Renders the inspector on a 400 x 200 surface drawn at half size, so pointer pixels are scaled by 2. */
function renderInspector(props: Partial<Parameters<typeof ChartInspector>[0]> = {}) {
  render(<ChartInspector data={DATA} {...props} />);
  const surface = screen.getByTestId('chart-inspector');
  surface.getBoundingClientRect = () => ({
    left: 100,
    top: 50,
    width: 200,
    height: 100,
    right: 300,
    bottom: 150,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
  return surface;
}

/** A pointer event at image pixel (x, y). */
const at = (x: number, y: number, extra: Record<string, unknown> = {}) => ({
  clientX: 100 + x / 2,
  clientY: 50 + y / 2,
  ...extra,
});
const quote = () => screen.getByRole('status', { name: 'Inspector quote' });

describe('ChartInspector (spec 2 §7, spec 3 §5)', () => {
  it('shows the quote of the bar under the mouse on the price panel', () => {
    const surface = renderInspector();
    fireEvent.pointerMove(surface, at(42, 60));
    expect(quote()).toHaveTextContent('2024-03-04');
    expect(quote()).toHaveTextContent('C: 103.50');
    expect(quote()).toHaveTextContent('Vol: 6,000');
    expect(quote()).toHaveTextContent('Y: 150.00');
  });

  it('shows only the date and Y on another panel, and clears when the mouse leaves', () => {
    const surface = renderInspector();
    fireEvent.pointerMove(surface, at(50, 145));
    expect(quote().textContent).toBe('2024-03-05Y: 50.00');
    fireEvent.pointerLeave(surface);
    expect(screen.queryByRole('status', { name: 'Inspector quote' })).not.toBeInTheDocument();
  });

  it('hides the quote box while Ctrl is held', () => {
    const surface = renderInspector();
    fireEvent.pointerMove(surface, at(42, 60, { ctrlKey: true }));
    expect(screen.queryByRole('status', { name: 'Inspector quote' })).not.toBeInTheDocument();
  });

  it('measures periods across a drag, and percent and price up one', async () => {
    const surface = renderInspector();
    fireEvent.pointerDown(surface, at(30, 60, { button: 0 }));
    fireEvent.pointerMove(surface, at(50, 61));
    await waitFor(() => expect(quote()).toHaveTextContent('2 periods'));
    fireEvent.pointerUp(surface, at(50, 61));
    expect(quote()).not.toHaveTextContent('periods');
    fireEvent.pointerDown(surface, at(50, 60, { button: 0 }));
    fireEvent.pointerMove(surface, at(50, 10));
    await waitFor(() => expect(quote()).toHaveTextContent('+33.33% (+50.00)'));
  });

  it('spec 2 §7 keeps the direction a drag locked to past 5 px: a drift up still measures periods', async () => {
    const surface = renderInspector();
    fireEvent.pointerDown(surface, at(30, 60, { button: 0 }));
    fireEvent.pointerMove(surface, at(50, 61));
    await waitFor(() => expect(quote()).toHaveTextContent('2 periods'));
    // Now 50 px up and 20 across: unlocked, this would read as a vertical measure.
    fireEvent.pointerMove(surface, at(50, 10));
    await waitFor(() => expect(quote()).toHaveTextContent('Y: 200.00'));
    expect(quote()).toHaveTextContent('2 periods');
    expect(quote()).not.toHaveTextContent('(+50.00)');
  });

  it('repaints at most every 33 ms, and always paints the last move', () => {
    // A fake clock: on a loaded machine three real moves can be more than 33 ms apart, and each would paint.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const surface = renderInspector();
      fireEvent.pointerMove(surface, at(30, 60));
      fireEvent.pointerMove(surface, at(40, 60));
      fireEvent.pointerMove(surface, at(50, 60));
      expect(quote()).toHaveTextContent('2024-03-01');
      act(() => vi.advanceTimersByTime(32));
      expect(quote()).toHaveTextContent('2024-03-01');
      act(() => vi.advanceTimersByTime(1));
      expect(quote()).toHaveTextContent('2024-03-05');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why there is no readout when the data could not be had', () => {
    renderInspector({ data: null, error: 'No price data found.' });
    expect(screen.getByRole('status')).toHaveTextContent('No price data found.');
  });

  it('reads the chart without a mouse: focus it, the arrows move bar by bar and each quote is announced', async () => {
    const user = userEvent.setup();
    const surface = renderInspector();
    await user.tab();
    expect(surface).toHaveFocus();
    const live = () => surface.querySelector('[aria-live="polite"]');
    await user.keyboard('{ArrowLeft}');
    // The first arrow starts at the latest bar.
    expect(quote()).toHaveTextContent('2024-03-05');
    expect(live()).toHaveTextContent('2024-03-05, O: 103.00, H: 105.00, L: 102.00, C: 104.00, Chg: +0.48%');
    await user.keyboard('{ArrowLeft}');
    expect(live()).toHaveTextContent('2024-03-04, O: 102.00, H: 104.00, L: 101.00, C: 103.50');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(live()).toHaveTextContent('2024-03-01');
    await user.keyboard('{End}');
    expect(live()).toHaveTextContent('2024-03-05');
  });
});
