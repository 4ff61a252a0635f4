import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../catalogues/index';
import type { AccountLimitsTable, PriceAlert } from '../../model/index';
import { parseChartList } from '../../model/index';
import { LIMIT_MESSAGES } from '../../rules/index';
import { createWorkbench } from '../store/create-workbench';
import { selectCanAddStyleButton } from '../selectors/index';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { CANDLE_STYLE, MY_LIST, logIn, limitsTable } from '../testing/member-fixtures';

async function loggedIn(limits: AccountLimitsTable) {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  ports.api.backend.accountLimits = limits;
  ports.api.backend.chartLists = [
    MY_LIST,
    parseChartList({ recID: 2, listNum: 2, name: 'Samples', isReadOnly: true }),
  ];
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('AAPL')]);
  await settle();
  await workbench.actions.loadChartStyles();
  await workbench.actions.loadSavedCharts(1);
  ports.api.calls.length = 0;
  return { ports, workbench, state: () => workbench.getState() };
}

const lastToast = (state: { toasts: { items: readonly { color: string; message: string }[] } }) =>
  state.toasts.items.at(-1);
const refusal = (message: string) => Object.assign(new Error('refused'), { serverMessage: message });
const ALERT = { symbol: 'AAPL', price: 200, direction: 'U' as const, message: '', notificationType: 4 };

describe('spec 3 §5, §6 member limits checked before the call', () => {
  it('a new ChartStyle at the style maximum', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxChartStyles: 2 }));
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'saveAsNew',
        name: 'One more',
        styleRecid: null,
        setAsDefault: false,
      }),
    ).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('addChartStyle'))).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: LIMIT_MESSAGES.chartStyles(2) });
    // Updating an existing style adds none: it is not refused.
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'updateExisting',
        name: '',
        styleRecid: CANDLE_STYLE.recid,
        setAsDefault: false,
      }),
    ).toBe(true);
  });

  it('a new ChartList at the list maximum (read-only lists do not count)', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable());
    expect(await workbench.actions.createChartList({ name: 'Second', symbols: '' })).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('createChartList'))).toBe(false);
    expect(lastToast(state())).toMatchObject({
      color: 'yellow',
      message: 'Your membership allows 1 ChartList. Upgrade to Extra for up to 500 ChartLists.',
    });
  });

  it('a chart saved into a full list', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxChartsPerChartList: 2 }));
    expect(
      await workbench.actions.saveChart({ mode: 'saveAsNewChart', listNum: 1, name: 'x', comments: '' }),
    ).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('addSavedChart'))).toBe(false);
    expect(lastToast(state())?.message).toBe(LIMIT_MESSAGES.chartsPerList(2));
  });

  it('a price alert at the alert maximum, counted from the server', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxPriceAlerts: 2 }));
    ports.api.getPriceAlerts = () => Promise.resolve([{}, {}] as unknown as PriceAlert[]);
    expect(await workbench.actions.createPriceAlert(ALERT)).toBe(false);
    expect(ports.api.backend.priceAlerts).toEqual([]);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: LIMIT_MESSAGES.priceAlerts(2) });
    // When the count cannot be had, the server decides.
    ports.api.getPriceAlerts = () => Promise.reject(new Error('down'));
    expect(await workbench.actions.createPriceAlert(ALERT)).toBe(true);
  });

  it('a StyleButton beyond the level positions, or one button too many', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxStyleButtons: 2 }));
    expect(
      await workbench.actions.saveStyleButton(
        { index: 2, label: 'X', styleRecid: CANDLE_STYLE.recid, color: 'red' },
        1,
      ),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({
      color: 'yellow',
      message: LIMIT_MESSAGES.styleButtonPosition(2),
    });
    // Both positions are held (slots 0 and 1): adding a third is refused.
    expect(
      await workbench.actions.saveStyleButton(
        { index: 1, label: 'X', styleRecid: CANDLE_STYLE.recid, color: 'red' },
        null,
      ),
    ).toBe(false);
    expect(lastToast(state())?.message).toBe(LIMIT_MESSAGES.styleButtons(2));
    expect(ports.api.calls.some((call) => call.includes('StyleButton'))).toBe(false);
    // Editing a held position stays allowed.
    expect(
      await workbench.actions.saveStyleButton(
        { index: 1, label: 'Y', styleRecid: CANDLE_STYLE.recid, color: 'red' },
        1,
      ),
    ).toBe(true);
  });

  it('issue #17 item 16: Add StyleButton is offered below the maximum and disabled at it', async () => {
    expect(selectCanAddStyleButton((await loggedIn(limitsTable({ maxStyleButtons: 2 }))).state())).toBe(
      false,
    );
    expect(selectCanAddStyleButton((await loggedIn(limitsTable({ maxStyleButtons: 3 }))).state())).toBe(true);
  });

  it('unknown limits refuse nothing', async () => {
    const { ports, workbench } = await loggedIn(limitsTable({ maxChartStyles: -1 }));
    ports.api.backend.accountLimits = new Error('no limits');
    expect(
      await workbench.actions.saveChartStyle({
        mode: 'saveAsNew',
        name: 'Fine',
        styleRecid: null,
        setAsDefault: false,
      }),
    ).toBe(true);
  });
});

describe('spec 3 §8 the server refusing anyway: its limit text instead of the generic failure', () => {
  it.each([
    ['addChartStyle', () => LIMIT_MESSAGES.chartStyles(5)],
    ['createChartList', () => LIMIT_MESSAGES.chartLists(1, 'FREE')],
    ['createPriceAlert', () => LIMIT_MESSAGES.priceAlerts(3)],
  ] as const)('%s', async (call, message) => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxChartLists: 5 }));
    (ports.api as unknown as Record<string, unknown>)[call] = () => Promise.reject(refusal(message()));
    const run = {
      addChartStyle: () =>
        workbench.actions.saveChartStyle({
          mode: 'saveAsNew',
          name: 'x',
          styleRecid: null,
          setAsDefault: false,
        }),
      createChartList: () => workbench.actions.createChartList({ name: 'x', symbols: '' }),
      createPriceAlert: () => workbench.actions.createPriceAlert(ALERT),
    }[call];
    expect(await run()).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'yellow', message: message() });
  });

  it('a StyleButton refused by the server shows its text; another error the red failure', async () => {
    const { ports, workbench, state } = await loggedIn(limitsTable({ maxStyleButtons: 12 }));
    ports.api.updateStyleButton = () => Promise.reject(refusal(LIMIT_MESSAGES.styleButtonPosition(3)));
    expect(
      await workbench.actions.saveStyleButton(
        { index: 1, label: 'Y', styleRecid: CANDLE_STYLE.recid, color: 'red' },
        1,
      ),
    ).toBe(false);
    expect(lastToast(state())?.message).toBe(LIMIT_MESSAGES.styleButtonPosition(3));
    ports.api.updateStyleButton = () => Promise.reject(refusal('Internal error'));
    expect(
      await workbench.actions.saveStyleButton(
        { index: 1, label: 'Y', styleRecid: CANDLE_STYLE.recid, color: 'red' },
        1,
      ),
    ).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'red', message: MESSAGES.styleButton.failed('save') });
  });
});

describe('spec 2 §4, spec 3 §5 keyboard: Ctrl+S and Ctrl+Shift+S blocked while a dialog is open', () => {
  const key = (shiftKey: boolean) => ({
    key: 's',
    ctrlKey: true,
    metaKey: false,
    shiftKey,
    altKey: false,
    inControl: false,
  });

  it.each([false, true])('shift %s: nothing saved, no modal replaced', async (shiftKey) => {
    const { ports, workbench, state } = await loggedIn(limitsTable());
    expect(await workbench.actions.openSavedChart(50)).toBe(true);
    ports.api.calls.length = 0;
    workbench.actions.openModal('linkToChart');
    expect(workbench.actions.hotkey(key(shiftKey))).toBeNull();
    await settle();
    expect(state().modal?.id).toBe('linkToChart');
    expect(
      ports.api.calls.some((call) => call.startsWith('updateSavedChart') || call.startsWith('addSavedChart')),
    ).toBe(false);
    workbench.actions.closeModal();
    expect(workbench.actions.hotkey(key(shiftKey))).toBe(shiftKey ? 'saveAs' : 'save');
  });
});
