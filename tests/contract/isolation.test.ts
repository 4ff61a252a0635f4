import { MEMBER_CALLS } from '@chartbench/api-client/contract';
import type { ApiClient } from '@chartbench/api-client';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let victim: Caller;
let attacker: Caller;

/** Everything the victim owns, read through the victim's own session. */
const snapshot = async (client: ApiClient) => {
  const { chartLists } = await client.getChartLists({});
  const favorites = await Promise.all(
    chartLists.map(async (list) => (await client.getFavorites({ listnum: list.listNum })).favorites),
  );
  return {
    chartLists,
    favorites,
    styles: (await client.getChartStyles({})).chartStyles,
    defaultStyle: (await client.getDefaultChartStyle({})).chartStyle,
    priceAlerts: (await client.getPriceAlerts({})).priceAlerts,
    alerts: await client.getAlertSummary(),
    notifications: (await client.getCurrentNotificationsForUser({})).notifications,
  };
};

beforeAll(async () => {
  env = await startTestServer();
  [victim, attacker] = await Promise.all([env.loginAs('extra@example.com'), env.loginAs('pro@example.com')]);
  await victim.client.addChartList({ name: 'Victim only A' });
  await victim.client.addChartList({ name: 'Victim only B' });
});
afterAll(() => env.close());

describe('security: a member can never read or change another member’s records', () => {
  it('refuses every member call aimed at another member’s record ids, and changes nothing', async () => {
    const before = await snapshot(victim.client);
    const victimList = before.chartLists.at(-1)?.listNum ?? 0;
    const attackerLists = (await attacker.client.getChartLists({})).chartLists;
    expect(attackerLists.some((list) => list.listNum === victimList)).toBe(false);
    const ownList = attackerLists.find((list) => list.name === 'My Charts')?.listNum ?? 0;
    const favorite = before.favorites
      .flat()
      .find(
        (entry) => entry.listNum === before.chartLists.find((list) => list.name === 'My Charts')?.listNum,
      );
    const style = before.styles.find((entry) => entry.location > 0);
    const plainStyle = before.styles.find((entry) => entry.location === 0);
    const priceAlert = before.priceAlerts[0];
    const alert = before.alerts[0] as { recid: number };
    if (!favorite || !style || !plainStyle || !priceAlert) throw new Error('victim seed incomplete');

    const attempts: Array<[string, () => Promise<unknown>, string]> = [
      [
        'getFavorite',
        () => attacker.client.getFavorite({ recid: favorite.recID }),
        'That chart was not found.',
      ],
      [
        'updateFavorite',
        () => attacker.client.updateFavorite({ recid: favorite.recID, desc: 'pwned' }),
        'That chart was not found.',
      ],
      [
        'moveFavorite',
        () => attacker.client.moveFavorite({ recid: favorite.recID, listnum: ownList }),
        'That chart was not found.',
      ],
      [
        'deleteFavorite',
        () => attacker.client.deleteFavorite({ recid: favorite.recID }),
        'That chart was not found.',
      ],
      [
        'getFavorites',
        () => attacker.client.getFavorites({ listnum: victimList }),
        'That ChartList was not found.',
      ],
      [
        'addFavorite',
        () => attacker.client.addFavorite({ listnum: victimList, symbol: 'IBM', desc: 'x', style: '&p=D' }),
        'That ChartList was not found.',
      ],
      [
        'addFavoritesBulk',
        () => attacker.client.addFavoritesBulk({ listNum: victimList, symbols: 'IBM', style: '&p=D' }),
        'That ChartList was not found.',
      ],
      [
        'getListSymbolData',
        () => attacker.client.getListSymbolData({ ln: victimList }),
        'That ChartList was not found.',
      ],
      [
        'updateChartStyle',
        () => attacker.client.updateChartStyle({ recid: style.recID, desc: 'pwned', styleid: 'p1' }),
        'That ChartStyle was not found.',
      ],
      [
        'deleteChartStyle',
        () => attacker.client.deleteChartStyle({ recid: plainStyle.recID }),
        'That ChartStyle was not found.',
      ],
      [
        'setDefaultChartStyle',
        () => attacker.client.setDefaultChartStyle({ recid: plainStyle.recID }),
        'That ChartStyle was not found.',
      ],
      [
        'addStyleButton',
        () =>
          attacker.client.addStyleButton({
            styleid: plainStyle.styleID,
            location: 7,
            color: 'Red',
            label: 'X',
          }),
        'That ChartStyle was not found.',
      ],
      [
        'updateStyleButton',
        () =>
          attacker.client.updateStyleButton({
            styleid: style.styleID,
            location: 7,
            color: 'Red',
            label: 'X',
          }),
        'That ChartStyle was not found.',
      ],
      [
        'deleteStyleButton',
        () => attacker.client.deleteStyleButton({ styleid: style.styleID }),
        'That ChartStyle was not found.',
      ],
      [
        'changeStyleButtonStyle',
        () =>
          attacker.client.changeStyleButtonStyle({
            styleid: style.styleID,
            'new-styleid': plainStyle.styleID,
          }),
        'That ChartStyle was not found.',
      ],
      [
        'updatePriceAlert',
        () => attacker.client.updatePriceAlert({ recid: priceAlert.recid, isRunning: false }),
        'That alert was not found.',
      ],
      [
        'deletePriceAlert',
        () => attacker.client.deletePriceAlert({ recid: priceAlert.recid }),
        'That alert was not found.',
      ],
      [
        'updateAlert',
        () => attacker.client.updateAlert({ recid: alert.recid, alertType: 2 }),
        'That alert was not found.',
      ],
      ['deleteAlert', () => attacker.client.deleteAlert({ recid: alert.recid }), 'That alert was not found.'],
      [
        'dismissNotification',
        () => attacker.client.dismissNotification({ id: 'welcome-1003' }),
        'This notification can only be hidden on this device.',
      ],
    ];
    for (const [call, attempt, message] of attempts) {
      await expect(attempt(), call).rejects.toMatchObject({ call, serverMessage: message });
    }
    expect(
      (await attacker.client.getFavoritesBySymbol({ symbol: favorite.symbol })).favorites.every(
        (entry) => entry.chartCode === 1004,
      ),
    ).toBe(true);
    expect(await snapshot(victim.client)).toEqual(before);
  });
});

describe('security: a logged-out caller gets no member call', () => {
  const visitorClient = () => env.visitor().client;
  // get-symbol-data is the member's list call only with ln; without it the public symbol summary answers.
  const inputs: Partial<Record<keyof typeof MEMBER_CALLS, object>> = { getListSymbolData: { ln: 1 } };
  // Calls the contract marks as open to visitors (the workbench notifications, spec 3 §7) are left out.
  const memberOnly = (Object.keys(MEMBER_CALLS) as Array<keyof typeof MEMBER_CALLS>).filter(
    (name) => MEMBER_CALLS[name].member,
  );
  it.each(memberOnly)('%s is refused', async (name) => {
    const call = visitorClient()[name] as (input: object) => Promise<unknown>;
    await expect(call(inputs[name] ?? {})).rejects.toMatchObject({
      call: name,
      kind: 'refused',
      serverMessage: 'You must be logged in to do that.',
    });
  });

  it('getMemberWithDefaultStyle is refused', async () => {
    await expect(visitorClient().getMemberWithDefaultStyle()).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
  });
});
