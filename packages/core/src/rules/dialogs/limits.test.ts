import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../catalogues/messages';
import type { AccountLimits } from '../../model/index';
import { parseAccountLimits } from '../../model/index';
import {
  LIMIT_MESSAGES,
  isMemberRefusal,
  limitMaximum,
  limitRefusal,
  ownChartListCount,
  serverRefusalOf,
  styleButtonPositionRefusal,
} from './limits';

const FREE: AccountLimits = {
  autoRefreshIntervalSec: 60,
  maxSharpChartWidthPx: 900,
  maxChartLists: 1,
  maxChartsPerChartList: 10,
  maxChartStyles: 5,
  maxPriceAlerts: 3,
  maxStyleButtons: 3,
};
const UNKNOWN: AccountLimits = {
  ...FREE,
  maxChartLists: -1,
  maxChartsPerChartList: -1,
  maxChartStyles: -1,
  maxPriceAlerts: -1,
  maxStyleButtons: -1,
};

describe('spec 1 §3.10, spec 3 §5/§6 member limits as refusals', () => {
  it.each([
    ['chartStyles', 4, null],
    ['chartStyles', 5, 'You have reached the maximum of 5 ChartStyles for your membership.'],
    ['chartLists', 1, 'Your membership allows 1 ChartList. Upgrade to Extra for up to 500 ChartLists.'],
    ['chartLists', 0, null],
    ['chartsPerList', 10, MESSAGES.chart.chartListFull(10)],
    ['chartsPerList', 9, null],
    ['styleButtons', 3, 'You have reached the maximum of 3 StyleButtons.'],
    ['priceAlerts', 3, 'You have reached the maximum of 3 price alerts for your membership.'],
    ['priceAlerts', 2, null],
  ] as const)('%s with %i used', (limit, used, expected) => {
    expect(limitRefusal(limit, used, FREE, 'FREE')).toBe(expected);
  });

  it('an unknown limit (-1) refuses nothing; adding several counts them all', () => {
    expect(limitRefusal('chartStyles', 1000, UNKNOWN, 'FREE')).toBeNull();
    expect(limitRefusal('chartsPerList', 8, FREE, 'FREE', 3)).toBe(MESSAGES.chart.chartListFull(10));
    expect(limitRefusal('chartsPerList', 8, FREE, 'FREE', 2)).toBeNull();
  });

  it('Extra and Pro members at the list limit are not pointed to Extra', () => {
    expect(LIMIT_MESSAGES.chartLists(500, 'XT')).toBe('You have reached the maximum of 500 ChartLists.');
    expect(LIMIT_MESSAGES.chartLists(2, 'BA')).toBe(
      'Your membership allows 2 ChartLists. Upgrade to Extra for up to 500 ChartLists.',
    );
  });

  it('StyleButton positions stop at the level maximum, all 12 when it is not sent', () => {
    expect(limitMaximum(FREE, 'styleButtons')).toBe(3);
    const { maxStyleButtons: _dropped, ...withoutButtons } = FREE;
    expect(limitMaximum(withoutButtons, 'styleButtons')).toBe(12);
    expect(limitMaximum(UNKNOWN, 'styleButtons')).toBe(12);
    expect(styleButtonPositionRefusal(2, FREE)).toBeNull();
    expect(styleButtonPositionRefusal(3, FREE)).toBe(
      'Your membership allows StyleButtons in positions 1 to 3.',
    );
  });

  it('the limits table keeps maxStyleButtons when the server sends it', () => {
    const raw = Object.fromEntries(['FREE', 'BA', 'XT', 'PRO'].map((type) => [type, { ...FREE }]));
    expect(parseAccountLimits(raw).byMemberType.FREE.maxStyleButtons).toBe(3);
    const without = Object.fromEntries(
      ['FREE', 'BA', 'XT', 'PRO'].map((type) => [type, { ...FREE, maxStyleButtons: undefined }]),
    );
    const parsed = parseAccountLimits(without);
    expect(parsed.isKnown).toBe(true);
    expect(parsed.byMemberType.FREE.maxStyleButtons).toBeUndefined();
  });

  it('only own lists count against the list limit', () => {
    const lists = [
      { isReadOnly: false, isFrameworkChartList: false },
      { isReadOnly: true, isFrameworkChartList: false },
      { isReadOnly: false, isFrameworkChartList: true },
    ];
    expect(ownChartListCount(lists)).toBe(1);
  });
});

describe('spec 3 §8 the server refusal shown instead of the generic failure', () => {
  it.each([
    [LIMIT_MESSAGES.chartStyles(5), true],
    [LIMIT_MESSAGES.chartLists(1, 'FREE'), true],
    [LIMIT_MESSAGES.chartLists(500, 'PRO'), true],
    [LIMIT_MESSAGES.chartsPerList(1000), true],
    [LIMIT_MESSAGES.styleButtons(12), true],
    [LIMIT_MESSAGES.styleButtonPosition(3), true],
    [LIMIT_MESSAGES.priceAlerts(25), true],
    [MESSAGES.chartList.readOnly, true],
    ['That chart was not found.', false],
    ['You have reached the maximum of many ChartStyles for your membership.', false],
  ])('%s -> %s', (message, expected) => {
    expect(isMemberRefusal(message)).toBe(expected);
  });

  it('reads serverMessage from a failed call, and nothing from other errors', () => {
    expect(serverRefusalOf({ serverMessage: LIMIT_MESSAGES.priceAlerts(3) })).toBe(
      LIMIT_MESSAGES.priceAlerts(3),
    );
    expect(serverRefusalOf({ serverMessage: 'Internal error' })).toBeNull();
    expect(serverRefusalOf(new Error(LIMIT_MESSAGES.priceAlerts(3)))).toBeNull();
    expect(serverRefusalOf(null)).toBeNull();
  });
});
