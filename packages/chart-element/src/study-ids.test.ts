import { createDefaultChartSettings, findChartType } from '@chartbench/core';
import { CHART_TYPES } from '@chartbench/core';
import { studyIds } from './study-ids';

const typeWith = (engineType: string) =>
  CHART_TYPES.find((option) => findChartType(option.value)?.engineType === engineType)!.value;

describe('what <chartbench-chart> loads before it computes a chart', () => {
  it('asks for the default chart’s own studies, and no ATR for its plain bars', () => {
    const ids = studyIds(createDefaultChartSettings());
    expect(ids).toEqual(expect.arrayContaining(['sma', 'volume', 'macd']));
    expect(ids).not.toContain('atr');
  });

  it('asks for MACD on an Elder Impulse chart without a MACD panel: it colours its bars by the histogram', () => {
    const settings = {
      ...createDefaultChartSettings(),
      chartType: typeWith('elderImpulse'),
      sortedIndicators: [],
      sortedOverlays: [],
    };
    expect(studyIds(settings)).toEqual(['macd']);
  });

  it('asks for ATR where Renko or Kagi size by ATR, and not when they size by points', () => {
    const renko = { ...createDefaultChartSettings(), chartType: typeWith('renko') };
    expect(studyIds({ ...renko, renkoUnit: 'atr' })).toContain('atr');
    expect(studyIds({ ...renko, renkoUnit: 'points' })).not.toContain('atr');
    const kagi = { ...createDefaultChartSettings(), chartType: typeWith('kagi') };
    expect(studyIds({ ...kagi, kagiUnit: 'atr' })).toContain('atr');
    expect(studyIds({ ...kagi, kagiUnit: 'percentage' })).not.toContain('atr');
  });
});
