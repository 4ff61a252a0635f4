/**
 * Realistic data for the library and notification stories and tests, read through core's own parsers so it
 * has the shapes the server replies take.
 */
import {
  DISMISSED_COOKIE_EXTRA_MS,
  parseChartStyles,
  parseSampleChartStyles,
  parseSavedCharts,
  type ShownNotification,
} from '@chartbench/core';

/** A member's saved ChartStyles; recid 12 is the default. */
export const CHART_STYLES = parseChartStyles([
  { recID: 11, styleID: 'p5001', description: 'Daily Momentum', location: 1, color: '#1565c0', label: 'DM' },
  { recID: 12, styleID: 'p5002', description: 'Weekly Trend Dark' },
  { recID: 13, styleID: 'p5003', description: 'Bollinger Squeeze' },
]).items;

/** The default ChartStyle of the member. */
export const DEFAULT_STYLE_RECID = 12;

/** The sample catalogue of /freecharts/sample/chartstyles.json, one members-only sample among them. */
export const SAMPLE_GROUPS = parseSampleChartStyles({
  basicCharts: {
    p1001: {
      title: 'Classic Candles',
      pcode: 'p1001',
      description: 'Candlesticks with volume and moving averages',
      symbol: '$SPX',
    },
    p1002: {
      title: 'Momentum Pack',
      pcode: 'p1002',
      description: 'RSI, MACD and the PPO below the price',
      symbol: 'AAPL',
      membersOnly: true,
      shouldLoadSymbol: true,
    },
  },
  darkThemes: {
    p1003: {
      title: 'Night Trend',
      pcode: 'p1003',
      description: 'Weekly bars on the night scheme',
      symbol: 'BTCUSD',
    },
  },
}).groups;

/** The charts of the member's list 0 ('Tech Leaders'). */
export const SAVED_CHARTS = parseSavedCharts([
  {
    recID: 7001,
    listNum: 0,
    description: 'Apple daily',
    symbol: 'AAPL',
    style: 'p=D&yr=1',
    comments: 'Breakout watch',
  },
  { recID: 7002, listNum: 0, description: 'Microsoft weekly trend', symbol: 'MSFT', style: 'p=W&yr=2' },
  { recID: 7003, listNum: 0, description: 'Nvidia momentum', symbol: 'NVDA', style: 'p=D&mn=6' },
]).items;

/** A full list of 1,000 saved charts (the most a ChartList holds), for the long-list stories and tests. */
export const THOUSAND_CHARTS = parseSavedCharts(
  Array.from({ length: 1000 }, (_, index) => ({
    recID: 20_000 + index,
    listNum: 0,
    description: `Chart ${index + 1}`,
    symbol: `S${index + 1}`,
    style: 'p=D&yr=1',
  })),
).items;

/** A small picture standing in for a chart image, so stories need no server. */
export function storyThumbnail(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="175" viewBox="0 0 280 175"><rect width="280" height="175" fill="#f4f6f8"/><polyline fill="none" stroke="#1565c0" stroke-width="2" points="10,140 50,120 90,128 130,90 170,100 210,60 270,40"/><text x="10" y="24" font-family="sans-serif" font-size="14" fill="#333">${label.replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const END = Date.UTC(2026, 11, 31);

/** Notifications as acceptNotifications returns them: severities 1, 5 and 3; the first targets member 101. */
export const NOTIFICATIONS: readonly ShownNotification[] = [
  {
    id: 'maint',
    severity: 1,
    isDismissible: true,
    message: 'Scheduled maintenance on Saturday from 2 to 4 a.m. ET.',
    endTime: END,
  },
  {
    id: 'outage',
    severity: 5,
    isDismissible: false,
    message: 'Real-time quotes for TSX symbols are delayed.',
    endTime: END,
  },
  {
    id: 'feature',
    severity: 3,
    isDismissible: false,
    message: 'New: ChartStyle Library search now suggests tags.',
    endTime: END,
  },
];

/** The cookie expiry of a notification ending at END: 30 days later (spec 3 §9). */
export const NOTIFICATION_COOKIE_EXPIRY = END + DISMISSED_COOKIE_EXTRA_MS;
