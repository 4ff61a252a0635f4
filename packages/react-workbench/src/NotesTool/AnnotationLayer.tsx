import { useMemo } from 'react';
import { createAnnotationMapping, parseAnnotations, type InspectorData } from '@chartbench/core';
import { paintAnnotations } from '@chartbench/chart-engine';
import { SceneNodes } from './SceneNodes';
import { Overlay } from './NotesTool.styles';

/** Props of {@link AnnotationLayer}. */
export interface AnnotationLayerProps {
  /** The saved chart's `annotations` field. */
  readonly annotations: string;
  /** The layout (inspector data) of the image underneath. */
  readonly layout: InspectorData;
}

/**
 * A saved chart's ChartNotes over its image, read-only (outside annotation mode): drawn by chart-engine's
 * painter from the same document and layout as the server image. Unreadable notes draw nothing (the store
 * already said why when the tool opened).
 */
export function AnnotationLayer({ annotations, layout }: AnnotationLayerProps) {
  const nodes = useMemo(() => {
    const parsed = parseAnnotations(annotations);
    return parsed.ok ? paintAnnotations(parsed.value, createAnnotationMapping(layout)) : [];
  }, [annotations, layout]);
  if (nodes.length === 0) return null;
  return (
    <Overlay
      $editing={false}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      aria-label="ChartNotes"
      role="img"
      data-testid="chart-notes"
    >
      <SceneNodes nodes={nodes} />
    </Overlay>
  );
}
