import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';

const APPLE = { symbol: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ' };

describe('spec 3 §5 autosuggest: suggestSymbols', () => {
  it('asks the backend with the text trimmed and returns its suggestions', async () => {
    const ports = createFakePorts();
    ports.api.backend.suggestions = (text) => (text === 'ap' ? [APPLE] : []);
    const workbench = createWorkbench(ports);
    await expect(workbench.actions.suggestSymbols('  ap ')).resolves.toEqual([APPLE]);
    expect(ports.api.calls).toEqual(['getSymbolSuggestions ap']);
  });

  it.each([
    ['blank text, without asking', '   '],
    ['an empty string, without asking', ''],
  ])('gives no suggestions for %s', async (_name, text) => {
    const ports = createFakePorts();
    await expect(createWorkbench(ports).actions.suggestSymbols(text)).resolves.toEqual([]);
    expect(ports.api.calls).toEqual([]);
  });

  it('a failed request gives an empty list, not an error', async () => {
    const ports = createFakePorts();
    ports.api.backend.suggestions = () => new Error('offline');
    await expect(createWorkbench(ports).actions.suggestSymbols('ms')).resolves.toEqual([]);
  });

  it('a backend without suggestions gives an empty list', async () => {
    const ports = createFakePorts();
    const { getSymbolSuggestions: _unused, ...api } = ports.api;
    await expect(createWorkbench({ ...ports, api }).actions.suggestSymbols('ms')).resolves.toEqual([]);
  });
});

describe('spec 2 §7 the chart image carries a temporary style of the chart’s XML', () => {
  it('the image address names the temporary style of the chart being viewed', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(ports.api.calls).toEqual(['createTempStyle']);
    expect(ports.api.imageRequests.at(-1)?.styleId).toMatch(/^t\d+$/);
    expect(workbench.getState().chart.imageUrl).toContain('&i=t');
  });

  it('a chart whose style cannot be cached cannot be shown as asked: the chart-data error', async () => {
    const ports = createFakePorts();
    ports.api.backend.tempStyleFailure = new Error('500');
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(workbench.getState().chart).toMatchObject({ status: 'error', imageUrl: null });
  });

  it('a backend without a style cache gets the image address without a style', async () => {
    const ports = createFakePorts();
    const { createTempStyle: _unused, ...api } = ports.api;
    const workbench = createWorkbench({ ...ports, api });
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    expect(workbench.getState().chart.imageUrl).not.toContain('&i=');
    expect(workbench.getState().chart.status).toBe('loading');
  });
});

describe('spec 2 §3 the main symbol’s prefix flags stay on the chart, not on the lookup', () => {
  it.each([['_MSFT'], ['-MSFT'], ['_-MSFT']])(
    '%s looks up MSFT and shows the flagged chart',
    async (flagged) => {
      const ports = createFakePorts();
      const workbench = createWorkbench(ports);
      workbench.actions.start();
      ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
      await settle();
      workbench.actions.loadChart({ symbol: flagged });
      expect(ports.api.lookups[1]!.symbols).toEqual(['MSFT']);
      ports.api.lookups[1]!.resolve([companyInfo('MSFT')]);
      await settle();
      expect(workbench.getState().chart).toMatchObject({ symbol: flagged, status: 'loading' });
      expect(workbench.getState().chart.imageUrl).toContain(`s=${encodeURIComponent(flagged)}`);
    },
  );
});

describe('spec 1 §5.3 composite main symbols chart when each part is known', () => {
  it.each([['IBM:$SPX'], ['AAPL-SPY']])('%s looks its parts up and asks for its image', async (symbol) => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    workbench.actions.submitSymbol(symbol);
    const parts = symbol.split(/[:-]/);
    const lookup = ports.api.lookups.at(-1)!;
    expect(lookup.symbols.filter((part) => part !== 'AAPL')).toEqual(parts.filter((part) => part !== 'AAPL'));
    lookup.resolve(lookup.symbols.map((part) => companyInfo(part)));
    await settle();
    expect(workbench.getState().chart).toMatchObject({ symbol, status: 'loading' });
    const query = (workbench.getState().chart.imageUrl ?? '').split('?')[1];
    expect(new URLSearchParams(query).get('s')).toBe(symbol);
  });

  it('a composite with an unknown part shows the invalid-symbol screen', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
    await settle();
    workbench.actions.submitSymbol('IBM:NOSUCH');
    ports.api.lookups.at(-1)!.resolve([companyInfo('IBM')]);
    await settle();
    expect(workbench.getState().chart.status).toBe('invalidSymbol');
  });
});

describe('spec 3 §5 a comma list typed in the symbol box makes a PerfChart', () => {
  it('charts the first symbol as a PerfChart of the others, four at most for a visitor', () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    workbench.actions.submitSymbol('aapl, msft,spy,ibm,qqq,googl,nvda');
    const { chart } = workbench.getState();
    expect(chart.symbol).toBe('AAPL');
    expect(chart.status).toBe('loading');
    expect(chart.settings.chartType).toBe('perfChart');
    expect(chart.settings.perfChartSymbols.map((entry) => entry.symbol)).toEqual([
      'MSFT',
      'SPY',
      'IBM',
      'QQQ',
    ]);
  });

  it('a list of blanks and commas charts nothing', () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    const before = workbench.getState().chart;
    workbench.actions.submitSymbol(' , ,');
    expect(workbench.getState().chart).toBe(before);
  });
});
