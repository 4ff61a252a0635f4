import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
let free: Caller;
beforeAll(async () => {
  env = await startTestServer();
  [pro, free] = await Promise.all([env.loginAs('pro@example.com'), env.loginAs('free@example.com')]);
});
afterAll(() => env.close());

describe('spec 3 §4-§5 price alerts', () => {
  it('creates, pauses, restarts and deletes a price alert', async () => {
    const { priceAlert } = await pro.client.addPriceAlert({
      symbol: ' _-msft ',
      alertPrice: '412.345',
      alertDirection: 'D',
      notes: 'Buy the dip',
      notificationType: 5,
    });
    expect(priceAlert).toMatchObject({
      symbol: 'MSFT',
      alertPrice: 412.35,
      direction: 'D',
      notificationType: 5,
      isRunning: true,
      alertpaused: 'no',
    });
    expect(priceAlert.price).toBeGreaterThan(0);
    expect(priceAlert.price).not.toBe(412.35);
    await pro.client.updatePriceAlert({ recid: priceAlert.recid, isRunning: false });
    let alerts = (await pro.client.getPriceAlerts({})).priceAlerts;
    expect(alerts.find((alert) => alert.recid === priceAlert.recid)).toMatchObject({
      isRunning: false,
      alertpaused: 'yes',
    });
    await pro.client.updatePriceAlert({ recid: priceAlert.recid, isRunning: 'true' });
    await pro.client.deletePriceAlert({ recid: priceAlert.recid });
    alerts = (await pro.client.getPriceAlerts({})).priceAlerts;
    expect(alerts.some((alert) => alert.recid === priceAlert.recid)).toBe(false);
  });

  it.each([
    [
      'no symbol',
      { symbol: '  ', alertPrice: 10, alertDirection: 'U', notificationType: 4 },
      'Please enter a symbol.',
    ],
    [
      'a bad price',
      { symbol: 'IBM', alertPrice: 'ten', alertDirection: 'U', notificationType: 4 },
      'alertPrice must be a number',
    ],
    [
      'a negative price',
      { symbol: 'IBM', alertPrice: -1, alertDirection: 'U', notificationType: 4 },
      'Please enter a valid price.',
    ],
    [
      'no notification type',
      { symbol: 'IBM', alertPrice: 10, alertDirection: 'U', notificationType: 0 },
      'notificationType must be a positive integer',
    ],
    [
      'a long message',
      { symbol: 'IBM', alertPrice: 10, alertDirection: 'U', notificationType: 4, notes: 'x'.repeat(2049) },
      'Message may not be longer than 2048 characters',
    ],
    [
      'an unknown symbol',
      { symbol: 'NOSUCHSYMBOL', alertPrice: 10, alertDirection: 'U', notificationType: 4 },
      "Hmm, we couldn't find data for NOSUCHSYMBOL",
    ],
    [
      'a bad direction',
      { symbol: 'IBM', alertPrice: 10, alertDirection: 'X', notificationType: 4 },
      'alertDirection must be U or D',
    ],
  ])('refuses %s', async (_case, input, message) => {
    await expect(pro.client.addPriceAlert(input as never)).rejects.toMatchObject({
      call: 'addPriceAlert',
      serverMessage: message,
    });
  });

  it('enforces the price alert maximum (free: 3)', async () => {
    const { priceAlerts } = await free.client.getPriceAlerts({});
    for (let index = priceAlerts.length; index < 3; index += 1) {
      await free.client.addPriceAlert({
        symbol: 'IBM',
        alertPrice: 100 + index,
        alertDirection: 'U',
        notificationType: 4,
      });
    }
    await expect(
      free.client.addPriceAlert({ symbol: 'IBM', alertPrice: 200, alertDirection: 'U', notificationType: 4 }),
    ).rejects.toMatchObject({
      serverMessage: 'You have reached the maximum of 3 price alerts for your membership.',
    });
  });
});

describe('spec 3 §2.3, §4 advanced alerts and the /j-sum/sum summary', () => {
  it('lists alerts with a final alertcount entry, pauses, starts and deletes', async () => {
    const summary = await pro.client.getAlertSummary();
    const rows = summary.slice(0, -1) as Array<{ recid: number; alertpaused: string }>;
    expect(summary.at(-1)).toEqual({ alertcount: rows.length });
    const running = rows.find((row) => row.alertpaused === 'no');
    if (!running) throw new Error('no running alert seeded');
    await pro.client.updateAlert({ recid: running.recid, alertType: 2 });
    expect(
      ((await pro.client.getAlertSummary()) as Array<{ recid?: number; alertpaused?: string }>).find(
        (row) => row.recid === running.recid,
      )?.alertpaused,
    ).toBe('yes');
    await pro.client.updateAlert({ recid: running.recid, alertType: '4' });
    expect(
      ((await pro.client.getAlertSummary()) as Array<{ recid?: number; alertpaused?: string }>).find(
        (row) => row.recid === running.recid,
      )?.alertpaused,
    ).toBe('no');
    await pro.client.deleteAlert({ recid: running.recid });
    expect((await pro.client.getAlertSummary()).at(-1)).toEqual({ alertcount: rows.length - 1 });
  });

  it('refuses an alertType other than 2 or 4', async () => {
    await expect(pro.client.updateAlert({ recid: 1, alertType: 3 as never })).rejects.toMatchObject({
      serverMessage: 'alertType must be 2 (pause) or 4 (start)',
    });
  });

  it('refuses the summary to a visitor', async () => {
    await expect(env.visitor().client.getAlertSummary()).rejects.toMatchObject({
      call: 'getAlertSummary',
      serverMessage: 'You must be logged in to do that.',
    });
  });
});

describe('spec 3 §2.5 predefined alerts', () => {
  it('lists the site’s predefined alerts, newest first', async () => {
    const { predefinedAlerts } = await pro.client.getAllPredefinedAlerts({});
    expect(predefinedAlerts.length).toBeGreaterThanOrEqual(3);
    const dates = predefinedAlerts.map((alert) => alert.lastAlert);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(predefinedAlerts.some((alert) => alert.isBearish)).toBe(true);
  });
});
