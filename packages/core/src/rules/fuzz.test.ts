/**
 * Seeded random-input tests: validators, the date parser and the chart query never throw on any input, and
 * what they accept obeys their rules (spec 1 §2.1, §5.1-§5.5).
 */
import { createDefaultChartSettings } from '../model/chart-settings';
import { findRange } from '../catalogues/ranges';
import { applyChartQuery, buildChartImageQuery, readChartQuery } from './chart-query/index';
import {
  isValidIsoDate,
  isValidSymbol,
  normalizeSymbol,
  parseComparisonSymbols,
  parseRecordId,
  parseStyleId,
  parseUserDate,
  validateEmailForm,
  validatePriceAlertForm,
  validateSaveChartForm,
} from './validation/index';

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'aAbBnNxX09123456789-/:.,@$%_^!&"\' \t\\today';
function text(next: () => number, maxLength = 14): string {
  const length = Math.floor(next() * maxLength);
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return out;
}
function dateLike(next: () => number): string {
  const n = (max: number) => String(Math.floor(next() * max));
  const sep = next() < 0.5 ? '-' : '/';
  return next() < 0.5
    ? `${n(2300)}${sep}${n(14)}${sep}${n(33)}`
    : `${n(14)}${sep}${n(33)}${sep}${n(next() < 0.5 ? 100 : 2300)}`;
}

const CASES = 3000;

describe('spec 1 §5.2 and §5.3 random inputs', () => {
  it(`parseUserDate gives null or a real date in 1900-2100 for ${CASES} inputs`, () => {
    const next = random(1);
    for (let i = 0; i < CASES; i += 1) {
      const input = next() < 0.5 ? dateLike(next) : text(next);
      const parsed = parseUserDate(input, '2026-05-14');
      if (parsed !== null) {
        expect(isValidIsoDate(parsed)).toBe(true);
        expect(parsed >= '1900-01-01' && parsed <= '2100-12-31').toBe(true);
      }
    }
  });

  it(`symbol rules hold for ${CASES} inputs`, () => {
    const next = random(2);
    for (let i = 0; i < CASES; i += 1) {
      const input = text(next);
      const symbol = normalizeSymbol(input);
      expect(normalizeSymbol(symbol)).toBe(symbol);
      expect(/[\s'"%\\]/.test(symbol)).toBe(false);
      if (isValidSymbol(symbol)) {
        expect(symbol.startsWith(':') || symbol.endsWith('-') || symbol.includes('::')).toBe(false);
      }
      const memberType = (['FREE', 'BA', 'XT', 'PRO', 'VISITOR', null] as const)[Math.floor(next() * 6)];
      const list = parseComparisonSymbols(`${input},${text(next)},${input}`, memberType);
      expect(list.symbols.length).toBeLessThanOrEqual(9);
      expect(new Set(list.symbols).size).toBe(list.symbols.length);
      expect(list.symbols.every(isValidSymbol)).toBe(true);
    }
  });

  it(`ids and numbers never throw for ${CASES} inputs`, () => {
    const next = random(3);
    const values = () => [
      text(next),
      Math.floor(next() * 2e6) - 1e6,
      next() * 10,
      null,
      undefined,
      {},
      [],
      Number.NaN,
    ];
    for (let i = 0; i < CASES; i += 1) {
      for (const value of values()) {
        const id = parseRecordId(value);
        if (id !== null) expect(Number.isInteger(id) && id > 0).toBe(true);
        const style = parseStyleId(value);
        if (style !== null) expect(/^[pt]\d+c?$/.test(style)).toBe(true);
      }
    }
  });

  it(`forms never throw and always explain a refusal, for ${CASES} inputs`, () => {
    const next = random(4);
    for (let i = 0; i < CASES; i += 1) {
      const forms = [
        validatePriceAlertForm({
          symbol: text(next),
          price: text(next),
          direction: 'crossesAbove',
          message: text(next, 40),
          notificationTypes: next() < 0.3 ? [] : ['site'],
        }),
        validateEmailForm({ address: text(next), comments: text(next) }),
        validateSaveChartForm({
          mode: 'saveAsNewChart',
          list:
            next() < 0.2
              ? null
              : { listNum: 1, isReadOnly: next() < 0.2, chartCount: Math.floor(next() * 60) },
          name: text(next),
          comments: text(next),
          maxChartsPerList: 50,
        }),
      ];
      for (const form of forms) {
        expect(form.isValid).toBe(Object.keys(form.errors).length === 0);
        for (const message of Object.values(form.errors))
          expect(typeof message === 'string' && message.length > 0).toBe(true);
      }
    }
  });
});

describe('spec 1 §2.1 random chart queries', () => {
  const NAMES = [
    's',
    'i',
    'id',
    'a',
    'p',
    'period',
    'barwidth',
    'b',
    'bar',
    'g',
    'gap',
    'yr',
    'years',
    'mn',
    'months',
    'dy',
    'days',
    'ndays',
    'st',
    'start',
    'en',
    'end',
    'compare',
    'perf',
    'force',
    'x',
  ];
  const VALUES = [
    '1',
    '0',
    '5',
    '12',
    '-3',
    'D',
    'w',
    '60',
    'today',
    '2024-02-29',
    '2023-02-29',
    'p12',
    't3c',
    'spy,qqq',
    'true',
    'yes',
    '',
  ];

  it(`reads and applies ${CASES} random queries without throwing, to a known range`, () => {
    const next = random(5);
    for (let i = 0; i < CASES; i += 1) {
      const params = new URLSearchParams();
      const count = Math.floor(next() * 6);
      for (let j = 0; j < count; j += 1) {
        const value =
          next() < 0.7 ? VALUES[Math.floor(next() * VALUES.length)]! : text(next) || dateLike(next);
        params.append(NAMES[Math.floor(next() * NAMES.length)]!, value);
      }
      const { query, errors } = readChartQuery(params);
      expect(Array.isArray(errors)).toBe(true);
      const settings = applyChartQuery(createDefaultChartSettings(), query, '2026-05-14');
      expect(findRange(settings.range)).toBeDefined();
      const again = readChartQuery(
        buildChartImageQuery(query.symbol ?? 'AAPL', settings, { today: '2026-05-14' }),
      );
      expect(again.errors).toEqual([]);
    }
  });
});
