import type { Member } from '../../model/index';
import { VISITOR } from '../../model/index';
import {
  canCreatePriceAlert,
  latestCloseOf,
  needsLatestQuote,
  priceAlertLatestClose,
  createChartListAvailability,
  initialPriceAlertForm,
  notificationTypesFromBits,
  percentMenuChoices,
} from './alerts-and-lists';

const member = (memberType: Member['memberType']): Member => ({ ...VISITOR, chartCode: 5, memberType });

describe('spec 3 §5, §6 create ChartList hidden at the limit', () => {
  it.each([
    ['visitor', null, 0, 10, { allowed: false, modal: 'createAccount' }],
    ['free under the limit', member('FREE'), 2, 3, { allowed: true, modal: 'none' }],
    ['free at the limit', member('FREE'), 3, 3, { allowed: false, modal: 'upgradeToExtra' }],
    ['basic with one list', member('BA'), 1, 500, { allowed: false, modal: 'upgradeToExtra' }],
    ['extra with unknown limits', member('XT'), 40, -1, { allowed: true, modal: 'none' }],
  ] as const)('%s', (_label, who, existing, max, expected) => {
    expect(createChartListAvailability(who, existing, max)).toMatchObject(expected);
  });
});

describe('spec 3 §5 price alert maximum', () => {
  it.each([
    [0, -1, true],
    [4, 5, true],
    [5, 5, false],
  ])('%i alerts of %i: create allowed %s', (count, max, allowed) => {
    expect(canCreatePriceAlert(count, max)).toBe(allowed);
  });
});

describe('spec 3 §9 price alert form defaults', () => {
  it('opens on the symbol, crosses above, site notification only', () => {
    expect(initialPriceAlertForm('AAPL')).toEqual({
      symbol: 'AAPL',
      price: '',
      direction: 'crossesAbove',
      message: '',
      notificationTypes: ['site'],
    });
  });
});

describe('spec 3 §5, §9 percent menu from the latest close', () => {
  it('gives +/-20, 10, 5, 2 percent at 2 decimals', () => {
    expect(percentMenuChoices(189.87)).toEqual([
      { percent: 20, label: '+20%', price: '227.84' },
      { percent: 10, label: '+10%', price: '208.86' },
      { percent: 5, label: '+5%', price: '199.36' },
      { percent: 2, label: '+2%', price: '193.67' },
      { percent: -2, label: '-2%', price: '186.07' },
      { percent: -5, label: '-5%', price: '180.38' },
      { percent: -10, label: '-10%', price: '170.88' },
      { percent: -20, label: '-20%', price: '151.90' },
    ]);
  });

  it.each([null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])('is empty for a close of %j', (close) => {
    expect(percentMenuChoices(close)).toEqual([]);
  });
});

describe('spec 3 §5 notification bits', () => {
  it.each([
    [0, []],
    [1, ['email']],
    [2, ['textMessage']],
    [4, ['site']],
    [5, ['email', 'site']],
    [7, ['email', 'textMessage', 'site']],
    [-1, []],
    [1.5, []],
  ])('%j names %j', (bits, ids) => {
    expect(notificationTypesFromBits(bits)).toEqual(ids);
  });
});

describe('spec 3 §5 the percent menu reads the latest close', () => {
  it.each([
    [null, null],
    [[], null],
    [[{ close: 10 }, { close: 12.5 }], 12.5],
    [[{ close: 10 }, { close: Number.NaN }], 10],
  ])('%j -> %s', (bars, expected) => {
    expect(latestCloseOf(bars)).toBe(expected);
  });
});

describe('spec 3 §5 the price alert latest close: the chart, else the Symbol Summary', () => {
  it.each([
    ['the inspector bars first', [{ close: 11 }], { symbol: 'AAPL', close: 99 }, 11],
    ['the summary of the same symbol', null, { symbol: 'AAPL', close: 99 }, 99],
    ['not the summary of another symbol', null, { symbol: 'MSFT', close: 99 }, null],
    ['a summary without a close', null, { symbol: 'AAPL' }, null],
    ['nothing known', null, null, null],
  ])('%s', (_name, bars, summary, expected) => {
    expect(priceAlertLatestClose('AAPL', bars, summary)).toBe(expected);
  });
});

describe('spec 3 §5, §7 the percent menu starts from the latest quote when nothing else has a close', () => {
  const quote = { symbol: 'AAPL', close: 201.5 };
  it.each([
    ['the inspector first', [{ close: 190 }], { symbol: 'AAPL', close: 195 }, quote, 190],
    ['Symbol Summary next', null, { symbol: 'AAPL', close: 195 }, quote, 195],
    ['the latest quote last', null, null, quote, 201.5],
    ['a quote of another symbol is not used', null, null, { symbol: 'MSFT', close: 400 }, null],
    ['a quote not loaded yet', null, null, { symbol: 'AAPL' }, null],
  ])('%s', (_name, bars, summary, latest, expected) => {
    expect(priceAlertLatestClose('AAPL', bars, summary, latest)).toBe(expected);
  });

  it.each([
    ['the inspector has a close', [{ close: 190 }], null, false],
    ['Symbol Summary has one', null, { symbol: 'AAPL', close: 195 }, false],
    ["Symbol Summary is another symbol's", null, { symbol: 'MSFT', close: 400 }, true],
    ['neither has one', null, null, true],
  ])('asks for the quote only when neither does: %s', (_name, bars, summary, expected) => {
    expect(needsLatestQuote('AAPL', bars, summary)).toBe(expected);
  });
});
