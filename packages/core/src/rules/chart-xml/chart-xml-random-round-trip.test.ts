import { describe, expect, it } from 'vitest';
import {
  CHART_SIZES,
  CHART_TYPES,
  COLOR_SCHEMES,
  INDICATORS,
  OVERLAYS,
  PERIODS,
  RANGES,
} from '../../catalogues/index';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '../../model/chart-settings';
import { createRandom, type SeededRandom } from '../inspector/seeded-random';
import { changeRange, changeRangeDates, changeRangeLength } from '../settings/range-transitions';
import {
  BRICK_PRICE_FIELD_VALUES,
  GRID_VALUES,
  HEIGHT_VALUES,
  INDICATOR_POSITION_VALUES,
  KAGI_UNIT_VALUES,
  LEGEND_VALUES,
  LINE_COLOR_VALUES,
  OPACITY_VALUES,
  OVERLAY_STYLE_VALUES,
  PRICE_STYLE_VALUES,
  RENKO_UNIT_VALUES,
  VOLUME_MENU_VALUES,
} from '../settings/option-values';
import { buildChartXml } from './build-chart-xml';
import { parseChartXml } from './parse-chart-xml';

const today = '2026-11-20';

/** Random canonical settings, built through the settings rules as the panel would. */
function randomSettings(r: SeededRandom): ChartSettings {
  const scheme = r.pick(COLOR_SCHEMES);
  const swatches = scheme.swatches.map((s) => s.toLowerCase());
  const colored = r.int(2) === 0;
  let s: ChartSettings = {
    ...createDefaultChartSettings(),
    chartType: r.pick(CHART_TYPES).value,
    period: r.pick(PERIODS).value,
    colorScheme: scheme.id,
    upColor: colored ? (swatches[0] as string) : 'auto',
    downColor: colored ? (swatches[1] as string) : 'auto',
    customBackgroundColor: `#${r.int(0xffffff).toString(16).padStart(6, '0')}`,
    chartSize: r.pick(CHART_SIZES).id,
    customWidth: 100 + r.int(4901),
    customHeight: 100 + r.int(4901),
    opacity: r.pick(OPACITY_VALUES),
    chartGrid: r.pick(GRID_VALUES),
    legends: r.pick(LEGEND_VALUES),
    chartSettingsVolumeMenuValue: r.pick(VOLUME_MENU_VALUES),
    isLogScale: r.int(2) === 0,
    extendedHours: r.int(2) === 0,
    fullQuote: r.int(2) === 0,
    priceLabels: r.int(2) === 0,
    yAxisLabels: r.int(2) === 0,
    solidCandles: r.int(2) === 0,
    colorVolume: r.int(2) === 0,
    zoomThumbnail: r.int(2) === 0,
    useMainChartSymbolAsBaseline: r.int(2) === 0,
    rangeExtraBars: r.int(3) === 0 ? 0 : r.int(2147483647),
    kagiUnit: r.pick(KAGI_UNIT_VALUES),
    kagiReversal: (1 + r.int(400)) / 4,
    kagiPriceField: r.pick(BRICK_PRICE_FIELD_VALUES),
    renkoUnit: r.pick(RENKO_UNIT_VALUES),
    renkoBoxSize: (1 + r.int(400)) / 8,
    renkoPriceField: r.pick(BRICK_PRICE_FIELD_VALUES),
    perfChartSymbols: Array.from({ length: r.int(10) }, (_, i) => ({
      id: i + 1,
      symbol: r.pick(['MSFT', '$SPX', 'BTCUSD', 'IBM:$SPX']),
    })),
    sortedIndicators: Array.from({ length: r.int(26) }, (_, i) =>
      createIndicatorRow(i + 1, {
        indicatorName: r.pick(INDICATORS).id,
        parameters: r.pick(['', '14', '12,26,9', '$SPX,20']),
        indicatorPosition: r.pick(INDICATOR_POSITION_VALUES),
        indicatorPriceStyle: r.pick(PRICE_STYLE_VALUES),
        indicatorColor: r.pick(LINE_COLOR_VALUES),
        indicatorHeight: r.pick(HEIGHT_VALUES),
        indicatorOpacity: r.pick(OPACITY_VALUES),
        ...(r.int(3) === 0 ? { overlayName: r.pick(OVERLAYS).id, overlayParameters: '9' } : {}),
      }),
    ),
    sortedOverlays: Array.from({ length: r.int(26) }, (_, i) =>
      createOverlayRow(i + 1, {
        overlayName: r.pick(OVERLAYS).id,
        parameters: r.pick(['', '20', '20,2', '0.02,0.2']),
        overlayStyle: r.pick(OVERLAY_STYLE_VALUES),
        overlayColor: r.pick(LINE_COLOR_VALUES),
        overlayOpacity: r.pick(OPACITY_VALUES),
      }),
    ),
  };
  const range = r.pick(RANGES).id;
  s = changeRange(s, range, today);
  if (range === 'fill') s = { ...s, rangeBar: 1 + r.int(9), rangeGap: r.int(6) };
  if (range === 'predefined')
    s = changeRangeLength(s, { years: r.pick([0, 2, 7, 40]), months: r.int(12), days: 1 + r.int(29) });
  if (range === 'custom')
    s = changeRangeDates(
      s,
      { start: `19${10 + r.int(90)}-0${1 + r.int(9)}-1${r.int(10)}`, end: r.int(2) ? '' : '2025-06-30' },
      today,
    );
  return s;
}

describe('spec 2 §5 chart XML round trip over random canonical charts', () => {
  it('is the identity for 600 seeded random charts', () => {
    const random = createRandom(2026);
    for (let i = 0; i < 600; i += 1) {
      const chart = {
        symbol: random.pick(['AAPL', '_AAPL', '-MSFT', '_-$SPX']),
        settings: randomSettings(random),
      };
      expect(parseChartXml(buildChartXml(chart, { today }), { today })).toEqual(chart);
    }
  }, 60_000);
});
