import { resolveColorScheme } from '../../catalogues/index';
import type { ChartSettings, IndicatorRow, OverlayRow } from '../../model/chart-settings';
import { parseCustomDimension } from '../settings/custom-size';
import { parseSymbolFlags } from '../settings/symbol-flags';
import { isSixDigitHex } from './chart-xml-read-helpers';
import { rangeProperties } from './chart-xml-range';
import {
  CHART_XML_VERSION,
  currentIsoDate,
  type ChartDefinition,
  type ChartXmlOptions,
} from './chart-xml.types';
import { xmlElement, type XmlElement } from './xml-node';
import { writeXml } from './xml-writer';

const bool = (value: boolean) => (value ? 'true' : 'false');

function isAuto(color: string): boolean {
  const v = color.trim().toLowerCase();
  return v === '' || v === 'auto' || v === 'default';
}

function overlayLayer(row: OverlayRow): XmlElement {
  return xmlElement('layer', {
    role: 'overlay',
    id: row.id,
    name: row.overlayName,
    parameters: row.parameters,
    style: row.overlayStyle,
    color: row.overlayColor,
    opacity: row.overlayOpacity,
  });
}

function indicatorPanel(row: IndicatorRow): XmlElement {
  const attached = row.overlayName
    ? [xmlElement('layer', { role: 'overlay', name: row.overlayName, parameters: row.overlayParameters })]
    : [];
  return xmlElement(
    'panel',
    {
      role: 'indicator',
      id: row.id,
      name: row.indicatorName,
      parameters: row.parameters,
      position: row.indicatorPosition,
      style: row.indicatorPriceStyle,
      color: row.indicatorColor,
      height: row.indicatorHeight,
      opacity: row.indicatorOpacity,
    },
    attached,
  );
}

function stylesElement(s: ChartSettings): XmlElement {
  const children: XmlElement[] = [];
  // Up and down colours travel as pairs: price and volume carry the same two colours (spec 2 §5).
  if (!isAuto(s.upColor) || !isAuto(s.downColor)) {
    // One colour left on auto is written as the scheme's default so that the pair is complete.
    const { upColor, downColor } = resolveColorScheme(s);
    children.push(
      xmlElement('palette', {
        priceUp: upColor,
        priceDown: downColor,
        volumeUp: upColor,
        volumeDown: downColor,
      }),
    );
  }
  const custom = [s.customBackgroundColor, s.customGridColor, s.customTextColor, s.customIndicatorColor];
  // Custom colours are kept for later even when another skin is chosen, but only when they are valid.
  if (s.colorScheme === 'custom' || custom.every(isSixDigitHex)) {
    children.push(
      xmlElement('custom', {
        background: s.customBackgroundColor,
        grid: s.customGridColor,
        text: s.customTextColor,
        indicator: s.customIndicatorColor,
      }),
    );
  }
  return xmlElement('styles', { skin: s.colorScheme }, children);
}

function propertiesElement(s: ChartSettings, today: string): XmlElement {
  // The custom size is kept for later even when another size is chosen, but only when it is valid.
  const keepSize =
    s.chartSize === 'custom' ||
    (parseCustomDimension(s.customWidth) !== null && parseCustomDimension(s.customHeight) !== null);
  const entries: Array<[string, string]> = [
    ['chart.size', s.chartSize],
    ...(keepSize
      ? ([
          ['chart.width', String(s.customWidth)],
          ['chart.height', String(s.customHeight)],
        ] as Array<[string, string]>)
      : []),
    ...rangeProperties(s, today),
    ['data.extra', String(s.rangeExtraBars)],
    ['opacity', s.opacity],
    ['grid', s.chartGrid],
    ['legends', s.legends],
    ['volume', s.chartSettingsVolumeMenuValue],
    ['colorVolume', bool(s.colorVolume)],
    ['solidCandles', bool(s.solidCandles)],
    ['fullQuote', bool(s.fullQuote)],
    ['extendedHours', bool(s.extendedHours)],
    ['zoomThumbnail', bool(s.zoomThumbnail)],
    ['compare.mode', s.useMainChartSymbolAsBaseline ? 'perf' : 'pct'],
    ['filter.kagi', `kagi,${s.kagiReversal},${s.kagiUnit},${s.kagiPriceField}`],
    ['filter.renko', `renko,${s.renkoBoxSize},${s.renkoUnit},${s.renkoPriceField}`],
  ];
  return xmlElement(
    'properties',
    {},
    entries.map(([name, value]) => xmlElement('property', { name, value })),
  );
}

/**
 * Builds the SharpCharts XML of a chart (spec 2 §5, §7; the format is documented in chart-xml-format.md):
 * root `sharpchart` with datasets, styles, scales, panels with layers, and property nodes. Blank indicator
 * and overlay rows are left out. `parseChartXml` reads it back to the same chart.
 * @example buildChartXml({ symbol: 'AAPL', settings: createDefaultChartSettings() })
 */
export function buildChartXml(chart: ChartDefinition, options: ChartXmlOptions = {}): string {
  const s = chart.settings;
  const flags = parseSymbolFlags(chart.symbol);
  const datasets = xmlElement('datasets', { period: s.period }, [
    xmlElement('dataset', { role: 'master', symbol: flags.symbol, adjusted: bool(flags.adjusted) }),
    ...s.perfChartSymbols.map((c) => xmlElement('dataset', { role: 'compare', id: c.id, symbol: c.symbol })),
  ]);
  const scales = xmlElement('scales', {}, [
    xmlElement('scale', {
      panel: 'price',
      log: bool(s.isLogScale),
      inverted: bool(flags.inverted),
      labels: bool(s.yAxisLabels),
      priceLabels: bool(s.priceLabels),
    }),
  ]);
  const pricePanel = xmlElement('panel', { role: 'price', id: 0 }, [
    xmlElement('layer', { role: 'main', type: s.chartType }),
    ...s.sortedOverlays.filter((row) => row.overlayName !== '').map(overlayLayer),
  ]);
  const panels = xmlElement('panels', {}, [
    pricePanel,
    ...s.sortedIndicators.filter((row) => row.indicatorName !== '').map(indicatorPanel),
  ]);
  const root = xmlElement('sharpchart', { version: CHART_XML_VERSION }, [
    datasets,
    stylesElement(s),
    scales,
    panels,
    propertiesElement(s, options.today ?? currentIsoDate()),
  ]);
  return writeXml(root);
}
