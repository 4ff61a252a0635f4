import { act, screen, within } from '@testing-library/react';
import type { WorkbenchOptions } from '@chartbench/core';
import { DEFAULT_CHART_SETTINGS } from '@chartbench/core';
import { ChartView } from '../ChartView/ChartView';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';

/** Renders the chart view and answers the lookup: `$SPX` is an end-of-day symbol, the rest are not. */
async function renderAnswered(options: WorkbenchOptions) {
  const rendered = renderWithWorkbench(<ChartView />, options);
  const lookup = rendered.api.lookups.at(-1)!;
  await act(async () => {
    lookup.resolve(
      lookup.symbols.map((symbol) => ({
        symbol,
        companyInfo: { name: symbol, exchange: 'INDEX', isEOD: symbol === '$SPX' },
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}

const HEADING = "Unfortunately we don't have intraday data for $SPX";
const hourly = { ...DEFAULT_CHART_SETTINGS, period: '60' };

describe('spec 3 §2.1 and §8 the no-intraday screen', () => {
  it('an end-of-day symbol on an intraday period shows the message instead of the image', async () => {
    await renderAnswered({ symbol: '$SPX', settings: hourly });
    expect(screen.getByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['an end-of-day symbol on a daily chart', '$SPX', DEFAULT_CHART_SETTINGS],
    ['an intraday symbol on an hourly chart', 'AAPL', hourly],
  ])('%s shows the image', async (_name, symbol, settings) => {
    await renderAnswered({ symbol, settings });
    expect(screen.queryByRole('heading', { name: /intraday data/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(`Chart of \\${symbol}`) })).toBeInTheDocument();
  });

  it('its period menu has the intraday periods off; choosing one does nothing', async () => {
    const { user, workbench } = await renderAnswered({
      symbol: '$SPX',
      settings: hourly,
      member: MEMBERS.pro,
    });
    const requestId = workbench.getState().chart.requestId;
    await user.click(screen.getByRole('button', { name: 'Period: Hourly' }));
    const menu = screen.getByRole('listbox', { name: 'Period' });
    const option = (name: string) => within(menu).getByRole('option', { name: new RegExp(`^${name}`) });
    expect(option('Hourly')).toHaveAttribute('aria-disabled', 'true');
    expect(option('5 Minute')).toHaveTextContent('No intraday data');
    expect(option('Daily')).not.toHaveAttribute('aria-disabled');
    await user.click(option('5 Minute'));
    expect(workbench.getState().chart.requestId).toBe(requestId);
    expect(workbench.getState().modal).toBeNull();
  });

  it('choosing a daily or longer period charts it', async () => {
    const { api, user, workbench } = await renderAnswered({
      symbol: '$SPX',
      settings: hourly,
      member: MEMBERS.pro,
    });
    await user.click(screen.getByRole('button', { name: 'Period: Hourly' }));
    await user.click(screen.getByRole('option', { name: /^Weekly/ }));
    expect(workbench.getState().chart.settings.period).toBe('W');
    await api.answer('$SPX');
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
  });
});
