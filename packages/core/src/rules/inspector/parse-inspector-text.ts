import { INSPECTOR_FORMAT_VERSION } from './format-inspector-text';
import { InspectorTextError, type InspectorErrorKind } from './inspector-text-error';
import type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const PANEL_ID = /^[^\s]+$/;
const DATE_ID = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(\d{2}))?)?$/;
const PERIOD = /^(?:[DWMQYJIHGFE]|[1-9]\d{0,5})$/;

class Reader {
  lineNumber = 0;
  constructor(private readonly kind: InspectorErrorKind) {}

  fail(cause: string): never {
    throw new InspectorTextError(this.kind, `line ${this.lineNumber}: ${cause}`);
  }

  number(field: string | undefined, name: string, allowMissing = false): number {
    if (field === '-' && allowMissing) return Number.NaN;
    if (field === undefined || !NUMBER.test(field))
      this.fail(`${name} is not a number: ${JSON.stringify(field ?? '')}`);
    const value = Number(field);
    if (!Number.isFinite(value)) this.fail(`${name} is out of range: ${field}`);
    return value;
  }

  flag(field: string | undefined, name: string): boolean {
    if (field === '1') return true;
    if (field === '0') return false;
    return this.fail(`${name} must be 0 or 1`);
  }
}

function isRealDateId(id: string): boolean {
  const m = DATE_ID.exec(id);
  if (!m || (id.length !== 8 && id.length !== 12 && id.length !== 16)) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31)) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59)) return false;
  return m[6] === undefined || Number(m[6]) <= 59;
}

function splitLines(text: string): string[][] {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  return body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line).split('\t'));
}

function readPanel(r: Reader, f: string[]): InspectorPanel {
  if (f.length !== 10) r.fail(`a panel record has 10 fields, found ${f.length}`);
  const id = f[1] ?? '';
  if (!PANEL_ID.test(id)) r.fail('panel id must be a token without whitespace');
  const panel: InspectorPanel = {
    id,
    maxY: r.number(f[2], 'maxY'),
    minY: r.number(f[3], 'minY'),
    maxValue: r.number(f[4], 'maxValue'),
    minValue: r.number(f[5], 'minValue'),
    isLog: r.flag(f[6], 'log'),
    isPrice: r.flag(f[7], 'price'),
    isVolume: r.flag(f[8], 'volume'),
    hasFullQuote: r.flag(f[9], 'fullQuote'),
  };
  if (!(panel.maxY < panel.minY)) r.fail('maxY must be above (less than) minY');
  if (panel.maxValue === panel.minValue) r.fail('maxValue and minValue must differ');
  if (panel.isLog && (panel.maxValue <= 0 || panel.minValue <= 0))
    r.fail('a log panel needs positive values');
  return panel;
}

function readBar(r: Reader, f: string[], previous: InspectorBar | undefined): InspectorBar {
  if (f.length !== 10) r.fail(`a bar record has 10 fields, found ${f.length}`);
  const startId = f[2] ?? '';
  const endId = f[3] ?? '';
  if (!isRealDateId(startId)) r.fail(`invalid start date id ${JSON.stringify(startId)}`);
  if (!isRealDateId(endId) || endId.length !== startId.length)
    r.fail(`invalid end date id ${JSON.stringify(endId)}`);
  if (endId < startId) r.fail('the end date id is before the start date id');
  const bar: InspectorBar = {
    barIndex: r.number(f[1], 'barIndex'),
    startId,
    endId,
    open: r.number(f[4], 'open', true),
    high: r.number(f[5], 'high', true),
    low: r.number(f[6], 'low', true),
    close: r.number(f[7], 'close', true),
    volume: r.number(f[8], 'volume', true),
    percentChange: r.number(f[9], 'percentChange', true),
  };
  if (previous && !(bar.barIndex > previous.barIndex)) r.fail('barIndex must increase from bar to bar');
  return bar;
}

function readPair(
  r: Reader,
  f: string[] | undefined,
  key: string,
  names: [string, string],
): [number, number] {
  if (!f || f[0] !== key) r.fail(`expected the ${key} record`);
  if (f.length !== 3) r.fail(`the ${key} record has 3 fields, found ${f.length}`);
  const first = r.number(f[1], names[0]);
  const second = r.number(f[2], names[1]);
  if (!(first < second)) r.fail(`${names[0]} must be less than ${names[1]}`);
  return [first, second];
}

/**
 * Reads inspector text (inspector-format.md) strictly; throws only `InspectorTextError`, whose message is one
 * of the spec's texts ('failed to load image data', 'No chart data found.', 'No price data found.').
 */
export function parseInspectorText(text: string): InspectorData {
  const lines = splitLines(text);
  const header = lines[0];
  if (header?.[0] !== 'img')
    throw new InspectorTextError('noImageData', 'line 1: the text does not begin with img');
  if (header.length !== 2 || header[1] !== String(INSPECTOR_FORMAT_VERSION)) {
    throw new InspectorTextError(
      'noImageData',
      `line 1: unsupported inspector format ${JSON.stringify(header.slice(1).join(' '))}`,
    );
  }
  const chart: Reader = new Reader('noChartData');
  chart.lineNumber = 2;
  const size = lines[1];
  if (!size || size[0] !== 'size' || size.length !== 3)
    chart.fail('expected the size record with width and height');
  const width = chart.number(size[1], 'width');
  const height = chart.number(size[2], 'height');
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    chart.fail('width and height must be positive integers');
  chart.lineNumber = 3;
  const periodLine = lines[2];
  if (
    !periodLine ||
    periodLine[0] !== 'period' ||
    periodLine.length !== 2 ||
    !PERIOD.test(periodLine[1] ?? '')
  ) {
    chart.fail('expected the period record with a known period code');
  }
  chart.lineNumber = 4;
  const [plotLeft, plotRight] = readPair(chart, lines[3], 'x', ['left', 'right']);
  chart.lineNumber = 5;
  const [plotTop, plotBottom] = readPair(chart, lines[4], 'y', ['top', 'bottom']);

  const panels: InspectorPanel[] = [];
  let index = 5;
  for (; index < lines.length && lines[index]?.[0] === 'panel'; index += 1) {
    chart.lineNumber = index + 1;
    const panel = readPanel(chart, lines[index] ?? []);
    if (panels.some((p) => p.id === panel.id)) chart.fail(`duplicate panel id ${panel.id}`);
    panels.push(panel);
  }
  chart.lineNumber = index + 1;
  if (panels.length === 0) chart.fail('expected at least one panel record');

  const price: Reader = new Reader('noPriceData');
  const bars: InspectorBar[] = [];
  for (; index < lines.length; index += 1) {
    const fields = lines[index] ?? [];
    price.lineNumber = index + 1;
    if (fields[0] !== 'bar') {
      chart.lineNumber = index + 1;
      chart.fail(`unexpected record ${JSON.stringify(fields[0] ?? '')}`);
    }
    bars.push(readBar(price, fields, bars[bars.length - 1]));
  }
  if (bars.length === 0) throw new InspectorTextError('noPriceData', `line ${index + 1}: no bar records`);
  return {
    width,
    height,
    period: periodLine?.[1] ?? '',
    plotLeft,
    plotRight,
    plotTop,
    plotBottom,
    panels,
    bars,
  };
}
