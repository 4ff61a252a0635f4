import {
  INDICATORS,
  INDICATOR_GROUPS,
  MAX_INDICATORS,
  MAX_INDICATORS_FREE,
  findIndicator,
} from './indicators';
import { OVERLAYS, OVERLAY_GROUPS, MAX_OVERLAYS, MAX_OVERLAYS_FREE, findOverlay } from './overlays';
import type { IndicatorDefinition, OverlayDefinition } from './indicator-types';
import { studyDocumentationUrl } from './documentation';

// The ids and default parameters of the brief, copied from it.
const BRIEF_INDICATORS = `priceCompare: $SPX; pricePerformance: ''; performance: SPY; correlation: $SPX,20; priceRelative: $SPX;
sctr: ''; rsi: 14; macd: 12,26,9; macdHistogram: 12,26,9; ppo: 12,26,9; dpo: 20; cci: 20; roc: 12; fastStochastics: 14,3;
slowStochastics: 14,3; fullStochastics: 14,3,3; stochRsi: 14; williamsR: 14; ultimateOscillator: 7,14,28; trix: 15,9;
tsi: 25,13,7; kst: 10,15,20,30,10,10,10,15,9; specialK: 100,100; pmo: 35,20,10; coppock: 10,14,11; chandeTrendMeter: '';
adLine: ''; cmf: 20; chaikinOscillator: 3,10; mfi: 14; obv: ''; forceIndex: 13; eom: 14; nvi: 255; volume: '';
pvo: 12,26,9; atr: 14; bbWidth: 20,2; percentB: 20,2; stdDev: 10; ulcerIndex: 14; massIndex: 25;
ttmSqueeze: 20,2.0,20,1.5,20,20; adxDmi: 14; adxLine: 14; aroon: 25; aroonOscillator: 25; vortex: 14; slope: 20;
rSquared: 20; distanceFromMa: 20; highMinusLow: ''; medianPrice: ''; typicalPrice: ''; weightedClose: '';
upDown: $NYADV,$NYDEC`;
const BRIEF_OVERLAYS = `sma: 50; ema: 20; wma: 20; kama: 10,2,30; bollingerBands: 20,2; keltnerChannels: 20,2.0,10;
smaEnvelopes: 20,2.5; emaEnvelopes: 20,2.5; priceChannels: 20; ichimoku: 9,26,52; parabolicSar: 0.02,0.2; zigZag: 5;
zigZagRetrace: 5; alligator: 13,8,8,5,5,3; linearRegression: 20; raffRegression: 20; chandelierExit: 22,3.0;
pivotPoints: ''; horizontalLine: ''; highestHigh: 20; lowestLow: 20; volumeByPrice: 12; vwap: ''; priceOverlay: $SPX`;

function pairs(list: string): [string, string][] {
  return list.split(';').map((entry) => {
    const [id = '', params = ''] = entry.split(':').map((s) => s.trim());
    return [id, params === "''" ? '' : params];
  });
}

type Study = IndicatorDefinition | OverlayDefinition;

function checkStudy(d: Study, kind: 'indicator' | 'overlay'): void {
  expect(d.name.length).toBeGreaterThan(0);
  expect(d.serviceId).toMatch(/^[A-Z]+$/);
  const folder = kind === 'indicator' ? 'technical-indicators' : 'technical-overlays';
  expect(studyDocumentationUrl(kind, d.id)).toMatch(
    new RegExp(`^/table-of-contents/technical-indicators-and-overlays/${folder}/[a-z0-9-]+$`),
  );
  expect(d.outputs.length).toBeGreaterThan(0);
  expect(new Set(d.outputs).size).toBe(d.outputs.length);
  const given = d.defaultParameters === '' ? [] : d.defaultParameters.split(',');
  // Every default value sits in a declared parameter, and the declared defaults agree with the string.
  expect(given.length).toBeLessThanOrEqual(d.parameters.length);
  given.forEach((value, i) => expect(d.parameters[i]?.defaultValue).toBe(value));
  d.parameters.slice(given.length).forEach((p) => expect(p.optional).toBe(true));
  for (const p of d.parameters) {
    if (p.kind === 'int' && p.defaultValue !== '')
      expect(Number.isInteger(Number(p.defaultValue))).toBe(true);
    if ((p.kind === 'int' || p.kind === 'number') && p.defaultValue !== '' && p.min !== undefined) {
      expect(Number(p.defaultValue)).toBeGreaterThanOrEqual(p.min);
    }
  }
  expect(d.needsOtherSymbol).toBe(d.parameters.some((p) => p.kind === 'symbol'));
}

describe('indicator-catalogue.md and spec 2 §3 indicators', () => {
  it.each(pairs(BRIEF_INDICATORS))('%s has default parameters %j', (id, params) => {
    expect(findIndicator(id)?.defaultParameters).toBe(params);
  });

  it('has exactly the indicators of the brief, each id once', () => {
    expect(INDICATORS.map((d) => d.id)).toEqual(pairs(BRIEF_INDICATORS).map(([id]) => id));
  });

  it.each(INDICATORS.map((d) => [d.id, d] as const))('%s is complete and consistent', (_id, d) => {
    checkStudy(d, 'indicator');
    expect(INDICATOR_GROUPS).toContain(d.group);
  });

  it.each([
    ['macd', ['macd', 'signal', 'histogram']],
    ['adxDmi', ['adx', 'plusDi', 'minusDi']],
    ['fullStochastics', ['k', 'd']],
    ['volume', ['volume', 'direction']],
    ['performance', ['performance', 'comparison', 'difference']],
  ])('%s draws the lines %j', (id, outputs) => {
    expect(findIndicator(id)?.outputs).toEqual(outputs);
  });

  it.each([
    ['rsi', 'Momentum/Oscillators'],
    ['correlation', 'Statistical'],
    ['priceRelative', 'Relative Strength'],
    ['chandeTrendMeter', 'Trend'],
    ['obv', 'Money Flow'],
    ['pvo', 'Volume'],
    ['atr', 'Volatility'],
    ['stdDev', 'Statistical'],
    ['upDown', 'Other'],
    ['performance', 'Comparison'],
  ])('%s is in group %s', (id, group) => {
    expect(findIndicator(id)?.group).toBe(group);
  });

  it('uses every group of spec 2 §3', () => {
    expect(new Set(INDICATORS.map((d) => d.group))).toEqual(new Set(INDICATOR_GROUPS));
  });

  it('has 25 as the paying maximum and 3 as the free one (spec 2 §9)', () => {
    expect([MAX_INDICATORS, MAX_INDICATORS_FREE]).toEqual([25, 3]);
  });

  it('reads the MACD signal as optional (signal 1 or blank removes the histogram)', () => {
    expect(findIndicator('macd')?.parameters[2]).toMatchObject({ optional: true, min: 1 });
  });
});

describe('indicator-catalogue.md and spec 2 §3 overlays', () => {
  it.each(pairs(BRIEF_OVERLAYS))('%s has default parameters %j', (id, params) => {
    expect(findOverlay(id)?.defaultParameters).toBe(params);
  });

  it('has exactly the overlays of the brief, each id once', () => {
    expect(OVERLAYS.map((d) => d.id)).toEqual(pairs(BRIEF_OVERLAYS).map(([id]) => id));
  });

  it.each(OVERLAYS.map((d) => [d.id, d] as const))('%s is complete and consistent', (_id, d) => {
    checkStudy(d, 'overlay');
    expect(OVERLAY_GROUPS).toContain(d.group);
  });

  it('gives Ichimoku the extra period 26 (spec 2 §3)', () => {
    expect(findOverlay('ichimoku')?.parameters[3]).toMatchObject({ defaultValue: '26', optional: true });
    expect(findOverlay('ichimoku')?.outputs).toEqual(['conversion', 'base', 'spanA', 'spanB', 'lagging']);
  });

  it.each([
    ['pivotPoints', true],
    ['horizontalLine', true],
    ['sma', false],
  ])('%s has variable outputs: %s', (id, variable) => {
    expect(findOverlay(id)?.hasVariableOutputs).toBe(variable);
  });

  it('limits pivot types and SMA price fields to their choices', () => {
    expect(findOverlay('pivotPoints')?.parameters[0]?.choices).toEqual(['', 'F', 'D']);
    expect(findOverlay('sma')?.parameters[1]?.choices).toEqual(['O', 'H', 'L', 'C']);
    expect(findOverlay('horizontalLine')?.parameters[0]).toMatchObject({ kind: 'number', repeats: true });
  });

  it('draws Bollinger Bands as middle, upper and lower', () => {
    expect(findOverlay('bollingerBands')?.outputs).toEqual(['middle', 'upper', 'lower']);
  });

  it('marks VWAP intraday only and the price overlay on its own scale', () => {
    expect(findOverlay('vwap')?.isIntradayOnly).toBe(true);
    expect(findOverlay('priceOverlay')?.sharesPriceScale).toBe(false);
    expect(findOverlay('sma')?.sharesPriceScale).toBe(true);
  });

  it('has 25 as the paying maximum and 3 as the free one (spec 2 §9)', () => {
    expect([MAX_OVERLAYS, MAX_OVERLAYS_FREE]).toEqual([25, 3]);
  });

  it('refuses unknown ids', () => {
    expect(findOverlay('rsi')).toBeUndefined();
    expect(findIndicator('sma')).toBeUndefined();
  });

  it('gives each study a service id of its own within its catalogue', () => {
    expect(new Set(INDICATORS.map((d) => d.serviceId)).size).toBe(INDICATORS.length);
    expect(new Set(OVERLAYS.map((d) => d.serviceId)).size).toBe(OVERLAYS.length);
  });

  it('has about 70 entries in all (spec 2 §3)', () => {
    expect(INDICATORS.length + OVERLAYS.length).toBeGreaterThanOrEqual(70);
  });
});

describe('spec 2 §3 documentation links', () => {
  it('High Minus Low (the bar range) has its own page, not the High-Low Index breadth page', () => {
    expect(studyDocumentationUrl('indicator', 'highMinusLow')).toBe(
      '/table-of-contents/technical-indicators-and-overlays/technical-indicators/high-minus-low',
    );
  });

  it('is a lookup of the catalogue: an overlay has its own folder, an unknown id or an inherited name none', () => {
    expect(studyDocumentationUrl('overlay', 'sma')).toBe(
      '/table-of-contents/technical-indicators-and-overlays/technical-overlays/moving-averages-simple-and-exponential',
    );
    expect(studyDocumentationUrl('overlay', 'rsi')).toBeUndefined();
    expect(studyDocumentationUrl('indicator', 'nope')).toBeUndefined();
    expect(studyDocumentationUrl('indicator', 'toString')).toBeUndefined();
  });
});
