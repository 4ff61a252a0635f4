import type { PaintStyle, Scene, SceneNode } from '../scene/types';
import { escapeXml } from '../util/escape';
import { px } from '../util/format';

/** The font stack of every chart text; DejaVu Sans first so server PNGs and browsers look alike. */
export const CHART_FONT_FAMILY = 'DejaVu Sans, Verdana, Arial, sans-serif';

function styleAttributes(style: PaintStyle): string {
  let out = ` fill="${style.fill === undefined ? 'none' : escapeXml(style.fill)}"`;
  if (style.stroke !== undefined) {
    out += ` stroke="${escapeXml(style.stroke)}" stroke-width="${px(style.strokeWidth ?? 1)}"`;
    if (style.dash) out += ` stroke-dasharray="${escapeXml(style.dash)}"`;
    if (style.lineCap) out += ` stroke-linecap="${style.lineCap}"`;
  }
  if (style.opacity !== undefined && style.opacity < 1)
    out += ` opacity="${Math.round(Math.max(0, style.opacity) * 1000) / 1000}"`;
  if (style.crisp) out += ' shape-rendering="crispEdges"';
  return out;
}

function roleAttribute(role: string | undefined): string {
  return role ? ` data-role="${escapeXml(role)}"` : '';
}

function writeNode(node: SceneNode, out: string[], clipIds: { next: number }): void {
  switch (node.kind) {
    case 'path':
      if (node.d) out.push(`<path${roleAttribute(node.role)} d="${node.d}"${styleAttributes(node.style)}/>`);
      return;
    case 'rect':
      out.push(
        `<rect${roleAttribute(node.role)} x="${px(node.x)}" y="${px(node.y)}" width="${px(Math.max(0, node.width))}" height="${px(Math.max(0, node.height))}"${styleAttributes(node.style)}/>`,
      );
      return;
    case 'line':
      out.push(
        `<line${roleAttribute(node.role)} x1="${px(node.x1)}" y1="${px(node.y1)}" x2="${px(node.x2)}" y2="${px(node.y2)}"${styleAttributes(node.style)}/>`,
      );
      return;
    case 'text': {
      const anchor = node.anchor && node.anchor !== 'start' ? ` text-anchor="${node.anchor}"` : '';
      const weight = node.weight === 'bold' ? ' font-weight="bold"' : '';
      out.push(
        `<text${roleAttribute(node.role)} x="${px(node.x)}" y="${px(node.y)}" font-size="${px(node.size)}" fill="${escapeXml(node.fill)}"${anchor}${weight}>${escapeXml(node.text)}</text>`,
      );
      return;
    }
    case 'clip': {
      const id = `cb-clip-${clipIds.next++}`;
      out.push(
        `<clipPath id="${id}"><rect x="${px(node.x)}" y="${px(node.y)}" width="${px(Math.max(0, node.width))}" height="${px(Math.max(0, node.height))}"/></clipPath>`,
      );
      out.push(`<g${roleAttribute(node.role)} clip-path="url(#${id})">`);
      for (const child of node.children) writeNode(child, out, clipIds);
      out.push('</g>');
      return;
    }
  }
}

/** Serialises a scene to a standalone SVG document string; the same scene always gives the same string. */
export function renderSvg(scene: Scene): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}" font-family="${CHART_FONT_FAMILY}">`,
    `<title>${escapeXml(scene.title)}</title>`,
    `<rect x="0" y="0" width="${scene.width}" height="${scene.height}" fill="${escapeXml(scene.background)}"/>`,
  ];
  const clipIds = { next: 0 };
  for (const node of scene.nodes) writeNode(node, out, clipIds);
  out.push('</svg>');
  return out.join('');
}
