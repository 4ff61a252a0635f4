import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings, type ChartSettings } from '../../model/chart-settings';
import { createRandom } from '../inspector/seeded-random';
import { buildChartXml } from './build-chart-xml';
import { ChartXmlError, CHART_XML_ERROR_PREFIX, type ChartXmlErrorReason } from './chart-xml-error';
import { parseChartXml } from './parse-chart-xml';

const today = '2026-11-20';
const build = (overrides: Partial<ChartSettings> = {}, symbol = 'AAPL') =>
  buildChartXml({ symbol, settings: { ...createDefaultChartSettings(), ...overrides } }, { today });
const base = build();
const prop = (name: string, value: string) => `<property name="${name}" value="${value}"/>`;
const withProperty = (xml: string, name: string, value: string) =>
  xml.replace('<property name="data.extra"', `${prop(name, value)}\n    <property name="data.extra"`);
const setProperty = (xml: string, name: string, value: string) =>
  xml.replace(new RegExp(`<property name="${name.replace('.', '\\.')}" value="[^"]*"/>`), prop(name, value));
const dropProperty = (xml: string, name: string) =>
  xml.replace(new RegExp(`\\s*<property name="${name.replace('.', '\\.')}" value="[^"]*"/>`), '');
const palette = (attrs: string) =>
  base.replace('<styles skin="murphy">', `<styles skin="murphy">\n    <palette ${attrs}/>`);

// Murphy's swatches begin with its up, down and line colours.
const UP = '#1a7f37';
const DOWN = '#cf222e';

const cases: Array<[string, string, ChartXmlErrorReason]> = [
  ['not XML', 'hello', 'malformedXml'],
  ['truncated', base.slice(0, base.length / 2), 'malformedXml'],
  ['two roots', `${base}<sharpchart version="1"/>`, 'malformedXml'],
  ['wrong root', base.replaceAll('sharpchart', 'chart'), 'invalidStructure'],
  ['wrong version', base.replace('version="1">', 'version="2">'), 'invalidStructure'],
  ['missing datasets', base.replace(/<datasets[\s\S]*<\/datasets>/, ''), 'invalidStructure'],
  ['unknown element', base.replace('<scales>', '<extra/><scales>'), 'invalidStructure'],
  ['unknown attribute', base.replace('<scales>', '<scales kind="x">'), 'invalidStructure'],
  ['text in an element', base.replace('<scales>', '<scales>text'), 'invalidStructure'],
  [
    'no master dataset',
    base.replace('role="master"', 'role="compare" id="1"').replace(' adjusted="true"', ''),
    'invalidStructure',
  ],
  [
    'two master datasets',
    base.replace('</datasets>', '<dataset role="master" symbol="MSFT" adjusted="true"/></datasets>'),
    'invalidStructure',
  ],
  ['invalid master symbol', build({}, 'A B').replace('symbol="A B"', 'symbol="A B"'), 'invalidProperty'],
  ['master symbol with a flag character', base.replace('symbol="AAPL"', 'symbol="-AAPL"'), 'invalidProperty'],
  ['boolean yes', base.replace('adjusted="true"', 'adjusted="yes"'), 'invalidProperty'],
  ['unknown period', base.replace('period="D"', 'period="7"'), 'unknownPeriod'],
  ['period by id', base.replace('period="D"', 'period="daily"'), 'unknownPeriod'],
  ['unknown skin', base.replace('skin="murphy"', 'skin="plaid"'), 'unknownSkin'],
  [
    'custom skin without colours',
    base.replace('skin="murphy"', 'skin="custom"').replace(/<custom [^>]*\/>/, ''),
    'badHexCode',
  ],
  ['custom colour not hex', base.replace('background="#ffffff"', 'background="white"'), 'badHexCode'],
  ['custom colour of 3 digits', base.replace('background="#ffffff"', 'background="#fff"'), 'badHexCode'],
  ['custom colour missing', base.replace(' grid="#d3d3d3"', ''), 'badHexCode'],
  ['palette up without down', palette(`priceUp="${UP}"`), 'mismatchedPalette'],
  ['palette up equals down', palette(`priceUp="${UP}" priceDown="${UP}"`), 'mismatchedPalette'],
  [
    'palette price and volume differ',
    palette(`priceUp="${UP}" priceDown="${DOWN}" volumeUp="${DOWN}" volumeDown="${UP}"`),
    'mismatchedPalette',
  ],
  ['palette not a swatch', palette('priceUp="#123456" priceDown="#654321"'), 'mismatchedPalette'],
  ['palette empty', palette(''), 'mismatchedPalette'],
  ['palette bad hex', palette(`priceUp="green" priceDown="${DOWN}"`), 'badHexCode'],
  ['unknown chart type', base.replace('type="ohlcThick"', 'type="spiral"'), 'unknownChartType'],
  ['no main layer', base.replace('<layer role="main" type="ohlcThick"/>', ''), 'invalidStructure'],
  ['unknown indicator', base.replace('name="macd"', 'name="magic"'), 'invalidProperty'],
  ['unknown overlay', base.replace('name="ema"', 'name="magic"'), 'invalidProperty'],
  ['bad indicator position', base.replace('position="below"', 'position="left"'), 'invalidProperty'],
  ['bad indicator height', base.replace('height="auto"', 'height="1.5"'), 'invalidProperty'],
  ['bad overlay colour hex', base.replace('color="green"', 'color="#00ff0"'), 'badHexCode'],
  ['duplicate overlay id', base.replace('id="2" name="sma"', 'id="1" name="sma"'), 'invalidProperty'],
  [
    'zero indicator id',
    base.replace('role="indicator" id="1"', 'role="indicator" id="0"'),
    'invalidProperty',
  ],
  ['unknown size', setProperty(base, 'chart.size', '999'), 'unknownSize'],
  [
    'custom size without height',
    dropProperty(setProperty(base, 'chart.size', 'custom'), 'chart.height'),
    'missingProperty',
  ],
  [
    'custom size with bad width',
    setProperty(setProperty(base, 'chart.size', 'custom'), 'chart.width', '12.5'),
    'invalidProperty',
  ],
  ['missing property node', dropProperty(base, 'legends'), 'missingProperty'],
  ['duplicate property node', withProperty(base, 'legends', 'off'), 'invalidProperty'],
  ['unknown property node', withProperty(base, 'sparkle', 'on'), 'invalidProperty'],
  [
    'property without a value',
    base.replace(prop('grid', 'normal'), '<property name="grid"/>'),
    'invalidStructure',
  ],
  ['invalid grid', setProperty(base, 'grid', 'plaid'), 'invalidProperty'],
  ['boolean TRUE', setProperty(base, 'fullQuote', 'TRUE'), 'invalidProperty'],
  ['compare mode', setProperty(base, 'compare.mode', 'ratio'), 'invalidProperty'],
  ['extra bars too big', setProperty(base, 'data.extra', '2147483648'), 'invalidProperty'],
  ['extra bars negative', setProperty(base, 'data.extra', '-1'), 'invalidProperty'],
  ['no range', dropProperty(base, 'data.days'), 'missingProperty'],
  ['days and bar', withProperty(base, 'data.bar', '5'), 'conflictingRange'],
  ['days and start', withProperty(base, 'data.start', '2020-01-01'), 'conflictingRange'],
  [
    'bar without gap',
    setProperty(base, 'data.days', '5').replace('name="data.days"', 'name="data.bar"'),
    'missingProperty',
  ],
  [
    'bar 10',
    build({ range: 'fill' }).replace(prop('data.bar', '5'), prop('data.bar', '10')),
    'invalidProperty',
  ],
  [
    'gap 6',
    build({ range: 'fill' }).replace(prop('data.gap', '0'), prop('data.gap', '6')),
    'invalidProperty',
  ],
  ['days 0', setProperty(base, 'data.days', '0'), 'badDays'],
  ['days not a number', setProperty(base, 'data.days', '1y'), 'badDays'],
  ['days with 12 months', setProperty(base, 'data.days', '360'), 'badDays'],
  ['days over 100 years', setProperty(base, 'data.days', String(101 * 365)), 'badDays'],
  [
    'start without end',
    dropProperty(build({ range: 'custom', rangeStartDate: '2020-01-01' }), 'data.end'),
    'missingProperty',
  ],
  ['bad date', build({ range: 'custom', rangeStartDate: '2020-02-30' }), 'badDate'],
  ['date in another format', build({ range: 'custom', rangeStartDate: '01/02/2020' }), 'badDate'],
  [
    'start after end',
    build({ range: 'custom', rangeStartDate: '2021-01-01', rangeEndDate: '2020-01-01' }),
    'badDate',
  ],
  ['kagi filter of 3 parts', setProperty(base, 'filter.kagi', 'kagi,14,atr'), 'invalidFilter'],
  ['kagi filter of 5 parts', setProperty(base, 'filter.kagi', 'kagi,14,atr,close,x'), 'invalidFilter'],
  ['kagi unit', setProperty(base, 'filter.kagi', 'kagi,14,boxes,close'), 'invalidFilter'],
  ['kagi price field', setProperty(base, 'filter.kagi', 'kagi,14,atr,open'), 'invalidFilter'],
  ['kagi amount 0', setProperty(base, 'filter.kagi', 'kagi,0,atr,close'), 'invalidFilter'],
  ['renko percentage unit', setProperty(base, 'filter.renko', 'renko,1,percentage,close'), 'invalidFilter'],
  ['renko filter named kagi', setProperty(base, 'filter.renko', 'kagi,1,atr,close'), 'invalidFilter'],
];

describe('spec 2 §5 / §8 chart XML parse errors', () => {
  it.each(cases)('%s -> %s', (_name, xml, reason) => {
    let caught: unknown;
    try {
      parseChartXml(xml, { today });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ChartXmlError);
    expect((caught as ChartXmlError).reason).toBe(reason);
    expect((caught as ChartXmlError).message.startsWith(`${CHART_XML_ERROR_PREFIX}: `)).toBe(true);
  });
});

describe('spec 2 §5 chart XML lenient reads that the spec asks for', () => {
  it.each([
    [
      'too-old dates are clamped to the minimum',
      build({ range: 'custom', rangeStartDate: '1850-06-01' }),
      { range: 'custom', rangeStartDate: '1900-01-01' },
    ],
    [
      'today means blank',
      setProperty(
        build({ range: 'custom', rangeStartDate: '2020-01-01', rangeEndDate: '2021-01-01' }),
        'data.end',
        'today',
      ),
      { range: 'custom', rangeEndDate: '' },
    ],
    [
      'year start with empty end is YTD',
      build({ range: 'custom', rangeStartDate: '2026-01-01' }),
      { range: 'ytd', rangeStartDate: '2026-01-01' },
    ],
    [
      'a preset length reads as the preset',
      setProperty(base, 'data.days', String(365 + 180)),
      { range: '1.5y', rangeYears: 1, rangeMonths: 6, rangeDays: 0 },
    ],
    [
      'another length reads as Predefined',
      setProperty(base, 'data.days', String(2 * 365 + 31)),
      { range: 'predefined', rangeYears: 2, rangeMonths: 1, rangeDays: 1 },
    ],
    [
      'upper-case hex is read in lower case',
      base.replace('#ffffff', '#FFFFFF'),
      { customBackgroundColor: '#ffffff' },
    ],
    [
      'a volume pair alone sets the colours',
      palette(`volumeUp="${UP}" volumeDown="${DOWN}"`),
      { upColor: UP, downColor: DOWN },
    ],
  ])('%s', (_name, xml, expected) => {
    expect(parseChartXml(xml, { today }).settings).toMatchObject(expected);
  });

  it('cuts indicators and overlays to the maximum counts (25)', () => {
    const many = Array.from(
      { length: 30 },
      (_, i) =>
        `<panel role="indicator" id="${i + 10}" name="rsi" parameters="14" position="below" style="auto" color="auto" height="auto" opacity="auto"/>`,
    ).join('');
    const manyOverlays = Array.from(
      { length: 30 },
      (_, i) =>
        `<layer role="overlay" id="${i + 10}" name="sma" parameters="20" style="auto" color="auto" opacity="auto"/>`,
    ).join('');
    const xml = base
      .replace('</panels>', `${many}</panels>`)
      .replace(
        '<layer role="main" type="ohlcThick"/>',
        `<layer role="main" type="ohlcThick"/>${manyOverlays}`,
      );
    const { settings } = parseChartXml(xml, { today });
    expect(settings.sortedIndicators).toHaveLength(25);
    expect(settings.sortedOverlays).toHaveLength(25);
    expect(settings.sortedIndicators[3]?.indicatorName).toBe('rsi');
  });

  it.each<[string, Partial<ChartSettings>, Partial<ChartSettings>]>([
    [
      'an invalid custom size outside the custom size is left out',
      { customWidth: 20, customHeight: 10 },
      { customWidth: 700, customHeight: 312 },
    ],
    [
      'invalid custom colours outside the custom skin are left out',
      { customBackgroundColor: 'white' },
      { customBackgroundColor: '#ffffff' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(parseChartXml(build(overrides), { today }).settings).toMatchObject(expected);
  });

  it('cuts comparison datasets to 9', () => {
    const compare = Array.from(
      { length: 12 },
      (_, i) => `<dataset role="compare" id="${i + 1}" symbol="S${i}"/>`,
    ).join('');
    expect(
      parseChartXml(base.replace('</datasets>', `${compare}</datasets>`), { today }).settings
        .perfChartSymbols,
    ).toHaveLength(9);
  });
});

describe('spec 2 §5 chart XML: random input throws only ChartXmlError', () => {
  it('holds for 4000 seeded mutations of valid chart XML', () => {
    const random = createRandom(7);
    const sources = [
      base,
      build({ range: 'fill', colorScheme: 'custom', chartSize: 'custom' }),
      build({ range: 'custom', rangeStartDate: '2001-02-03' }),
    ];
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '&',
      '&amp;',
      '&#0;',
      '=',
      ' ',
      'a',
      '1',
      '-',
      ',',
      '#',
      ']]>',
      '<![CDATA[',
      '<!--',
      'true',
      'false',
      '<x/>',
      '\u0000',
      '\uD800',
    ];
    let accepted = 0;
    for (let i = 0; i < 4000; i += 1) {
      const chars = [...random.pick(sources)];
      const edits = 1 + random.int(3);
      for (let e = 0; e < edits; e += 1) {
        const at = random.int(chars.length + 1);
        const op = random.int(3);
        if (op === 0) chars.splice(at, 1 + random.int(8));
        else if (op === 1) chars.splice(at, 0, random.pick(pieces));
        else chars.splice(at, 1, random.pick(pieces));
      }
      try {
        const chart = parseChartXml(chars.join(''), { today });
        accepted += 1;
        expect(parseChartXml(buildChartXml(chart, { today }), { today })).toEqual(chart);
      } catch (error) {
        expect(error).toBeInstanceOf(ChartXmlError);
        expect((error as Error).message.startsWith(CHART_XML_ERROR_PREFIX)).toBe(true);
      }
    }
    expect(accepted).toBeGreaterThan(0);
  }, 60_000);
});

describe('spec 2 §5 chart XML: random strings throw only ChartXmlError', () => {
  it('holds for 2000 seeded strings of XML-ish tokens', () => {
    const random = createRandom(99);
    const tokens = [
      '<sharpchart version="1">',
      '</sharpchart>',
      '<datasets period="D">',
      '</datasets>',
      '<property name="grid" value="normal"/>',
      '<',
      '>',
      '/>',
      '"',
      '=',
      ' ',
      'a',
      '&lt;',
      '&#x41;',
      '<!---->',
      '<![CDATA[x]]>',
      '\n',
      '\u0000',
    ];
    for (let i = 0; i < 2000; i += 1) {
      const text = Array.from({ length: 1 + random.int(12) }, () => random.pick(tokens)).join('');
      expect(() => parseChartXml(text, { today })).toThrowError(ChartXmlError);
    }
  });
});
