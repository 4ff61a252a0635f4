import { INDICATORS, OVERLAYS } from '@chartbench/core';
import type { Bars } from '@chartbench/core';
import { calculateIndicator, listIndicatorIds, parseIndicatorParameters } from './calculate';
import { randomWalkBars } from './testing/fixtures';

/** The ids and default parameters fixed by the brief (indicator-catalogue.md). */
const CATALOGUE: Record<string, string> = {
  priceCompare: '$SPX',
  pricePerformance: '',
  performance: 'SPY',
  correlation: '$SPX,20',
  priceRelative: '$SPX',
  sctr: '',
  rsi: '14',
  macd: '12,26,9',
  macdHistogram: '12,26,9',
  ppo: '12,26,9',
  dpo: '20',
  cci: '20',
  roc: '12',
  fastStochastics: '14,3',
  slowStochastics: '14,3',
  fullStochastics: '14,3,3',
  stochRsi: '14',
  williamsR: '14',
  ultimateOscillator: '7,14,28',
  trix: '15,9',
  tsi: '25,13,7',
  kst: '10,15,20,30,10,10,10,15,9',
  specialK: '100,100',
  pmo: '35,20,10',
  coppock: '10,14,11',
  chandeTrendMeter: '',
  adLine: '',
  cmf: '20',
  chaikinOscillator: '3,10',
  mfi: '14',
  obv: '',
  forceIndex: '13',
  eom: '14',
  nvi: '255',
  volume: '',
  pvo: '12,26,9',
  atr: '14',
  bbWidth: '20,2',
  percentB: '20,2',
  stdDev: '10',
  ulcerIndex: '14',
  massIndex: '25',
  ttmSqueeze: '20,2.0,20,1.5,20,20',
  adxDmi: '14',
  adxLine: '14',
  aroon: '25',
  aroonOscillator: '25',
  vortex: '14',
  slope: '20',
  rSquared: '20',
  distanceFromMa: '20',
  highMinusLow: '',
  medianPrice: '',
  typicalPrice: '',
  weightedClose: '',
  upDown: '$NYADV,$NYDEC',
  sma: '50',
  ema: '20',
  wma: '20',
  kama: '10,2,30',
  bollingerBands: '20,2',
  keltnerChannels: '20,2.0,10',
  smaEnvelopes: '20,2.5',
  emaEnvelopes: '20,2.5',
  priceChannels: '20',
  ichimoku: '9,26,52',
  parabolicSar: '0.02,0.2',
  zigZag: '5',
  zigZagRetrace: '5',
  alligator: '13,8,8,5,5,3',
  linearRegression: '20',
  raffRegression: '20',
  chandelierExit: '22,3.0',
  pivotPoints: '',
  horizontalLine: '',
  highestHigh: '20',
  lowestLow: '20',
  volumeByPrice: '12',
  vwap: '',
  priceOverlay: '$SPX',
};

const bars = randomWalkBars(1000);
const others: Record<string, Bars> = {};
const context = {
  symbolBars: (symbol: string): Bars => (others[symbol] ??= randomWalkBars(1000, symbol.length * 7919)),
};

describe('indicator-catalogue: every indicator and overlay is computed (spec 2 §3)', () => {
  it('covers exactly the catalogue ids', () => {
    expect(listIndicatorIds().sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it.each(Object.entries(CATALOGUE))(
    '%s: blank parameters equal the catalogue default %j',
    (id, defaults) => {
      expect(parseIndicatorParameters(id, '')).toEqual(parseIndicatorParameters(id, defaults));
    },
  );

  it.each(Object.keys(CATALOGUE))(
    '%s: named Float64Array lines at least as long as the bars, some values defined',
    (id) => {
      const out = calculateIndicator(id, CATALOGUE[id], bars, context);
      const lines = Object.values(out);
      if (id === 'horizontalLine') {
        expect(lines).toEqual([]);
        return;
      }
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).toBeInstanceOf(Float64Array);
        if (id !== 'volumeByPrice') expect(line.length).toBeGreaterThanOrEqual(bars.close.length);
      }
      // Special K needs 725 bars: with 1,000 every line has values.
      expect(lines.some((line) => line.some((value) => Number.isFinite(value)))).toBe(true);
    },
  );

  it('handles empty bars without throwing', () => {
    const empty = randomWalkBars(0);
    for (const id of Object.keys(CATALOGUE))
      expect(() => calculateIndicator(id, '', empty, context)).not.toThrow();
  });

  it('names the unknown indicator', () => {
    expect(() => calculateIndicator('nope', '', bars)).toThrow('Unknown indicator or overlay "nope"');
    expect(() => parseIndicatorParameters('nope', '')).toThrow('Unknown indicator or overlay "nope"');
  });

  it('does not touch the input bars', () => {
    const copy = Float64Array.from(bars.close);
    for (const id of Object.keys(CATALOGUE)) calculateIndicator(id, '', bars, context);
    expect(bars.close).toEqual(copy);
  });
});

describe("spec 2 §3: the engine matches core's INDICATORS and OVERLAYS catalogue", () => {
  const entries = [...INDICATORS, ...OVERLAYS];

  it('computes every catalogue entry and nothing else', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(listIndicatorIds().sort());
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: default parameters and output line names',
    (_id, entry) => {
      expect(parseIndicatorParameters(entry.id, entry.defaultParameters)).toEqual(
        parseIndicatorParameters(entry.id, ''),
      );
      const lines = Object.keys(calculateIndicator(entry.id, entry.defaultParameters, bars, context));
      if (entry.hasVariableOutputs) for (const line of lines) expect(entry.outputs).toContain(line);
      else expect(lines).toEqual(entry.outputs);
    },
  );
});

describe('spec 2 §5: bad parameters throw an Error naming the indicator and the problem', () => {
  const numeric = Object.keys(CATALOGUE).filter(
    (id) => /^[\d.]/.test(CATALOGUE[id]!) && id !== 'horizontalLine',
  );
  const all = Object.keys(CATALOGUE).filter((id) => id !== 'horizontalLine');

  it.each(numeric)('%s rejects a negative or non-numeric first parameter', (id) => {
    expect(() => parseIndicatorParameters(id, '-1')).toThrow(
      /^Invalid parameters for .+: \w+ must be a (whole )?number from/,
    );
    expect(() => parseIndicatorParameters(id, 'x')).toThrow(
      /^Invalid parameters for .+: \w+ must be a (whole )?number from/,
    );
  });

  it.each(all)('%s rejects more parameters than it takes', (id) => {
    expect(() => parseIndicatorParameters(id, `${CATALOGUE[id]},1,1,1,1,1,1,1,1,1,1`)).toThrow(
      /^Invalid parameters for .+: expected at most \d+ parameters? \(got \d+\)$/,
    );
  });
});
