import { act, fireEvent, screen } from '@testing-library/react';
import { createDefaultChartSettings, formatInspectorText, type InspectorData } from '@chartbench/core';
import { createTestApi, renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartView } from './ChartView';

/** A clock whose timers run only when the test says: `run(ms)` fires those due within `ms`. */
function manualClock() {
  const timers = new Map<number, { at: number; cb: () => void }>();
  let now = 1_700_000_000_000;
  let next = 1;
  return {
    now: () => now,
    setTimeout: (cb: () => void, ms: number) => {
      timers.set(next, { at: now + ms, cb });
      return next++;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    run(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.cb();
      }
    },
  };
}

describe('ChartView', () => {
  it('spec 2 §5, §8 an image not rendered within 30 s shows the timeout message, not "Loading chart" forever', async () => {
    const clock = manualClock();
    const { api, user, workbench } = renderWithWorkbench(<ChartView />, {}, { clock });
    await api.answer('AAPL');
    act(() => clock.run(29_999));
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    act(() => clock.run(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The chart image took too long to load. Please try again.',
    );
    expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument();
    const before = workbench.getState().chart.requestId;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(workbench.getState().chart.requestId).toBeGreaterThan(before);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
  });

  it('spec 2 §5 an image that loaded in time is not timed out later', async () => {
    const clock = manualClock();
    const { api } = renderWithWorkbench(<ChartView />, {}, { clock });
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    act(() => clock.run(60_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('issue #20 the first chart a server-drawn page already shows', () => {
    const settings = createDefaultChartSettings();
    const imageUrl = createTestApi().chartImageUrl({ symbol: 'AAPL', settings });
    const shownChart = {
      symbol: 'AAPL',
      settings,
      companyInfo: { name: 'AAPL Corp', exchange: 'NYSE', isEOD: false },
      imageUrl,
    };
    /** The page's image as the browser has it when the script starts: loaded (its width) or broken (0). */
    function imageInThePage(naturalWidth: number): () => void {
      const proto = HTMLImageElement.prototype;
      const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
      const width = Object.getOwnPropertyDescriptor(proto, 'naturalWidth');
      Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
      Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => naturalWidth });
      return () => {
        if (complete) Object.defineProperty(proto, 'complete', complete);
        if (width) Object.defineProperty(proto, 'naturalWidth', width);
      };
    }

    it('shows it at once, and counts it as loaded when the start-up loads the same chart', async () => {
      const restore = imageInThePage(900);
      try {
        const { api, workbench } = renderWithWorkbench(<ChartView />, { shownChart });
        // Mounted, the start-up is looking the symbol up again: the served image stays on screen meanwhile.
        const served = screen.getByRole('img', { name: 'Chart of AAPL (AAPL Corp)' });
        expect(served).toHaveAttribute('src', imageUrl);
        await api.answer('AAPL');
        expect(workbench.getState().chart.status).toBe('loaded');
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        // The same element: the browser neither fetches nor decodes it again.
        expect(screen.getByRole('img', { name: 'Chart of AAPL (AAPL Corp)' })).toBe(served);
      } finally {
        restore();
      }
    });

    it('hides it, as any image that fails (spec 3 §8), when it broke before the script ran', async () => {
      const restore = imageInThePage(0);
      try {
        const { api, workbench } = renderWithWorkbench(<ChartView />, { shownChart });
        await api.answer('AAPL');
        expect(workbench.getState().chart.status).toBe('imageHidden');
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      } finally {
        restore();
      }
    });
  });

  it('shows a placeholder of the chart size and a loading status before the first image', () => {
    renderWithWorkbench(<ChartView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('issue #18 holds the chart size while the first image loads, so the page does not shift', async () => {
    const { api, workbench } = renderWithWorkbench(<ChartView />);
    await api.answer('AAPL');
    const image = screen.getByRole('img', { name: /Chart of AAPL/ });
    const box = image.parentElement as HTMLElement;
    expect(workbench.getState().chart.status).toBe('loading');
    expect(getComputedStyle(box).width).toMatch(/^[1-9]\d+px$/);
    fireEvent.load(image);
    expect(getComputedStyle(box).width).not.toMatch(/px$/);
  });

  it('marks the image loaded only for the newest load (an older image event is ignored)', async () => {
    const { api, workbench } = renderWithWorkbench(<ChartView />);
    await api.answer('AAPL');
    const image = screen.getByRole('img', { name: /Chart of AAPL/ });
    fireEvent.load(image);
    expect(workbench.getState().chart.status).toBe('loaded');
    expect(image).toHaveAttribute('src', expect.stringContaining('s=AAPL'));
  });

  it('spec 3 §2.1 an unknown symbol shows the invalid-symbol screen', async () => {
    const { api } = renderWithWorkbench(<ChartView />, { symbol: 'QQQQQ' });
    await api.answer();
    expect(screen.getByRole('heading', { name: "Hmm, we couldn't find data for QQQQQ" })).toBeInTheDocument();
  });

  it('spec 1 §5.3 a malformed symbol shows the invalid-symbol screen without asking the server', () => {
    const { api } = renderWithWorkbench(<ChartView />, { symbol: 'A::B' });
    expect(screen.getByRole('heading', { name: "Hmm, we couldn't find data for A::B" })).toBeInTheDocument();
    expect(api.lookups).toHaveLength(0);
  });

  it('spec 2 §7 with the inspector on, reads the loaded chart under the mouse from its inspector text', async () => {
    const data: InspectorData = {
      width: 400,
      height: 200,
      period: 'D',
      plotLeft: 0,
      plotRight: 400,
      plotTop: 0,
      plotBottom: 200,
      panels: [
        {
          id: 'price',
          maxY: 0,
          minY: 200,
          maxValue: 200,
          minValue: 100,
          isLog: false,
          isPrice: true,
          isVolume: false,
          hasFullQuote: false,
        },
      ],
      bars: [
        {
          barIndex: 200,
          startId: '20240305',
          endId: '20240305',
          open: 150,
          high: 152,
          low: 149,
          close: 151,
          volume: 100,
          percentChange: 1,
        },
      ],
    };
    const asked: string[] = [];
    const { api, workbench } = renderWithWorkbench(<ChartView />, {}, {});
    Object.assign(api, {
      getInspectorText: async (request: { symbol: string }) => (
        asked.push(request.symbol),
        formatInspectorText(data)
      ),
    });
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    expect(screen.queryByTestId('chart-inspector')).not.toBeInTheDocument();
    await act(async () => workbench.actions.setInspector(true));
    expect(asked).toEqual(['AAPL']);
    const surface = screen.getByTestId('chart-inspector');
    surface.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(surface, { clientX: 201, clientY: 100 });
    expect(screen.getByRole('status', { name: 'Inspector quote' })).toHaveTextContent('C: 151.00');
    await act(async () => workbench.actions.setInspector(false));
    expect(screen.queryByTestId('chart-inspector')).not.toBeInTheDocument();
  });
});
