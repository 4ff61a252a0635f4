/**
 * Seeded random-input tests: every model parser either returns or throws ModelParseError, never anything
 * else, and list parsers account for every item (spec 1 §8: invalid items are skipped and counted).
 */
import { parseAccountLimits } from './account-limits';
import { isAlertCountEntry, parseAdvancedAlerts, parsePredefinedAlerts, parsePriceAlerts } from './alerts';
import { parseChartLists } from './chart-list';
import { parseChartStyles } from './chart-style';
import { parseCompaniesInfo } from './company-info';
import { parseMember } from './member';
import { acceptNotifications } from './notification';
import { parseOptionChain } from './option-chain';
import { ModelParseError, type ParsedList } from './parse-list';
import { parseSampleChartStyles } from './sample-styles';
import { parseSavedCharts } from './saved-chart';
import { parseSymbolSummary } from './symbol-summary';
import { parseSymbolSuggestions } from './symbol-suggestion';

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

const FIELDS = [
  'recID',
  'recid',
  'listNum',
  'name',
  'description',
  'symbol',
  'style',
  'styleID',
  'color',
  'location',
  'label',
  'isReadOnly',
  'chartCode',
  'memberType',
  'alert',
  'alertpaused',
  'lastfired',
  'alertPrice',
  'price',
  'alertName',
  'lastAlert',
  'ID',
  'message',
  'severity',
  'startDate',
  'endDate',
  'locations',
  'title',
  'pcode',
  'exchange',
  'companyInfo',
  'success',
  'options',
  'Expirations',
];
const SCALARS: unknown[] = [
  '',
  ' ',
  'abc',
  '12',
  '-1',
  '0',
  'p12',
  't3',
  'yes',
  'true',
  '2024-02-29 10:00',
  '5 Mar 2024, 3:07pm',
  0,
  1,
  -5,
  2.5,
  1e12,
  Number.NaN,
  true,
  false,
  null,
  undefined,
];

function value(next: () => number, depth: number): unknown {
  const roll = next();
  if (depth > 2 || roll < 0.6) return SCALARS[Math.floor(next() * SCALARS.length)];
  if (roll < 0.8) return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
  return record(next, depth + 1);
}

function record(next: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = Math.floor(next() * 8);
  for (let i = 0; i < count; i += 1) out[FIELDS[Math.floor(next() * FIELDS.length)]!] = value(next, depth);
  return out;
}

const LIST_PARSERS: Array<[string, (raw: unknown) => ParsedList<unknown>]> = [
  ['chart lists', parseChartLists],
  ['chart styles', parseChartStyles],
  ['saved charts', parseSavedCharts],
  ['companies info', parseCompaniesInfo],
  ['advanced alerts', parseAdvancedAlerts],
  ['price alerts', parsePriceAlerts],
  ['predefined alerts', parsePredefinedAlerts],
];

const CASES = 1000;

describe('spec 1 §8 random server records', () => {
  it.each(LIST_PARSERS)(
    `%s: ${CASES} random lists are parsed with every item kept or counted`,
    (name, parse) => {
      const next = random(11);
      for (let i = 0; i < CASES; i += 1) {
        const list = Array.from({ length: Math.floor(next() * 5) }, () =>
          next() < 0.9 ? record(next) : value(next, 0),
        );
        const { items, skipped } = parse(list);
        // The alert summary's count entry is neither an item nor a skipped row.
        const rows = name === 'advanced alerts' ? list.filter((row) => !isAlertCountEntry(row)) : list;
        expect(items.length + skipped).toBe(rows.length);
      }
      expect(() => parse({ not: 'a list' })).toThrow(ModelParseError);
    },
  );

  it(`single-record parsers throw only ModelParseError for ${CASES} random records`, () => {
    const next = random(12);
    const parsers = [
      parseMember,
      parseSymbolSummary,
      parseOptionChain,
      parseSampleChartStyles,
      parseSymbolSuggestions,
    ];
    for (let i = 0; i < CASES; i += 1) {
      const raw = next() < 0.8 ? record(next) : value(next, 0);
      for (const parse of parsers) {
        try {
          parse(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(ModelParseError);
        }
      }
      const limits = parseAccountLimits(raw);
      expect(typeof limits.isKnown).toBe('boolean');
    }
  });

  it(`notification acceptance never throws and accounts for every entry, for ${CASES} random lists`, () => {
    const next = random(13);
    for (let i = 0; i < CASES; i += 1) {
      const list = Array.from({ length: Math.floor(next() * 5) }, () =>
        next() < 0.9 ? record(next) : value(next, 0),
      );
      const result = acceptNotifications(list, {
        now: 1_700_000_000_000,
        dismissedIds: ['abc'],
        chartCode: 1,
      });
      expect(result.items.length + result.rejected.length).toBe(list.length);
      for (const item of result.items)
        expect(item.severity >= 0 && item.severity <= 5 && item.message !== '').toBe(true);
    }
  });
});
