import { describe, expect, it } from 'vitest';
import { parseChartList } from '../../model/index';
import { formatInspectorText } from '../../rules/index';
import { PRICE_PANEL, inspectorBar, inspectorLayout } from '../../rules/inspector/testing/inspector-fixtures';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { MEMBER_RECORD, MSFT_CHART, logIn } from '../testing/member-fixtures';

const LAYOUT = inspectorLayout(
  [inspectorBar(30, 1, { open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, percentChange: 1 })],
  {
    period: 'W',
    panels: [PRICE_PANEL],
  },
);

const NOTES = JSON.stringify({
  version: 1,
  drawings: [
    {
      id: 'a',
      tool: 'horizontalLine',
      panel: 'price',
      points: [{ time: 1, price: 150 }],
      style: { color: '#ff0000', width: 2, dash: 'solid' },
    },
  ],
});
const OTHER_NOTES = NOTES.replace('150', '160');

interface Setup {
  member?: boolean;
  toolFailures?: number;
  readOnly?: boolean;
  saved?: boolean;
  annotations?: string;
  inspector?: boolean;
  /** A Basic (paying) member rather than a free one: only paying members drag the chart to a Custom size. */
  paying?: boolean;
}

/** A workbench showing MSFT (the saved chart 50 when `saved`), loaded, with a notes tool that fails `toolFailures` times. */
async function viewing({
  member = true,
  toolFailures = 0,
  readOnly = false,
  saved = true,
  annotations = NOTES,
  inspector = false,
  paying = false,
}: Setup = {}) {
  const ports = createFakePorts();
  if (inspector) ports.cookies.set('inspector', 'on');
  let failures = toolFailures;
  const toolLoads: number[] = [];
  Object.assign(ports, {
    notesTool: {
      load: () => {
        toolLoads.push(1);
        return failures-- > 0 ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
      },
    },
  });
  Object.assign(ports.api, { getInspectorText: () => Promise.resolve(formatInspectorText(LAYOUT)) });
  if (member) {
    logIn(ports, { defaultStyle: false });
    if (paying)
      ports.api.backend.member = {
        member: { ...MEMBER_RECORD, memberType: 'BA' },
        defaultChartStyle: null,
      };
    ports.api.backend.chartLists = [
      parseChartList({ recID: 1, listNum: 1, name: 'Mine', isReadOnly: readOnly }),
    ];
    ports.api.backend.savedCharts = { 1: [{ ...MSFT_CHART, annotations }] };
  }
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.actions.start();
  await settle();
  await settle();
  if (member) await workbench.actions.loadChartLists();
  if (member && saved) await workbench.actions.openSavedChart(50);
  await settle();
  // Every symbol lookup so far answers (the first chart's and the saved chart's).
  for (const lookup of ports.api.lookups.splice(0)) lookup.resolve([companyInfo('MSFT')]);
  await settle();
  workbench.actions.imageLoaded(workbench.getState().chart.requestId);
  await settle();
  ports.api.calls.length = 0;
  const state = () => workbench.getState();
  const finishLoad = async () => {
    for (const lookup of ports.api.lookups.splice(0)) lookup.resolve([companyInfo('MSFT')]);
    await settle();
    workbench.actions.imageLoaded(state().chart.requestId);
  };
  return { ports, workbench, state, toolLoads, finishLoad };
}

describe('the layout ChartNotes are placed by', () => {
  it('is fetched for a saved chart with drawings, and not for one without', async () => {
    const withNotes = await viewing();
    expect(withNotes.state().annotationLayout?.layout).toMatchObject({
      status: 'loaded',
      data: { period: 'W' },
    });
    const without = await viewing({ annotations: '' });
    expect(without.state().annotationLayout).toBeNull();
    await without.workbench.actions.openAnnotation();
    await settle();
    expect(without.state().annotationLayout?.layout.status).toBe('loaded');
  });
});

describe('spec 2 §4 annotation mode in the store', () => {
  it('opens through activating to active with the saved drawings and the chart layout', async () => {
    const { workbench, state } = await viewing();
    const opening = workbench.actions.openAnnotation();
    expect(state().annotation.status).toBe('activating');
    await expect(opening).resolves.toBeNull();
    await settle();
    const mode = state().annotation;
    expect(mode.status === 'active' && mode.saving).toBe('member');
    expect(mode.status === 'active' && mode.document.drawings[0]?.id).toBe('a');
    expect(state().annotationLayout?.layout.status).toBe('loaded');
    expect(state().annotationLayout?.requestId).toBe(state().chart.requestId);
  });

  it('refuses a second session while one is loading or active', async () => {
    const { workbench } = await viewing();
    const first = workbench.actions.openAnnotation();
    await expect(workbench.actions.openAnnotation()).resolves.toBe('alreadyActive');
    await first;
    await expect(workbench.actions.openAnnotation()).resolves.toBe('alreadyActive');
  });

  it('closes any modal and turns Inspect off, restoring it on close', async () => {
    const { workbench, state } = await viewing({ inspector: true });
    workbench.actions.openModal('workbenchPreferences');
    await workbench.actions.openAnnotation();
    expect(state().modal).toBeNull();
    expect(state().preferences.inspector).toBe(false);
    workbench.actions.setInspector(true);
    expect(state().preferences.inspector).toBe(false);
    await workbench.actions.closeAnnotation(null);
    expect(state().annotation.status).toBe('inactive');
    expect(state().preferences.inspector).toBe(true);
  });

  it('tries the tool 3 times, then abandons the mode, refreshes the chart and shows the red message', async () => {
    const { workbench, state, toolLoads } = await viewing({ toolFailures: 3 });
    const before = state().chart.requestId;
    await expect(workbench.actions.openAnnotation()).resolves.toBe('failed');
    expect(toolLoads).toHaveLength(3);
    expect(state().annotation.status).toBe('inactive');
    expect(state().chart.requestId).toBe(before + 1);
    expect(state().toasts.items.at(-1)).toMatchObject({
      color: 'red',
      message: 'Failed to load ChartNotes.',
    });
  });

  it('opens on the third try', async () => {
    const { workbench, toolLoads } = await viewing({ toolFailures: 2 });
    await expect(workbench.actions.openAnnotation()).resolves.toBeNull();
    expect(toolLoads).toHaveLength(3);
  });

  it('blocks hotkeys, preference changes, auto-refresh and chart loads while annotating', async () => {
    const { workbench, state } = await viewing();
    await workbench.actions.openAnnotation();
    const requestId = state().chart.requestId;
    expect(
      workbench.actions.hotkey({
        key: 'z',
        ctrlKey: true,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        inControl: false,
      }),
    ).toBeNull();
    const autoSize = state().preferences.autoSize;
    workbench.actions.setAutoSize(!autoSize);
    expect(state().preferences.autoSize).toBe(autoSize);
    workbench.actions.setPeriod('M');
    workbench.actions.submitSymbol('SPY');
    workbench.actions.refresh();
    expect(state().chart.requestId).toBe(requestId);
    expect(state().chart.symbol).toBe('MSFT');
  });

  it('the resize handle is off while annotating (no drag, no dialog) and works again after closing', async () => {
    const { workbench, state } = await viewing({ paying: true });
    await workbench.actions.openAnnotation();
    workbench.actions.startResize({ x: 10, y: 10, width: 900, height: 600 });
    expect(state().resize).toBeNull();
    expect(state().modal).toBeNull();
    await workbench.actions.closeAnnotation(null);
    workbench.actions.startResize({ x: 10, y: 10, width: 900, height: 600 });
    expect(state().resize).toMatchObject({ width: 900, height: 600 });
  });

  it('a visitor pressing the resize handle while annotating gets no create-account dialog over the tool', async () => {
    const { workbench, state } = await viewing({ member: false });
    await workbench.actions.openAnnotation();
    workbench.actions.startResize({ x: 10, y: 10, width: 900, height: 600 });
    expect(state().modal).toBeNull();
    expect(state().annotation.status).toBe('active');
  });

  it('a member closing saves the drawings with the chart and reloads it', async () => {
    const { ports, workbench, state } = await viewing();
    await workbench.actions.openAnnotation();
    const requestId = state().chart.requestId;
    await expect(workbench.actions.closeAnnotation(OTHER_NOTES)).resolves.toBe(true);
    expect(ports.api.calls).toContain('updateSavedChart 50');
    expect(ports.api.backend.savedCharts[1]?.[0]?.annotations).toBe(OTHER_NOTES);
    expect(state().savedChart?.annotations).toBe(OTHER_NOTES);
    expect(state().chart.requestId).toBe(requestId + 1);
    expect(state().annotation.status).toBe('inactive');
  });

  it('a member drawing on an unsaved chart saves the chart first, then its drawings', async () => {
    const { ports, workbench, state, finishLoad } = await viewing({ saved: false });
    expect(state().savedChart).toBeNull();
    await workbench.actions.openAnnotation();
    const closing = workbench.actions.closeAnnotation(NOTES);
    await settle();
    await finishLoad();
    await expect(closing).resolves.toBe(true);
    expect(
      ports.api.calls.filter((c) => c.startsWith('addSavedChart') || c.startsWith('updateSavedChart')),
    ).toEqual(['addSavedChart 1 MSFT', 'updateSavedChart 1001']);
    expect(state().savedChart).toMatchObject({ recid: 1001, annotations: NOTES });
  });

  it('a visitor may draw, and closing with drawings offers an account', async () => {
    const { workbench, state } = await viewing({ member: false });
    await workbench.actions.openAnnotation();
    expect(state().annotation.status === 'active' && state().annotation).toMatchObject({ saving: 'visitor' });
    await expect(workbench.actions.closeAnnotation(NOTES)).resolves.toBe(false);
    expect(state().modal?.id).toBe('createAccount');
  });

  it('a chart of a read-only list shows its drawings but does not save them', async () => {
    const { ports, workbench, state } = await viewing({ readOnly: true });
    await workbench.actions.openAnnotation();
    const mode = state().annotation;
    expect(mode.status === 'active' && mode.saving).toBe('readOnly');
    expect(mode.status === 'active' && mode.document.drawings).toHaveLength(1);
    await expect(workbench.actions.closeAnnotation(OTHER_NOTES)).resolves.toBe(false);
    expect(ports.api.calls.some((c) => c.startsWith('updateSavedChart'))).toBe(false);
  });

  it('malformed saved drawings are refused with a message, not shown, and never overwritten', async () => {
    const { ports, workbench, state } = await viewing({ annotations: '{"version":9}' });
    await workbench.actions.openAnnotation();
    const mode = state().annotation;
    expect(mode.status === 'active' && mode.problem).toMatch(/^These ChartNotes cannot be used/);
    expect(state().toasts.items.at(-1)?.color).toBe('red');
    await workbench.actions.closeAnnotation(NOTES);
    expect(ports.api.calls.some((c) => c.startsWith('updateSavedChart'))).toBe(false);
    expect(state().savedChart).toMatchObject({
      name: 'Microsoft weekly',
      style: '&p=W&yr=2',
      annotations: '{"version":9}',
    });
  });

  it('is refused on the PerfChart', async () => {
    const { workbench, state, finishLoad } = await viewing({ member: false });
    workbench.actions.updateSettings({ ...state().chart.settings, chartType: 'perfChart' });
    await settle();
    await finishLoad();
    await expect(workbench.actions.openAnnotation()).resolves.toBe('perfChart');
    expect(state().annotation.status).toBe('inactive');
  });
});
