import { describe, expect, it } from 'vitest';
import { formatInspectorText } from './format-inspector-text';
import { InspectorTextError } from './inspector-text-error';
import type { InspectorBar, InspectorData } from './inspector-text.types';
import { parseInspectorText } from './parse-inspector-text';
import { createRandom } from './seeded-random';

function bar(
  barIndex: number,
  day: number,
  close: number,
  overrides: Partial<InspectorBar> = {},
): InspectorBar {
  const id = `202401${String(day).padStart(2, '0')}`;
  return {
    barIndex,
    startId: id,
    endId: id,
    open: close - 1,
    high: close + 2,
    low: close - 2,
    close,
    volume: 1000 * day,
    percentChange: 0.5,
    ...overrides,
  };
}

function sample(overrides: Partial<InspectorData> = {}): InspectorData {
  return {
    width: 620,
    height: 400,
    period: 'D',
    plotLeft: 4,
    plotRight: 560,
    plotTop: 24,
    plotBottom: 380,
    panels: [
      {
        id: 'price',
        maxY: 24,
        minY: 280,
        maxValue: 190.5,
        minValue: 160.25,
        isLog: true,
        isPrice: true,
        isVolume: false,
        hasFullQuote: true,
      },
      {
        id: 'ind1',
        maxY: 290,
        minY: 380,
        maxValue: 100,
        minValue: 0,
        isLog: false,
        isPrice: false,
        isVolume: false,
        hasFullQuote: false,
      },
    ],
    bars: [
      bar(8, 2, 185.64, { percentChange: Number.NaN }),
      bar(12, 3, 184.25, { percentChange: -0.7488 }),
      bar(16, 4, 181.9),
    ],
    ...overrides,
  };
}

describe('spec 3 §5 inspector text: round trip', () => {
  it.each([
    ['daily sample', sample()],
    [
      'intraday ids and letter period',
      sample({ period: 'J', bars: [bar(5, 2, 10, { startId: '202401020930', endId: '202401020930' })] }),
    ],
    [
      '16-digit ids and numeric period',
      sample({
        period: '39',
        bars: [bar(5, 2, 10, { startId: '2024010209300000', endId: '2024010209305999' })],
      }),
    ],
    [
      'inverted price scale and missing prices',
      sample({
        panels: [{ ...sample().panels[0]!, maxValue: 100, minValue: 200, isLog: false }],
        bars: [
          bar(5, 2, Number.NaN, { open: Number.NaN, high: Number.NaN, low: Number.NaN, volume: Number.NaN }),
        ],
      }),
    ],
    ['tiny and huge numbers', sample({ bars: [bar(1.5, 2, 5e-7, { volume: 1e21 })] })],
  ])('%s', (_name, data) => {
    const text = formatInspectorText(data);
    expect(parseInspectorText(text)).toEqual(data);
    expect(formatInspectorText(parseInspectorText(text))).toBe(text);
  });

  it('accepts CRLF line ends and a missing final newline', () => {
    const text = formatInspectorText(sample()).trimEnd().replaceAll('\n', '\r\n');
    expect(parseInspectorText(text)).toEqual(sample());
  });

  it('begins with the img record (spec 3 §5: chart data must begin with img)', () => {
    expect(formatInspectorText(sample()).startsWith('img\t1\n')).toBe(true);
  });
});

const good = formatInspectorText(sample());
const replaceLine = (n: number, line: string) =>
  good
    .split('\n')
    .map((l, i) => (i === n ? line : l))
    .join('\n');

describe('spec 3 §5 / §8 inspector text: errors', () => {
  it.each([
    ['empty text', '', 'failed to load image data'],
    ['no img header', good.replace('img', 'png'), 'failed to load image data'],
    ['wrong version', replaceLine(0, 'img\t2'), 'failed to load image data'],
    ['missing size', replaceLine(1, 'sizes\t620\t400'), 'No chart data found.'],
    ['fractional width', replaceLine(1, 'size\t620.5\t400'), 'No chart data found.'],
    ['unknown period', replaceLine(2, 'period\tK'), 'No chart data found.'],
    ['zero-minute period', replaceLine(2, 'period\t0'), 'No chart data found.'],
    ['x left >= right', replaceLine(3, 'x\t560\t4'), 'No chart data found.'],
    ['y not a number', replaceLine(4, 'y\ttop\t380'), 'No chart data found.'],
    [
      'no panels',
      good
        .split('\n')
        .filter((l) => !l.startsWith('panel'))
        .join('\n'),
      'No chart data found.',
    ],
    [
      'panel with 9 fields',
      replaceLine(5, 'panel\tprice\t24\t280\t190\t160\t1\t1\t0'),
      'No chart data found.',
    ],
    [
      'panel maxY below minY',
      replaceLine(5, 'panel\tprice\t280\t24\t190\t160\t1\t1\t0\t1'),
      'No chart data found.',
    ],
    [
      'panel equal values',
      replaceLine(5, 'panel\tprice\t24\t280\t190\t190\t0\t1\t0\t1'),
      'No chart data found.',
    ],
    [
      'log panel with zero',
      replaceLine(5, 'panel\tprice\t24\t280\t190\t0\t1\t1\t0\t1'),
      'No chart data found.',
    ],
    ['flag 2', replaceLine(5, 'panel\tprice\t24\t280\t190\t160\t2\t1\t0\t1'), 'No chart data found.'],
    [
      'duplicate panel id',
      replaceLine(6, 'panel\tprice\t290\t380\t100\t0\t0\t0\t0\t0'),
      'No chart data found.',
    ],
    ['unknown record', `${good}legend\tx\n`, 'No chart data found.'],
    [
      'no bars',
      good
        .split('\n')
        .filter((l) => !l.startsWith('bar'))
        .join('\n'),
      'No price data found.',
    ],
    [
      'bar bad date',
      replaceLine(7, 'bar\t8\t20240231\t20240231\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar 10-digit id',
      replaceLine(7, 'bar\t8\t2024010209\t2024010209\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar hour 24',
      replaceLine(7, 'bar\t8\t202401022400\t202401022400\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar end before start',
      replaceLine(7, 'bar\t8\t20240103\t20240102\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar ids of two lengths',
      replaceLine(7, 'bar\t8\t20240102\t202401021600\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar missing barIndex',
      replaceLine(7, 'bar\t-\t20240102\t20240102\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bars out of order',
      replaceLine(8, 'bar\t8\t20240103\t20240103\t1\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar NaN literal',
      replaceLine(7, 'bar\t8\t20240102\t20240102\tNaN\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    [
      'bar Infinity by exponent',
      replaceLine(7, 'bar\t8\t20240102\t20240102\t1e999\t2\t0.5\t1\t10\t-'),
      'No price data found.',
    ],
    ['empty field', replaceLine(7, 'bar\t8\t20240102\t20240102\t\t2\t0.5\t1\t10\t-'), 'No price data found.'],
    ['blank line between records', replaceLine(6, ''), 'No chart data found.'],
  ])('%s -> %s', (_name, text, message) => {
    expect(() => parseInspectorText(text)).toThrowError(InspectorTextError);
    expect(() => parseInspectorText(text)).toThrowError(message);
  });

  it('names the line and cause in detail', () => {
    try {
      parseInspectorText(replaceLine(7, 'bar\t8\t20240231\t20240231\t1\t2\t0.5\t1\t10\t-'));
      expect.unreachable();
    } catch (error) {
      expect((error as InspectorTextError).detail).toMatch(/^line 8: invalid start date id/);
    }
  });
});

describe('spec 3 §5 inspector text: random input throws only InspectorTextError', () => {
  it('holds for 3000 seeded mutations of a valid text', () => {
    const random = createRandom(20240601);
    const alphabet = [
      '\t',
      '\n',
      '-',
      '.',
      'e',
      '0',
      '1',
      '9',
      'bar',
      'panel',
      'img',
      ' ',
      '\r',
      'x',
      '1e400',
    ];
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      const chars = [...good];
      const edits = 1 + random.int(4);
      for (let e = 0; e < edits; e += 1) {
        const at = random.int(chars.length + 1);
        const choice = random.int(3);
        if (choice === 0) chars.splice(at, 1);
        else if (choice === 1) chars.splice(at, 0, random.pick(alphabet));
        else chars.splice(at, 1, random.pick(alphabet));
      }
      const text = chars.join('');
      try {
        const data = parseInspectorText(text);
        accepted += 1;
        expect(parseInspectorText(formatInspectorText(data))).toEqual(data);
      } catch (error) {
        expect(error).toBeInstanceOf(InspectorTextError);
      }
    }
    expect(accepted).toBeGreaterThan(0);
  }, 60_000);
});

describe('spec 3 §5 inspector text: random strings throw only InspectorTextError', () => {
  it('holds for 2000 seeded strings of record-like tokens', () => {
    const random = createRandom(5);
    const tokens = [
      'img\t1\n',
      'size\t620\t400\n',
      'period\tD\n',
      'x\t4\t560\n',
      'y\t24\t380\n',
      'panel\tp\t1\t2\t3\t4\t0\t0\t0\t0\n',
      'bar\t',
      '\t',
      '\n',
      '-',
      '1',
      'e',
      '20240102',
    ];
    for (let i = 0; i < 2000; i += 1) {
      const text = Array.from({ length: 1 + random.int(10) }, () => random.pick(tokens)).join('');
      try {
        parseInspectorText(text);
      } catch (error) {
        expect(error).toBeInstanceOf(InspectorTextError);
      }
    }
  });
});
