import { render, screen, fireEvent } from '@testing-library/react';
import { createBars } from '@chartbench/core';
import { createSampleBars } from '@chartbench/chart-engine';
import { ChartWidget } from './ChartWidget';

describe('ChartWidget', () => {
  it('draws the chart in the browser from bars, as an SVG image', () => {
    render(<ChartWidget symbol="aapl" bars={createSampleBars({ seed: 1, count: 300 })} settings={{ chartType: 'candle' }} />);
    const image = screen.getByRole('img', { name: 'Chart of AAPL' });
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it('hands comparison bars to the engine, so the performance indicator can draw', () => {
    const bars = createSampleBars({ seed: 1, count: 300 });
    const render1 = render(<ChartWidget symbol="AAPL" bars={bars} />);
    const without = decodeURIComponent(screen.getByRole('img').getAttribute('src') ?? '');
    render1.unmount();
    render(<ChartWidget symbol="AAPL" bars={bars} compare={[{ symbol: 'SPY', bars: createSampleBars({ seed: 2, count: 300 }) }]} />);
    const withSpy = decodeURIComponent(screen.getByRole('img').getAttribute('src') ?? '');
    expect(without).toContain('which are not available');
    expect(withSpy).not.toContain('which are not available');
  });

  it('shows the server image for a baseUrl', () => {
    render(<ChartWidget symbol="MSFT" baseUrl="https://charts.example.com" settings={{ period: 'W' }} />);
    expect(screen.getByRole('img', { name: 'Chart of MSFT' })).toHaveAttribute('src', 'https://charts.example.com/c-sc/sc/?s=MSFT&p=W&yr=1');
  });

  it('says what is wrong when the bars cannot be drawn', () => {
    const broken = { ...createBars(3), close: new Float64Array(1) };
    render(<ChartWidget symbol="AAPL" bars={broken} />);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('shows the chart-data error when the server image fails', () => {
    render(<ChartWidget symbol="MSFT" baseUrl="" caption="Synthetic data" />);
    fireEvent.error(screen.getByRole('img', { name: 'Chart of MSFT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Hmm... An error occurred while loading the image data.');
    expect(screen.getByText('Synthetic data')).toBeInTheDocument();
  });
});
