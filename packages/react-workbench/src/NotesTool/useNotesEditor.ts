import { useMemo, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import {
  ANNOTATION_TOOL_POINTS,
  DEFAULT_ANNOTATION_STYLE,
  applyAnnotationEdit,
  createAnnotationEditor,
  createAnnotationMapping,
  inspectorPanelAtY,
  type Annotation,
  type AnnotationDocument,
  type AnnotationPoint,
  type AnnotationStyle,
  type AnnotationTool,
  type InspectorData,
} from '@chartbench/core';

/** A drawing being made: its tool, panel and the anchors so far (the last one follows the pointer). */
export interface NotesDraft {
  readonly tool: AnnotationTool;
  readonly panel: string;
  readonly points: readonly AnnotationPoint[];
}

type Drag = {
  readonly id: string;
  readonly index: number | null;
  readonly from: AnnotationPoint;
  readonly to: AnnotationPoint;
};

let nextId = 0;
const newId = () => `n${Date.now().toString(36)}${(nextId++).toString(36)}`;

/**
 * The notes tool's interaction state (React Aria's state-hook layer): the edit reducer from core, the tool in
 * hand, the drawing in progress and a drag, with the pointer and keyboard handlers of the drawing surface.
 */
export function useNotesEditor(layout: InspectorData, initial: AnnotationDocument) {
  const [editor, dispatch] = useReducer(applyAnnotationEdit, initial, createAnnotationEditor);
  const [tool, setTool] = useState<AnnotationTool | null>(null);
  const [draft, setDraft] = useState<NotesDraft | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [magnet, setMagnet] = useState(true);
  const [style, setStyle] = useState<AnnotationStyle>(DEFAULT_ANNOTATION_STYLE);
  const moved = useRef(false);
  const map = useMemo(() => createAnnotationMapping(layout), [layout]);

  const pixelOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? layout.width / box.width : 1;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  // The magnet snaps to the bar's open, high, low or close; holding Alt draws freely.
  const pointOf = (event: PointerEvent<SVGSVGElement>, panel: string) =>
    map.toPoint(panel, pixelOf(event), magnet && !event.altKey);

  const commitDraft = (done: NotesDraft) => {
    const wanted = ANNOTATION_TOOL_POINTS[done.tool];
    if (done.tool !== 'freehand' && done.points.length < wanted) return;
    const text = done.tool === 'text' ? 'Note' : undefined;
    const drawing: Annotation = {
      id: newId(),
      tool: done.tool,
      panel: done.panel,
      points: done.points.slice(0, done.tool === 'freehand' ? undefined : wanted),
      style,
      ...(text ? { text } : {}),
    };
    dispatch({ type: 'add', drawing });
    setDraft(null);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.focus();
    moved.current = false;
    if (!tool) return;
    const panel = inspectorPanelAtY(layout, pixelOf(event).y);
    if (!panel) return;
    const point = pointOf(event, draft?.panel ?? panel.id);
    if (!point) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (draft) {
      // A click places the next anchor of a drawing made click by click.
      const points = [...draft.points.slice(0, -1), point, point];
      const next = { ...draft, points };
      if (points.length - 1 >= ANNOTATION_TOOL_POINTS[draft.tool])
        commitDraft({ ...draft, points: points.slice(0, -1) });
      else setDraft(next);
      return;
    }
    const first: NotesDraft = {
      tool,
      panel: panel.id,
      points: ANNOTATION_TOOL_POINTS[tool] === 1 ? [point] : [point, point],
    };
    if (ANNOTATION_TOOL_POINTS[tool] === 1) commitDraft(first);
    else setDraft(first);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    moved.current = true;
    if (drag) {
      const drawing = editor.document.drawings.find((d) => d.id === drag.id);
      const to = drawing ? pointOf(event, drawing.panel) : null;
      if (to) setDrag({ ...drag, to });
      return;
    }
    if (!draft) return;
    const point = pointOf(event, draft.panel);
    if (!point) return;
    if (draft.tool === 'freehand') {
      if (event.buttons === 0 || draft.points.length >= 500) return;
      setDraft({ ...draft, points: [...draft.points, point] });
    } else setDraft({ ...draft, points: [...draft.points.slice(0, -1), point] });
  };

  const onPointerUp = () => {
    if (drag) {
      const dTime = drag.to.time - drag.from.time;
      const dPrice = drag.to.price - drag.from.price;
      if (drag.index === null) {
        if (dTime !== 0 || dPrice !== 0) dispatch({ type: 'move', id: drag.id, dTime, dPrice });
      } else dispatch({ type: 'movePoint', id: drag.id, index: drag.index, point: drag.to });
      setDrag(null);
      return;
    }
    // A drag draws a two-anchor drawing in one stroke; a click leaves it waiting for the next click.
    if (draft && moved.current && draft.points.length === 2 && ANNOTATION_TOOL_POINTS[draft.tool] === 2)
      commitDraft(draft);
    else if (draft?.tool === 'freehand') commitDraft(draft);
    else if (draft && moved.current && draft.tool === 'parallelChannel' && draft.points.length === 2)
      setDraft({ ...draft, points: [...draft.points, draft.points[1]!] });
  };

  /** Starts moving a drawing (`index` null) or one of its anchors from where the pointer went down. */
  const startDrag = (event: PointerEvent<SVGElement>, id: string, index: number | null) => {
    if (tool) return;
    event.stopPropagation();
    const svg = event.currentTarget.ownerSVGElement ?? (event.currentTarget as unknown as SVGSVGElement);
    svg.focus();
    dispatch({ type: 'select', id });
    const drawing = editor.document.drawings.find((d) => d.id === id);
    if (!drawing || drawing.locked) return;
    const from = pointOf(event as unknown as PointerEvent<SVGSVGElement>, drawing.panel);
    if (from) setDrag({ id, index, from, to: from });
  };

  const selected = editor.document.drawings.find((d) => d.id === editor.selectedId) ?? null;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      if (draft) setDraft(null);
      else dispatch({ type: 'select', id: null });
    } else if (mod && event.key.toLowerCase() === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    else if (mod && event.key.toLowerCase() === 'y') dispatch({ type: 'redo' });
    else if (selected && (event.key === 'Delete' || event.key === 'Backspace'))
      dispatch({ type: 'delete', id: selected.id });
    else if (selected && event.key.startsWith('Arrow')) {
      const panel = map.panel(selected.panel);
      const step =
        map.xToTime(layout.bars[1]?.barIndex ?? 0) - map.xToTime(layout.bars[0]?.barIndex ?? 0) || 86_400_000;
      const priceStep = panel ? Math.abs(panel.maxValue - panel.minValue) / 100 : 1;
      const d = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, priceStep],
        ArrowDown: [0, -priceStep],
      }[event.key];
      if (d) dispatch({ type: 'move', id: selected.id, dTime: d[0] ?? 0, dPrice: d[1] ?? 0 });
    } else return;
    event.preventDefault();
  };

  /** The document as drawn now: a drag in progress shows where it would land. */
  const shown = useMemo((): AnnotationDocument => {
    if (!drag) return editor.document;
    const dTime = drag.to.time - drag.from.time;
    const dPrice = drag.to.price - drag.from.price;
    return applyAnnotationEdit(
      editor,
      drag.index === null
        ? { type: 'move', id: drag.id, dTime, dPrice }
        : { type: 'movePoint', id: drag.id, index: drag.index, point: drag.to },
    ).document;
  }, [editor, drag]);

  return {
    editor,
    dispatch,
    shown,
    selected,
    map,
    tool,
    setTool: (next: AnnotationTool | null) => {
      setDraft(null);
      setTool(next);
    },
    draft,
    magnet,
    setMagnet,
    style,
    setStyle,
    startDrag,
    surface: { onPointerDown, onPointerMove, onPointerUp, onKeyDown },
  };
}

/** What {@link useNotesEditor} gives the notes tool. */
export type NotesEditor = ReturnType<typeof useNotesEditor>;
