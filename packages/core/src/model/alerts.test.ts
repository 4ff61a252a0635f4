import { formatAlertDate, parseAlertDate } from './alert-dates';
import { parseAdvancedAlerts, parsePredefinedAlerts, parsePriceAlerts } from './alerts';

describe('spec 3 §5 last-fired format', () => {
  it.each([
    ['2024-03-05 15:07:00', '5 Mar 2024, 3:07pm'],
    ['2024-03-05T00:05', '5 Mar 2024, 12:05am'],
    ['2024-12-25T12:00:00Z', '25 Dec 2024, 12:00pm'],
    ['2024-12-25T12:00:00-05:00', '25 Dec 2024, 5:00pm'],
    ['2024-02-29', '29 Feb 2024, 12:00am'],
    ['5 Mar 2024, 3:07pm', '5 Mar 2024, 3:07pm'],
    ['11 nov 2023, 12:30am', '11 Nov 2023, 12:30am'],
  ])('%s is shown as %s', (text, shown) => {
    const date = parseAlertDate(text);
    expect(date).not.toBeNull();
    expect(formatAlertDate(date as Date)).toBe(shown);
  });

  it.each(['2023-02-29', '2024-03-05 25:00', 'yesterday', '5 Foo 2024, 3:07pm', '5 Mar 2024, 13:07pm', ''])(
    '%j is unparsable',
    (text) => {
      expect(parseAlertDate(text)).toBeNull();
    },
  );

  it('formats in a time zone', () => {
    expect(formatAlertDate(new Date(Date.UTC(2024, 6, 4, 16, 30)), 'America/New_York')).toBe(
      '4 Jul 2024, 12:30pm',
    );
  });
});

describe('spec 3 §3 and §5 alert rows', () => {
  const advanced = {
    recid: 7,
    alert: 'RSI cross',
    alertpaused: 'no',
    lastfired: '2024-03-05 15:07:00',
    notes: 'n',
  };

  it('parses an advanced alert with status and last-fired text', () => {
    const { items } = parseAdvancedAlerts([
      advanced,
      { ...advanced, recid: 8, alertpaused: 'yes', lastfired: '' },
    ]);
    expect(items[0]).toMatchObject({
      recid: 7,
      name: 'RSI cross',
      isPaused: false,
      status: 'Running',
      lastFiredDateString: '5 Mar 2024, 3:07pm',
    });
    expect(items[1]).toMatchObject({
      isPaused: true,
      status: 'Paused',
      lastFired: null,
      lastFiredDateString: '',
    });
  });

  it.each([
    ['a non-integer recid', { recid: 1.5 }],
    ['a text recid', { recid: 'x' }],
    ['empty alert text', { alert: ' ' }],
    ['an unparsable last-fired date', { lastfired: 'soon' }],
  ])('drops a row with %s', (_name, override) => {
    expect(parseAdvancedAlerts([advanced, { ...advanced, ...override }])).toMatchObject({ skipped: 1 });
  });

  it('does not count the alert-count summary entry as a dropped row', () => {
    expect(parseAdvancedAlerts([advanced, { alertcount: 1 }])).toMatchObject({ skipped: 0 });
  });

  const price = { ...advanced, symbol: 'aapl', alertPrice: '190.005', price: 185.1234 };
  it('parses a price alert with 2-decimal price and delta, newest first', () => {
    const { items, skipped } = parsePriceAlerts([
      { ...price, recid: 1, lastfired: '2024-01-01 10:00' },
      { ...price, recid: 2, lastfired: '2024-06-01 10:00' },
      { ...price, recid: 3, symbol: '' },
      { ...price, recid: 4, price: 'abc' },
    ]);
    expect(skipped).toBe(2);
    expect(items.map((item) => item.recid)).toEqual([2, 1]);
    expect(items[0]).toMatchObject({ symbol: 'AAPL', alertPrice: 190.01, price: 185.12, delta: 4.89 });
  });

  it('reads the older shape: price is the alert price, isRunning decides the status', () => {
    const { items } = parsePriceAlerts([
      {
        recid: 1,
        alert: 'AAPL above 200',
        alertpaused: 'no',
        symbol: 'AAPL',
        price: 200,
        direction: 'U',
        notificationType: 4,
        isRunning: false,
      },
      {
        recid: 2,
        alert: 'x',
        alertpaused: 'yes',
        symbol: 'MSFT',
        price: 300.456,
        lastPrice: 310,
        isRunning: true,
      },
    ]);
    expect(items[0]).toMatchObject({
      alertPrice: 200,
      direction: 'U',
      notificationType: 4,
      isPaused: true,
      status: 'Paused',
    });
    expect(items[0]?.delta).toBeUndefined();
    expect(items[1]).toMatchObject({
      alertPrice: 300.46,
      price: 310,
      delta: -9.54,
      isPaused: false,
      status: 'Running',
    });
  });

  it('parses predefined alerts and shows their time in US Eastern', () => {
    const { items, skipped } = parsePredefinedAlerts([
      {
        recID: 3,
        alertName: 'New 52-week high',
        symbol: 'msft',
        lastAlert: '2024-07-04T16:30:00Z',
        isBearish: false,
      },
      { recID: 4, alertName: 'x', symbol: 'y', lastAlert: 'never' },
    ]);
    expect(skipped).toBe(1);
    expect(items[0]).toMatchObject({
      symbol: 'MSFT',
      lastAlertDateString: '4 Jul 2024, 12:30pm',
      isBearish: false,
    });
  });
});
