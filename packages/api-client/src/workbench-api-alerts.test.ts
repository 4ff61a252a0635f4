import { createApiClient } from './client';
import { fakeFetch, type SeenRequest } from './test-support';
import { alertsModesApi } from './workbench-api-alerts';

const PRICE_ALERT = {
  recid: 4,
  alert: 'AAPL above 250',
  alertpaused: 'no',
  lastfired: '2 Jan 2026, 3:00pm',
  symbol: 'AAPL',
  alertPrice: 250,
  price: 240.5,
  direction: 'U',
  notificationType: 4,
  isRunning: false,
};
const ADVANCED = [
  { recid: 7, alert: 'RSI over 70', alertpaused: 'no', lastfired: '12 Jan 2026, 3:45pm', notes: 'watch' },
  { recid: 8, alert: '', alertpaused: 'yes' },
  { alertcount: 2 },
];
const PREDEFINED = {
  recID: 20,
  alertName: 'New 52-week high',
  symbol: 'aapl',
  lastAlert: '2026-01-02',
  isBearish: false,
};
const NOTE = {
  ID: 'n1',
  message: 'Hello',
  target: 'all',
  locations: ['workbench'],
  severity: 1,
  startDate: 1,
  endDate: 2,
};

function apiAnswering(answer: (request: SeenRequest) => unknown) {
  const server = fakeFetch(answer);
  const client = createApiClient({ baseUrl: 'http://h', fetch: server.fetch, now: () => 1234 });
  return { api: alertsModesApi(client, () => 1234), seen: server.seen };
}

const field = (request: SeenRequest | undefined, name: string) =>
  request?.body.get(name) ?? request?.url.searchParams.get(name);

describe('spec 3 §7 the alerts modes port over HTTP', () => {
  it('reads price alerts with core: Last Price and Delta, status from isRunning', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true, priceAlerts: [PRICE_ALERT] }));
    const [alert] = await api.getPriceAlerts();
    expect(field(seen[0], 'cmd')).toBe('get-pricealerts');
    expect(alert).toMatchObject({
      recid: 4,
      name: 'AAPL above 250',
      alertPrice: 250,
      price: 240.5,
      delta: 9.5,
      isPaused: true,
      status: 'Paused',
    });
  });

  it('reads advanced alerts from /j-sum/sum, skipping the count entry and invalid rows', async () => {
    const { api, seen } = apiAnswering(() => ADVANCED);
    const alerts = await api.getAdvancedAlerts();
    expect(seen[0]?.url.pathname).toBe('/j-sum/sum');
    expect([seen[0]?.url.searchParams.get('cmd'), seen[0]?.url.searchParams.get('view')]).toEqual([
      'alert',
      'U',
    ]);
    expect(alerts.map((alert) => [alert.recid, alert.status, alert.notes])).toEqual([
      [7, 'Running', 'watch'],
    ]);
  });

  it('reads the predefined alerts with their symbol upper-cased', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true, predefinedAlerts: [PREDEFINED] }));
    const alerts = await api.getPredefinedAlerts();
    expect(field(seen[0], 'cmd')).toBe('get-all-predefined-alerts');
    expect(alerts.map((alert) => [alert.recid, alert.alertName, alert.symbol])).toEqual([
      [20, 'New 52-week high', 'AAPL'],
    ]);
  });

  it.each([
    [
      'update-pricealert',
      (api: ReturnType<typeof alertsModesApi>) => api.setPriceAlertRunning(4, true),
      { recid: '4', isRunning: 'true' },
    ],
    [
      'update-pricealert',
      (api: ReturnType<typeof alertsModesApi>) => api.setPriceAlertRunning(4, false),
      { recid: '4', isRunning: 'false' },
    ],
    [
      'update-alert',
      (api: ReturnType<typeof alertsModesApi>) => api.setAdvancedAlertType(7, 2),
      { recid: '7', alertType: '2' },
    ],
    [
      'update-alert',
      (api: ReturnType<typeof alertsModesApi>) => api.setAdvancedAlertType(7, 4),
      { recid: '7', alertType: '4' },
    ],
    [
      'delete-pricealert',
      (api: ReturnType<typeof alertsModesApi>) => api.deletePriceAlert(4),
      { recid: '4' },
    ],
    ['delete-alert', (api: ReturnType<typeof alertsModesApi>) => api.deleteAdvancedAlert(7), { recid: '7' }],
  ] as const)(
    '%s sends its fields, resolves on success and rejects on success false',
    async (cmd, call, fields) => {
      const ok = apiAnswering(() => ({ success: true }));
      await call(ok.api);
      expect(field(ok.seen[0], 'cmd')).toBe(cmd);
      for (const [name, value] of Object.entries(fields)) expect(field(ok.seen[0], name)).toBe(value);
      const refused = apiAnswering(() => ({ success: false, message: 'No such alert' }));
      await expect(call(refused.api)).rejects.toThrow();
    },
  );

  it('asks for the workbench notifications with the chart code of a member, and none for a visitor', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true, notifications: [NOTE] }));
    expect(await api.getNotifications(1004)).toEqual([NOTE]);
    expect(await api.getNotifications(null)).toEqual([NOTE]);
    expect(
      seen.map((request) => [
        request.method,
        field(request, 'cmd'),
        field(request, 'location'),
        field(request, 'cc') ?? null,
      ]),
    ).toEqual([
      ['GET', 'get-current-notifications-for-user', 'workbench', '1004'],
      ['GET', 'get-current-notifications-for-user', 'workbench', null],
    ]);
  });

  it('rejects a notifications reply without its list or with success false (spec 3 §8: the caller logs it)', async () => {
    await expect(apiAnswering(() => ({ success: true })).api.getNotifications(null)).rejects.toThrow();
    await expect(
      apiAnswering(() => ({ success: false, message: 'down' })).api.getNotifications(null),
    ).rejects.toThrow();
  });

  it('dismisses a notification on the server with the chart code and id, by POST (issue #14: no state change by GET)', async () => {
    const { api, seen } = apiAnswering(() => ({ success: true }));
    await api.dismissNotification(1004, 'welcome-1004');
    expect([seen[0]?.method, field(seen[0], 'cmd'), field(seen[0], 'cc'), field(seen[0], 'id')]).toEqual([
      'POST',
      'dismiss-notification',
      '1004',
      'welcome-1004',
    ]);
  });
});
