import { describe, expect, it } from 'vitest';
import type { PreferencesState } from './preferences';
import {
  PREFERENCES_STORAGE_KEY,
  defaultPreferences,
  isChartLeftAligned,
  loadPreferences,
  runPreferenceEffects,
  savePreferencesForm,
  setAutoSize,
  setChartLeftAligned,
  setInspector,
} from './preferences';
import { createFakeStorage } from '../testing/fake-ports';

const MEMBER = { loggedIn: true, annotating: false };
const VISITOR = { loggedIn: false, annotating: false };
const ANNOTATING = { loggedIn: true, annotating: true };
const BASE: PreferencesState = { chartLeftAligned: true, autoSize: false, inspector: false };

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name: string) => values.get(name) ?? null,
    set: (name: string, value: string | null) =>
      void (value === null ? values.delete(name) : values.set(name, value)),
  };
}

describe('spec 1 §4.6 preference defaults and loading', () => {
  it.each([
    [1023, true],
    [1024, false],
  ])('body width %d: auto-size %s, left-aligned', (width, autoSize) => {
    expect(defaultPreferences(width)).toEqual({ chartLeftAligned: true, autoSize, inspector: false });
  });

  it.each([
    ['nothing saved', null, {}, { chartLeftAligned: true, autoSize: false, inspector: false }],
    [
      'saved values',
      '{"chartLeftAligned":false,"autoSize":true}',
      {},
      { chartLeftAligned: false, autoSize: true, inspector: false },
    ],
    ['unreadable value', '{not json', {}, { chartLeftAligned: true, autoSize: false, inspector: false }],
    [
      'wrong types',
      '{"chartLeftAligned":"no"}',
      {},
      { chartLeftAligned: true, autoSize: false, inspector: false },
    ],
    [
      'inspector cookie',
      null,
      { inspector: 'on' },
      { chartLeftAligned: true, autoSize: false, inspector: true },
    ],
    [
      'inspector cookie other value',
      null,
      { inspector: 'off' },
      { chartLeftAligned: true, autoSize: false, inspector: false },
    ],
    [
      'inspector cookie with auto-size',
      '{"autoSize":true}',
      { inspector: 'on' },
      { chartLeftAligned: true, autoSize: true, inspector: false },
    ],
  ])('%s', (_name, saved, cookies, expected) => {
    const storage = createFakeStorage(saved === null ? {} : { [PREFERENCES_STORAGE_KEY]: saved });
    expect(loadPreferences(storage, jar(cookies), 1280)).toEqual(expected);
  });

  it.each([
    [false, false, true],
    [false, true, false],
    [true, true, true],
  ])(
    'saved left-aligned %s, logged in %s: drawn left-aligned %s (forced when logged out)',
    (saved, loggedIn, drawn) => {
      expect(isChartLeftAligned({ ...BASE, chartLeftAligned: saved }, loggedIn)).toBe(drawn);
    },
  );
});

describe('spec 1 §4.6 preference changes', () => {
  it('saves a changed alignment; an unchanged one saves nothing', () => {
    const changed = setChartLeftAligned(BASE, false, MEMBER);
    expect(changed.state.chartLeftAligned).toBe(false);
    expect(changed.effects).toEqual([
      { type: 'savePreferences', value: { chartLeftAligned: false, autoSize: false } },
    ]);
    expect(setChartLeftAligned(BASE, true, MEMBER)).toEqual({ state: BASE, effects: [], refused: null });
  });

  it.each([
    ['alignment', () => setChartLeftAligned(BASE, false, ANNOTATING)],
    ['auto-size', () => setAutoSize(BASE, true, ANNOTATING)],
    ['inspector on', () => setInspector(BASE, true, ANNOTATING)],
  ])('%s cannot change while annotating', (_name, change) => {
    expect(change()).toEqual({ state: BASE, effects: [], refused: 'annotating' });
  });

  it('enabling auto-size turns the inspector off and clears its cookie', () => {
    const result = setAutoSize({ ...BASE, inspector: true }, true, MEMBER);
    expect(result.state).toEqual({ chartLeftAligned: true, autoSize: true, inspector: false });
    expect(result.effects).toEqual([
      { type: 'savePreferences', value: { chartLeftAligned: true, autoSize: true } },
      { type: 'inspectorCookie', on: false },
    ]);
  });

  it('the inspector switches through its cookie, but not on with auto-size on', () => {
    expect(setInspector(BASE, true, MEMBER).effects).toEqual([{ type: 'inspectorCookie', on: true }]);
    expect(setInspector({ ...BASE, autoSize: true }, true, MEMBER).state.inspector).toBe(false);
    expect(setInspector({ ...BASE, inspector: true }, false, ANNOTATING).state.inspector).toBe(false);
  });
});

describe('spec 3 §4 preferences save', () => {
  it.each([
    [
      'visitor, not left-aligned',
      VISITOR,
      { chartLeftAligned: false, autoSize: true, autoRefresh: false },
      'createAccount',
      true,
      null,
    ],
    [
      'visitor, auto-refresh on',
      VISITOR,
      { chartLeftAligned: true, autoSize: true, autoRefresh: true },
      'createAccount',
      true,
      null,
    ],
    [
      'visitor, allowed values',
      VISITOR,
      { chartLeftAligned: true, autoSize: true, autoRefresh: false },
      null,
      true,
      false,
    ],
    ['member', MEMBER, { chartLeftAligned: false, autoSize: true, autoRefresh: true }, null, false, true],
  ] as const)('%s', (_name, context, form, refused, leftAligned, autoRefresh) => {
    const result = savePreferencesForm(BASE, form, context);
    expect(result.refused).toBe(refused);
    expect(result.state.chartLeftAligned).toBe(leftAligned);
    expect(result.state.autoSize).toBe(true);
    expect(result.autoRefresh).toBe(autoRefresh);
    expect(result.effects.filter((e) => e.type === 'savePreferences')).toEqual([
      { type: 'savePreferences', value: { chartLeftAligned: leftAligned, autoSize: true } },
    ]);
  });

  it('is refused whole while annotating', () => {
    expect(
      savePreferencesForm(BASE, { chartLeftAligned: false, autoSize: true, autoRefresh: true }, ANNOTATING),
    ).toEqual({
      state: BASE,
      effects: [],
      refused: 'annotating',
      autoRefresh: null,
    });
  });
});

describe('spec 1 §4.6 preference effects', () => {
  it('saves locally and writes or deletes the inspector=on cookie', () => {
    const storage = createFakeStorage();
    const cookies = jar();
    runPreferenceEffects({ storage, cookies }, [
      { type: 'savePreferences', value: { chartLeftAligned: false, autoSize: true } },
      { type: 'inspectorCookie', on: true },
    ]);
    expect(JSON.parse(storage.getItem(PREFERENCES_STORAGE_KEY) ?? '')).toEqual({
      chartLeftAligned: false,
      autoSize: true,
    });
    expect(cookies.get('inspector')).toBe('on');
    runPreferenceEffects({ storage, cookies }, [{ type: 'inspectorCookie', on: false }]);
    expect(cookies.get('inspector')).toBeNull();
  });
});
