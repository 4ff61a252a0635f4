import type { Member } from '../../model/index';
import { VISITOR } from '../../model/index';
import { initialSaveChartForm, saveChartModes, saveRoute, type ViewedChart } from './save-chart';

const free: Member = { ...VISITOR, chartCode: 7, memberType: 'FREE' };
const extra: Member = { ...VISITOR, chartCode: 8, memberType: 'XT' };

const saved: ViewedChart = {
  recid: 41,
  listNum: 2,
  name: 'AAPL daily',
  comments: 'Breakout',
  isInReadOnlyList: false,
};
const unsaved: ViewedChart = { ...saved, recid: null, listNum: null, name: '' };
const readOnly: ViewedChart = { ...saved, isInReadOnlyList: true };

describe('spec 3 §4 save chart modal modes', () => {
  it.each([
    ['no chart', null, undefined, ['saveAsNewChart'], 'saveAsNewChart', true],
    ['an unsaved chart', unsaved, 'saveChart', ['saveAsNewChart'], 'saveAsNewChart', true],
    ['a read-only chart', readOnly, 'moveChart', ['saveAsNewChart'], 'saveAsNewChart', true],
    [
      'a saved chart (default)',
      saved,
      undefined,
      ['saveChart', 'moveChart', 'saveAsNewChart'],
      'saveAsNewChart',
      false,
    ],
    [
      'a saved chart asked to save',
      saved,
      'saveChart',
      ['saveChart', 'moveChart', 'saveAsNewChart'],
      'saveChart',
      false,
    ],
    [
      'a saved chart asked to move',
      saved,
      'moveChart',
      ['saveChart', 'moveChart', 'saveAsNewChart'],
      'moveChart',
      false,
    ],
    [
      'a saved chart asked an unknown mode',
      saved,
      'rename',
      ['saveChart', 'moveChart', 'saveAsNewChart'],
      'saveAsNewChart',
      false,
    ],
  ] as const)(
    '%s offers %j and opens on the right mode',
    (_label, viewed, requested, modes, mode, forced) => {
      const result = saveChartModes(extra, viewed, requested);
      expect(result.modes).toEqual(modes);
      expect(result.mode).toBe(mode);
      expect(result.isSaveAsNewForced).toBe(forced);
    },
  );

  it.each([
    ['free', free, 'upgradeToExtra'],
    ['extra', extra, null],
  ] as const)('spec 3 §6 moving charts for a %s member: refusal %j', (_label, member, refusal) => {
    expect(saveChartModes(member, saved).moveRefusal).toBe(refusal);
  });
});

describe('spec 3 §4, §5 where save requests lead', () => {
  it.each([
    ['visitor save', null, saved, 'save', { kind: 'createAccount' }],
    ['visitor keyboard save', VISITOR, saved, 'keyboardSave', { kind: 'createAccount' }],
    ['unsaved chart save', free, unsaved, 'save', { kind: 'saveChartAs' }],
    ['unsaved chart Ctrl+S', free, unsaved, 'keyboardSave', { kind: 'saveChartAs' }],
    ['read-only chart save', free, readOnly, 'save', { kind: 'saveChartAs' }],
    ['read-only chart Ctrl+S', free, readOnly, 'keyboardSave', { kind: 'saveChartAs' }],
    ['saved chart Save As', free, saved, 'saveAs', { kind: 'saveChartAs' }],
    ['saved chart Save', free, saved, 'save', { kind: 'saveChart' }],
    ['saved chart Ctrl+S', free, saved, 'keyboardSave', { kind: 'saveInPlace', recid: 41 }],
    ['no chart', free, null, 'save', { kind: 'saveChartAs' }],
  ] as const)('%s', (_label, member, viewed, request, route) => {
    expect(saveRoute(member, viewed, request)).toEqual(route);
  });
});

describe('spec 3 §4 save chart form on open', () => {
  it.each([
    [
      'a saved chart keeps its name, comments and list',
      saved,
      { name: 'AAPL daily', comments: 'Breakout', listNum: 2 },
    ],
    [
      'an unsaved chart gets the default name and no list',
      unsaved,
      { name: 'AAPL', comments: 'Breakout', listNum: null },
    ],
    [
      'a read-only chart picks no list',
      readOnly,
      { name: 'AAPL daily', comments: 'Breakout', listNum: null },
    ],
    ['no chart', null, { name: 'AAPL', comments: '', listNum: null }],
  ] as const)('%s', (_label, viewed, expected) => {
    expect(initialSaveChartForm(viewed, 'AAPL')).toEqual(expected);
  });
});
