/**
 * The Symbol Summary's small charts (spec 3 §2.6), drawn as chart-engine scenes and written by its SVG writer
 * so the product has one charting library: SCTR history on a fixed 0-100 axis, and earnings per period.
 */
import { renderSvg, type Scene, type SceneNode } from '@chartbench/chart-engine';
import type { EarningsRow, SctrPoint } from '@chartbench/core';

const PAD = { left: 36, right: 12, top: 12, bottom: 24 };
const GRID = '#d9dde3';
const TEXT = '#52606d';

/** The SCTR history line on a 0-100 axis, with gridlines every 25. */
export function sctrHistorySvg(history: readonly SctrPoint[], width = 520, height = 200): string {
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotH * (1 - Math.max(0, Math.min(100, value)) / 100);
  const x = (index: number) =>
    PAD.left + (history.length <= 1 ? plotW / 2 : (plotW * index) / (history.length - 1));
  const nodes: SceneNode[] = [];
  for (const level of [0, 25, 50, 75, 100]) {
    nodes.push({
      kind: 'line',
      x1: PAD.left,
      y1: y(level),
      x2: width - PAD.right,
      y2: y(level),
      style: { stroke: GRID, strokeWidth: 1, crisp: true },
    });
    nodes.push({
      kind: 'text',
      x: PAD.left - 6,
      y: y(level) + 4,
      text: String(level),
      size: 10,
      fill: TEXT,
      anchor: 'end',
    });
  }
  if (history.length > 0) {
    const d = history
      .map((point, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(point.value).toFixed(1)}`)
      .join('');
    nodes.push({
      kind: 'path',
      d,
      style: { stroke: '#1f5fbf', strokeWidth: 2, lineCap: 'round' },
      role: 'sctr',
    });
    const first = history[0]!;
    const last = history.at(-1)!;
    nodes.push({ kind: 'text', x: PAD.left, y: height - 6, text: first.date, size: 10, fill: TEXT });
    nodes.push({
      kind: 'text',
      x: width - PAD.right,
      y: height - 6,
      text: last.date,
      size: 10,
      fill: TEXT,
      anchor: 'end',
    });
  }
  const scene: Scene = {
    width,
    height,
    background: '#ffffff',
    nodes,
    title: 'SCTR history on a 0 to 100 scale',
  };
  return renderSvg(scene);
}

/** Which earnings figure a chart shows. */
export type EarningsMetric = 'eps' | 'revenue';

/** Actual (filled) and estimated (outlined) bars per fiscal period. */
export function earningsSvg(
  rows: readonly EarningsRow[],
  metric: EarningsMetric,
  width = 520,
  height = 200,
): string {
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const pick = (row: EarningsRow) =>
    metric === 'eps' ? [row.actualEps, row.estimatedEps] : [row.actualRevenue, row.estimatedRevenue];
  const values = rows.flatMap((row) => pick(row).filter((v): v is number => v !== undefined));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (value: number) => PAD.top + plotH * (1 - (value - min) / span);
  const slot = plotW / Math.max(1, rows.length);
  const barW = Math.max(2, slot * 0.3);
  const nodes: SceneNode[] = [
    {
      kind: 'line',
      x1: PAD.left,
      y1: y(0),
      x2: width - PAD.right,
      y2: y(0),
      style: { stroke: GRID, strokeWidth: 1, crisp: true },
    },
  ];
  rows.forEach((row, i) => {
    const [actual, estimate] = pick(row);
    const left = PAD.left + slot * i + slot / 2 - barW;
    const bar = (value: number | undefined, offset: number, filled: boolean) => {
      if (value === undefined) return;
      const top = Math.min(y(value), y(0));
      nodes.push({
        kind: 'rect',
        x: left + offset,
        y: top,
        width: barW,
        height: Math.max(1, Math.abs(y(value) - y(0))),
        style: filled
          ? { fill: '#1f5fbf', crisp: true }
          : { stroke: '#1f5fbf', strokeWidth: 1, fill: '#ffffff', crisp: true },
        role: filled ? 'actual' : 'estimate',
      });
    };
    bar(actual, 0, true);
    bar(estimate, barW, false);
    nodes.push({
      kind: 'text',
      x: left + barW,
      y: height - 6,
      text: row.fiscalPeriod.text,
      size: 10,
      fill: TEXT,
      anchor: 'middle',
    });
  });
  const title = `${metric === 'eps' ? 'EPS' : 'Revenue'}: actual (filled) and estimated (outlined) per period`;
  return renderSvg({ width, height, background: '#ffffff', nodes, title });
}
