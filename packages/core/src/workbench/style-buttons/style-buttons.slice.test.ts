import { describe, expect, it } from 'vitest';
import { createWorkbench } from '../store/create-workbench';
import { createFakePorts, settle } from '../testing/fake-ports';
import { CANDLE_STYLE, WEEKLY_STYLE, logIn } from '../testing/member-fixtures';
import { itemsOf } from '../member/member-data';

async function loggedIn() {
  const ports = createFakePorts();
  logIn(ports, { defaultStyle: false });
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  await workbench.actions.loadChartStyles();
  ports.api.calls.length = 0;
  return { ports, workbench, state: () => workbench.getState() };
}

const lastToast = (state: { toasts: { items: readonly { color: string; message: string }[] } }) =>
  state.toasts.items.at(-1);
const NEW_STYLE = {
  ...CANDLE_STYLE,
  recid: 5,
  name: 'Plain',
  styleCacheId: 'p500',
  buttonIndex: -1,
  buttonLabel: '',
};

describe('spec 1 §3.6, spec 3 §8 StyleButtons', () => {
  it('adds a button to a style without one: the slots follow the reloaded styles', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.chartStyles = [WEEKLY_STYLE, CANDLE_STYLE, NEW_STYLE];
    await workbench.actions.loadChartStyles(true);
    workbench.actions.openModal('chartStyleButton');
    expect(
      await workbench.actions.saveStyleButton({ index: 5, label: 'PL', styleRecid: 5, color: 'green' }, null),
    ).toBe(true);
    expect(ports.api.calls).toEqual(expect.arrayContaining(['addStyleButton p500 5', 'getChartStyles']));
    expect(state().memberData.styleButtons[5]).toMatchObject({
      recid: 5,
      buttonLabel: 'PL',
      buttonColor: { id: 'green' },
    });
    expect(state().modal).toBeNull();
    expect(lastToast(state())).toMatchObject({
      color: 'green',
      message: 'Success! Your StyleButton has been added!',
    });
  });

  it('saving a button with another style moves the button to that style first', async () => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.chartStyles = [WEEKLY_STYLE, CANDLE_STYLE, NEW_STYLE];
    await workbench.actions.loadChartStyles(true);
    expect(
      await workbench.actions.saveStyleButton({ index: 1, label: 'X', styleRecid: 5, color: 'red' }, 1),
    ).toBe(true);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['changeStyleButtonStyle p400 p500', 'updateStyleButton p500 1']),
    );
    expect(state().memberData.styleButtons[1]?.recid).toBe(5);
    expect(itemsOf(state().memberData.chartStyles).find((style) => style.recid === 4)?.buttonIndex).toBe(-1);
    expect(lastToast(state())?.message).toBe('Success! Your StyleButton has been saved!');
  });

  it('clears a button', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(await workbench.actions.clearStyleButton(0)).toBe(true);
    expect(ports.api.calls).toContain('deleteStyleButton p300');
    expect(state().memberData.styleButtons[0]).toBeNull();
    expect(lastToast(state())?.message).toBe('Success! Your StyleButton has been cleared!');
  });

  it.each([
    [
      'add',
      'addStyleButton',
      () => ({ request: { index: 5, label: '', styleRecid: 4, color: 'red' }, editing: null }),
      'Failed to add StyleButton. Please try again.',
    ],
    [
      'save',
      'updateStyleButton',
      () => ({ request: { index: 1, label: '', styleRecid: 4, color: 'red' }, editing: 1 }),
      'Failed to save StyleButton. Please try again.',
    ],
  ])('a failed %s shows the red toast and keeps the modal', async (_name, call, input, message) => {
    const { ports, workbench, state } = await loggedIn();
    ports.api.backend.failingWrites.add(call);
    workbench.actions.openModal('chartStyleButton');
    const { request, editing } = input();
    expect(await workbench.actions.saveStyleButton(request, editing)).toBe(false);
    expect(lastToast(state())).toMatchObject({ color: 'red', message });
    expect(state().modal?.id).toBe('chartStyleButton');
  });

  it('clearing an empty slot fails with the clear message', async () => {
    const { ports, workbench, state } = await loggedIn();
    expect(await workbench.actions.clearStyleButton(11)).toBe(false);
    expect(ports.api.calls.some((call) => call.startsWith('deleteStyleButton'))).toBe(false);
    expect(lastToast(state())?.message).toBe('Failed to clear StyleButton. Please try again.');
  });

  it('a visitor gets create account', async () => {
    const ports = createFakePorts();
    const workbench = createWorkbench(ports);
    expect(
      await workbench.actions.saveStyleButton({ index: 0, label: '', styleRecid: 3, color: 'red' }, null),
    ).toBe(false);
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });
});
