import { acceptNotifications, type ShownNotification } from '../../model/notification';
import { planNotificationDismissal, selectDisplayedNotifications, withoutNotification } from './display';

const NOW = 1_700_000_000_000;
const valid = {
  ID: 'n1',
  message: ' Maintenance tonight ',
  target: '123',
  locations: ['workbench'],
  severity: 3,
  startDate: NOW / 1000 - 60,
  endDate: NOW / 1000 + 60,
};
const context = { now: NOW, dismissedIds: ['gone'], chartCode: 123 };

describe('spec 3 §5 notification acceptance', () => {
  it('accepts a valid notification and marks it dismissible for its target', () => {
    expect(acceptNotifications([valid], context).items).toEqual([
      { id: 'n1', severity: 3, isDismissible: true, message: 'Maintenance tonight', endTime: NOW + 60_000 },
    ]);
    expect(acceptNotifications([{ ...valid, target: 'all' }], context).items[0]?.isDismissible).toBe(false);
    expect(acceptNotifications([valid], { ...context, chartCode: null }).items[0]?.isDismissible).toBe(false);
  });

  it.each([
    ['a support location', { locations: ['workbench', 'support'] }, 'supportLocation'],
    ['a support location in text', { locations: 'workbench,Support' }, 'supportLocation'],
    ['a fractional start', { startDate: 1.5 }, 'invalidWindow'],
    ['a negative end', { endDate: -1 }, 'invalidWindow'],
    ['a text start', { startDate: '100' }, 'invalidWindow'],
    ['a window in the future', { startDate: NOW / 1000 + 10 }, 'outsideWindow'],
    ['a window in the past', { endDate: NOW / 1000 - 10 }, 'outsideWindow'],
    ['a blank ID', { ID: '  ' }, 'blankId'],
    ['a missing ID', { ID: undefined }, 'blankId'],
    ['a dismissed ID', { ID: 'gone' }, 'dismissed'],
    ['severity 6', { severity: 6 }, 'invalidSeverity'],
    ['severity -1', { severity: -1 }, 'invalidSeverity'],
    ['severity 2.5', { severity: 2.5 }, 'invalidSeverity'],
    ['a blank message', { message: '   ' }, 'blankMessage'],
  ])('drops %s', (_name, override, reason) => {
    const result = acceptNotifications([{ ...valid, ...override }], context);
    expect(result.items).toEqual([]);
    expect(result.rejected).toEqual([{ index: 0, reason }]);
  });

  it('drops a duplicated ID and counts malformed entries', () => {
    const result = acceptNotifications([valid, valid, 'junk', null], context);
    expect(result.items).toHaveLength(1);
    expect(result.rejected.map((r) => r.reason)).toEqual(['duplicateId', 'malformed', 'malformed']);
    expect(result.malformed).toBe(2);
  });

  it('accepts a Set of dismissed ids and a reply that is not a list', () => {
    expect(acceptNotifications([valid], { ...context, dismissedIds: new Set(['n1']) }).items).toEqual([]);
    expect(acceptNotifications({ notifications: [] }, context).items).toEqual([]);
  });
});

describe('spec 3 §9 displayed notifications and dismissal', () => {
  const shown = (id: string, severity: number, isDismissible = false): ShownNotification => ({
    id,
    severity,
    isDismissible,
    message: id,
    endTime: 1000,
  });

  it('shows at most 2, by severity descending, ties in order', () => {
    const list = [shown('a', 1), shown('b', 5), shown('c', 3), shown('d', 5)];
    expect(selectDisplayedNotifications(list).map((n) => n.id)).toEqual(['b', 'd']);
    expect(selectDisplayedNotifications(list, 3).map((n) => n.id)).toEqual(['b', 'd', 'c']);
  });

  it('dismisses on the server when targeted, else by a cookie lasting 30 days past the end', () => {
    expect(planNotificationDismissal(shown('a', 1, true))).toEqual({ kind: 'server', id: 'a' });
    expect(planNotificationDismissal(shown('a', 1))).toEqual({
      kind: 'cookie',
      id: 'a',
      expiresAt: 1000 + 2_592_000_000,
    });
    expect(withoutNotification([shown('a', 1), shown('b', 2)], 'a').map((n) => n.id)).toEqual(['b']);
  });
});
