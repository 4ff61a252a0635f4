import { parseOptionChain } from '../../model/option-chain';
import { VISITOR } from '../../model/member';
import {
  listRows,
  moveStrikeThumb,
  optionCellText,
  optionColumns,
  optionsView,
  selectExpiration,
  selectedStrikeRange,
  straddleRows,
  strikeSelectionAfterLoad,
  strikeSliderBounds,
} from './options';
import { optionsWidgetConfig, optionsWidgetRetryDelay } from './options-widget';

const contract = (symbol: string, strike: number, extra: Record<string, unknown> = {}) => ({
  Symbol: symbol,
  StrikePrice: strike,
  Bid: 1.2,
  Ask: 1.4,
  ...extra,
});
const chain = parseOptionChain({
  success: true,
  options: {
    Expirations: [
      {
        ExpirationDate: '2024-06-21',
        DaysToExpire: 38,
        Calls: [
          contract('C190', 190, { InTheMoney: true }),
          contract('C200', 200),
          contract('C210.5', 210.5),
        ],
        Puts: [contract('P180', 180), contract('P200', 200, { InTheMoney: true })],
      },
      { ExpirationDate: '2024-07-19', Calls: [contract('C195', 195)], Puts: [] },
    ],
  },
});
const june = chain.expirations[0]!;

describe('spec 3 §4 expiration choice', () => {
  it.each([
    [null, '2024-06-21'],
    ['2024-07-19', '2024-07-19'],
    ['2024-01-19', '2024-06-21'],
  ])('current %j shows %s', (current, expected) => {
    expect(selectExpiration(chain.expirations, current)?.expirationDate).toBe(expected);
  });

  it('has none without expirations', () => {
    expect(selectExpiration([], '2024-06-21')).toBeNull();
  });
});

describe('spec 3 §4, §5 strike sliders', () => {
  it('bounds whole steps around the strikes', () => {
    expect(strikeSliderBounds(june)).toEqual({ min: 180, max: 211 });
    expect(strikeSliderBounds(null)).toBeNull();
  });

  it.each([
    ['new data resets', [190, 200], { min: 180, max: 211 }, { min: 150, max: 250 }, false, [150, 250]],
    [
      'refresh keeps a custom range',
      [190, 200],
      { min: 180, max: 211 },
      { min: 150, max: 250 },
      true,
      [190, 200],
    ],
    [
      'refresh clamps to new bounds',
      [200, 170],
      { min: 160, max: 220 },
      { min: 185, max: 195 },
      true,
      [185, 195],
    ],
    [
      'refresh of the full range stays full',
      [180, 211],
      { min: 180, max: 211 },
      { min: 170, max: 230 },
      true,
      [170, 230],
    ],
    ['first data takes the full range', null, null, { min: 1, max: 9 }, true, [1, 9]],
  ] as const)('%s', (_name, selection, previousBounds, bounds, isRefresh, expected) => {
    expect(strikeSelectionAfterLoad({ selection, previousBounds, bounds, isRefresh })).toEqual(expected);
  });

  it('has no selection without bounds', () => {
    expect(
      strikeSelectionAfterLoad({ selection: [1, 2], previousBounds: null, bounds: null, isRefresh: true }),
    ).toBeNull();
  });

  it.each([
    [[180, 211], 0, 195.4, [195, 211]],
    [[180, 211], 1, 150, [180, 180]],
    [[180, 211], 0, 215, [211, 211]],
    [[180, 211], 1, Number.NaN, [180, 211]],
  ] as const)('moves thumbs of %j (thumb %i to %j)', (selection, thumb, value, expected) => {
    expect(moveStrikeThumb(selection, thumb, value, { min: 180, max: 211 })).toEqual(expected);
  });

  it('reads thumbs in either order', () => {
    expect(selectedStrikeRange([200, 190])).toEqual({ min: 190, max: 200 });
  });
});

describe('spec 3 §2.8 Straddle and List rows', () => {
  it('pairs calls and puts by strike within the range', () => {
    expect(straddleRows(june, [185, 205]).map((r) => [r.strike, r.call?.symbol, r.put?.symbol])).toEqual([
      [190, 'C190', undefined],
      [200, 'C200', 'P200'],
    ]);
    expect(straddleRows(june, null).map((r) => r.strike)).toEqual([180, 190, 200, 210.5]);
  });

  it('lists calls then puts by strike', () => {
    const { calls, puts } = listRows(june, [200, 180]);
    expect(calls.map((c) => c.symbol)).toEqual(['C190', 'C200']);
    expect(puts.map((c) => c.symbol)).toEqual(['P180', 'P200']);
  });

  it('marks in-the-money contracts', () => {
    expect(straddleRows(june, null).find((r) => r.strike === 200)?.put?.inTheMoney).toBe(true);
  });
});

describe('spec 3 §2.8, §9 option columns and cells', () => {
  it('adds sizes, Greeks, date and time with Show All Columns', () => {
    expect(optionColumns(false).map((c) => c.title)).toEqual([
      'Symbol',
      'Bid',
      'Ask',
      'Mid',
      'Volume',
      'Open Int',
      'Imp Vol',
    ]);
    expect(optionColumns(true)).toHaveLength(16);
  });

  const full = parseOptionChain({
    success: true,
    options: {
      Expirations: [
        {
          ExpirationDate: 'x',
          Calls: [contract('C1', 1, { ImpVol: 0.3125, Volume: 12345, Delta: 0.51234, Time: '15:59' })],
        },
      ],
    },
  }).expirations[0]!.calls[0]!;
  it.each([
    ['bid', '1.20'],
    ['impliedVolatility', '31.25%'],
    ['volume', '12,345'],
    ['delta', '0.51'],
    ['time', '15:59 EDT'],
    ['gamma', ''],
    ['symbol', 'C1'],
  ] as const)('%s shows %j', (column, text) => {
    expect(optionCellText(full, column)).toBe(text);
  });

  it('shows nothing for a missing contract', () => {
    expect(optionCellText(undefined, 'bid')).toBe('');
  });
});

describe('spec 3 §8 options view', () => {
  it.each([
    ['not loaded', null, 'loading'],
    ['stale', { status: 'loaded', symbol: 'MSFT', data: chain.expirations }, 'loading'],
    ['failed', { status: 'failed', symbol: 'AAPL' }, 'failed'],
    ['no expirations', { status: 'loaded', symbol: 'AAPL', data: [] }, 'failed'],
    ['loaded', { status: 'loaded', symbol: 'AAPL', data: chain.expirations }, 'loaded'],
  ] as const)('%s', (_name, load, kind) => {
    expect(optionsView('AAPL', load).status).toBe(kind);
  });

  it('names the failure exactly', () => {
    expect(optionsView('AAPL', { status: 'failed', symbol: 'AAPL' })).toMatchObject({
      error: { heading: 'Option Quotes Not Available' },
    });
  });
});

describe('spec 3 §6, §7 options-analysis widget', () => {
  it.each([
    ['visitor sees the teaser', null, null],
    [
      'member without the add-on runs the demo',
      { ...VISITOR, chartCode: 8 },
      { userId: '8-demo', symbol: 'SAMPLE', isDemo: true },
    ],
    [
      'member with the add-on runs paid',
      { ...VISITOR, chartCode: 9, hasOptionsAddOn: true },
      { userId: '9-paid', symbol: 'AAPL', isDemo: false },
    ],
  ] as const)('%s', (_name, member, expected) => {
    const config = optionsWidgetConfig(member, 'AAPL', 'SAMPLE');
    if (expected === null) expect(config).toBeNull();
    else expect(config).toEqual({ ...expected, theme: 'light', width: '785px', height: '738px' });
  });

  it.each([
    [0, 500],
    [1, 1000],
    [3, 4000],
    [4, null],
    [-1, null],
  ])('attempt %i waits %j', (attempt, delay) => {
    expect(optionsWidgetRetryDelay(attempt)).toBe(delay);
  });
});
