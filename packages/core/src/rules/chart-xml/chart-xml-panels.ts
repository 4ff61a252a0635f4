/** Reading the `panels` element of chart XML: the price panel with its layers and the indicator panels. */
import {
  findChartType,
  findIndicator,
  findOverlay,
  MAX_INDICATORS,
  MAX_OVERLAYS,
} from '../../catalogues/index';
import {
  createIndicatorRow,
  createOverlayRow,
  type IndicatorRow,
  type OverlayRow,
} from '../../model/chart-settings';
import {
  HEIGHT_VALUES,
  INDICATOR_POSITION_VALUES,
  LINE_COLOR_VALUES,
  OPACITY_VALUES,
  OVERLAY_STYLE_VALUES,
  PRICE_STYLE_VALUES,
} from '../settings/option-values';
import { failChartXml } from './chart-xml-error';
import { isSixDigitHex, readAttributes, readChoice, readId, refuseText } from './chart-xml-read-helpers';
import type { XmlElement } from './xml-node';

/** What the panels say about a chart. */
export interface PanelSettings {
  chartType: string;
  sortedOverlays: OverlayRow[];
  sortedIndicators: IndicatorRow[];
}

function readColor(what: string, value: string): string {
  if (LINE_COLOR_VALUES.includes(value)) return value;
  if (isSixDigitHex(value)) return value.toLowerCase();
  return failChartXml(
    value.startsWith('#') ? 'badHexCode' : 'invalidProperty',
    `invalid ${what}: ${JSON.stringify(value)}`,
  );
}

function readOverlayName(value: string): string {
  if (!findOverlay(value)) failChartXml('invalidProperty', `unknown overlay ${JSON.stringify(value)}`);
  return value;
}

function readOverlayLayer(layer: XmlElement): OverlayRow {
  const get = readAttributes(layer, ['role', 'id', 'name', 'parameters', 'style', 'color', 'opacity']);
  return createOverlayRow(readId('overlay id', get('id')), {
    overlayName: readOverlayName(get('name')),
    parameters: get('parameters'),
    overlayStyle: readChoice('overlay style', OVERLAY_STYLE_VALUES, get('style')),
    overlayColor: readColor('overlay colour', get('color')),
    overlayOpacity: readChoice('overlay opacity', OPACITY_VALUES, get('opacity')),
  });
}

function readIndicatorPanel(panel: XmlElement): IndicatorRow {
  const get = readAttributes(panel, [
    'role',
    'id',
    'name',
    'parameters',
    'position',
    'style',
    'color',
    'height',
    'opacity',
  ]);
  if (!findIndicator(get('name')))
    failChartXml('invalidProperty', `unknown indicator ${JSON.stringify(get('name'))}`);
  if (panel.children.length > 1)
    failChartXml('invalidStructure', 'an indicator panel carries at most one overlay layer');
  let overlayName = '';
  let overlayParameters = '';
  const attached = panel.children[0];
  if (attached) {
    refuseText(attached);
    const layer = readAttributes(attached, ['role', 'name', 'parameters']);
    if (attached.name !== 'layer' || layer('role') !== 'overlay' || attached.children.length > 0) {
      failChartXml('invalidStructure', 'an indicator panel may only hold an overlay <layer>');
    }
    overlayName = readOverlayName(layer('name'));
    overlayParameters = layer('parameters');
  }
  return createIndicatorRow(readId('indicator id', get('id')), {
    indicatorName: get('name'),
    parameters: get('parameters'),
    indicatorPosition: readChoice('indicator position', INDICATOR_POSITION_VALUES, get('position')),
    indicatorPriceStyle: readChoice('indicator style', PRICE_STYLE_VALUES, get('style')),
    indicatorColor: readColor('indicator colour', get('color')),
    indicatorHeight: readChoice('indicator height', HEIGHT_VALUES, get('height')),
    indicatorOpacity: readChoice('indicator opacity', OPACITY_VALUES, get('opacity')),
    overlayName,
    overlayParameters,
  });
}

function readPricePanel(panel: XmlElement): Pick<PanelSettings, 'chartType' | 'sortedOverlays'> {
  const get = readAttributes(panel, ['role', 'id']);
  if (get('id') !== '0') failChartXml('invalidStructure', 'the price panel has id 0');
  let chartType: string | undefined;
  const overlays: OverlayRow[] = [];
  for (const layer of panel.children) {
    refuseText(layer);
    if (layer.name !== 'layer' || layer.children.length > 0)
      failChartXml('invalidStructure', `unexpected <${layer.name}> in the price panel`);
    const role = layer.attributes.get('role');
    if (role === 'main') {
      if (chartType !== undefined)
        failChartXml('invalidStructure', 'the price panel has more than one main layer');
      const type = readAttributes(layer, ['role', 'type'])('type');
      if (!findChartType(type))
        failChartXml('unknownChartType', `unknown chart type ${JSON.stringify(type)}`);
      chartType = type;
    } else if (role === 'overlay') overlays.push(readOverlayLayer(layer));
    else failChartXml('invalidStructure', `unknown layer role ${JSON.stringify(role ?? '')}`);
  }
  if (chartType === undefined) failChartXml('invalidStructure', 'the price panel has no main layer');
  return { chartType, sortedOverlays: overlays };
}

function refuseDuplicateIds(what: string, rows: ReadonlyArray<{ id: number }>): void {
  const ids = new Set<number>();
  for (const row of rows) {
    if (ids.has(row.id)) failChartXml('invalidProperty', `duplicate ${what} id ${row.id}`);
    ids.add(row.id);
  }
}

/** Reads the panels strictly; indicators and overlays beyond the maximum counts are cut (spec 2 §5). */
export function readPanels(panels: XmlElement): PanelSettings {
  readAttributes(panels, []);
  refuseText(panels);
  let price: Pick<PanelSettings, 'chartType' | 'sortedOverlays'> | undefined;
  const indicators: IndicatorRow[] = [];
  for (const panel of panels.children) {
    refuseText(panel);
    if (panel.name !== 'panel') failChartXml('invalidStructure', `unexpected <${panel.name}> in <panels>`);
    const role = panel.attributes.get('role');
    if (role === 'price') {
      if (price) failChartXml('invalidStructure', 'more than one price panel');
      price = readPricePanel(panel);
    } else if (role === 'indicator') indicators.push(readIndicatorPanel(panel));
    else failChartXml('invalidStructure', `unknown panel role ${JSON.stringify(role ?? '')}`);
  }
  if (!price) failChartXml('invalidStructure', 'missing the price panel');
  refuseDuplicateIds('overlay', price.sortedOverlays);
  refuseDuplicateIds('indicator', indicators);
  return {
    chartType: price.chartType,
    sortedOverlays: price.sortedOverlays.slice(0, MAX_OVERLAYS),
    sortedIndicators: indicators.slice(0, MAX_INDICATORS),
  };
}
