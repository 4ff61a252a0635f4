import { parseChartStyle, parseChartStyles } from '../../model/index';
import {
  canAddStyleButton,
  firstFreeButtonIndex,
  initialStyleButtonForm,
  styleButtonPositions,
  styleButtonStyleChoices,
} from './style-button';

const styles = parseChartStyles([
  { recID: 11, styleID: 'p100', description: 'Daily candles', location: 1, label: 'DC' },
  { recID: 12, styleID: 'p101', description: 'Weekly line', location: 3, label: 'WL' },
  { recID: 13, styleID: 'p102', description: 'Intraday' },
]).items;
const full = parseChartStyles(
  Array.from({ length: 12 }, (_, i) => ({
    recID: 100 + i,
    styleID: `p${200 + i}`,
    description: `S${i}`,
    location: i + 1,
  })),
).items;

describe('spec 1 §9, spec 3 §5 StyleButton positions', () => {
  it('offers positions 1-12', () => {
    expect(styleButtonPositions(styles, null).map((p) => p.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it.each([
    ['adding', null, [2, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['editing the button on 1', 0, [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['editing the button on 3', 2, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ] as const)('%s: selectable positions %j', (_label, editing, selectable) => {
    expect(
      styleButtonPositions(styles, editing)
        .filter((p) => p.selectable)
        .map((p) => p.position),
    ).toEqual(selectable);
  });

  it('names the style holding a taken position', () => {
    expect(styleButtonPositions(styles, null)[2]?.takenBy?.name).toBe('Weekly line');
  });
});

describe('spec 3 §5 StyleButton styles', () => {
  it.each([
    ['adding', null, ['Intraday']],
    ['editing the button on 1', 0, ['Daily candles', 'Intraday']],
  ] as const)('%s: a style on another button is not selectable (%j selectable)', (_label, editing, names) => {
    expect(
      styleButtonStyleChoices(styles, editing)
        .filter((c) => c.selectable)
        .map((c) => c.style.name),
    ).toEqual(names);
  });
});

describe('spec 3 §5 Add StyleButton at the maximum', () => {
  it.each([
    ['no styles', [], true, 0],
    ['two buttons', styles, true, 1],
    ['twelve buttons', full, false, null],
  ] as const)('%s: add allowed %s, first free index %j', (_label, list, allowed, free) => {
    expect(canAddStyleButton(list)).toBe(allowed);
    expect(firstFreeButtonIndex(list)).toBe(free);
  });
});

describe('spec 1 §3.6, spec 3 §4 StyleButton form on open', () => {
  it.each([
    ['adding', styles, null, { position: 1, label: '', styleRecid: null, color: 'darkGrey' }],
    ['editing button 1', styles, 0, { position: 0, label: 'DC', styleRecid: 11, color: 'darkGrey' }],
    ['editing button 3', styles, 2, { position: 2, label: 'WL', styleRecid: 12, color: 'darkGrey' }],
    [
      'editing an empty slot reads as adding',
      styles,
      5,
      { position: 1, label: '', styleRecid: null, color: 'darkGrey' },
    ],
    [
      'adding with every slot held',
      full,
      null,
      { position: null, label: '', styleRecid: null, color: 'darkGrey' },
    ],
  ] as const)('%s', (_label, list, editingIndex, expected) => {
    expect(initialStyleButtonForm(list, editingIndex)).toEqual(expected);
  });
});

describe('spec 3 §6 StyleButton positions by the level maximum', () => {
  const held = parseChartStyle({
    recID: 7,
    styleID: 'p7',
    description: 'Held',
    color: 'Blue',
    location: 1,
    label: 'H',
  });
  const free = parseChartStyle({
    recID: 8,
    styleID: 'p8',
    description: 'Free',
    color: '',
    location: 0,
    label: '',
  });
  const far = parseChartStyle({
    recID: 9,
    styleID: 'p9',
    description: 'Far',
    color: 'Red',
    location: 6,
    label: 'F',
  });

  it('offers only the first positions, plus the one the edited button holds', () => {
    expect(styleButtonPositions([held, free], null, 3).map((p) => p.position)).toEqual([1, 2, 3]);
    expect(styleButtonPositions([held, far], 5, 3).map((p) => p.position)).toEqual([1, 2, 3, 6]);
  });

  it('adding stops at the level maximum; the first free position is within it', () => {
    expect(canAddStyleButton([held, far], 2)).toBe(false);
    expect(canAddStyleButton([held], 2)).toBe(true);
    expect(firstFreeButtonIndex([held], 1)).toBeNull();
    expect(initialStyleButtonForm([held], null, 3).position).toBe(1);
  });
});
