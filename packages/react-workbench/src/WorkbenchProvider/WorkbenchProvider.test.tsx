import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createApiClient } from '@chartbench/api-client';
import { createTestApi } from '../test/renderWithWorkbench';
import { WorkbenchProvider, useWorkbench } from './WorkbenchProvider';
import { workbenchApiFromClient } from './clientApi';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

function SymbolProbe() {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const status = useWorkbench((state) => state.chart.status);
  return (
    <p>
      {symbol} {status}
    </p>
  );
}

describe('WorkbenchProvider', () => {
  it('creates a workbench from an api and loads the first chart after mounting', () => {
    const api = createTestApi();
    render(
      <WorkbenchProvider api={api} options={{ symbol: 'msft' }}>
        <SymbolProbe />
      </WorkbenchProvider>,
    );
    expect(screen.getByText('MSFT loading')).toBeInTheDocument();
    expect(api.lookups.map((l) => l.symbols)).toEqual([['MSFT']]);
  });

  it('useWorkbench outside a provider is a clear wiring error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SymbolProbe />)).toThrow('wrap the component in <WorkbenchProvider>');
  });

  it('adapts an api-client: the image address is its /c-sc/sc/ URL of core’s chart query', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () =>
        Response.json({
          success: true,
          companiesInfo: [
            { symbol: 'AAPL', companyInfo: { name: 'Apple', exchange: 'NASDAQ', isEOD: false } },
          ],
        }),
    });
    const api = workbenchApiFromClient(client);
    await expect(api.getCompaniesInfo(['AAPL'])).resolves.toHaveLength(1);
    const { createDefaultChartSettings } = await import('@chartbench/core');
    expect(
      api.chartImageUrl({ symbol: 'AAPL', settings: createDefaultChartSettings(), randomNumber: 42 }),
    ).toBe('/c-sc/sc/?s=AAPL&p=D&yr=1&r=42');
  });
});
