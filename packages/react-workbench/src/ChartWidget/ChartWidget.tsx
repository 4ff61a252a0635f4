import { useMemo, useRef } from 'react';
import type { AnnotationDocument, Bars, ChartSettings } from '@chartbench/core';
import { MESSAGES, computeChartHeight, createDefaultChartSettings, normalizeSymbol } from '@chartbench/core';
import type { BarReadout, ChartView, SymbolBars } from '@chartbench/chart-engine';
import { WorkbenchRoot } from '../theme/Root';
import { Caption, ChartBox, Figure, Problem, Status } from './ChartWidget.styles';
import { useInteractiveChart } from './useInteractiveChart';

/** Props of {@link ChartWidget}: a symbol and settings, and where the bars come from (passed in or a server). */
export type ChartWidgetProps = {
  readonly symbol: string;
  /** Settings over the platform default chart. */
  readonly settings?: Partial<ChartSettings>;
  /** Chart width in pixels; the container's width when omitted (followed as it changes). */
  readonly width?: number;
  /** Chart height in pixels; the engine's height rule when omitted. Reserved while the chart loads. */
  readonly height?: number;
  /**
   * A saved chart's ChartNotes to draw over it (its `annotations` field read with core's `parseAnnotations`),
   * placed on their bars and prices as the server image places them. Pass the same object while they do not
   * change: a new one redraws the chart.
   */
  readonly annotations?: AnnotationDocument;
  /** Text under the chart, e.g. the data source. */
  readonly caption?: string;
  /** The bar under the crosshair, or null when the pointer leaves. */
  readonly onCrosshair?: (readout: BarReadout | null) => void;
  /** The bars shown changed (zoom, pan, keys, double click). */
  readonly onRangeChange?: (view: ChartView, times: { from: number; to: number }) => void;
} & (
  | {
      /** Draw these bars: no server involved. */
      readonly bars: Bars;
      /** Bars of other symbols that indicators or a PerfChart compare with (e.g. SPY for the performance indicator). */
      readonly compare?: readonly SymbolBars[];
      readonly baseUrl?: never;
    }
  | {
      /** Fetch the bars from the Chartbench server at this address ('' for the page's own origin). */
      readonly baseUrl: string;
      readonly bars?: never;
      readonly compare?: never;
    }
);

/**
 * One interactive chart for a partner page, drawn in the browser on canvas by chart-engine: crosshair with the
 * bar's values, wheel / pinch zoom, drag pan, double click to reset, keys when focused. Bars are passed in or
 * fetched by symbol from the server's JSON bars endpoint. Renders the same first frame on the server and the
 * client: a box of the chart's height with a loading status, filled after mount.
 */
export function ChartWidget(props: ChartWidgetProps) {
  const { symbol, settings, width, height, caption, bars, compare, baseUrl, onCrosshair, onRangeChange } =
    props;
  const { annotations } = props;
  // Hosts often pass a fresh settings object per render: key the drawing on its content, not its identity.
  const settingsKey = JSON.stringify(settings ?? {});
  const fullSettings = useMemo<ChartSettings>(
    () => ({ ...createDefaultChartSettings(), ...(JSON.parse(settingsKey) as Partial<ChartSettings>) }),
    [settingsKey],
  );
  const normalized = normalizeSymbol(symbol);
  const chartHeight = height ?? computeChartHeight(fullSettings);
  const container = useRef<HTMLDivElement>(null);
  const state = useInteractiveChart(container, {
    symbol: normalized,
    settings: fullSettings,
    bars,
    compare,
    annotations,
    baseUrl,
    width,
    height: chartHeight,
    onCrosshair,
    onRangeChange,
    loadError: MESSAGES.chartData.loadError('imageData'),
  });

  return (
    <WorkbenchRoot data-chartbench-widget="">
      <Figure $width={width}>
        <ChartBox
          $height={chartHeight}
          data-state={state.status}
          aria-label={`Chart of ${normalized}`}
          role="group"
        >
          {/* The chart's own nodes live here; React renders nothing inside it. */}
          <div ref={container} />
          {state.status === 'loading' && <Status role="status">Loading the {normalized} chart…</Status>}
          {state.status === 'failed' && <Problem role="alert">{state.message}</Problem>}
        </ChartBox>
        {caption && <Caption>{caption}</Caption>}
      </Figure>
    </WorkbenchRoot>
  );
}
