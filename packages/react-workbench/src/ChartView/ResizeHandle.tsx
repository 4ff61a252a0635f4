import type { PointerEvent, RefObject } from 'react';
import { blocksResize } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Handle, ResizeOutline } from './ChartView.styles';

/**
 * The chart's resize handle (spec 1 §4.5): press, drag and release to make the chart Custom at the dragged size.
 * The store decides (a visitor gets the create-account dialog; while annotating the handle is off, core's
 * `blocksResize`); this reports the pointer and shows the outline.
 */
export function ResizeHandle({ imageRef }: { imageRef: RefObject<HTMLImageElement | null> }) {
  const resize = useWorkbench((state) => state.resize);
  const blocked = useWorkbench((state) => blocksResize(state.annotation));
  const actions = useWorkbenchActions();
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || blocked) return;
    event.preventDefault();
    const box = imageRef.current?.getBoundingClientRect();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    actions.startResize({
      x: event.clientX,
      y: event.clientY,
      width: box?.width ?? 0,
      height: box?.height ?? 0,
    });
  };
  return (
    <>
      <Handle
        role="separator"
        aria-label="Resize chart"
        aria-orientation="horizontal"
        aria-disabled={blocked || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => resize && actions.resizeTo({ x: event.clientX, y: event.clientY })}
        onPointerUp={() => resize && actions.endResize()}
        onPointerCancel={() => resize && actions.endResize()}
      />
      {resize && (
        <ResizeOutline
          role="status"
          aria-label="New chart size"
          style={{ width: resize.width, height: resize.height }}
        >
          {resize.width} × {resize.height}
        </ResizeOutline>
      )}
    </>
  );
}
