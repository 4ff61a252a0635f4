import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  barsUrl,
  BarsRequestError,
  createInteractiveChart,
  fetchBars,
  type InteractiveChart,
} from '@chartbench/chart-element';
import type { AnnotationDocument, Bars, ChartSettings } from '@chartbench/core';
import {
  validateChartFrameInput,
  type BarReadout,
  type ChartView,
  type SymbolBars,
} from '@chartbench/chart-engine';

const MIN_WIDTH = 120;
const MAX_WIDTH = 10_000;
const FALLBACK_WIDTH = 600;
const noSubscription = () => () => {};

/** Where the widget's chart stands: waiting for bars or the container's width, drawn, or failed with a reason. */
export type WidgetChartState =
  | { readonly status: 'loading' }
  | { readonly status: 'drawn' }
  | { readonly status: 'failed'; readonly message: string };

/** What the hook draws and where it reports. */
export interface InteractiveChartRequest {
  readonly symbol: string;
  readonly settings: ChartSettings;
  readonly bars?: Bars;
  readonly compare?: readonly SymbolBars[];
  /** A saved chart's ChartNotes, drawn over the chart. */
  readonly annotations?: AnnotationDocument;
  /** Fetch the bars from this server's JSON bars endpoint ('' = the page's origin) when no bars are given. */
  readonly baseUrl?: string;
  readonly width?: number;
  readonly height: number;
  readonly onCrosshair?: (readout: BarReadout | null) => void;
  readonly onRangeChange?: (view: ChartView, times: { from: number; to: number }) => void;
  /** Said when the server's bars cannot be loaded and it gave no reason. */
  readonly loadError: string;
}

/**
 * Binds the interactive chart to a container after mount (nothing runs in a server render): follows the
 * container's width with a ResizeObserver unless a width is given, fetches bars by symbol when none are
 * passed, and redraws when the request changes.
 */
export function useInteractiveChart(
  container: RefObject<HTMLDivElement | null>,
  request: InteractiveChartRequest,
): WidgetChartState {
  // False in a server render and while hydrating, true after: both sides render the same first frame.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const [fetched, setFetched] = useState<{ url: string; bars?: Bars; error?: string } | undefined>(undefined);
  const chart = useRef<InteractiveChart | null>(null);
  const events = useRef(request);
  useEffect(() => {
    events.current = request;
  });

  useEffect(() => {
    const element = container.current;
    if (!element || request.width !== undefined || typeof ResizeObserver === 'undefined') return;
    // The first observation arrives right after observe(): it is the initial width.
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (width > 0) setMeasured(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, request.width]);

  const url = request.bars
    ? undefined
    : barsUrl(
        request.baseUrl || globalThis.location?.origin || 'http://localhost',
        request.symbol,
        request.settings.period,
        request.settings.extendedHours,
      );
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetchBars(url, controller.signal).then(
      (bars) => setFetched({ url, bars }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetched({
          url,
          error: error instanceof BarsRequestError ? error.message : events.current.loadError,
        });
      },
    );
    return () => controller.abort();
  }, [url]);

  const current = fetched && fetched.url === url ? fetched : undefined;
  const bars = request.bars ?? current?.bars;
  // Without ResizeObserver (old browsers, jsdom) the chart takes a common partner width.
  const width = Math.min(
    MAX_WIDTH,
    Math.max(
      MIN_WIDTH,
      request.width ?? measured ?? (typeof ResizeObserver === 'undefined' ? FALLBACK_WIDTH : 0),
    ),
  );
  const ready =
    hydrated &&
    (request.width !== undefined || measured !== undefined || typeof ResizeObserver === 'undefined');
  const { symbol, settings, compare, annotations, height } = request;
  // Checked once per input, in render, so a bad input is a state rather than an effect's exception.
  const problem = useMemo(() => {
    if (!bars) return undefined;
    try {
      validateChartFrameInput({ symbol, settings, bars, compare, width: MIN_WIDTH, height });
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }, [symbol, settings, bars, compare, height]);

  useEffect(() => {
    const element = container.current;
    if (!element || !bars || !ready || problem !== undefined) return;
    chart.current ??= createInteractiveChart(element, {
      onCrosshair: (readout) => events.current.onCrosshair?.(readout),
      onRangeChange: (view, times) => events.current.onRangeChange?.(view, times),
    });
    chart.current.setInput({ symbol, settings, bars, compare, annotations, width, height });
  }, [container, bars, compare, annotations, symbol, settings, width, height, ready, problem]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  if (current?.error !== undefined) return { status: 'failed', message: current.error };
  if (problem !== undefined) return { status: 'failed', message: problem };
  return bars && ready ? { status: 'drawn' } : { status: 'loading' };
}
