/**
 * The notes tool's edits as a pure reducer (TanStack Query's shape): add, move, reshape, restyle, duplicate,
 * lock and delete drawings, with undo and redo inside the tool. Locked drawings refuse every change but unlock.
 */
import type { Annotation, AnnotationDocument, AnnotationPoint, AnnotationStyle } from './annotation-document';
import { ANNOTATION_LIMITS, EMPTY_ANNOTATIONS } from './annotation-document';

/** How many edits undo reaches back (bounded: each step holds a whole document). */
export const ANNOTATION_UNDO_DEPTH = 100;

/** The notes tool's editing state: the document, the selected drawing and the undo/redo stacks. */
export interface AnnotationEditorState {
  readonly document: AnnotationDocument;
  readonly selectedId: string | null;
  readonly past: readonly AnnotationDocument[];
  readonly future: readonly AnnotationDocument[];
}

/** One edit of the notes tool. */
export type AnnotationEdit =
  | { readonly type: 'add'; readonly drawing: Annotation }
  | { readonly type: 'select'; readonly id: string | null }
  /** Moves a drawing by a time and price offset (a drag, or an arrow key). */
  | { readonly type: 'move'; readonly id: string; readonly dTime: number; readonly dPrice: number }
  /** Moves one anchor (a resize handle). */
  | {
      readonly type: 'movePoint';
      readonly id: string;
      readonly index: number;
      readonly point: AnnotationPoint;
    }
  | { readonly type: 'restyle'; readonly id: string; readonly style: Partial<AnnotationStyle> }
  | { readonly type: 'setText'; readonly id: string; readonly text: string }
  | { readonly type: 'duplicate'; readonly id: string; readonly newId: string; readonly dTime: number }
  | { readonly type: 'toggleLock'; readonly id: string }
  | { readonly type: 'delete'; readonly id: string }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' };

/** The editor over a saved document, nothing selected, nothing to undo. */
export function createAnnotationEditor(
  document: AnnotationDocument = EMPTY_ANNOTATIONS,
): AnnotationEditorState {
  return { document, selectedId: null, past: [], future: [] };
}

function commit(
  state: AnnotationEditorState,
  drawings: readonly Annotation[],
  selectedId = state.selectedId,
): AnnotationEditorState {
  return {
    document: { ...state.document, drawings },
    selectedId,
    past: [...state.past, state.document].slice(-ANNOTATION_UNDO_DEPTH),
    future: [],
  };
}

function change(
  state: AnnotationEditorState,
  id: string,
  update: (drawing: Annotation) => Annotation,
): AnnotationEditorState {
  const target = state.document.drawings.find((d) => d.id === id);
  if (!target || target.locked) return state;
  return commit(
    state,
    state.document.drawings.map((d) => (d.id === id ? update(d) : d)),
  );
}

/** Applies one edit; an edit that cannot apply (unknown id, locked drawing, limit reached) returns the same state. */
export function applyAnnotationEdit(
  state: AnnotationEditorState,
  edit: AnnotationEdit,
): AnnotationEditorState {
  const { drawings } = state.document;
  switch (edit.type) {
    case 'add':
      if (drawings.length >= ANNOTATION_LIMITS.drawings || drawings.some((d) => d.id === edit.drawing.id))
        return state;
      return commit(state, [...drawings, edit.drawing], edit.drawing.id);
    case 'select':
      return {
        ...state,
        selectedId: edit.id !== null && drawings.some((d) => d.id === edit.id) ? edit.id : null,
      };
    case 'move':
      return change(state, edit.id, (d) => ({
        ...d,
        points: d.points.map((p) => ({ time: p.time + edit.dTime, price: p.price + edit.dPrice })),
      }));
    case 'movePoint':
      return change(state, edit.id, (d) =>
        edit.index < 0 || edit.index >= d.points.length
          ? d
          : { ...d, points: d.points.map((p, i) => (i === edit.index ? edit.point : p)) },
      );
    case 'restyle':
      return change(state, edit.id, (d) => ({ ...d, style: { ...d.style, ...edit.style } }));
    case 'setText':
      return change(state, edit.id, (d) => ({
        ...d,
        text: edit.text.slice(0, ANNOTATION_LIMITS.textLength),
      }));
    case 'duplicate': {
      const source = drawings.find((d) => d.id === edit.id);
      if (
        !source ||
        drawings.length >= ANNOTATION_LIMITS.drawings ||
        drawings.some((d) => d.id === edit.newId)
      )
        return state;
      const copy: Annotation = {
        ...source,
        id: edit.newId,
        locked: false,
        points: source.points.map((p) => ({ ...p, time: p.time + edit.dTime })),
      };
      return commit(state, [...drawings, copy], edit.newId);
    }
    case 'toggleLock': {
      if (!drawings.some((d) => d.id === edit.id)) return state;
      return commit(
        state,
        drawings.map((d) => (d.id === edit.id ? { ...d, locked: !d.locked } : d)),
      );
    }
    case 'delete': {
      const target = drawings.find((d) => d.id === edit.id);
      if (!target || target.locked) return state;
      return commit(
        state,
        drawings.filter((d) => d.id !== edit.id),
        null,
      );
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        document: previous,
        selectedId: null,
        past: state.past.slice(0, -1),
        future: [state.document, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { document: next, selectedId: null, past: [...state.past, state.document], future: rest };
    }
  }
}
