import { describe, expect, it } from 'vitest';
import { computeChartHeight } from '../../rules/index';
import { createWorkbench } from '../store/create-workbench';
import { PREFERENCES_STORAGE_KEY } from './preferences';
import { createFakePorts, settle } from '../testing/fake-ports';
import { CHART_CODE, MEMBER_RECORD, logIn } from '../testing/member-fixtures';

async function setup(
  options: { member?: boolean | 'pro'; width?: number; saved?: string; inspectorCookie?: boolean } = {},
) {
  const ports = createFakePorts();
  if (options.width !== undefined) ports.page.width = options.width;
  if (options.saved !== undefined) ports.storage.setItem(PREFERENCES_STORAGE_KEY, options.saved);
  if (options.inspectorCookie) ports.cookies.set('inspector', 'on');
  if (options.member) logIn(ports, { defaultStyle: false });
  if (options.member === 'pro') {
    const cookie = `${CHART_CODE}.PRO.1700000000.sig`;
    ports.cookies.set('SCCLogin2', cookie);
    ports.api.backend.loginCookie = cookie;
    ports.api.backend.member = { member: { ...MEMBER_RECORD, memberType: 'PRO' }, defaultChartStyle: null };
  }
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  await settle();
  await settle();
  return { ports, workbench, state: () => workbench.getState() };
}

describe('spec 1 §4.6 preferences in the store', () => {
  it.each([
    [
      'a wide page: left-aligned, no auto-size, inspector off',
      1280,
      undefined,
      false,
      { chartLeftAligned: true, autoSize: false, inspector: false },
    ],
    [
      'a page under 1024 px: auto-size on',
      900,
      undefined,
      false,
      { chartLeftAligned: true, autoSize: true, inspector: false },
    ],
    [
      'saved values win over the defaults',
      900,
      '{"chartLeftAligned":false,"autoSize":false}',
      false,
      { chartLeftAligned: false, autoSize: false, inspector: false },
    ],
    [
      'the inspector cookie turns the inspector on',
      1280,
      undefined,
      true,
      { chartLeftAligned: true, autoSize: false, inspector: true },
    ],
    [
      'an unreadable saved value falls back to the defaults',
      1280,
      '{oops',
      false,
      { chartLeftAligned: true, autoSize: false, inspector: false },
    ],
  ])('starts from %s', async (_name, width, saved, inspectorCookie, expected) => {
    const { state } = await setup({ width, ...(saved === undefined ? {} : { saved }), inspectorCookie });
    expect(state().preferences).toEqual(expected);
  });

  it('auto-size is saved locally, and switching it on turns the inspector off and clears its cookie', async () => {
    const { ports, workbench, state } = await setup({ inspectorCookie: true });
    workbench.actions.setAutoSize(true);
    expect(state().preferences).toMatchObject({ autoSize: true, inspector: false });
    expect(JSON.parse(ports.storage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({
      chartLeftAligned: true,
      autoSize: true,
    });
    expect(ports.cookies.get('inspector')).toBeNull();
  });

  it('the inspector is kept in the cookie inspector=on, and cannot be switched on with auto-size on', async () => {
    const { ports, workbench, state } = await setup();
    workbench.actions.setInspector(true);
    expect(ports.cookies.get('inspector')).toBe('on');
    workbench.actions.setInspector(false);
    workbench.actions.setAutoSize(true);
    workbench.actions.setInspector(true);
    expect(state().preferences.inspector).toBe(false);
  });

  it('a visitor saving a not-left-aligned chart gets create-account, and alignment is not saved; auto-size is', async () => {
    const { ports, workbench, state } = await setup();
    workbench.actions.savePreferences({ chartLeftAligned: false, autoSize: true, autoRefresh: false });
    expect(state().modal?.id).toBe('createAccount');
    expect(state().preferences).toMatchObject({ chartLeftAligned: true, autoSize: true });
    expect(JSON.parse(ports.storage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({
      chartLeftAligned: true,
      autoSize: true,
    });
  });

  it('a member saving the form sets alignment, auto-size and auto-refresh', async () => {
    const { workbench, state } = await setup({ member: true });
    workbench.actions.savePreferences({ chartLeftAligned: false, autoSize: false, autoRefresh: false });
    expect(state().modal).toBeNull();
    expect(state().preferences.chartLeftAligned).toBe(false);
    expect(state().autoRefresh.enabled).toBe(false);
  });
});

describe('spec 1 §4.5 resize by dragging', () => {
  it('a visitor gets the create-account modal and no drag starts', async () => {
    const { workbench, state } = await setup();
    workbench.actions.startResize({ x: 10, y: 10, width: 900, height: 600 });
    expect(state().modal?.id).toBe('createAccount');
    expect(state().resize).toBeNull();
  });

  it('spec 1 §6 (taken over §4.5) a free member gets the upgrade dialog: Custom size is for paying members', async () => {
    const { workbench, state } = await setup({ member: true });
    workbench.actions.startResize({ x: 10, y: 10, width: 900, height: 600 });
    expect(state().modal?.id).toBe('upgradeToExtra');
    expect(state().resize).toBeNull();
  });

  it('a paying member drags: the size follows the pointer, and on release the chart is Custom with that size', async () => {
    const { workbench, state } = await setup({ member: 'pro' });
    workbench.actions.startResize({ x: 100, y: 100, width: 900, height: 600 });
    workbench.actions.resizeTo({ x: 150, y: 80 });
    expect(state().resize).toMatchObject({ width: 950, height: 580 });
    const before = state().chart.requestId;
    workbench.actions.endResize();
    expect(state().resize).toBeNull();
    expect(state().chart.settings).toMatchObject({ chartSize: 'custom', customWidth: 950 });
    // The dragged height is the whole image's, panels included (spec 1 §4.5), not the price panel's base.
    expect(computeChartHeight(state().chart.settings)).toBe(580);
    expect(state().chart.requestId).toBe(before + 1);
  });

  it('with a zoom thumbnail shown the width loses 150', async () => {
    const { workbench, state } = await setup({ member: 'pro' });
    workbench.actions.updateSettings({ ...state().chart.settings, zoomThumbnail: true });
    workbench.actions.startResize({ x: 0, y: 0, width: 900, height: 600 });
    workbench.actions.resizeTo({ x: 100, y: 0 });
    workbench.actions.endResize();
    expect(state().chart.settings).toMatchObject({ chartSize: 'custom', customWidth: 850 });
    expect(computeChartHeight(state().chart.settings)).toBe(600);
  });

  it('hotkeys are off while dragging', async () => {
    const { workbench } = await setup({ member: 'pro' });
    workbench.actions.startResize({ x: 0, y: 0, width: 900, height: 600 });
    expect(
      workbench.actions.hotkey({
        key: 'a',
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        inControl: false,
      }),
    ).toBeNull();
  });

  it('moving or releasing with no drag started does nothing', async () => {
    const { workbench, state } = await setup({ member: 'pro' });
    const before = state();
    workbench.actions.resizeTo({ x: 5, y: 5 });
    workbench.actions.endResize();
    expect(state()).toBe(before);
  });
});

describe('issue #18 preferences read after mounting (preferencesAfterStart)', () => {
  it('starts with what a server render sees and takes the saved preferences and page width at start', async () => {
    const ports = createFakePorts();
    ports.page.width = 390;
    ports.storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ chartLeftAligned: false }));
    const workbench = createWorkbench(ports, { preferencesAfterStart: true });
    expect(workbench.getState().preferences).toEqual({
      chartLeftAligned: true,
      autoSize: false,
      inspector: false,
    });
    workbench.actions.start();
    expect(workbench.getState().preferences).toEqual({
      chartLeftAligned: false,
      autoSize: true,
      inspector: false,
    });
    await settle();
    workbench.dispose();
  });

  it('without the option reads them at creation, as before', () => {
    const ports = createFakePorts();
    ports.page.width = 390;
    expect(createWorkbench(ports).getState().preferences.autoSize).toBe(true);
  });
});
