import {
  BRICK_PRICE_FIELDS,
  CHART_TYPES,
  COLORS,
  COLOR_SCHEMES,
  GRID_STYLES,
  HEIGHTS,
  INDICATORS,
  INDICATOR_GROUPS,
  INDICATOR_POSITIONS,
  KAGI_UNITS,
  LEGEND_LEVELS,
  OPACITIES,
  OVERLAYS,
  OVERLAY_GROUPS,
  OVERLAY_STYLES,
  PRICE_STYLES,
  RANGE_BAR_OPTIONS,
  RANGE_DAYS_OPTIONS,
  RANGE_GAP_OPTIONS,
  RANGE_MONTHS_OPTIONS,
  RENKO_UNITS,
  VOLUME_MENU,
  INTRADAY_ONLY_NOTE,
  isStudyAvailableOn,
  lockedMenu,
  upDownColorChoices,
} from '@chartbench/core';
import type { Member } from '@chartbench/core';
import type { MenuOption } from '../OptionMenu/OptionMenu';

const plain = (
  menu: ReadonlyArray<{ readonly value: string | number; readonly title: string }>,
): MenuOption[] => menu.map((option) => ({ value: String(option.value), label: option.title }));

/** The fixed menus of the panel, from core's catalogues (spec 2 §3). */
export const MENUS = {
  chartType: CHART_TYPES.map((t) => ({ value: t.value, label: t.title, group: t.group })),
  colorScheme: COLOR_SCHEMES.map((s) => ({ value: s.id, label: s.title, group: s.group })),
  grid: plain(GRID_STYLES),
  legends: plain(LEGEND_LEVELS),
  volume: plain(VOLUME_MENU),
  opacity: plain(OPACITIES),
  height: plain(HEIGHTS),
  position: plain(INDICATOR_POSITIONS),
  priceStyle: plain(PRICE_STYLES),
  overlayStyle: plain(OVERLAY_STYLES),
  color: COLORS.map((c) => ({ value: c.id, label: c.title })),
  kagiUnit: plain(KAGI_UNITS),
  renkoUnit: plain(RENKO_UNITS),
  priceField: plain(BRICK_PRICE_FIELDS),
  bar: plain(RANGE_BAR_OPTIONS),
  gap: plain(RANGE_GAP_OPTIONS),
  days: plain(RANGE_DAYS_OPTIONS),
  months: plain(RANGE_MONTHS_OPTIONS),
  indicator: [
    { value: '', label: '- none -' },
    ...INDICATOR_GROUPS.flatMap((group) =>
      INDICATORS.filter((d) => d.group === group).map((d) => ({ value: d.id, label: d.name, group })),
    ),
  ],
  overlay: [
    { value: '', label: '- none -' },
    ...OVERLAY_GROUPS.flatMap((group) =>
      OVERLAYS.filter((d) => d.group === group).map((d) => ({ value: d.id, label: d.name, group })),
    ),
  ],
} satisfies Record<string, MenuOption[]>;

/**
 * The gated menus: each entry carries the lock core's `lockedMenu` gives the member (spec 2 §6); the periods are
 * those of the symbol's kind (crypto or not; null when not known yet).
 */
export function gatedMenus(member: Member | null, isCrypto: boolean | null = null) {
  return {
    period: lockedMenu(member, { kind: 'period', isCrypto }),
    range: lockedMenu(member, { kind: 'range' }),
    years: lockedMenu(member, { kind: 'rangeYears' }),
    chartSize: lockedMenu(member, { kind: 'chartSize' }),
  } satisfies Record<string, MenuOption[]>;
}

/** The up and down colour menus of a scheme: Auto, then its swatches. */
export function upDownColorMenu(schemeId: string): MenuOption[] {
  return upDownColorChoices(schemeId).map((value) => ({ value, label: value === 'auto' ? 'Auto' : value }));
}

/** The overlay menu for a chart of `period`: intraday-only overlays (VWAP) are locked on longer periods (spec 2 §3). */
export function overlayMenu(period: string): MenuOption[] {
  return MENUS.overlay.map((option) =>
    isStudyAvailableOn(option.value, period) ? option : { ...option, lock: INTRADAY_ONLY_NOTE },
  );
}
