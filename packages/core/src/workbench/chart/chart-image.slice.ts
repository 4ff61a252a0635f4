import { CONSTANTS } from '../../catalogues/index';
import {
  backendSymbol,
  buildChartXml,
  drawnChartSettings,
  parseSymbolFlags,
  readCompositeSymbol,
} from '../../rules/index';
import type { ChartState, SymbolLookupResult } from './chart.transitions';
import type { ChartImageRequest, CompanyInfo } from '../ports/workbench-ports';
import type { StoreKernel } from '../store/kernel.types';
import { createSymbolInfoCache } from './symbol-cache';

/**
 * What a load asks of the backend before its image can show (spec 2 §4): the symbol's company information,
 * from the symbol info cache when known (spec 1 §9), and a temporary style of the chart's XML for the image
 * address (spec 2 §7). Both run at once.
 */
export function createChartImageSlice(kernel: StoreKernel) {
  const { ports } = kernel;
  const cache = createSymbolInfoCache();
  let sweeping = false;
  /** The image request of the newest load that got an address: the inspector asks for the same chart's text. */
  let shown: { readonly requestId: number; readonly request: ChartImageRequest } | null = null;

  /** The settings the image is drawn with: Auto-Size Charts may replace the size (spec 1 §2.4, §4.6). */
  function drawnSettings(chart: ChartState) {
    const { preferences, bodyWidth } = kernel.state();
    return drawnChartSettings(chart.settings, { autoSize: preferences.autoSize, bodyWidth });
  }

  function imageUrlOf(chart: ChartState, styleId: string | undefined): string | null {
    try {
      // A user-defined index is asked for with the member's chart code (spec 1 §5.3); the chart keeps `@NAME`.
      const symbol = backendSymbol(chart.symbol, kernel.state().member?.chartCode);
      const base = { symbol, settings: drawnSettings(chart), randomNumber: chart.requestedAt };
      // The viewed saved chart goes with its image as `a` (spec 1 §2.2); its notes are drawn over it, not in it.
      const saved = chart.recid > 0 ? { ...base, recordId: chart.recid, withoutNotes: true } : base;
      const request = styleId === undefined ? saved : { ...saved, styleId };
      const url = ports.api.chartImageUrl(request);
      shown = { requestId: chart.requestId, request };
      return url;
    } catch {
      // An address that cannot be built is a chart that cannot be shown: the chart-data error screen.
      return null;
    }
  }

  async function companyInfoOf(
    flagged: string,
  ): Promise<{ found: boolean; companyInfo: CompanyInfo | null }> {
    // The `_`/`-` prefixes are flags of the chart (spec 2 §3), not part of the symbol the server knows.
    const symbol = parseSymbolFlags(flagged).symbol;
    // A composite (`IBM:$SPX`, `AAPL-SPY`, spec 1 §5.3) is known when each part is; its first part describes it.
    const parts = readCompositeSymbol(symbol)?.parts ?? [symbol];
    const cached = parts.map((part) => cache.get(part));
    if (cached.every(Boolean)) return { found: true, companyInfo: cached[0] ?? null };
    try {
      const infos = await ports.api.getCompaniesInfo(parts);
      const entries = parts.map((part) => infos.find((info) => info.symbol.toUpperCase() === part));
      entries.forEach((entry) => entry && cache.set(entry.symbol.toUpperCase(), entry.companyInfo));
      return { found: entries.every(Boolean), companyInfo: entries[0]?.companyInfo ?? null };
    } catch (error) {
      // A failed lookup does not prove the symbol unknown (spec 1 §8: it is only logged): let the image decide.
      ports.log?.warn(`Symbol lookup failed for ${symbol}.`, error);
      return { found: true, companyInfo: null };
    }
  }

  /** The temporary style id, undefined without a style cache, or null when creating it failed. */
  async function tempStyleOf(chart: ChartState): Promise<string | null | undefined> {
    if (!ports.api.createTempStyle) return undefined;
    try {
      return await ports.api.createTempStyle(
        buildChartXml({ symbol: chart.symbol, settings: drawnSettings(chart) }, { today: kernel.today() }),
      );
    } catch {
      // Without its style the image would not show the chart asked for: the chart-data error screen instead.
      return null;
    }
  }

  function sweep(): void {
    kernel.setTimer(() => {
      cache.sweep();
      sweep();
    }, CONSTANTS.caches.symbolInfoSweepMs);
  }

  return {
    /** The lookup result of load `requestId` of `chart`; the caller drops it if a newer load has started. */
    async lookup(requestId: number, chart: ChartState): Promise<SymbolLookupResult> {
      const [{ found, companyInfo }, styleId] = await Promise.all([
        companyInfoOf(backendSymbol(chart.symbol, kernel.state().member?.chartCode)),
        tempStyleOf(chart),
      ]);
      const current = kernel.state().chart;
      const imageUrl =
        found && styleId !== null && current.requestId === requestId ? imageUrlOf(current, styleId) : null;
      return { requestId, found, companyInfo, imageUrl };
    },
    /** The image request of load `requestId`, when its address was built. */
    imageRequest(requestId: number): ChartImageRequest | null {
      return shown?.requestId === requestId ? shown.request : null;
    },
    /** Starts the cache sweep every 40 s (spec 1 §9); the store's dispose cancels it. */
    start(): void {
      if (!sweeping) sweep();
      sweeping = true;
    },
    dispose(): void {
      sweeping = false;
    },
  };
}

/** The chart image slice of a store. */
export type ChartImageSlice = ReturnType<typeof createChartImageSlice>;
