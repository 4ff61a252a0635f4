import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createBars } from '@chartbench/core';
import { createSampleBars, sampleAnnotations } from '@chartbench/chart-engine';
import { ChartWidget } from './ChartWidget';

const BARS = createSampleBars({ seed: 1, count: 600 });

describe('ChartWidget', () => {
  it('draws an interactive chart of the bars it is given, labelled for assistive technology', () => {
    render(
      <ChartWidget symbol="aapl" bars={BARS} width={640} height={360} settings={{ chartType: 'candle' }} />,
    );
    const chart = screen.getByRole('application');
    expect(chart).toHaveAccessibleName(/^AAPL Candlesticks chart\. Arrow keys pan, plus and minus zoom\.$/);
    // The chart, its ChartNotes layer and the crosshair.
    expect(screen.getByRole('group', { name: 'Chart of AAPL' }).querySelectorAll('canvas')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws a saved chart’s ChartNotes over the chart, on their bars', () => {
    const notes = sampleAnnotations(BARS);
    const { rerender } = render(
      <ChartWidget symbol="AAPL" bars={BARS} width={640} height={360} annotations={notes} />,
    );
    const layer = () =>
      screen
        .getByRole('group', { name: 'Chart of AAPL' })
        .querySelector<HTMLCanvasElement>('canvas.cb-notes');
    expect(layer()?.dataset['drawings']).toBe(String(notes.drawings.length));
    rerender(<ChartWidget symbol="AAPL" bars={BARS} width={640} height={360} />);
    expect(layer()?.dataset['drawings']).toBe('0');
  });

  it('moves through the bars with the keyboard and tells the host the range shown', async () => {
    const onRangeChange = vi.fn();
    render(<ChartWidget symbol="AAPL" bars={BARS} width={640} height={360} onRangeChange={onRangeChange} />);
    const first = onRangeChange.mock.calls.at(-1)?.[0] as { start: number; end: number };
    expect(first.end).toBe(600);
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Home' });
    await waitFor(() =>
      expect(onRangeChange).toHaveBeenLastCalledWith(
        { start: 0, end: first.end - first.start },
        expect.anything(),
      ),
    );
  });

  it('renders the same first frame on the server: the chart’s height reserved, a loading status, no canvas', () => {
    const html = renderToString(<ChartWidget symbol="MSFT" bars={BARS} height={333} />);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<canvas');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the MSFT chart…');
    host.remove();
  });

  it('says what is wrong when the bars cannot be drawn', () => {
    const broken = { ...createBars(3), close: new Float64Array(1) };
    render(<ChartWidget symbol="AAPL" bars={broken} width={400} />);
    expect(screen.getByRole('alert')).toHaveTextContent('bars.time has 3 values but bars.close has 1');
  });

  it('shows the chart-data error when the server’s bars cannot be fetched', async () => {
    render(<ChartWidget symbol="MSFT" baseUrl="http://127.0.0.1:9" width={400} caption="Synthetic data" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the MSFT chart…');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Hmm... An error occurred while loading the image data.',
    );
    expect(screen.getByText('Synthetic data')).toBeInTheDocument();
  });
});
