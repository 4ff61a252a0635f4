/**
 * The interactive chart in real Chromium beside lightweight-charts in the same browser: first paint and the
 * main-thread cost of a pan frame and a zoom frame at 1k / 10k / 100k daily bars, against issue #18's goals
 * (100k bars first paint < 100 ms, a pan frame < 8 ms). Chartbench is bundled from its sources here (esbuild,
 * the `chartbench-source` condition), so no build is needed; Chromium is /usr/bin/chromium (or CHROMIUM_PATH).
 *
 * What is timed, for both charts the same way:
 * - first paint: from before the chart is created until the end of the animation frame that draws it (the
 *   data as each library takes it is prepared before; the wait for that frame, up to 16 ms, is included);
 * - a frame: a callback queued before the input runs first in the frame and one queued after the chart's own
 *   runs last; the time between them is the frame's script and canvas work. Chartbench is panned by pointer
 *   drags and zoomed by wheel events on the element, as a reader does; lightweight-charts through its time
 *   scale API (its own handlers end in the same call).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { loadNote, median, table } from './lib/measure';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const COUNTS = [1_000, 10_000, 100_000];
const FRAMES = 30;
/** First paints timed per library and size (each in a fresh page), their median reported. */
const PAINTS = 3;
const WIDTH = 900;
const HEIGHT = 450;
const GOAL_FIRST_PAINT_MS = 100;
const GOAL_FRAME_MS = 8;

/** Chartbench's interactive chart and sample bars, bundled for the page from the workspace's sources. */
async function chartbenchBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createInteractiveChart } from '@chartbench/chart-element';
        import { createSampleBars } from '@chartbench/chart-engine';
        import { createDefaultChartSettings } from '@chartbench/core';
        globalThis.chartbench = { createInteractiveChart, createSampleBars, createDefaultChartSettings };
      `,
      resolveDir: join(ROOT, 'bench'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    conditions: ['chartbench-source'],
    minify: true,
    write: false,
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The page's own helpers: sample data, frame timing, and one function per library and measurement. */
const PAGE_SCRIPT = `
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const host = () => {
    document.body.innerHTML = '';
    const el = document.createElement('div');
    el.style.cssText = 'width:${WIDTH}px;height:${HEIGHT}px';
    document.body.append(el);
    return el;
  };
  const sample = (count) => chartbench.createSampleBars({ seed: 1, count });
  const lwcData = (bars) => {
    const out = new Array(bars.time.length);
    for (let i = 0; i < out.length; i++)
      out[i] = { time: bars.time[i] / 1000, open: bars.open[i], high: bars.high[i], low: bars.low[i], close: bars.close[i] };
    return out;
  };
  /** Script and canvas time of the frame in which \`act\` takes effect. */
  const frameTime = async (act) => {
    await nextFrame();
    let start = 0;
    let end = 0;
    requestAnimationFrame(() => (start = performance.now()));
    act();
    requestAnimationFrame(() => (end = performance.now()));
    await nextFrame();
    await nextFrame();
    return end - start;
  };
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

  window.cbFirstPaint = async (count) => {
    const bars = sample(count);
    const settings = chartbench.createDefaultChartSettings();
    const el = host();
    await nextFrame();
    const start = performance.now();
    const chart = chartbench.createInteractiveChart(el);
    chart.setInput({ symbol: 'AAPL', settings, bars, width: ${WIDTH}, height: ${HEIGHT} });
    await nextFrame();
    const ms = performance.now() - start;
    window.cbChart = chart;
    window.cbElement = el.querySelector('.cb-chart');
    return ms;
  };
  window.cbFrames = async (kind, frames) => {
    const el = window.cbElement;
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    let x = box.left + box.width / 2;
    const pointer = (type) =>
      el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', buttons: 1 }));
    if (kind === 'pan') pointer('pointerdown');
    const times = [];
    for (let i = 0; i < frames; i++) {
      times.push(await frameTime(() => {
        if (kind === 'pan') {
          // Back and forth by 40 px, so the view stays inside the history.
          x += i % 8 < 4 ? 10 : -10;
          pointer('pointermove');
        } else {
          el.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY: i % 2 ? 100 : -100 }));
        }
      }));
    }
    if (kind === 'pan') pointer('pointerup');
    return median(times);
  };

  window.lwcFirstPaint = async (count) => {
    const data = lwcData(sample(count));
    const el = host();
    await nextFrame();
    const start = performance.now();
    const chart = LightweightCharts.createChart(el, { width: ${WIDTH}, height: ${HEIGHT} });
    const series = chart.addSeries(LightweightCharts.CandlestickSeries);
    series.setData(data);
    // The same bars in view as Chartbench's default one year of daily bars.
    chart.timeScale().setVisibleLogicalRange({ from: count - 252, to: count - 1 });
    await nextFrame();
    await nextFrame();
    const ms = performance.now() - start;
    window.lwcChart = chart;
    return ms;
  };
  window.lwcFrames = async (kind, frames) => {
    const scale = window.lwcChart.timeScale();
    const times = [];
    for (let i = 0; i < frames; i++) {
      times.push(await frameTime(() => {
        const range = scale.getVisibleLogicalRange();
        if (kind === 'pan') {
          const step = i % 8 < 4 ? -3 : 3;
          scale.setVisibleLogicalRange({ from: range.from + step, to: range.to + step });
        } else {
          const length = range.to - range.from;
          const next = i % 2 ? length * 1.25 : length / 1.25;
          scale.setVisibleLogicalRange({ from: range.to - next, to: range.to });
        }
      }));
    }
    return median(times);
  };
`;

interface Figures {
  readonly firstPaint: number;
  readonly pan: number;
  readonly zoom: number;
}

/** The helpers PAGE_SCRIPT puts on the page's window. */
type PageHelpers = Record<string, (...args: unknown[]) => Promise<number>>;

async function measure(page: Page, prefix: 'cb' | 'lwc', count: number): Promise<Figures> {
  const paints: number[] = [];
  let pan = NaN;
  let zoom = NaN;
  for (let i = 0; i < PAINTS; i++) {
    await page.reload();
    paints.push(
      await page.evaluate(
        ([p, c]) => (window as unknown as PageHelpers)[`${p}FirstPaint`]!(c),
        [prefix, count],
      ),
    );
    if (i === 0) {
      pan = await page.evaluate(
        ([p, f]) => (window as unknown as PageHelpers)[`${p}Frames`]!('pan', f),
        [prefix, FRAMES],
      );
      zoom = await page.evaluate(
        ([p, f]) => (window as unknown as PageHelpers)[`${p}Frames`]!('zoom', f),
        [prefix, FRAMES],
      );
    }
  }
  return { firstPaint: median(paints), pan, zoom };
}

function verdict(ms: number, goal: number): string {
  return `${ms.toFixed(1)}${ms < goal ? '' : ' (over)'}`;
}

/** Prints first paint, pan and zoom frame times for both charts at each size, with the goals. */
export async function run(): Promise<void> {
  console.log(`Before: ${loadNote()}`);
  const lwc = readFileSync(
    join(ROOT, 'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js'),
    'utf8',
  );
  const ours = await chartbenchBundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const lines: string[][] = [];
  const version = browser.version();
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    // Both libraries and the helpers are injected into every (re)loaded blank page.
    await page.addInitScript({ content: `${lwc}\n${ours}\n${PAGE_SCRIPT}` });
    await page.goto('about:blank');
    for (const count of COUNTS) {
      const cb = await measure(page, 'cb', count);
      const lw = await measure(page, 'lwc', count);
      lines.push([
        count.toLocaleString('en-US'),
        count === 100_000 ? verdict(cb.firstPaint, GOAL_FIRST_PAINT_MS) : cb.firstPaint.toFixed(1),
        verdict(cb.pan, GOAL_FRAME_MS),
        verdict(cb.zoom, GOAL_FRAME_MS),
        lw.firstPaint.toFixed(1),
        lw.pan.toFixed(1),
        lw.zoom.toFixed(1),
      ]);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nInteractive chart in Chromium ${version}, ${WIDTH}x${HEIGHT} px, daily bars, one year in view: ms (first paint median of ${PAINTS} fresh pages; frames median of ${FRAMES})`,
  );
  console.log(
    table(
      [
        'bars',
        'Chartbench first paint',
        'Chartbench pan frame',
        'Chartbench zoom frame',
        'lightweight-charts first paint',
        'lwc pan frame',
        'lwc zoom frame',
      ],
      lines,
    ),
  );
  console.log(
    `Goals (issue #18): 100k bars first paint < ${GOAL_FIRST_PAINT_MS} ms, a pan frame < ${GOAL_FRAME_MS} ms. Chartbench draws its default settings (price, volume and the default studies); lightweight-charts one candlestick series.`,
  );
  console.log(`After: ${loadNote()}`);
}
