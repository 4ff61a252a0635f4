import { describe, expect, it } from 'vitest';
import type { Annotation } from './annotation-document';
import { ANNOTATION_LIMITS, DEFAULT_ANNOTATION_STYLE } from './annotation-document';
import {
  ANNOTATION_UNDO_DEPTH,
  applyAnnotationEdit,
  createAnnotationEditor,
  type AnnotationEdit,
  type AnnotationEditorState,
} from './annotation-editor';

const drawing = (id: string, overrides: Partial<Annotation> = {}): Annotation => ({
  id,
  tool: 'horizontalLine',
  panel: 'price',
  points: [{ time: 1000, price: 100 }],
  style: DEFAULT_ANNOTATION_STYLE,
  ...overrides,
});

const run = (state: AnnotationEditorState, ...edits: AnnotationEdit[]) =>
  edits.reduce(applyAnnotationEdit, state);

describe('the notes tool edits', () => {
  it('adds and selects, moves, restyles, duplicates and deletes', () => {
    let state = run(createAnnotationEditor(), { type: 'add', drawing: drawing('a') });
    expect(state.selectedId).toBe('a');
    state = run(
      state,
      { type: 'move', id: 'a', dTime: 10, dPrice: -5 },
      { type: 'restyle', id: 'a', style: { color: '#ff0000', dash: 'dashed' } },
    );
    expect(state.document.drawings[0]).toMatchObject({
      points: [{ time: 1010, price: 95 }],
      style: { color: '#ff0000', width: 2, dash: 'dashed' },
    });
    state = run(state, { type: 'duplicate', id: 'a', newId: 'b', dTime: 86_400_000 });
    expect(state.document.drawings.map((d) => d.id)).toEqual(['a', 'b']);
    expect(state.selectedId).toBe('b');
    state = run(state, { type: 'delete', id: 'a' });
    expect(state.document.drawings.map((d) => d.id)).toEqual(['b']);
  });

  it('a locked drawing refuses moves, handles and delete until unlocked', () => {
    const locked = run(
      createAnnotationEditor(),
      { type: 'add', drawing: drawing('a') },
      { type: 'toggleLock', id: 'a' },
    );
    expect(run(locked, { type: 'move', id: 'a', dTime: 1, dPrice: 1 })).toBe(locked);
    expect(run(locked, { type: 'movePoint', id: 'a', index: 0, point: { time: 0, price: 0 } })).toBe(locked);
    expect(run(locked, { type: 'delete', id: 'a' })).toBe(locked);
    expect(
      run(locked, { type: 'toggleLock', id: 'a' }, { type: 'delete', id: 'a' }).document.drawings,
    ).toEqual([]);
  });

  it('undoes and redoes, and a new edit clears redo', () => {
    const added = run(
      createAnnotationEditor(),
      { type: 'add', drawing: drawing('a') },
      { type: 'move', id: 'a', dTime: 0, dPrice: 10 },
    );
    const undone = run(added, { type: 'undo' });
    expect(undone.document.drawings[0]?.points[0]?.price).toBe(100);
    expect(run(undone, { type: 'redo' }).document).toEqual(added.document);
    expect(run(undone, { type: 'delete', id: 'a' }, { type: 'redo' }).document.drawings).toEqual([]);
    expect(run(createAnnotationEditor(), { type: 'undo' }).past).toEqual([]);
  });

  it('keeps at most 100 undo steps and at most 500 drawings', () => {
    let state = createAnnotationEditor();
    for (let i = 0; i < ANNOTATION_LIMITS.drawings + 5; i += 1)
      state = applyAnnotationEdit(state, { type: 'add', drawing: drawing(`d${i}`) });
    expect(state.document.drawings).toHaveLength(ANNOTATION_LIMITS.drawings);
    expect(state.past).toHaveLength(ANNOTATION_UNDO_DEPTH);
  });

  it('moves one anchor with a handle, and cuts long text', () => {
    const state = run(
      createAnnotationEditor(),
      { type: 'add', drawing: drawing('t', { tool: 'text', text: 'hi' }) },
      { type: 'movePoint', id: 't', index: 0, point: { time: 5, price: 6 } },
      { type: 'setText', id: 't', text: 'x'.repeat(600) },
    );
    expect(state.document.drawings[0]?.points).toEqual([{ time: 5, price: 6 }]);
    expect(state.document.drawings[0]?.text).toHaveLength(ANNOTATION_LIMITS.textLength);
  });
});
