import {
  BRICK_PRICE_FIELDS,
  COMPARE_MODES,
  DEFAULT_GRID_STYLE,
  DEFAULT_INDICATOR_POSITION,
  DEFAULT_KAGI,
  DEFAULT_LEGEND_LEVEL,
  DEFAULT_RENKO,
  DEFAULT_VOLUME_MENU_VALUE,
  GRID_STYLES,
  HEIGHTS,
  INDICATOR_POSITIONS,
  KAGI_UNITS,
  LEGEND_LEVELS,
  OPACITIES,
  OVERLAY_STYLES,
  PRICE_STYLES,
  RANGE_BAR_OPTIONS,
  RANGE_DAYS_OPTIONS,
  RANGE_GAP_OPTIONS,
  RANGE_MONTHS_OPTIONS,
  RANGE_YEARS_OPTIONS,
  RENKO_UNITS,
  VOLUME_MENU,
  kagiUnitDefault,
  renkoUnitDefault,
} from './options';
import { RANGES } from './ranges';
import { DEFAULT_CHART_SETTINGS } from '../model/chart-settings';

const values = (list: readonly { value: unknown }[]) => list.map((o) => o.value);

describe('spec 2 §3 option lists', () => {
  it.each([
    ['positions', INDICATOR_POSITIONS, ['above', 'behindPrice', 'below', 'behindIndicator']],
    ['volume menu', VOLUME_MENU, ['overlay', 'separate', 'off']],
    ['legends', LEGEND_LEVELS, ['off', 'minimal', 'default', 'verbose']],
    ['grid', GRID_STYLES, ['off', 'normal', 'dashed', 'dense', 'darkNormal', 'darkDashed', 'darkDense']],
    ['kagi units', KAGI_UNITS, ['points', 'percentage', 'atr']],
    ['renko units', RENKO_UNITS, ['points', 'atr']],
    ['price fields', BRICK_PRICE_FIELDS, ['highLow', 'close']],
    [
      'price styles',
      PRICE_STYLES,
      [
        'auto',
        'candle',
        'ohlc',
        'ohlcThick',
        'hlc',
        'hlcThick',
        'line',
        'lineThick',
        'dashed',
        'dashedThick',
        'dots',
        'area',
        'histogram',
        'invisible',
        'cumulative',
        'elderImpulse',
      ],
    ],
    [
      'overlay styles',
      OVERLAY_STYLES,
      [
        'auto',
        'solidThin',
        'solidNormal',
        'solidThick',
        'dashedThin',
        'dashedNormal',
        'dashedThick',
        'histogram',
        'area',
        'dots',
      ],
    ],
  ] as const)('%s are the brief ids, in order', (_name, list, expected) => {
    expect(values(list)).toEqual(expected);
  });

  it('titles positions as the specification does', () => {
    expect(INDICATOR_POSITIONS.map((o) => o.title)).toEqual(['Above', 'Behind Price', 'Below', 'Behind Ind']);
  });

  it('has heights Auto, 1.0 down to 0.1 and opacities Auto, 1.0 down to 0.0', () => {
    expect(values(HEIGHTS)).toEqual([
      'auto',
      '1.0',
      '0.9',
      '0.8',
      '0.7',
      '0.6',
      '0.5',
      '0.4',
      '0.3',
      '0.2',
      '0.1',
    ]);
    expect(values(OPACITIES)).toEqual([
      'auto',
      '1.0',
      '0.9',
      '0.8',
      '0.7',
      '0.6',
      '0.5',
      '0.4',
      '0.3',
      '0.2',
      '0.1',
      '0.0',
    ]);
  });

  it('places volume under, below or nowhere', () => {
    expect(VOLUME_MENU.map((o) => o.placement)).toEqual(['under', 'below', 'none']);
  });

  it('has compare modes pct and perf', () => {
    expect(COMPARE_MODES).toEqual(['pct', 'perf']);
  });

  it('agrees with DEFAULT_CHART_SETTINGS on every default (spec 2 §9)', () => {
    const d = DEFAULT_CHART_SETTINGS;
    expect(DEFAULT_INDICATOR_POSITION).toBe('below');
    expect(d.chartGrid).toBe(DEFAULT_GRID_STYLE);
    expect(d.legends).toBe(DEFAULT_LEGEND_LEVEL);
    expect(d.chartSettingsVolumeMenuValue).toBe(DEFAULT_VOLUME_MENU_VALUE);
    expect([d.kagiReversal, d.kagiUnit, d.kagiPriceField]).toEqual([
      DEFAULT_KAGI.reversal,
      DEFAULT_KAGI.unit,
      DEFAULT_KAGI.priceField,
    ]);
    expect([d.renkoBoxSize, d.renkoUnit, d.renkoPriceField]).toEqual([
      DEFAULT_RENKO.boxSize,
      DEFAULT_RENKO.unit,
      DEFAULT_RENKO.priceField,
    ]);
  });
});

describe('spec 2 §9 unit defaults', () => {
  it.each([
    ['points', 1],
    ['percentage', 0.5],
    ['atr', 14],
    ['bricks', undefined],
  ])('kagi %s resets the reversal to %s', (unit, expected) => {
    expect(kagiUnitDefault(unit)).toBe(expected);
  });

  it.each([
    ['points', 1],
    ['atr', 14],
    ['percentage', undefined],
  ])('renko %s resets the box size to %s', (unit, expected) => {
    expect(renkoUnitDefault(unit)).toBe(expected);
  });
});

describe('spec 1 §5.4, §3.2 range menus', () => {
  it('has bar 1-9, gap 0-5, days 0-30, months 0-11', () => {
    expect(values(RANGE_BAR_OPTIONS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(values(RANGE_GAP_OPTIONS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(values(RANGE_DAYS_OPTIONS)).toHaveLength(31);
    expect(RANGE_DAYS_OPTIONS.at(-1)?.value).toBe(30);
    expect(values(RANGE_MONTHS_OPTIONS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('offers every days, months and years value the range presets use', () => {
    for (const r of RANGES) {
      expect(values(RANGE_DAYS_OPTIONS)).toContain(r.numberOfDays);
      expect(values(RANGE_MONTHS_OPTIONS)).toContain(r.numberOfMonths);
      expect(values(RANGE_YEARS_OPTIONS)).toContain(r.numberOfYears);
    }
  });

  it.each([
    [0, true, true, true],
    [1, true, true, true],
    [2, false, true, true],
    [40, false, true, true],
    [50, false, false, false],
    [100, false, false, false],
  ])('years %i: free %s, basic %s, extra %s (spec 1 §6)', (years, free, basic, extra) => {
    expect(RANGE_YEARS_OPTIONS.find((o) => o.value === years)).toMatchObject({
      allowedForFreeUsers: free,
      allowedForBasicMembers: basic,
      allowedForExtraMembers: extra,
    });
  });
});
