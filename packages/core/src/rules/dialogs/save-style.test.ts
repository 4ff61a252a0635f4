import { parseChartStyles } from '../../model/index';
import {
  DEFAULT_STYLE_UNDELETABLE,
  canSaveNewChartStyle,
  chartStyleDeletion,
  initialSaveChartStyleForm,
  setAsDefaultBox,
  type SaveChartStyleVariant,
} from './save-style';

const styles = parseChartStyles([
  { recID: 11, styleID: 'p100', description: 'Daily candles' },
  { recID: 12, styleID: 'p101', description: 'Weekly line' },
]).items;
const withDefault = parseChartStyles([
  ...styles.map((s) => ({ recID: s.recid, styleID: s.styleCacheId, description: s.name })),
  { recID: 13, styleID: 'p102', description: '>>Default<<' },
]).items;

describe('spec 3 §4 save ChartStyle form on open', () => {
  it.each<[string, SaveChartStyleVariant, typeof styles, number, object]>([
    [
      'save as new',
      'saveAsNew',
      styles,
      10,
      {
        mode: 'saveAsNew',
        name: '',
        selectedStyleRecid: null,
        setAsDefault: false,
        isSetAsDefaultForced: false,
      },
    ],
    [
      'update existing',
      'updateExisting',
      styles,
      10,
      {
        mode: 'updateExisting',
        name: '',
        selectedStyleRecid: null,
        setAsDefault: false,
        isSetAsDefaultForced: false,
      },
    ],
    [
      'save as new at the limit',
      'saveAsNew',
      styles,
      2,
      {
        mode: 'updateExisting',
        name: '',
        selectedStyleRecid: null,
        setAsDefault: false,
        isSetAsDefaultForced: false,
      },
    ],
    [
      'set as default suggests >>Default<<',
      'setAsDefault',
      styles,
      -1,
      {
        mode: 'saveAsNew',
        name: '>>Default<<',
        selectedStyleRecid: null,
        setAsDefault: true,
        isSetAsDefaultForced: true,
      },
    ],
    [
      'set as default picks an existing >>Default<<',
      'setAsDefault',
      withDefault,
      10,
      {
        mode: 'updateExisting',
        name: '',
        selectedStyleRecid: 13,
        setAsDefault: true,
        isSetAsDefaultForced: true,
      },
    ],
    [
      'set as default at the limit updates',
      'setAsDefault',
      styles,
      2,
      {
        mode: 'updateExisting',
        name: '',
        selectedStyleRecid: null,
        setAsDefault: true,
        isSetAsDefaultForced: true,
      },
    ],
  ])('%s', (_label, variant, list, max, expected) => {
    expect(initialSaveChartStyleForm(variant, list, max)).toEqual(expected);
  });

  it.each([
    [0, -1, true],
    [9, 10, true],
    [10, 10, false],
    [11, 10, false],
  ])('spec 3 §5 %i styles with maximum %i: new allowed %s', (count, max, allowed) => {
    expect(canSaveNewChartStyle(count, max)).toBe(allowed);
  });
});

describe('spec 3 §4 the set-as-default box', () => {
  const base = {
    mode: 'saveAsNew' as const,
    selectedStyleRecid: null,
    setAsDefault: false,
    isSetAsDefaultForced: false,
  };
  it.each([
    ['free box, off', base, 11, { checked: false, disabled: false }],
    ['free box, on', { ...base, setAsDefault: true }, 11, { checked: true, disabled: false }],
    [
      'forced in set-as-default mode',
      { ...base, isSetAsDefaultForced: true, setAsDefault: true },
      11,
      { checked: true, disabled: true },
    ],
    [
      'updating the default style',
      { ...base, mode: 'updateExisting' as const, selectedStyleRecid: 11 },
      11,
      { checked: true, disabled: true },
    ],
    [
      'updating another style',
      { ...base, mode: 'updateExisting' as const, selectedStyleRecid: 12 },
      11,
      { checked: false, disabled: false },
    ],
    [
      'no default known',
      { ...base, mode: 'updateExisting' as const, selectedStyleRecid: 12 },
      null,
      { checked: false, disabled: false },
    ],
  ])('%s', (_label, form, defaultRecid, expected) => {
    expect(setAsDefaultBox(form, defaultRecid)).toEqual(expected);
  });
});

describe('spec 3 §4 deleting a ChartStyle', () => {
  it.each([
    ['another style', styles[1] ?? null, 11, { allowed: true, message: null }],
    ['the default style', styles[0] ?? null, 11, { allowed: false, message: DEFAULT_STYLE_UNDELETABLE }],
    ['no style', null, 11, { allowed: false, message: 'Please select a ChartStyle.' }],
  ])('%s', (_label, style, defaultRecid, expected) => {
    expect(chartStyleDeletion(style, defaultRecid)).toEqual(expected);
  });
});
