import type { SceneNode, PaintStyle } from '@chartbench/chart-engine';
import { useId } from 'react';

const paint = (style: PaintStyle) => ({
  fill: style.fill ?? 'none',
  ...(style.stroke === undefined ? {} : { stroke: style.stroke, strokeWidth: style.strokeWidth ?? 1 }),
  ...(style.dash ? { strokeDasharray: style.dash } : {}),
  ...(style.lineCap ? { strokeLinecap: style.lineCap } : {}),
  ...(style.opacity !== undefined && style.opacity < 1 ? { opacity: style.opacity } : {}),
});

/** Props of {@link SceneNodes}. */
export interface SceneNodesProps {
  readonly nodes: readonly SceneNode[];
  /** Draws an invisible 12 px stroke under each line so a thin drawing is easy to pick with a pointer. */
  readonly hitArea?: boolean;
}

/**
 * chart-engine's scene primitives as React SVG elements: the same primitives the server writes into its images,
 * so the overlay and the image agree. Text goes in as text, never as markup.
 */
export function SceneNodes({ nodes, hitArea = false }: SceneNodesProps) {
  const prefix = useId();
  return <>{nodes.map((node, i) => renderNode(node, `${prefix}${i}`, hitArea))}</>;
}

function renderNode(node: SceneNode, key: string, hitArea: boolean) {
  const role = node.role === undefined ? {} : { 'data-role': node.role };
  switch (node.kind) {
    case 'path':
      return (
        <g key={key}>
          {hitArea && <path d={node.d} stroke="transparent" strokeWidth={12} fill="none" />}
          <path {...role} d={node.d} {...paint(node.style)} />
        </g>
      );
    case 'line':
      return (
        <g key={key}>
          {hitArea && (
            <line x1={node.x1} y1={node.y1} x2={node.x2} y2={node.y2} stroke="transparent" strokeWidth={12} />
          )}
          <line {...role} x1={node.x1} y1={node.y1} x2={node.x2} y2={node.y2} {...paint(node.style)} />
        </g>
      );
    case 'rect':
      return (
        <rect
          key={key}
          {...role}
          x={node.x}
          y={node.y}
          width={Math.max(0, node.width)}
          height={Math.max(0, node.height)}
          {...paint(node.style)}
        />
      );
    case 'text':
      return (
        <text
          key={key}
          {...role}
          x={node.x}
          y={node.y}
          fontSize={node.size}
          fill={node.fill}
          textAnchor={node.anchor ?? 'start'}
          fontWeight={node.weight ?? 'normal'}
        >
          {node.text}
        </text>
      );
    case 'clip': {
      const id = `${key.replace(/[^a-zA-Z0-9_-]/g, '')}-clip`;
      return (
        <g key={key} {...role}>
          <clipPath id={id}>
            <rect x={node.x} y={node.y} width={Math.max(0, node.width)} height={Math.max(0, node.height)} />
          </clipPath>
          <g clipPath={`url(#${id})`}>
            {node.children.map((child, i) => renderNode(child, `${key}-${i}`, hitArea))}
          </g>
        </g>
      );
    }
  }
}
