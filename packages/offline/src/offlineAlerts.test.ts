import { parseAdvancedAlerts, parsePriceAlerts } from '@chartbench/core';
import { createOfflineAlertsApi } from './offlineAlerts';

const PRICE = parsePriceAlerts([
  { recid: 1, alert: 'AAPL above 250', alertpaused: 'no', symbol: 'AAPL', alertPrice: 250, price: 240 },
]).items;
const ADVANCED = parseAdvancedAlerts([{ recid: 7, alert: 'RSI over 70', alertpaused: 'no' }]).items;
const NOTES = [
  { ID: 'all', target: 'all' },
  { ID: 'mine', target: '7' },
  { ID: 'theirs', target: '8' },
];
const answer = <T>(value: T) => Promise.resolve(value);

describe('spec 3 §7 offline alerts and notifications', () => {
  it('refuses a visitor the member calls, and gives them the notifications for everyone', async () => {
    const api = createOfflineAlertsApi({ priceAlerts: PRICE, notifications: NOTES }, false, answer);
    await expect(api.getPriceAlerts()).rejects.toThrow('You must be logged in to do that.');
    await expect(api.setPriceAlertRunning(1, false)).rejects.toThrow('You must be logged in to do that.');
    expect(await api.getNotifications(null)).toEqual([{ ID: 'all', target: 'all' }]);
  });

  it('gives a member their own notifications and those for everyone; a dismissal removes one', async () => {
    const api = createOfflineAlertsApi({ notifications: NOTES }, true, answer);
    expect((await api.getNotifications(7)).map((note) => (note as { ID: string }).ID)).toEqual([
      'all',
      'mine',
    ]);
    await api.dismissNotification(7, 'mine');
    expect((await api.getNotifications(7)).map((note) => (note as { ID: string }).ID)).toEqual(['all']);
  });

  it.each([
    [
      'price pause',
      (api: ReturnType<typeof createOfflineAlertsApi>) => api.setPriceAlertRunning(1, false),
      'price',
      'Paused',
    ],
    [
      'advanced pause (alertType 2)',
      (api: ReturnType<typeof createOfflineAlertsApi>) => api.setAdvancedAlertType(7, 2),
      'advanced',
      'Paused',
    ],
    [
      'advanced start (alertType 4)',
      (api: ReturnType<typeof createOfflineAlertsApi>) => api.setAdvancedAlertType(7, 4),
      'advanced',
      'Running',
    ],
  ] as const)('%s changes what later reads see', async (_name, call, kind, status) => {
    const api = createOfflineAlertsApi({ priceAlerts: PRICE, advancedAlerts: ADVANCED }, true, answer);
    await call(api);
    const [alert] = kind === 'price' ? await api.getPriceAlerts() : await api.getAdvancedAlerts();
    expect(alert?.status).toBe(status);
  });

  it('deletes, and fails or never answers the calls it is told to', async () => {
    const api = createOfflineAlertsApi(
      { priceAlerts: PRICE, failing: ['deleteAdvancedAlert'], pending: ['getPredefinedAlerts'] },
      true,
      answer,
    );
    await api.deletePriceAlert(1);
    expect(await api.getPriceAlerts()).toEqual([]);
    await expect(api.deleteAdvancedAlert(7)).rejects.toThrow('deleteAdvancedAlert failed');
    const settled = await Promise.race([
      api.getPredefinedAlerts().then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 20)),
    ]);
    expect(settled).toBe('waiting');
  });
});
