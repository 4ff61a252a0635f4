import type {
  AccountLimitsTable,
  ChartList,
  ChartStyle,
  SavedChart,
  SymbolSuggestion,
  WorkbenchMemberApi,
  WorkbenchMemberWriteApi,
} from '@chartbench/core';
import { SUGGESTIONS_PER_REQUEST, UNKNOWN_ACCOUNT_LIMITS } from '@chartbench/core';
import type { OfflineMemberStore } from './offlineMemberWrites';
import { createOfflineMemberWrites } from './offlineMemberWrites';

/** A logged-in member an offline api plays, with everything they have saved. */
export interface OfflineMember {
  /** The signed login cookie login-member answers with: `<chartCode>.<level>.<issued>.<signature>`. */
  readonly loginCookie: string;
  /** The member record as the server sends it (spec 1 §3.5). */
  readonly record: Readonly<Record<string, unknown>>;
  readonly defaultChartStyle?: ChartStyle | null;
  readonly chartLists?: readonly ChartList[];
  /** Saved charts by list number. */
  readonly savedCharts?: Readonly<Record<number, readonly SavedChart[]>>;
  readonly chartStyles?: readonly ChartStyle[];
  /** The chart XML of each style cache id (core's `buildChartXml` writes it). */
  readonly styleXml?: Readonly<Record<string, string>>;
}

/** What the offline member and market calls answer from. */
export interface OfflineMemberOptions {
  /** The member; without one nobody is logged in and member calls reject as the server's do. */
  readonly member?: OfflineMember;
  /** Whether every exchange counts as open (auto-refresh then runs); closed by default. */
  readonly marketOpen?: boolean;
  readonly accountLimits?: AccountLimitsTable;
}

/** A symbol suggestions can be drawn from. */
interface Suggestible {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
}

const loggedOut = () => Promise.reject(new Error('Nobody is logged in (offline).'));

/** A copy of what the member has saved, for the offline writes to change. */
function storeOf(member: OfflineMember | undefined): OfflineMemberStore | null {
  if (!member) return null;
  const chartCode = Number(member.record['chartCode']);
  return {
    chartCode: Number.isInteger(chartCode) ? chartCode : 0,
    chartLists: [...(member.chartLists ?? [])],
    savedCharts: Object.fromEntries(
      Object.entries(member.savedCharts ?? {}).map(([listNum, charts]) => [listNum, [...charts]]),
    ),
    chartStyles: [...(member.chartStyles ?? [])],
    styleXml: { ...member.styleXml },
    defaultChartStyle: member.defaultChartStyle ?? null,
    priceAlerts: [],
  };
}

/**
 * The member and market calls of an offline api: suggestions match the start of a known symbol or a word of
 * its name; member calls answer from `options.member`, or reject as for a visitor. Writes change a copy of the
 * member's things, so later reads see them (the options object is left alone).
 */
export function createOfflineMemberApi(
  symbols: readonly Suggestible[],
  options: OfflineMemberOptions,
  answer: <T>(value: T) => Promise<T>,
): WorkbenchMemberApi & WorkbenchMemberWriteApi {
  const member = options.member;
  const store = storeOf(member);
  return {
    ...createOfflineMemberWrites(store, answer),
    loginMember: () => (member ? answer({ loginCookie: member.loginCookie }) : loggedOut()),
    getMemberWithDefaultStyle: () =>
      member && store
        ? answer({ member: member.record, defaultChartStyle: store.defaultChartStyle })
        : loggedOut(),
    isMarketOpen: () => answer(options.marketOpen ?? false),
    getSymbolSuggestions(text) {
      const query = text.trim().toUpperCase();
      const found: SymbolSuggestion[] =
        query === ''
          ? []
          : symbols
              .filter(
                (s) =>
                  s.symbol.toUpperCase().startsWith(query) ||
                  s.name
                    .toUpperCase()
                    .split(/\s+/)
                    .some((word) => word.startsWith(query)),
              )
              .slice(0, SUGGESTIONS_PER_REQUEST)
              .map(({ symbol, name, exchange }) => ({ symbol, name, exchange }));
      return answer(found);
    },
    getChartLists: () => (store ? answer([...store.chartLists]) : loggedOut()),
    getSavedCharts(listNum) {
      const charts = store?.savedCharts[listNum];
      return charts
        ? answer([...charts])
        : Promise.reject(new Error(`There is no ChartList ${listNum} (offline).`));
    },
    getSavedChart(recid) {
      const chart = Object.values(store?.savedCharts ?? {})
        .flat()
        .find((saved) => saved.recid === recid);
      return chart ? answer(chart) : Promise.reject(new Error(`There is no saved chart ${recid} (offline).`));
    },
    getChartStyles: () => (store ? answer([...store.chartStyles]) : loggedOut()),
    // Offline charts are drawn from the full settings, so a style id is only a name for the XML.
    createTempStyle: (xml) => answer(`t${xml.length.toString(36)}`),
    getStyleXml(styleCacheId) {
      const xml = store?.styleXml[styleCacheId];
      return xml === undefined
        ? Promise.reject(new Error(`There is no style ${styleCacheId} (offline).`))
        : answer(xml);
    },
    getAccountLimits: () => answer(options.accountLimits ?? UNKNOWN_ACCOUNT_LIMITS),
  };
}
