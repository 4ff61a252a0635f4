import {
  parseOptionChain,
  parsePriceAlerts,
  parseSymbolSummary,
  type OptionChain,
  type OptionExpiration,
  type SavedChart,
  type SymbolSummary,
} from '../../../model/index';
import type { HistoricalTable, PastDataRequest } from '../../../rules/index';
import { createWorkbench } from '../../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../../testing/fake-ports';
import { MEMBER_RECORD, logIn } from '../../testing/member-fixtures';
import type { WorkbenchAlertsApi } from '../alerts/alerts.port';
import type { MiniChartRequest, WorkbenchMarketModesApi } from './market.port';

/** A call the test answers by hand, so it decides the order replies arrive in (test fakes of the market modes' port). */
export interface Pending<A, T> {
  readonly arg: A;
  resolve(value: T): void;
  reject(error: Error): void;
}

export function pendingCall<A, T>() {
  const pending: Pending<A, T>[] = [];
  const call = (arg: A) => new Promise<T>((resolve, reject) => pending.push({ arg, resolve, reject }));
  return { call, pending };
}

export const summaryOf = (symbol: string): SymbolSummary =>
  parseSymbolSummary({ symbol, name: `${symbol} Inc.`, close: 10 });
export const TABLE: HistoricalTable = { columns: ['Date', 'Close'], rows: [['2026-01-02', '10.00']] };
export const EXPIRATIONS: readonly OptionExpiration[] = parseOptionChain({
  success: true,
  options: {
    Expirations: [{ ExpirationDate: '2026-01-16', Calls: [{ Symbol: 'C1', StrikePrice: 100 }], Puts: [] }],
  },
}).expirations;
const ALERT = {
  recid: 7,
  alert: 'Cross',
  alertpaused: 'no',
  lastfired: '2024-03-05 15:07:00',
  notes: '',
  price: 100,
};
const ALERTS = parsePriceAlerts([
  { ...ALERT, recid: 1, symbol: 'MSFT' },
  { ...ALERT, recid: 2, symbol: 'AAPL' },
]).items;

/** A workbench viewing MSFT with a market port the test answers; a visitor, a free member or a Pro member. */
export async function viewing({
  member,
  eod = false,
  loader = false,
  addOn = false,
  builtIn = false,
}: { member?: 'free' | 'pro'; eod?: boolean; loader?: boolean; addOn?: boolean; builtIn?: boolean } = {}) {
  const ports = createFakePorts();
  if (member) logIn(ports, { defaultStyle: false });
  if (member) {
    const record = {
      ...MEMBER_RECORD,
      memberType: member === 'pro' ? 'PRO' : 'FREE',
      hasOptionsAddOn: addOn,
    };
    ports.api.backend.member = { member: record, defaultChartStyle: null };
  }
  const summaries = pendingCall<string, SymbolSummary | null>();
  const charts = pendingCall<string, SavedChart[]>();
  const history = pendingCall<PastDataRequest, HistoricalTable>();
  const options = pendingCall<string, readonly OptionExpiration[]>();
  const widget = pendingCall<unknown, void>();
  const chains = pendingCall<string, OptionChain>();
  const miniCharts: MiniChartRequest[] = [];
  let alertCalls = 0;
  const market: Required<WorkbenchMarketModesApi> & Pick<WorkbenchAlertsApi, 'getPriceAlerts'> = {
    getSymbolSummary: summaries.call,
    getSavedChartsWithSymbol: charts.call,
    miniChartUrl: (request) => {
      miniCharts.push(request);
      return `/mini?s=${request.symbol}&period=${request.period}&eod=${request.isEndOfDay}`;
    },
    getHistoricalTable: history.call,
    getOptionExpirations: options.call,
    loadOptionsWidget: widget.call,
    getOptionChain: chains.call,
    getPriceAlerts: () => {
      alertCalls += 1;
      return Promise.resolve(ALERTS);
    },
  };
  Object.assign(ports.api, market);
  if (!loader) delete (ports.api as Partial<WorkbenchMarketModesApi>).loadOptionsWidget;
  if (!builtIn) delete (ports.api as Partial<WorkbenchMarketModesApi>).getOptionChain;
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('MSFT', { isEOD: eod })]);
  await settle();
  const market$ = () => workbench.modes.getState().market;
  const show = (symbol: string) => {
    workbench.actions.loadChart({ symbol });
    ports.api.lookups.shift()?.resolve(symbol === 'NOPE' ? [] : [companyInfo(symbol)]);
  };
  return {
    ports,
    workbench,
    market: market$,
    summaries,
    charts,
    history,
    options,
    widget,
    chains,
    miniCharts,
    alertCalls: () => alertCalls,
    show,
  };
}
