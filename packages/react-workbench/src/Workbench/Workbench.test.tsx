import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';

describe('Workbench: the first chart path (issue 2)', () => {
  it('shows loading, then the chart image of the starting symbol', async () => {
    const { api } = renderWithWorkbench(<Workbench />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    await api.answer('AAPL');
    const image = screen.getByRole('img', { name: 'Chart of AAPL (AAPL Corp)' });
    expect(image).toHaveAttribute('src', expect.stringContaining('s=AAPL&p=D'));
    fireEvent.load(image);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('charts a typed symbol on Enter', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    const field = screen.getByRole('textbox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'msft{Enter}');
    expect(api.lookups.at(-1)?.symbols).toEqual(['MSFT']);
    await api.answer('MSFT');
    expect(screen.getByRole('img', { name: /Chart of MSFT/ })).toHaveAttribute('src', expect.stringContaining('s=MSFT'));
  });

  it('reloads the chart with the period chosen in the period menu', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    await user.click(within(screen.getByRole('listbox', { name: 'Period' })).getByRole('option', { name: 'Weekly' }));
    await api.answer('AAPL');
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute('src', expect.stringContaining('p=W'));
  });

  it('reloads the chart with the range chosen in the range menu', async () => {
    const { api, user, workbench } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '3 Months' }));
    await api.answer('AAPL');
    expect(workbench.getState().chart.settings).toMatchObject({ range: '3m', rangeMonths: 3, rangeYears: 0 });
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute('src', expect.stringContaining('range=3m'));
  });

  it('spec 3 §2.1 shows the invalid-symbol screen for an unknown symbol, and recovers from it', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    const field = screen.getByRole('textbox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'ZZZZ{Enter}');
    await api.answer();
    expect(screen.getByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Try a new symbol' }), 'SPY{Enter}');
    await api.answer('SPY');
    expect(screen.getByRole('img', { name: /Chart of SPY/ })).toBeInTheDocument();
  });

  it('spec 3 §8 shows the chart-data error when the image fails', async () => {
    const { api } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    fireEvent.error(screen.getByRole('img', { name: /Chart of AAPL/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hmm... An error occurred while loading the image data. Please reload this page. If this error persists, please contact customer support and let them know what happened.',
    );
  });

  it('keeps the last image, dimmed, while the next one loads', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(screen.getByRole('img', { name: /Chart of AAPL/ })).toHaveAttribute('src', expect.stringContaining('p=D'));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(api.lookups).toHaveLength(2));
  });

  it('is one labelled region with a toolbar', () => {
    renderWithWorkbench(<Workbench label="Charts" />);
    const region = screen.getByRole('region', { name: 'Charts' });
    expect(within(region).getByRole('toolbar', { name: 'Chart controls' })).toBeInTheDocument();
  });
});
