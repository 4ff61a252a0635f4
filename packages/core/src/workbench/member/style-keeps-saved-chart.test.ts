import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { createFakePorts, settle } from '../testing/fake-ports';
import { logIn, MSFT_CHART } from '../testing/member-fixtures';

async function viewingSavedChart() {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  await settle();
  await workbench.actions.loadSavedCharts(1);
  await expect(workbench.actions.openSavedChart(MSFT_CHART.recid)).resolves.toBe(true);
  return { workbench, state: () => workbench.getState() };
}

describe('spec 2 §4 loading a ChartStyle clears the saved chart only if the symbol changes', () => {
  it('a style button on the saved chart’s symbol keeps the saved chart and its record id', async () => {
    const { workbench, state } = await viewingSavedChart();
    await expect(workbench.actions.applyStyleButton(1)).resolves.toBe(true);
    expect(state().chart).toMatchObject({
      symbol: 'MSFT',
      recid: MSFT_CHART.recid,
      settings: { chartType: 'candle' },
    });
    expect(state().savedChart?.recid).toBe(MSFT_CHART.recid);
  });

  it('a style (library or sample) without a symbol, or with the same one, keeps the saved chart', async () => {
    const { workbench, state } = await viewingSavedChart();
    const settings = { ...createDefaultChartSettings(), chartType: 'line' };
    workbench.actions.loadStyle(settings);
    expect(state().chart).toMatchObject({ recid: MSFT_CHART.recid, settings: { chartType: 'line' } });
    workbench.actions.loadStyle(settings, ' msft ');
    expect(state().savedChart?.recid).toBe(MSFT_CHART.recid);
  });

  it('a sample style with its own root symbol charts that symbol and clears the saved chart', async () => {
    const { workbench, state } = await viewingSavedChart();
    workbench.actions.loadStyle(createDefaultChartSettings(), '$SPX');
    expect(state().chart).toMatchObject({ symbol: '$SPX', recid: 0 });
    expect(state().savedChart).toBeNull();
  });
});
