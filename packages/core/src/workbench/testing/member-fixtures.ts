import type { AccountLimits, AccountLimitsTable, ChartSettings } from '../../model/index';
import {
  createDefaultChartSettings,
  parseChartList,
  parseChartStyle,
  parseSavedChart,
} from '../../model/index';
import { buildChartXml } from '../../rules/index';
import type { createFakePorts } from './fake-ports';

/** The chart code of the test member. */
export const CHART_CODE = 123;

/** A signed-looking login cookie of the test member: `<chartCode>.<level>.<issued>.<signature>`. */
export const LOGIN_COOKIE = `${CHART_CODE}.FREE.1700000000.sig`;

/** The member record the get-member batch returns. */
export const MEMBER_RECORD = {
  chartCode: CHART_CODE,
  firstName: 'Fay',
  lastName: 'Free',
  fullName: 'Fay Free',
  userId: 'free@example.com',
  memberType: 'FREE',
  memberRT: '0',
  hasOptionsAddOn: false,
};

/** The member's weekly default style: its XML charts weekly over five years. */
export const WEEKLY_STYLE = parseChartStyle({
  recID: 3,
  styleID: 'p300',
  description: '>>Default<<',
  color: 'Blue',
  location: 1,
  label: 'WK',
});

/** A second style, on button slot 2. */
export const CANDLE_STYLE = parseChartStyle({
  recID: 4,
  styleID: 'p400',
  description: 'Candles',
  color: 'Red',
  location: 2,
  label: 'CA',
});

/** The settings of the weekly style. */
export const WEEKLY_SETTINGS: ChartSettings = {
  ...createDefaultChartSettings(),
  period: 'W',
  range: '5y',
  rangeYears: 5,
};

/** The member's list 1 and its two charts. */
export const MY_LIST = parseChartList({ recID: 1, listNum: 1, name: 'Mine', isReadOnly: false });
export const MSFT_CHART = parseSavedChart({
  recID: 50,
  listNum: 1,
  description: 'Microsoft weekly',
  symbol: 'MSFT',
  style: '&p=W&yr=2',
  annotations: '',
  comments: '',
  chartCode: CHART_CODE,
});
export const SPY_CHART = parseSavedChart({
  recID: 51,
  listNum: 1,
  description: 'SPY daily',
  symbol: 'SPY',
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: CHART_CODE,
});

/** Makes the fake backend a logged-in member with a login cookie, lists, charts and styles. */
export function logIn(
  ports: ReturnType<typeof createFakePorts>,
  options: { defaultStyle?: boolean } = {},
): void {
  ports.cookies.set('SCCLogin2', LOGIN_COOKIE);
  const backend = ports.api.backend;
  backend.loginCookie = LOGIN_COOKIE;
  backend.member = {
    member: MEMBER_RECORD,
    defaultChartStyle: options.defaultStyle === false ? null : WEEKLY_STYLE,
  };
  backend.chartLists = [MY_LIST];
  backend.savedCharts = { 1: [MSFT_CHART, SPY_CHART] };
  backend.chartStyles = [WEEKLY_STYLE, CANDLE_STYLE];
  backend.styleXml = {
    p300: buildChartXml({ symbol: 'SPY', settings: WEEKLY_SETTINGS }),
    p400: buildChartXml({
      symbol: 'AAPL',
      settings: { ...createDefaultChartSettings(), chartType: 'candle' },
    }),
  };
}

/** A known limits table giving every member type the free limits, with `overrides` (e.g. a smaller maximum). */
export function limitsTable(overrides: Partial<AccountLimits> = {}): AccountLimitsTable {
  const free: AccountLimits = {
    autoRefreshIntervalSec: 60,
    maxSharpChartWidthPx: 900,
    maxChartLists: 1,
    maxChartsPerChartList: 10,
    maxChartStyles: 5,
    maxPriceAlerts: 3,
    maxStyleButtons: 3,
    ...overrides,
  };
  return { isKnown: true, byMemberType: { FREE: free, BA: free, XT: free, PRO: free } };
}
