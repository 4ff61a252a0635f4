import {
  buildChartXml,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type ChartSettings,
} from '@chartbench/core';
import { hashPassword } from '../auth/passwords';
import type { Repositories } from '../storage/repositories';
import { DEMO_MEMBERS, DEMO_PASSWORD, type DemoMember } from './demo-members';

const DAY_SECONDS = 86_400;

const style = (overrides: Partial<ChartSettings>): ChartSettings => ({
  ...createDefaultChartSettings(),
  ...overrides,
});

/** The styles every demo member starts with: name, symbol and settings; the first is the default. */
const MEMBER_STYLES: ReadonlyArray<{
  name: string;
  symbol: string;
  settings: ChartSettings;
  button?: { location: number; color: string; label: string };
}> = [
  {
    name: '>>Default<<',
    symbol: 'SPY',
    settings: createDefaultChartSettings(),
    button: { location: 1, color: 'Dark Grey', label: 'DF' },
  },
  {
    name: 'Candles + Volume',
    symbol: 'AAPL',
    settings: style({
      chartType: 'candle',
      chartSettingsVolumeMenuValue: 'overlay',
      sortedIndicators: [
        createIndicatorRow(1, { indicatorName: 'rsi', parameters: '14', indicatorPosition: 'above' }),
      ],
      sortedOverlays: [createOverlayRow(1, { overlayName: 'sma', parameters: '50', overlayColor: 'blue' })],
    }),
    button: { location: 2, color: 'Blue', label: 'CV' },
  },
  {
    name: 'Weekly Line',
    symbol: '$SPX',
    settings: style({
      chartType: 'lineThick',
      period: 'W',
      range: '1y',
      rangeYears: 1,
      sortedIndicators: [],
      sortedOverlays: [],
    }),
  },
];

/**
 * Saved charts of the member's own list: symbol, name, style query. Every demo member gets them, so each stays
 * within the free level (one year, spec 1 §6): the server refuses to draw more than a member's level allows.
 */
const MY_CHARTS = [
  ['AAPL', 'Apple daily', '&p=D&yr=1'],
  ['MSFT', 'Microsoft six months', '&p=D&mn=6'],
  ['SPY', 'S&P 500 ETF weekly', '&p=W&yr=1'],
  ['$SPX', 'S&P 500 index', '&p=D&yr=1'],
] as const;

const SAMPLE_CHARTS = [
  ['$INDU', 'Dow Jones Industrial Average', '&p=D&yr=1'],
  ['$COMPQ', 'Nasdaq Composite', '&p=D&yr=1'],
  ['$BTCUSD', 'Bitcoin', '&p=D&mn=6'],
] as const;

const FRAMEWORK_CHARTS = [
  ['XLK', 'Technology sector', '&p=W&yr=1'],
  ['XLE', 'Energy sector', '&p=W&yr=1'],
] as const;

async function seedMember(
  repositories: Repositories,
  demo: DemoMember,
  passwordHash: string,
  nowMs: number,
): Promise<void> {
  const { chartCode } = demo;
  await repositories.members.create({
    chartCode,
    email: demo.email,
    passwordHash,
    firstName: demo.firstName,
    lastName: demo.lastName,
    memberType: demo.memberType,
    memberRT: demo.memberType === 'PRO' ? 1 : 0,
    hasOptionsAddOn: demo.hasOptionsAddOn,
  });
  const own = await repositories.chartLists.create(chartCode, 'My Charts', false);
  const samples = await repositories.chartLists.create(chartCode, 'Sample Charts', true);
  const framework = await repositories.chartLists.create(
    chartCode,
    `${new Date(nowMs).getUTCFullYear()}  Market Framework`,
    false,
  );
  const lists: Array<[number, ReadonlyArray<readonly [string, string, string]>]> = [
    [own.listNum, MY_CHARTS],
    [samples.listNum, SAMPLE_CHARTS],
    [framework.listNum, FRAMEWORK_CHARTS],
  ];
  if (demo.memberType === 'XT' || demo.memberType === 'PRO') {
    const tech = await repositories.chartLists.create(chartCode, 'Tech Leaders', false);
    lists.push([
      tech.listNum,
      [
        ['NVDA', 'Nvidia', '&p=D&yr=1'],
        ['GOOGL', 'Alphabet', '&p=D&yr=1'],
      ],
    ]);
  }
  for (const [listNum, charts] of lists) {
    await repositories.favorites.create(
      chartCode,
      charts.map(([symbol, description, chartStyle]) => ({
        listNum,
        symbol,
        description,
        style: chartStyle,
        annotations: '',
        comments: '',
      })),
    );
  }
  for (const [index, memberStyle] of MEMBER_STYLES.entries()) {
    const id = await repositories.styleCache.create(
      'p',
      buildChartXml({ symbol: memberStyle.symbol, settings: memberStyle.settings }),
      chartCode,
      nowMs,
    );
    const saved = await repositories.chartStyles.create(chartCode, `p${id}`, memberStyle.name);
    if (memberStyle.button)
      await repositories.chartStyles.setButton(chartCode, saved.recId, memberStyle.button);
    if (index === 0) await repositories.members.setDefaultStyle(chartCode, saved.recId);
  }
  await repositories.priceAlerts.create(chartCode, {
    symbol: 'AAPL',
    price: 250,
    direction: 'U',
    notes: 'Apple breaks out above 250',
    notificationType: 4,
  });
  await repositories.priceAlerts.create(chartCode, {
    symbol: '$SPX',
    price: 5000,
    direction: 'D',
    notes: 'S&P 500 below 5000',
    notificationType: 5,
  });
  await repositories.advancedAlerts.create(chartCode, {
    alert: 'AAPL RSI(14) crosses above 70',
    paused: false,
    lastFired: '12 Jan 2026, 3:45pm',
    notes: 'Overbought watch',
  });
  await repositories.advancedAlerts.create(chartCode, {
    alert: 'SPY closes below its 200-day SMA',
    paused: true,
    lastFired: null,
    notes: '',
  });
  const nowSeconds = Math.floor(nowMs / 1000);
  await repositories.notifications.create({
    id: `welcome-${chartCode}`,
    message: `Welcome back, ${demo.firstName}! Your demo account is ready.`,
    target: String(chartCode),
    locations: ['workbench'],
    severity: 2,
    startDate: nowSeconds - DAY_SECONDS,
    endDate: nowSeconds + 365 * DAY_SECONDS,
  });
}

/** Seeds the demo members, their lists, charts, styles, buttons and alerts, and site data, once. */
export async function seedDemoData(repositories: Repositories, nowMs: number): Promise<boolean> {
  if ((await repositories.members.count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  try {
    await seedOnce(repositories, passwordHash, nowMs);
  } catch (error) {
    // Several server processes starting together over one PostgreSQL race to seed: one wins, the others'
    // transactions fail (a duplicate key) and roll back whole, leaving the winner's data.
    if ((await repositories.members.count()) > 0) return false;
    throw error;
  }
  return true;
}

async function seedOnce(repositories: Repositories, passwordHash: string, nowMs: number): Promise<void> {
  await repositories.transaction(async (repos) => {
    for (const demo of DEMO_MEMBERS) await seedMember(repos, demo, passwordHash, nowMs);
    const nowSeconds = Math.floor(nowMs / 1000);
    await repos.notifications.create({
      id: 'synthetic-data',
      message: 'Chartbench demo: prices are synthetic, generated per symbol; they are not market data.',
      target: 'all',
      locations: ['workbench'],
      severity: 1,
      startDate: nowSeconds - DAY_SECONDS,
      endDate: nowSeconds + 10 * 365 * DAY_SECONDS,
    });
    const day = (offset: number) => new Date(nowMs - offset * DAY_SECONDS * 1000).toISOString().slice(0, 10);
    const predefined: Array<[string, string, number, boolean]> = [
      ['New 52-week high', 'AAPL', 1, false],
      ['Bearish MACD crossover', 'TSLA', 2, true],
      ['Golden cross (50 over 200)', 'MSFT', 3, false],
      ['Price crosses below 200-day SMA', 'XLE', 4, true],
      ['Bullish engulfing candle', '$BTCUSD', 1, false],
    ];
    for (const [alertName, symbol, daysAgo, isBearish] of predefined) {
      await repos.predefinedAlerts.create({ alertName, symbol, lastAlert: day(daysAgo), isBearish });
    }
  });
}
