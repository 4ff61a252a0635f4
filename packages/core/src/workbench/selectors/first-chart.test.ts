import { createInitialState } from '../store/create-workbench';
import type { ChartStatus } from '../chart/chart.transitions';
import { selectFirstChartSettled } from './index';

const withChart = (requestId: number, status: ChartStatus) => {
  const state = createInitialState();
  return { ...state, chart: { ...state.chart, requestId, status } };
};

describe('selectFirstChartSettled', () => {
  it('is false before any chart was asked for, and while the first one loads', () => {
    expect(selectFirstChartSettled(createInitialState())).toBe(false);
    expect(selectFirstChartSettled(withChart(1, 'loading'))).toBe(false);
  });

  it.each<ChartStatus>(['loaded', 'error', 'imageHidden', 'invalidSymbol', 'timedOut'])(
    'is true once the first chart is %s',
    (status) => {
      expect(selectFirstChartSettled(withChart(1, status))).toBe(true);
    },
  );
});
