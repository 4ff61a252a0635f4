import {
  barIndexAt,
  buildChartFrame,
  describeBar,
  dragToBars,
  drawScene,
  panView,
  readBar,
  validateChartFrameInput,
  viewForKey,
  wheelFactor,
  zoomView,
  type BarReadout,
  type ChartFrame,
  type ChartView,
  type AnnotatedChartInput,
} from '@chartbench/chart-engine';
import { createAnnotationLayer } from './annotation-layer';
import { CHART_CSS } from './chart-styles';

/** What the interactive chart tells its host. */
export interface InteractiveChartEvents {
  /** The bar under the crosshair (null when the pointer leaves). */
  onCrosshair?(readout: BarReadout | null): void;
  /** The bars shown changed (zoom, pan, keys, reset). */
  onRangeChange?(view: ChartView, times: { from: number; to: number }): void;
}

/** A chart drawn in the browser on canvas, with crosshair, zoom, pan and keyboard. */
export interface InteractiveChart {
  /** Draws new bars or settings (checked once; the view goes back to the settings' range). */
  setInput(input: AnnotatedChartInput): void;
  /** The view drawn, or undefined before the first frame. */
  getView(): ChartView | undefined;
  /** Shows the settings' range again (as a double click does). */
  resetView(): void;
  /** Removes the chart's elements and listeners. */
  destroy(): void;
}

interface Pointer {
  x: number;
  y: number;
}

/**
 * Mounts an interactive chart into `root` (a shadow root or an element): the engine's scene on a canvas the
 * size of `input.width` x `input.height` at the device pixel ratio, and a second canvas for the crosshair so a
 * pointer move never redraws the chart. Wheel and pinch zoom around the pointer, drag pans, double click
 * resets, arrows / + / - / Home / End work when the chart has focus, and the bar under the crosshair is
 * written to a quote box and announced through a polite live region.
 */
export function createInteractiveChart(
  root: ShadowRoot | HTMLElement,
  events: InteractiveChartEvents = {},
): InteractiveChart {
  const doc = root.ownerDocument ?? document;
  const style = doc.createElement('style');
  style.textContent = CHART_CSS;
  const frameEl = doc.createElement('div');
  frameEl.className = 'cb-chart';
  frameEl.tabIndex = 0;
  frameEl.setAttribute('role', 'application');
  frameEl.setAttribute('aria-roledescription', 'interactive chart');
  const canvas = doc.createElement('canvas');
  const overlay = doc.createElement('canvas');
  overlay.className = 'cb-overlay';
  // A saved chart's ChartNotes (`input.annotations`) on their own canvas, between the chart and the crosshair.
  const notes = createAnnotationLayer(doc);
  const quote = doc.createElement('div');
  quote.className = 'cb-quote';
  quote.setAttribute('part', 'quote');
  quote.hidden = true;
  const live = doc.createElement('div');
  live.className = 'cb-live';
  live.setAttribute('aria-live', 'polite');
  frameEl.append(canvas, notes.canvas, overlay, quote, live);
  root.append(style, frameEl);

  let input: AnnotatedChartInput | undefined;
  let view: ChartView | undefined;
  let frame: ChartFrame | undefined;
  let pointer: Pointer | undefined;
  let dirty = false;
  let pending = 0;
  let drag: { x: number; view: ChartView } | undefined;
  const touches = new Map<number, Pointer>();
  let pinch: { distance: number; view: ChartView } | undefined;

  const ratio = () => Math.max(1, Math.min(4, globalThis.devicePixelRatio || 1));

  const render = () => {
    pending = 0;
    if (!input) return;
    if (dirty || !frame) {
      const before = frame?.view;
      frame = buildChartFrame(input, view);
      view = frame.view;
      dirty = false;
      const { width, height } = frame.scene;
      const r = ratio();
      for (const c of [canvas, overlay]) {
        if (c.width !== Math.round(width * r) || c.height !== Math.round(height * r)) {
          c.width = Math.round(width * r);
          c.height = Math.round(height * r);
        }
        c.style.width = `${width}px`;
        c.style.height = `${height}px`;
      }
      frameEl.setAttribute('aria-label', `${frame.scene.title}. Arrow keys pan, plus and minus zoom.`);
      const ctx = canvas.getContext('2d');
      if (ctx) drawScene(ctx, frame.scene, { pixelRatio: r });
      notes.draw(frame, r);
      if (!before || before.start !== view.start || before.end !== view.end) {
        const first = frame.bars[0];
        const last = frame.bars.at(-1);
        if (first && last) events.onRangeChange?.(view, { from: first.start, to: last.lastStart });
      }
    }
    drawCrosshair();
  };

  const schedule = () => {
    if (pending) return;
    pending = requestAnimationFrame(render);
  };

  const showBar = (index: number, y: number | undefined, announce: boolean) => {
    const bar = frame?.bars[index];
    if (!frame || !bar) return;
    const readout = readBar(bar, frame.period);
    quote.hidden = false;
    quote.textContent = '';
    const date = doc.createElement('b');
    date.textContent = readout.date;
    quote.append(date);
    for (const [label, value] of [
      ['O', readout.open],
      ['H', readout.high],
      ['L', readout.low],
      ['C', readout.close],
      ['V', readout.volume],
    ] as const) {
      const item = doc.createElement('span');
      item.textContent = `${label} ${value}`;
      quote.append(' ', item);
    }
    if (readout.change) quote.append(` ${readout.change}`);
    if (announce) live.textContent = describeBar(readout);
    events.onCrosshair?.(readout);
    pointer = { x: bar.x, y: y ?? pointer?.y ?? NaN };
  };

  function drawCrosshair() {
    const ctx = overlay.getContext('2d');
    if (!ctx || !frame) return;
    const r = ratio();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, overlay.width, overlay.height);
    if (!pointer) return;
    ctx.setTransform(r, 0, 0, r, 0, 0);
    ctx.strokeStyle = '#7a7a7a';
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    const x = Math.round(pointer.x) + 0.5;
    ctx.moveTo(x, 0);
    ctx.lineTo(x, frame.scene.height);
    if (Number.isFinite(pointer.y)) {
      const y = Math.round(pointer.y) + 0.5;
      ctx.moveTo(frame.plotLeft, y);
      ctx.lineTo(frame.plotRight, y);
    }
    ctx.stroke();
  }

  const local = (event: { clientX: number; clientY: number }): Pointer => {
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const setView = (next: ChartView | undefined) => {
    if (!next || (view && next.start === view.start && next.end === view.end)) return;
    view = next;
    dirty = true;
    schedule();
  };
  const count = () => input?.bars.close.length ?? 0;
  const plotShare = (x: number) =>
    frame ? (x - frame.plotLeft) / Math.max(1, frame.plotRight - frame.plotLeft) : 1;

  const onPointerMove = (event: PointerEvent) => {
    const at = local(event);
    if (event.pointerType === 'touch' && touches.has(event.pointerId)) touches.set(event.pointerId, at);
    if (pinch && touches.size === 2 && view) {
      const [a, b] = [...touches.values()] as [Pointer, Pointer];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      setView(
        zoomView(pinch.view, count(), distance / Math.max(1, pinch.distance), plotShare((a.x + b.x) / 2)),
      );
      return;
    }
    if (drag && frame) {
      setView(
        panView(
          drag.view,
          count(),
          Math.round(dragToBars(drag.view, frame.plotRight - frame.plotLeft, at.x - drag.x)),
        ),
      );
    }
    if (!frame) return;
    showBar(barIndexAt(frame, at.x), at.y, false);
    schedule();
  };
  const onPointerDown = (event: PointerEvent) => {
    const at = local(event);
    if (event.pointerType === 'touch') touches.set(event.pointerId, at);
    if (touches.size === 2 && view) {
      const [a, b] = [...touches.values()] as [Pointer, Pointer];
      pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), view };
      drag = undefined;
      return;
    }
    if (view) drag = { x: at.x, view };
    frameEl.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent) => {
    touches.delete(event.pointerId);
    if (touches.size < 2) pinch = undefined;
    drag = undefined;
  };
  const onPointerLeave = () => {
    if (drag) return;
    pointer = undefined;
    quote.hidden = true;
    events.onCrosshair?.(null);
    schedule();
  };
  const onWheel = (event: WheelEvent) => {
    if (!view || !frame) return;
    event.preventDefault();
    setView(zoomView(view, count(), wheelFactor(event.deltaY), plotShare(local(event).x)));
  };
  const onDoubleClick = () => api.resetView();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!view || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = viewForKey(view, count(), event.key);
    if (!next) return;
    event.preventDefault();
    setView(next);
    // The keyboard's "pointer" is the latest bar in view: announce it once the frame is drawn.
    requestAnimationFrame(() => frame && showBar(frame.bars.length - 1, undefined, true));
  };

  frameEl.addEventListener('pointermove', onPointerMove);
  frameEl.addEventListener('pointerdown', onPointerDown);
  frameEl.addEventListener('pointerup', onPointerUp);
  frameEl.addEventListener('pointercancel', onPointerUp);
  frameEl.addEventListener('pointerleave', onPointerLeave);
  frameEl.addEventListener('wheel', onWheel, { passive: false });
  frameEl.addEventListener('dblclick', onDoubleClick);
  frameEl.addEventListener('keydown', onKeyDown);

  const api: InteractiveChart = {
    setInput(next) {
      validateChartFrameInput(next);
      input = next;
      notes.setDocument(next.annotations);
      view = undefined;
      frame = undefined;
      pointer = undefined;
      quote.hidden = true;
      render();
    },
    getView: () => view,
    resetView() {
      view = undefined;
      frame = undefined;
      schedule();
    },
    destroy() {
      if (pending) cancelAnimationFrame(pending);
      style.remove();
      frameEl.remove();
    },
  };
  return api;
}
