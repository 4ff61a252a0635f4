import type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';

/** The version written in the `img` header record. */
export const INSPECTOR_FORMAT_VERSION = 1;

function num(value: number): string {
  return Number.isFinite(value) ? String(value) : '-';
}

function flag(value: boolean): string {
  return value ? '1' : '0';
}

function panelLine(p: InspectorPanel): string {
  return [
    'panel',
    p.id,
    num(p.maxY),
    num(p.minY),
    num(p.maxValue),
    num(p.minValue),
    flag(p.isLog),
    flag(p.isPrice),
    flag(p.isVolume),
    flag(p.hasFullQuote),
  ].join('\t');
}

function barLine(b: InspectorBar): string {
  return [
    'bar',
    num(b.barIndex),
    b.startId,
    b.endId,
    num(b.open),
    num(b.high),
    num(b.low),
    num(b.close),
    num(b.volume),
    num(b.percentChange),
  ].join('\t');
}

/**
 * Writes inspector text (the format of inspector-format.md) for the chart engine; the caller supplies data
 * that satisfies the format, which `parseInspectorText` checks on the way back.
 */
export function formatInspectorText(data: InspectorData): string {
  const lines = [
    `img\t${INSPECTOR_FORMAT_VERSION}`,
    `size\t${num(data.width)}\t${num(data.height)}`,
    `period\t${data.period}`,
    `x\t${num(data.plotLeft)}\t${num(data.plotRight)}`,
    `y\t${num(data.plotTop)}\t${num(data.plotBottom)}`,
    ...data.panels.map(panelLine),
    ...data.bars.map(barLine),
  ];
  return `${lines.join('\n')}\n`;
}
