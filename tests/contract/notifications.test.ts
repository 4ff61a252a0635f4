import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
beforeAll(async () => {
  env = await startTestServer();
  pro = await env.loginAs('pro@example.com');
});
afterAll(() => env.close());

describe('spec 3 §6-§7 notifications', () => {
  it('lists the member’s and the site’s current notifications for the workbench', async () => {
    const { notifications } = await pro.client.getCurrentNotificationsForUser({ location: 'workbench' });
    expect(notifications.map((notification) => notification.ID).sort()).toEqual([
      'synthetic-data',
      'welcome-1004',
    ]);
    const { notifications: elsewhere } = await pro.client.getCurrentNotificationsForUser({
      location: 'support',
    });
    expect(elsewhere).toEqual([]);
  });

  it('gives a visitor the notifications for everyone, none targeted at a member (spec 3 §6, §8)', async () => {
    const { notifications } = await env
      .visitor()
      .client.getCurrentNotificationsForUser({ location: 'workbench' });
    expect(notifications.map((notification) => notification.ID)).toEqual(['synthetic-data']);
    await expect(env.visitor().client.dismissNotification({ id: 'synthetic-data' })).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
  });

  it('dismisses only a notification targeted at the member', async () => {
    await expect(pro.client.dismissNotification({ id: 'synthetic-data' })).rejects.toMatchObject({
      serverMessage: 'This notification can only be hidden on this device.',
    });
    await expect(pro.client.dismissNotification({ id: 'welcome-1001' })).rejects.toMatchObject({
      serverMessage: 'This notification can only be hidden on this device.',
    });
    await expect(pro.client.dismissNotification({ id: 'nope' })).rejects.toMatchObject({
      serverMessage: 'That notification was not found.',
    });
    await pro.client.dismissNotification({ id: 'welcome-1004' });
    const { notifications } = await pro.client.getCurrentNotificationsForUser({});
    expect(notifications.map((notification) => notification.ID)).toEqual(['synthetic-data']);
  });
});

describe('spec 3 §7 get-symbol-data for a ChartList (ln)', () => {
  it('answers one row per symbol of the member’s list', async () => {
    const { chartLists } = await pro.client.getChartLists({});
    const own = chartLists.find((list) => list.name === 'My Charts');
    const { symbols } = await pro.client.getListSymbolData({
      ln: own?.listNum ?? 0,
      optionalFields: 'summaryview,sectorsymbol',
    });
    expect(symbols.map((row) => row.symbol)).toEqual(['AAPL', 'MSFT', 'SPY', '$SPX']);
  });

  it('refuses a list number the member does not have', async () => {
    await expect(pro.client.getListSymbolData({ ln: 4242 })).rejects.toMatchObject({
      serverMessage: 'That ChartList was not found.',
    });
  });
});
