import { readElementAttributes, type AnnotationDocument, type Bars } from '@chartbench/core';
import { barsUrl, fetchBars } from './bars-request';
import { createInteractiveChart, type InteractiveChart } from './interactive-chart';
import { annotationsUrl, fetchAnnotations } from './saved-annotations';
import { studyIds } from './study-ids';

/** The attributes `<chartbench-chart>` reads: the chart query's names plus range, indicators and overlays. */
export const CHART_ELEMENT_ATTRIBUTES = [
  'symbol',
  's',
  'period',
  'p',
  'range',
  'years',
  'months',
  'days',
  'start',
  'end',
  'compare',
  'indicators',
  'overlays',
  'height',
  'src',
  'chart',
] as const;

/** Attributes that are not the chart query's: the element's own. */
const OWN_ATTRIBUTES: ReadonlySet<string> = new Set(['height', 'src', 'chart']);

/** The saved chart id of the `chart` attribute (the share link's `a`), or null when it names none. */
export function savedChartId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Height of the chart when the element has no `height` attribute. */
export const DEFAULT_ELEMENT_HEIGHT = 400;
const MIN_SIZE = 120;
const MAX_SIZE = 4000;

const HOST_CSS = `:host { display: block; position: relative; contain: content; }
.cb-status { display: flex; align-items: center; justify-content: center; box-sizing: border-box;
  font: 13px/1.4 'DejaVu Sans', Verdana, Arial, sans-serif; color: #555; border: 1px solid #ddd; }
.cb-status[data-state='error'] { color: #a1261b; }
.cb-status[hidden], [hidden] { display: none; }`;

function clampSize(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0
    ? Math.round(Math.min(MAX_SIZE, Math.max(MIN_SIZE, value)))
    : fallback;
}

/**
 * HTMLElement, or where there is none (a server rendering a page whose code imports this package, such as
 * react-workbench's ChartWidget) an empty class, so importing the module does not throw there. The element is
 * only defined and created in a browser.
 */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * `<chartbench-chart symbol="MSFT" period="W" range="1y" indicators="rsi(14)">`: an interactive chart in a
 * shadow root, without React. Bars come from the `bars` property or, by symbol, from the server's JSON bars
 * endpoint (`src`, else the origin the script was loaded from). Its width follows its own box; the height
 * attribute (400 by default) is reserved while the bars load. With `chart="123"` (a saved chart's id, the share
 * link's `a`), that chart's ChartNotes are drawn over it, as its server image draws them. Fires `chartbench-crosshair` (detail: the bar's
 * readout or null) and `chartbench-rangechange` (detail: view and times), both bubbling out of the shadow root.
 */
export class ChartbenchChartElement extends ElementBase {
  /** Where bars are fetched when no `src` attribute says: set by the script to the origin it came from. */
  static defaultSource = '';
  /**
   * Makes the indicators and overlays with these catalogue ids computable before a chart draws them: the one
   * script sets it to load the ones it does not carry; with the package (all indicators bundled) it is unset.
   */
  static loadStudies: ((ids: readonly string[]) => Promise<void>) | undefined;
  /**
   * Attributes whose change redraws the chart. A getter, not a field: a class whose static field runs code
   * (a spread) counts as a side effect, so a bundler would keep the element (and its ChartNotes reader) in an app
   * that only imports `createInteractiveChart`.
   */
  static get observedAttributes(): string[] {
    return [...CHART_ELEMENT_ATTRIBUTES];
  }

  private readonly shadow: ShadowRoot;
  private readonly status: HTMLDivElement;
  private chart: InteractiveChart | undefined;
  private chartRoot: HTMLDivElement;
  private ownBars: Bars | undefined;
  private loading: AbortController | undefined;
  private width = 0;
  private resizeObserver: ResizeObserver | undefined;
  private queued = false;

  constructor() {
    super();
    this.shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = HOST_CSS;
    this.status = document.createElement('div');
    this.status.className = 'cb-status';
    this.status.setAttribute('part', 'status');
    this.chartRoot = document.createElement('div');
    this.shadow.append(style, this.status, this.chartRoot);
  }

  /** The main symbol (attribute `symbol`). */
  get symbol(): string {
    return this.getAttribute('symbol') ?? '';
  }
  set symbol(value: string) {
    this.setAttribute('symbol', value);
  }
  /** The period code, `D`, `W`, `M` or minutes (attribute `period`). */
  get period(): string {
    return this.getAttribute('period') ?? '';
  }
  set period(value: string) {
    this.setAttribute('period', value);
  }
  /** The range, `1y`, `6m`, `30d`, `ytd` (attribute `range`). */
  get range(): string {
    return this.getAttribute('range') ?? '';
  }
  set range(value: string) {
    this.setAttribute('range', value);
  }
  /** Indicator panels, e.g. `rsi(14),macd` (attribute `indicators`). */
  get indicators(): string {
    return this.getAttribute('indicators') ?? '';
  }
  set indicators(value: string) {
    this.setAttribute('indicators', value);
  }
  /** Bars to draw instead of fetching by symbol (columnar Float64Arrays, oldest first). */
  get bars(): Bars | undefined {
    return this.ownBars;
  }
  set bars(value: Bars | undefined) {
    this.ownBars = value;
    this.queue();
  }

  /** Starts following the element's width and draws. */
  connectedCallback(): void {
    this.resizeObserver = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (width > 0 && width !== this.width) {
        this.width = width;
        this.queue();
      }
    });
    this.resizeObserver.observe(this);
    this.width = Math.floor(this.getBoundingClientRect().width);
    this.queue();
  }

  /** Stops observing and cancels a load in flight. */
  disconnectedCallback(): void {
    this.resizeObserver?.disconnect();
    this.loading?.abort();
  }

  /** Redraws after any observed attribute changes. */
  attributeChangedCallback(): void {
    this.queue();
  }

  /** Coalesces changes made in one task (several attributes set in a row) into one load. */
  private queue(): void {
    if (this.queued || !this.isConnected) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      void this.load();
    });
  }

  private height(): number {
    return clampSize(Number(this.getAttribute('height') ?? DEFAULT_ELEMENT_HEIGHT), DEFAULT_ELEMENT_HEIGHT);
  }

  private showStatus(state: 'loading' | 'error', text: string): void {
    this.status.hidden = false;
    this.status.dataset['state'] = state;
    this.status.setAttribute('role', state === 'error' ? 'alert' : 'status');
    this.status.textContent = text;
    this.status.style.height = `${this.height()}px`;
    this.chartRoot.hidden = state === 'error';
  }

  /**
   * The ChartNotes of the saved chart the `chart` attribute names, or undefined. Notes that cannot be loaded
   * leave the chart drawn without them (the reason goes to the console): the chart is what the host asked for.
   */
  private async loadAnnotations(
    source: string,
    symbol: string,
    signal: AbortSignal,
  ): Promise<AnnotationDocument | undefined> {
    const recid = savedChartId(this.getAttribute('chart'));
    if (recid === null) return undefined;
    try {
      return await fetchAnnotations(annotationsUrl(source, recid, symbol), signal);
    } catch (error) {
      if (!signal.aborted) console.warn('chartbench-chart: the ChartNotes were not loaded.', error);
      return undefined;
    }
  }

  private async load(): Promise<void> {
    const attributes: Record<string, string> = {};
    for (const name of CHART_ELEMENT_ATTRIBUTES) {
      const value = this.getAttribute(name);
      if (value !== null && !OWN_ATTRIBUTES.has(name)) attributes[name] = value;
    }
    const { symbol, settings } = readElementAttributes(attributes, new Date());
    const width = clampSize(this.width, 600);
    const height = this.height();
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    const source = this.getAttribute('src') || ChartbenchChartElement.defaultSource || location.origin;
    const notes = this.loadAnnotations(source, symbol, controller.signal);
    // Indicator modules load while the bars are fetched; a failure shows like a failed fetch.
    const studies = (ChartbenchChartElement.loadStudies?.(studyIds(settings)) ?? Promise.resolve()).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    let bars = this.ownBars;
    if (!bars) {
      if (!this.chart) this.showStatus('loading', `Loading the ${symbol} chart…`);
      try {
        bars = await fetchBars(
          barsUrl(source, symbol, settings.period, settings.extendedHours),
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        this.showStatus('error', error instanceof Error ? error.message : 'The chart could not be loaded.');
        return;
      }
      if (controller.signal.aborted) return;
    }
    const studiesError = await studies;
    if (controller.signal.aborted) return;
    if (studiesError) {
      this.showStatus('error', studiesError.message);
      return;
    }
    try {
      this.chart ??= createInteractiveChart(this.chartRoot, {
        onCrosshair: (readout) =>
          this.dispatchEvent(
            new CustomEvent('chartbench-crosshair', { detail: readout, bubbles: true, composed: true }),
          ),
        onRangeChange: (view, times) =>
          this.dispatchEvent(
            new CustomEvent('chartbench-rangechange', {
              detail: { ...view, ...times },
              bubbles: true,
              composed: true,
            }),
          ),
      });
      const annotations = await notes;
      if (controller.signal.aborted) return;
      this.chart.setInput({ symbol, settings, bars, width, height, ...(annotations ? { annotations } : {}) });
      this.status.hidden = true;
      this.chartRoot.hidden = false;
    } catch (error) {
      this.showStatus('error', error instanceof Error ? error.message : 'The chart could not be drawn.');
    }
  }
}

/** Defines `<chartbench-chart>` once (a page may load the script twice). */
export function defineChartElement(tagName = 'chartbench-chart'): void {
  if (!customElements.get(tagName)) customElements.define(tagName, ChartbenchChartElement);
}
