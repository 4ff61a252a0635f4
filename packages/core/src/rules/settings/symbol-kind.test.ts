import { PERIODS } from '../../catalogues/index';
import { applySymbolKind } from './style-transitions';
import { isCryptoSymbol, periodsForSymbolKind } from './symbol-kind';
import { createDefaultChartSettings } from '../../model/index';

describe('spec 2 §5 crypto lookup', () => {
  it.each([
    ['a crypto venue', { exchange: 'Coinbase' }, true],
    ['a crypto venue in other case and padding', { exchange: ' coinbase ' }, true],
    ['a stock exchange', { exchange: 'NASDAQ' }, false],
    ['an index', { exchange: 'Index' }, false],
    ['an unanswered lookup', null, null],
  ] as const)('%s', (_name, info, expected) => {
    expect(isCryptoSymbol(info)).toBe(expected);
  });
});

describe('spec 2 §3, spec 3 §5 period menu by symbol kind', () => {
  const values = (isCrypto: boolean | null) => periodsForSymbolKind(isCrypto).map((period) => period.value);

  it('a crypto symbol is offered 240 minutes and not the bars-per-day periods', () => {
    expect(values(true)).toContain('240');
    for (const value of ['39', '65', '78', '130', '195']) expect(values(true)).not.toContain(value);
  });

  it('any other symbol is offered the bars-per-day periods and not 240 minutes', () => {
    expect(values(false)).not.toContain('240');
    for (const value of ['39', '65', '78', '130', '195']) expect(values(false)).toContain(value);
  });

  it('an unknown kind hides nothing, and both kinds keep every shared period', () => {
    expect(values(null)).toEqual(PERIODS.map((period) => period.value));
    for (const value of ['D', 'W', 'M', '60', '5']) {
      expect(values(true)).toContain(value);
      expect(values(false)).toContain(value);
    }
  });

  it.each([
    ['240 minutes on a stock', '240', false, 'D'],
    ['65 minutes on a crypto pair', '65', true, 'D'],
    ['240 minutes on a crypto pair stays', '240', true, '240'],
    ['65 minutes on a stock stays', '65', false, '65'],
  ])('spec 2 §4 switching symbol kind: %s', (_name, period, isCrypto, expected) => {
    expect(applySymbolKind({ ...createDefaultChartSettings(), period }, isCrypto).period).toBe(expected);
  });
});
