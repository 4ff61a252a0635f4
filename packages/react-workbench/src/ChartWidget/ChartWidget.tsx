import { useMemo, useState } from 'react';
import type { Bars, ChartSettings } from '@chartbench/core';
import { MESSAGES, createDefaultChartSettings, normalizeSymbol } from '@chartbench/core';
import type { SymbolBars } from '@chartbench/chart-engine';
import { renderChart, svgDataUrl } from '@chartbench/chart-engine';
import { createApiClient } from '@chartbench/api-client';
import { WorkbenchRoot } from '../theme/Root';
import { workbenchApiFromClient } from '../WorkbenchProvider/clientApi';
import { Caption, Figure, Image, Problem } from './ChartWidget.styles';

/** Props of {@link ChartWidget}: a symbol and settings, and where the chart comes from (bars or a server). */
export type ChartWidgetProps = {
  readonly symbol: string;
  /** Settings over the platform default chart. */
  readonly settings?: Partial<ChartSettings>;
  /** Image width in pixels; the chart size's width when omitted. */
  readonly width?: number;
  /** Image height in pixels; the engine's height rule when omitted. */
  readonly height?: number;
  /** Text under the chart, e.g. the data source. */
  readonly caption?: string;
} & (
  | {
      /** Draw in the browser from these bars: no server involved. */
      readonly bars: Bars;
      /** Bars of other symbols that indicators or a PerfChart compare with (e.g. SPY for the performance indicator). */
      readonly compare?: readonly SymbolBars[];
      readonly baseUrl?: never;
    }
  | {
      /** Show the image the Chartbench server at this address renders ('' for the page's own origin). */
      readonly baseUrl: string;
      readonly bars?: never;
      readonly compare?: never;
    }
);

type Drawn = { readonly url: string; readonly problem: null } | { readonly url: null; readonly problem: string };

/**
 * One chart for a partner page. Given bars it draws the chart with chart-engine in the browser (works offline
 * and in a server render); given a baseUrl it shows the server's chart image.
 */
export function ChartWidget(props: ChartWidgetProps) {
  const { symbol, settings, width, height, caption, bars, compare, baseUrl } = props;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Hosts often pass a fresh settings object per render: key the drawing on its content, not its identity.
  const settingsKey = JSON.stringify(settings ?? {});
  const fullSettings = useMemo<ChartSettings>(() => ({ ...createDefaultChartSettings(), ...(JSON.parse(settingsKey) as Partial<ChartSettings>) }), [settingsKey]);
  const normalized = normalizeSymbol(symbol);

  const drawn = useMemo<Drawn>(() => {
    try {
      if (bars) {
        const { svg } = renderChart({ symbol: normalized, settings: fullSettings, bars, compare, width, height });
        return { url: svgDataUrl(svg), problem: null };
      }
      const api = workbenchApiFromClient(createApiClient({ baseUrl: baseUrl ?? '' }));
      return { url: api.chartImageUrl({ symbol: normalized, settings: fullSettings }), problem: null };
    } catch (error) {
      return { url: null, problem: error instanceof Error ? error.message : String(error) };
    }
  }, [bars, compare, baseUrl, normalized, fullSettings, width, height]);

  return (
    <WorkbenchRoot data-chartbench-widget="">
      <Figure>
        {drawn.url !== null && drawn.url !== failedUrl ? (
          <Image src={drawn.url} alt={`Chart of ${normalized}`} width={width} onError={() => setFailedUrl(drawn.url)} />
        ) : (
          <Problem role="alert">{drawn.problem ?? MESSAGES.chartData.loadError('imageData')}</Problem>
        )}
        {caption && <Caption>{caption}</Caption>}
      </Figure>
    </WorkbenchRoot>
  );
}
