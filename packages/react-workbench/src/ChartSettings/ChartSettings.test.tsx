import { screen, within } from '@testing-library/react';
import { createDefaultChartSettings } from '@chartbench/core';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartSettings } from './ChartSettings';

// The whole panel renders dozens of menus; the shared test machine is slow, so each test gets more time.
vi.setConfig({ testTimeout: 20_000 });

const TODAY = '2026-11-20';
const renderPanel = (options: Parameters<typeof renderWithWorkbench>[1] = {}, canApplyToAll = true) =>
  renderWithWorkbench(<ChartSettings canApplyToAll={canApplyToAll} today={TODAY} />, options);

const section = (name: string) => screen.getByRole('group', { name });
const names = (rows: readonly { indicatorName?: string; overlayName?: string }[]) =>
  rows.map((r) => r.indicatorName ?? r.overlayName);

describe('spec 2 §2 ChartSettings panel', () => {
  it('has labelled fieldsets for ATTRIBUTES, OVERLAYS and INDICATORS', () => {
    renderPanel();
    for (const name of ['ATTRIBUTES', 'OVERLAYS', 'INDICATORS']) expect(section(name)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'PERFCHART SYMBOLS' })).not.toBeInTheDocument();
  });

  it('changing the chart type stays in the draft until Update Chart', async () => {
    const { user, workbench } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Chart Type: OHLC Bars (thick)' }));
    await user.click(screen.getByRole('option', { name: 'Kagi' }));
    expect(workbench.getState().chart.settings.chartType).toBe('ohlcThick');
    expect(screen.getByRole('button', { name: 'Kagi Reversal Unit: ATR' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Chart' }));
    expect(workbench.getState().chart.settings.chartType).toBe('kagi');
  });

  it('spec 2 §4 changing the kagi unit resets the reversal to its default', async () => {
    const { user } = renderPanel({ settings: { ...createDefaultChartSettings(), chartType: 'kagi' } });
    await user.click(screen.getByRole('button', { name: 'Kagi Reversal Unit: ATR' }));
    await user.click(screen.getByRole('option', { name: 'Percentage' }));
    expect(screen.getByRole('textbox', { name: 'Kagi Reversal' })).toHaveValue('0.5');
  });

  it('spec 2 §4 a range change reloads the chart at once', async () => {
    const { user, workbench } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '6 Months' }));
    expect(workbench.getState().chart.settings).toMatchObject({ range: '6m', rangeMonths: 6, rangeYears: 0 });
  });

  it('spec 2 §4 an invalid custom width reverts on blur; a valid one is saved as a number', async () => {
    const { user, workbench } = renderPanel({
      member: MEMBERS.pro,
      settings: { ...createDefaultChartSettings(), chartSize: 'custom' },
    });
    const width = screen.getByRole('textbox', { name: 'Width' });
    expect(width).toHaveAttribute('placeholder', 'Number of Pixels');
    await user.clear(width);
    await user.type(width, '12x');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(width).toHaveValue('700');
    await user.clear(width);
    await user.type(width, '840{Enter}');
    expect(width).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Update Chart' }));
    expect(workbench.getState().chart.settings.customWidth).toBe(840);
  });

  it('spec 1 §5.2 a typed start date is read by core; text it cannot read reverts; empty shows (today)', async () => {
    const { user, workbench } = renderPanel();
    const start = screen.getByRole('textbox', { name: 'Start' });
    expect(screen.getByRole('textbox', { name: 'End' })).toHaveAttribute('placeholder', '(today)');
    await user.clear(start);
    await user.type(start, '1/2/24{Enter}');
    expect(start).not.toHaveFocus();
    expect(workbench.getState().chart.settings.rangeStartDate).toBe('2024-01-02');
    await user.clear(start);
    await user.type(start, 'yesterday');
    await user.tab();
    expect(start).toHaveValue('2024-01-02');
    expect(workbench.getState().chart.settings.rangeStartDate).toBe('2024-01-02');
  });

  it('spec 2 §4 extra bars: empty means 0, invalid reverts', async () => {
    const { user } = renderPanel();
    const bars = screen.getByRole('textbox', { name: 'Extra Bars' });
    await user.clear(bars);
    await user.type(bars, '-3');
    await user.tab();
    expect(bars).toHaveValue('0');
  });

  it('spec 2 §3 Adjust For Dividends rewrites the symbol prefix and reloads', async () => {
    const { user, workbench } = renderPanel({ symbol: 'IBM' });
    await user.click(screen.getByRole('checkbox', { name: 'Adjust For Dividends' }));
    expect(workbench.getState().chart.symbol).toBe('_IBM');
  });

  it('spec 2 §2 Apply ChartStyle to All is disabled when the host says so', () => {
    renderPanel({}, false);
    expect(screen.getByRole('button', { name: 'Apply ChartStyle to All' })).toBeDisabled();
  });

  it('spec 2 §2 Apply ChartStyle to All asks the host when it says what to do', async () => {
    const onApplyToAll = vi.fn();
    const { user, workbench } = renderWithWorkbench(
      <ChartSettings canApplyToAll onApplyToAll={onApplyToAll} today={TODAY} />,
      { member: MEMBERS.free },
    );
    await user.click(screen.getByRole('button', { name: 'Apply ChartStyle to All' }));
    expect(onApplyToAll).toHaveBeenCalledTimes(1);
    expect(workbench.getState().modal).toBeNull();
  });
});

describe('spec 2 §2, §4 overlay and indicator rows', () => {
  it('a pro member adds an indicator: its parameters take the defaults', async () => {
    const { user, workbench } = renderPanel({ member: MEMBERS.pro });
    await user.click(screen.getByRole('button', { name: 'Indicator 4: - none -' }));
    await user.click(screen.getByRole('option', { name: /^RSI|Relative Strength Index/ }));
    expect(screen.getByRole('textbox', { name: 'Indicator 4 Parameters' })).toHaveValue('14');
    expect(screen.getByRole('button', { name: 'Indicator 5: - none -' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Chart' }));
    expect(names(workbench.getState().chart.settings.sortedIndicators)).toEqual([
      'performance',
      'volume',
      'macd',
      'rsi',
      '',
    ]);
  });

  it('spec 2 §6 a visitor at the free maximum is sent to create an account', async () => {
    const { user, workbench } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Overlay 4: - none -' }));
    await user.click(screen.getByRole('option', { name: /^Bollinger Bands/ }));
    expect(workbench.getState().modal?.id).toBe('createAccount');
    expect(screen.getByRole('button', { name: 'Overlay 4: - none -' })).toBeInTheDocument();
  });

  it('moves an overlay down and deletes one', async () => {
    const { user } = renderPanel();
    const overlays = () => within(screen.getByRole('list', { name: 'Overlays' }));
    await user.click(overlays().getByRole('button', { name: 'Move Overlay 1 down' }));
    expect(overlays().getByRole('textbox', { name: 'Overlay 1 Parameters' })).toHaveValue('50');
    expect(overlays().getByRole('textbox', { name: 'Overlay 2 Parameters' })).toHaveValue('20');
    await user.click(overlays().getByRole('button', { name: 'Remove Overlay 1' }));
    expect(overlays().getByRole('textbox', { name: 'Overlay 1 Parameters' })).toHaveValue('20');
    expect(overlays().getAllByRole('listitem')).toHaveLength(3);
  });

  it('the placeholder row has no remove button and no parameters input', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Remove Overlay 4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Overlay 4 Parameters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Overlay 1 up' })).toBeDisabled();
  });

  it('spec 2 §3 a row colour is chosen from the named list and stored by name', async () => {
    const { user, workbench } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Overlay 1 Color: Green' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Light Gray');
    expect(options.at(-1)).toBe('Auto');
    await user.click(screen.getByRole('option', { name: 'Magenta' }));
    await user.click(screen.getByRole('button', { name: 'Indicator 1 Color: Auto' }));
    await user.click(screen.getByRole('option', { name: 'Dark Gray' }));
    await user.click(screen.getByRole('button', { name: 'Update Chart' }));
    const { sortedOverlays, sortedIndicators } = workbench.getState().chart.settings;
    expect(sortedOverlays[0]?.overlayColor).toBe('magenta');
    expect(sortedIndicators[0]?.indicatorColor).toBe('darkGray');
  });

  it('spec 2 §3 VWAP is offered on intraday charts only', async () => {
    const { user, workbench } = renderPanel({ member: MEMBERS.pro });
    await user.click(screen.getByRole('button', { name: 'Overlay 4: - none -' }));
    const vwap = screen.getByRole('option', { name: /^VWAP/ });
    expect(vwap).toHaveAttribute('aria-disabled', 'true');
    expect(vwap).toHaveTextContent('Intraday charts only');
    await user.click(vwap);
    expect(screen.getByRole('button', { name: 'Overlay 4: - none -' })).toBeInTheDocument();
    expect(workbench.getState().modal).toBeNull();
  });

  it('spec 2 §3 VWAP can be chosen on a 5 minute chart', async () => {
    const { user } = renderPanel({
      member: MEMBERS.pro,
      settings: { ...createDefaultChartSettings(), period: '5' },
    });
    await user.click(screen.getByRole('button', { name: 'Overlay 4: - none -' }));
    await user.click(screen.getByRole('option', { name: 'VWAP' }));
    expect(screen.getByRole('button', { name: 'Overlay 4: VWAP' })).toBeInTheDocument();
  });

  it('Clear All Indicators leaves only blank rows', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Clear All Indicators' }));
    expect(
      within(screen.getByRole('list', { name: 'Indicators' })).queryAllByRole('button', { name: /^Remove/ }),
    ).toHaveLength(0);
  });
});

describe('spec 2 §2 PerfChart symbols', () => {
  const perf = {
    ...createDefaultChartSettings(),
    chartType: 'perfChart',
    perfChartSymbols: [{ id: 1, symbol: 'MSFT' }],
  };

  it('shows the reduced set with the baseline checkbox and symbol rows', async () => {
    const { user } = renderPanel({ settings: perf });
    expect(section('PERFCHART SYMBOLS')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'INDICATORS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Log Scale' })).not.toBeInTheDocument();
    const symbol = screen.getByRole('textbox', { name: 'Symbol 2' });
    await user.type(symbol, ' ibm {Enter}');
    expect(screen.getByRole('textbox', { name: 'Symbol 2' })).toHaveValue('IBM');
    expect(screen.getByRole('checkbox', { name: 'Use Main Symbol As Baseline' })).not.toBeChecked();
  });

  it('spec 2 §6 a visitor may not add a 5th comparison symbol', async () => {
    const four = {
      ...perf,
      perfChartSymbols: ['A', 'B', 'C', 'D'].map((symbol, i) => ({ id: i + 1, symbol })),
    };
    const { user, workbench } = renderPanel({ settings: four });
    await user.type(screen.getByRole('textbox', { name: 'Symbol 5' }), 'IBM{Enter}');
    expect(workbench.getState().modal?.id).toBe('createAccount');
    expect(screen.getByRole('textbox', { name: 'Symbol 5' })).toHaveValue('');
  });
});
