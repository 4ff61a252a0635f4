import { CHART_SIZES, findColorScheme, PERIODS, type ColorScheme } from '../../catalogues/index';
import {
  createDefaultChartSettings,
  DEFAULT_CHART_SETTINGS,
  type ChartSettings,
  type ComparisonSymbol,
} from '../../model/chart-settings';
import { isValidExtraBars, isValidSymbol, MAX_COMPARISON_SYMBOLS } from '../validation/index';
import { parseCustomDimension } from '../settings/custom-size';
import {
  BRICK_PRICE_FIELD_VALUES,
  COMPARE_MODE_VALUES,
  GRID_VALUES,
  KAGI_UNIT_VALUES,
  LEGEND_VALUES,
  OPACITY_VALUES,
  RENKO_UNIT_VALUES,
  VOLUME_MENU_VALUES,
} from '../settings/option-values';
import { formatSymbolFlags } from '../settings/symbol-flags';
import { ChartXmlError, failChartXml } from './chart-xml-error';
import { readPanels } from './chart-xml-panels';
import { readRangeProperties } from './chart-xml-range';
import {
  readAttributes,
  readBoolean,
  readChoice,
  readHex,
  readId,
  refuseText,
} from './chart-xml-read-helpers';
import {
  CHART_XML_VERSION,
  currentIsoDate,
  type ChartDefinition,
  type ChartXmlOptions,
} from './chart-xml.types';
import { XmlSyntaxError, type XmlElement } from './xml-node';
import { readXml } from './xml-reader';

const SECTIONS = ['datasets', 'styles', 'scales', 'panels', 'properties'] as const;
type Section = (typeof SECTIONS)[number];

const REQUIRED_PROPERTIES = [
  'chart.size',
  'data.extra',
  'opacity',
  'grid',
  'legends',
  'volume',
  'colorVolume',
  'solidCandles',
  'fullQuote',
  'extendedHours',
  'zoomThumbnail',
  'compare.mode',
  'filter.kagi',
  'filter.renko',
] as const;
const OPTIONAL_PROPERTIES = [
  'chart.width',
  'chart.height',
  'data.bar',
  'data.gap',
  'data.days',
  'data.start',
  'data.end',
];

function sectionsOf(root: XmlElement): Record<Section, XmlElement> {
  const found = new Map<string, XmlElement>();
  for (const child of root.children) {
    if (!(SECTIONS as readonly string[]).includes(child.name))
      failChartXml('invalidStructure', `unexpected <${child.name}> in <sharpchart>`);
    if (found.has(child.name)) failChartXml('invalidStructure', `more than one <${child.name}>`);
    found.set(child.name, child);
  }
  const get = (name: Section) => found.get(name) ?? failChartXml('invalidStructure', `missing <${name}>`);
  return {
    datasets: get('datasets'),
    styles: get('styles'),
    scales: get('scales'),
    panels: get('panels'),
    properties: get('properties'),
  };
}

function readDatasets(datasets: XmlElement): {
  period: string;
  symbol: string;
  adjusted: boolean;
  compare: ComparisonSymbol[];
} {
  refuseText(datasets);
  const period = readAttributes(datasets, ['period'])('period');
  if (!PERIODS.some((p) => p.value === period))
    failChartXml('unknownPeriod', `unknown period ${JSON.stringify(period)}`);
  let master: { symbol: string; adjusted: boolean } | undefined;
  const compare: ComparisonSymbol[] = [];
  for (const dataset of datasets.children) {
    refuseText(dataset);
    if (dataset.name !== 'dataset' || dataset.children.length > 0)
      failChartXml('invalidStructure', `unexpected <${dataset.name}> in <datasets>`);
    const role = dataset.attributes.get('role');
    if (role === 'master') {
      if (master) failChartXml('invalidStructure', 'more than one master dataset');
      const get = readAttributes(dataset, ['role', 'symbol', 'adjusted']);
      const symbol = get('symbol');
      // Prefix flags are attributes here; a bare symbol starting with one would read back as a flag.
      if (!isValidSymbol(symbol) || symbol.startsWith('_') || symbol.startsWith('-')) {
        failChartXml('invalidProperty', `invalid master dataset symbol ${JSON.stringify(symbol)}`);
      }
      master = { symbol, adjusted: readBoolean('master dataset adjusted', get('adjusted')) };
    } else if (role === 'compare') {
      const get = readAttributes(dataset, ['role', 'id', 'symbol']);
      if (!isValidSymbol(get('symbol')))
        failChartXml('invalidProperty', `invalid compare dataset symbol ${JSON.stringify(get('symbol'))}`);
      const id = readId('compare dataset id', get('id'));
      if (compare.some((c) => c.id === id))
        failChartXml('invalidProperty', `duplicate compare dataset id ${id}`);
      compare.push({ id, symbol: get('symbol') });
    } else failChartXml('invalidStructure', `unknown dataset role ${JSON.stringify(role ?? '')}`);
  }
  if (!master) failChartXml('invalidStructure', 'missing the master dataset for the main symbol');
  return { period, ...master, compare: compare.slice(0, MAX_COMPARISON_SYMBOLS) };
}

function readPalette(palette: XmlElement, scheme: ColorScheme): { upColor: string; downColor: string } {
  refuseText(palette);
  const get = readAttributes(palette, [], ['priceUp', 'priceDown', 'volumeUp', 'volumeDown']);
  const pair = (up: string, down: string): [string, string] | undefined => {
    const hasUp = palette.attributes.has(up);
    if (hasUp !== palette.attributes.has(down))
      failChartXml('mismatchedPalette', `mismatched palette: ${up} and ${down} come as a pair`);
    if (!hasUp) return undefined;
    const colors: [string, string] = [readHex(up, get(up)), readHex(down, get(down))];
    if (colors[0] === colors[1])
      failChartXml('mismatchedPalette', `mismatched palette: ${up} and ${down} must differ`);
    return colors;
  };
  const price = pair('priceUp', 'priceDown');
  const volume = pair('volumeUp', 'volumeDown');
  const chosen =
    price ?? volume ?? failChartXml('mismatchedPalette', 'mismatched palette: no colour pair given');
  if (price && volume && (price[0] !== volume[0] || price[1] !== volume[1])) {
    failChartXml('mismatchedPalette', 'mismatched palette: price and volume colours must match');
  }
  const swatches = scheme.swatches.map((s) => s.toLowerCase());
  for (const color of chosen) {
    if (!swatches.includes(color))
      failChartXml(
        'mismatchedPalette',
        `mismatched palette: ${color} is not a swatch of the ${scheme.id} scheme`,
      );
  }
  return { upColor: chosen[0], downColor: chosen[1] };
}

function readStyles(styles: XmlElement): Partial<ChartSettings> {
  refuseText(styles);
  const skin = readAttributes(styles, ['skin'])('skin');
  const scheme = findColorScheme(skin) ?? failChartXml('unknownSkin', `unknown skin ${JSON.stringify(skin)}`);
  const result: Partial<ChartSettings> = { colorScheme: skin, upColor: 'auto', downColor: 'auto' };
  const seen = new Set<string>();
  for (const child of styles.children) {
    if (seen.has(child.name) || child.children.length > 0)
      failChartXml('invalidStructure', `unexpected <${child.name}> in <styles>`);
    seen.add(child.name);
    if (child.name === 'palette') Object.assign(result, readPalette(child, scheme));
    else if (child.name === 'custom') {
      refuseText(child);
      const get = readAttributes(child, [], ['background', 'grid', 'text', 'indicator']);
      const color = (name: string) => {
        if (!child.attributes.has(name))
          failChartXml('badHexCode', `bad hex code: the custom colour ${name} is missing`);
        return readHex(`custom ${name}`, get(name));
      };
      result.customBackgroundColor = color('background');
      result.customGridColor = color('grid');
      result.customTextColor = color('text');
      result.customIndicatorColor = color('indicator');
    } else failChartXml('invalidStructure', `unexpected <${child.name}> in <styles>`);
  }
  if (skin === 'custom' && !seen.has('custom'))
    failChartXml('badHexCode', 'bad hex code: the custom skin needs four custom colours');
  return result;
}

function readScales(scales: XmlElement): {
  isLogScale: boolean;
  inverted: boolean;
  yAxisLabels: boolean;
  priceLabels: boolean;
} {
  refuseText(scales);
  readAttributes(scales, []);
  const scale = scales.children[0];
  if (!scale || scales.children.length !== 1 || scale.name !== 'scale' || scale.children.length > 0) {
    failChartXml('invalidStructure', '<scales> holds exactly one <scale>');
  }
  refuseText(scale);
  const get = readAttributes(scale, ['panel', 'log', 'inverted', 'labels', 'priceLabels']);
  if (get('panel') !== 'price') failChartXml('invalidStructure', 'the scale belongs to the price panel');
  return {
    isLogScale: readBoolean('scale log', get('log')),
    inverted: readBoolean('scale inverted', get('inverted')),
    yAxisLabels: readBoolean('scale labels', get('labels')),
    priceLabels: readBoolean('scale priceLabels', get('priceLabels')),
  };
}

function readProperties(properties: XmlElement): Map<string, string> {
  refuseText(properties);
  readAttributes(properties, []);
  const map = new Map<string, string>();
  for (const node of properties.children) {
    refuseText(node);
    if (node.name !== 'property' || node.children.length > 0)
      failChartXml('invalidStructure', `unexpected <${node.name}> in <properties>`);
    const name =
      node.attributes.get('name') ?? failChartXml('invalidProperty', 'invalid property node: no name');
    const get = readAttributes(node, ['name', 'value']);
    if (!(REQUIRED_PROPERTIES as readonly string[]).includes(name) && !OPTIONAL_PROPERTIES.includes(name)) {
      failChartXml('invalidProperty', `invalid property node: unknown name ${JSON.stringify(name)}`);
    }
    if (map.has(name)) failChartXml('invalidProperty', `invalid property node: ${name} given twice`);
    map.set(name, get('value'));
  }
  for (const name of REQUIRED_PROPERTIES)
    if (!map.has(name)) failChartXml('missingProperty', `missing property node ${name}`);
  return map;
}

function readFilter<U extends string>(name: 'kagi' | 'renko', value: string, units: readonly U[]) {
  const parts = value.split(',');
  const amount = /^\d+(\.\d+)?$/.test(parts[1] ?? '') ? Number(parts[1]) : 0;
  if (
    parts.length !== 4 ||
    parts[0] !== name ||
    !(amount > 0) ||
    !units.includes(parts[2] as U) ||
    !BRICK_PRICE_FIELD_VALUES.includes(parts[3] as never)
  ) {
    failChartXml(
      'invalidFilter',
      `invalid ${name} filter ${JSON.stringify(value)}: expected ${name},amount,unit,priceField`,
    );
  }
  return { amount, unit: parts[2] as U, priceField: parts[3] as (typeof BRICK_PRICE_FIELD_VALUES)[number] };
}

function readPropertySettings(p: Map<string, string>, today: string): Partial<ChartSettings> {
  const value = (name: string) => p.get(name) ?? '';
  const size = value('chart.size');
  const sizeOption =
    CHART_SIZES.find((s) => s.id === size) ??
    failChartXml('unknownSize', `unknown size ${JSON.stringify(size)}`);
  const dimension = (name: 'chart.width' | 'chart.height', fallback: number) => {
    if (!p.has(name)) {
      if (sizeOption.isCustom)
        failChartXml(
          'missingProperty',
          `missing property node ${name}: a custom size needs a width and height`,
        );
      return fallback;
    }
    return (
      parseCustomDimension(value(name)) ??
      failChartXml('invalidProperty', `invalid property node ${name}: ${JSON.stringify(value(name))}`)
    );
  };
  const extra = value('data.extra');
  if (!/^\d{1,10}$/.test(extra) || !isValidExtraBars(extra))
    failChartXml('invalidProperty', `invalid property node data.extra: ${JSON.stringify(extra)}`);
  const kagi = readFilter('kagi', value('filter.kagi'), KAGI_UNIT_VALUES);
  const renko = readFilter('renko', value('filter.renko'), RENKO_UNIT_VALUES);
  return {
    chartSize: size,
    customWidth: dimension('chart.width', DEFAULT_CHART_SETTINGS.customWidth),
    customHeight: dimension('chart.height', DEFAULT_CHART_SETTINGS.customHeight),
    ...readRangeProperties(p, today),
    rangeExtraBars: Number(extra),
    opacity: readChoice('property node opacity', OPACITY_VALUES, value('opacity')),
    chartGrid: readChoice('property node grid', GRID_VALUES, value('grid')),
    legends: readChoice('property node legends', LEGEND_VALUES, value('legends')),
    chartSettingsVolumeMenuValue: readChoice('property node volume', VOLUME_MENU_VALUES, value('volume')),
    colorVolume: readBoolean('property node colorVolume', value('colorVolume')),
    solidCandles: readBoolean('property node solidCandles', value('solidCandles')),
    fullQuote: readBoolean('property node fullQuote', value('fullQuote')),
    extendedHours: readBoolean('property node extendedHours', value('extendedHours')),
    zoomThumbnail: readBoolean('property node zoomThumbnail', value('zoomThumbnail')),
    useMainChartSymbolAsBaseline:
      readChoice('property node compare.mode', COMPARE_MODE_VALUES, value('compare.mode')) === 'perf',
    kagiReversal: kagi.amount,
    kagiUnit: kagi.unit,
    kagiPriceField: kagi.priceField,
    renkoBoxSize: renko.amount,
    renkoUnit: renko.unit,
    renkoPriceField: renko.priceField,
  };
}

function parseRoot(root: XmlElement, today: string): ChartDefinition {
  if (root.name !== 'sharpchart')
    failChartXml('invalidStructure', `the root element is <${root.name}>, not <sharpchart>`);
  refuseText(root);
  if (readAttributes(root, ['version'])('version') !== CHART_XML_VERSION)
    failChartXml('invalidStructure', 'unsupported sharpchart version');
  const sections = sectionsOf(root);
  const datasets = readDatasets(sections.datasets);
  const styles = readStyles(sections.styles);
  const scales = readScales(sections.scales);
  const panels = readPanels(sections.panels);
  const properties = readPropertySettings(readProperties(sections.properties), today);
  const settings: ChartSettings = {
    ...createDefaultChartSettings(),
    ...styles,
    ...properties,
    ...panels,
    period: datasets.period,
    perfChartSymbols: datasets.compare,
    isLogScale: scales.isLogScale,
    yAxisLabels: scales.yAxisLabels,
    priceLabels: scales.priceLabels,
  };
  return {
    symbol: formatSymbolFlags({
      symbol: datasets.symbol,
      adjusted: datasets.adjusted,
      inverted: scales.inverted,
    }),
    settings,
  };
}

/**
 * Parses SharpCharts XML strictly (spec 2 §5), the format `buildChartXml` writes (chart-xml-format.md). Throws
 * only `ChartXmlError`, whose message begins 'Failed to parse SharpCharts2 chart XML' and names the cause.
 */
export function parseChartXml(xml: string, options: ChartXmlOptions = {}): ChartDefinition {
  let root: XmlElement;
  try {
    root = readXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new ChartXmlError('malformedXml', `malformed XML: ${error.message}`);
    throw error;
  }
  return parseRoot(root, options.today ?? currentIsoDate());
}
