import type { Transport } from './transport';
import type { BootstrapSeed } from './bootstrap-seed';

/** Query fields of a chart image or inspector URL (spec 1 §2.2). */
export type ChartQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** The fixed mini-chart template style id per Symbol Summary period (spec 3 §7: i is fixed per period). */
export const MINI_CHART_TEMPLATES: Readonly<Record<'1D' | '5D' | '1M' | '6M' | '1Y' | '5Y', string>> = {
  '1D': 'p1',
  '5D': 'p1',
  '1M': 'p1',
  '6M': 'p1',
  '1Y': 'p3',
  '5Y': 'p2',
};

/** Builders of the image and text addresses the workbench puts in `img` tags or fetches. */
export function createUrlBuilders(transport: Transport, seed?: BootstrapSeed) {
  return {
    /** The chart image: `/c-sc/sc/` with s, p, b, g, yr, mn, dy, st, en, i, a, compare, perf and r (spec 1 §2.2). */
    chartImageUrl: (query: ChartQuery): string => {
      const url = transport.url('/c-sc/sc/', query);
      // The first chart's image is the one the page preloads (issue #20), `r` and all.
      return seed ? seed.chartImageUrl(url) : url;
    },
    /** The inspector text of a chart: the chart query plus img=text and inspector=yes (spec 2 §2). */
    inspectorTextUrl: (query: ChartQuery, randomNumber: number): string =>
      transport.url('/c-sc/sc', { ...query, randomNumber, img: 'text', inspector: 'yes' }),
    /** A style thumbnail: `/c-sc/sc?i=` (spec 1 §2.2). */
    thumbnailUrl: (styleId: string): string => transport.url('/c-sc/sc', { i: styleId }),
    /** The Symbol Summary mini chart: s, w=520, the period's template id and a random number (spec 3 §7). */
    miniChartUrl: (symbol: string, period: keyof typeof MINI_CHART_TEMPLATES, randomNumber: number): string =>
      transport.url('/c-sc/sc', { s: symbol, w: 520, i: MINI_CHART_TEMPLATES[period], randomNumber }),
    /** A point-and-figure chart image: c = symbol and style, pnf=y (spec 1 §2.2). */
    pointAndFigureUrl: (symbolAndStyle: string): string =>
      transport.url('/pnf/chart', { c: symbolAndStyle, pnf: 'y' }),
  };
}
