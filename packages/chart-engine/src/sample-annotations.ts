import {
  ANNOTATION_LIMITS,
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_POINTS,
  DEFAULT_ANNOTATION_STYLE,
  type Annotation,
  type AnnotationDocument,
  type AnnotationTool,
  type Bars,
} from '@chartbench/core';

const COLORS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00'] as const;

/**
 * A ChartNotes document over sample bars: `count` drawings cycling through every tool, anchored on the last
 * `window` bars' highs and lows. Stories, golden tests and the bench draw it; it is deterministic.
 * @example sampleAnnotations(createSampleBars({ seed: 1, count: 300 }), 13)
 */
export function sampleAnnotations(
  bars: Bars,
  count: number = ANNOTATION_TOOLS.length,
  window = 120,
): AnnotationDocument {
  const n = bars.time.length;
  const total = Math.max(0, Math.min(count, ANNOTATION_LIMITS.drawings));
  if (n < 2 || total === 0) return { version: 1, drawings: [] };
  const first = Math.max(0, n - Math.min(window, n));
  const at = (fraction: number) => Math.min(n - 1, first + Math.floor((n - 1 - first) * fraction));
  const point = (fraction: number, high: boolean) => {
    const i = at(fraction);
    return { time: bars.time[i] ?? 0, price: (high ? bars.high[i] : bars.low[i]) ?? 0 };
  };
  const drawings: Annotation[] = [];
  for (let k = 0; k < total; k += 1) {
    const tool: AnnotationTool = ANNOTATION_TOOLS[k % ANNOTATION_TOOLS.length] ?? 'trendLine';
    const shift = ((k * 7) % 40) / 100;
    const a = point(0.1 + shift / 2, false);
    const b = point(0.5 + shift, true);
    const c = point(0.3 + shift / 2, true);
    const wanted = ANNOTATION_TOOL_POINTS[tool];
    const points =
      tool === 'freehand'
        ? Array.from({ length: 12 }, (_, i) => point(0.2 + shift / 2 + i * 0.02, i % 2 === 0))
        : [a, b, c].slice(0, wanted);
    drawings.push({
      id: `s${k}`,
      tool,
      panel: 'price',
      points,
      style: {
        ...DEFAULT_ANNOTATION_STYLE,
        color: COLORS[k % COLORS.length] ?? DEFAULT_ANNOTATION_STYLE.color,
        dash: k % 3 === 1 ? 'dashed' : 'solid',
      },
      ...(tool === 'text' || tool === 'priceLabel' ? { text: tool === 'text' ? 'Breakout' : 'Target' } : {}),
    });
  }
  return { version: 1, drawings };
}
