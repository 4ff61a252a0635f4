import { fireEvent, screen } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartView } from './ChartView';

describe('ChartView', () => {
  it('shows a placeholder of the chart size and a loading status before the first image', () => {
    renderWithWorkbench(<ChartView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
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
});
