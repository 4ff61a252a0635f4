import { act, screen, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { SiteFooter } from './SiteFooter';

describe('spec 3 §2.13 footer', () => {
  it('names the data vendor, the 15-minute delay, the links and the version', () => {
    renderWithWorkbench(<SiteFooter version="1.2.3" />);
    const footer = within(screen.getByRole('contentinfo', { name: 'Site footer' }));
    expect(footer.getByText('Market data provided by Chartbench synthetic market data.')).toBeInTheDocument();
    expect(footer.getByText('Data delayed 15 minutes unless otherwise stated.')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Site Map' })).toHaveAttribute('href', '/sitemap.html');
    expect(footer.getByText('Version 1.2.3')).toBeInTheDocument();
  });

  it('Refresh reloads the chart', async () => {
    const { api, user, workbench } = renderWithWorkbench(<SiteFooter />);
    act(() => workbench.actions.start());
    await api.answer('AAPL');
    const before = workbench.getState().chart.requestId;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(workbench.getState().chart.requestId).toBeGreaterThan(before);
  });

  it('a host can leave the Refresh button out', () => {
    renderWithWorkbench(<SiteFooter refreshButton={false} />);
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });
});
