/**
 * ChartNotes on the interactive chart (spec 2 §4): the frame's layout as the same inspector data the server
 * image and the workbench overlay place drawings by, and the drawings painted from it with the one painter
 * (`paintAnnotations`), so a saved chart's drawings sit on the same bars and prices in the browser's canvas as
 * in its server image. Kept apart from the frame itself: a frame without drawings costs nothing more.
 */
import { createAnnotationMapping, type AnnotationDocument, type InspectorData } from '@chartbench/core';
import { paintAnnotations } from '../chart/paint/paint-annotations';
import { buildInspectorData } from '../render/inspector';
import type { SceneNode } from '../scene/types';
import type { ChartFrame } from './frame';

/** The inspector data of a drawn frame: its size, plot, panels and bars, as the server's inspector text says. */
export function frameInspectorData(frame: ChartFrame): InspectorData {
  return buildInspectorData({
    width: frame.scene.width,
    height: frame.scene.height,
    period: frame.period,
    plotLeft: frame.plotLeft,
    plotRight: frame.plotRight,
    panels: frame.panels,
    bars: frame.bars,
  });
}

/**
 * The primitives of a document's drawings over one frame, in pixels of the frame (clipped to their panels);
 * none for an empty document or a frame without bars. Drawings on a panel the chart does not have are left out.
 */
export function paintFrameAnnotations(
  frame: ChartFrame,
  document: AnnotationDocument | undefined,
): SceneNode[] {
  if (!document || document.drawings.length === 0 || frame.bars.length === 0) return [];
  return paintAnnotations(document, createAnnotationMapping(frameInspectorData(frame)));
}
