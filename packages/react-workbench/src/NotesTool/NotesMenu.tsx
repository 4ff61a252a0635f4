import {
  ANNOTATION_DASHES,
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_LABELS,
  type AnnotationDash,
  type AnnotationSaving,
  type AnnotationTool,
} from '@chartbench/core';
import type { NotesEditor } from './useNotesEditor';
import { Bar, BarButton, BarEnd, BarRow, Menu, Note, PrimaryButton, ToolButton } from './NotesTool.styles';

/** The short marks of the tool buttons; each button is named by its tool's full label. */
const TOOL_MARKS: Readonly<Record<AnnotationTool, string>> = {
  trendLine: '╱',
  ray: '→',
  extendedLine: '↔',
  horizontalLine: '─',
  verticalLine: '│',
  arrow: '➚',
  parallelChannel: '▱',
  fibonacci: 'F',
  rectangle: '▭',
  ellipse: '◯',
  text: 'T',
  priceLabel: '$',
  freehand: '✎',
};

/** What closing says for who is drawing: a visitor is offered an account, a read-only list keeps nothing. */
const CLOSE_LABELS: Readonly<
  Record<AnnotationSaving, { readonly label: string; readonly note: string | null }>
> = {
  member: { label: 'Save & Close', note: null },
  visitor: { label: 'Save (create account)', note: 'Saving ChartNotes needs a free account.' },
  readOnly: {
    label: 'Close',
    note: 'This chart is in a read-only ChartList: its ChartNotes cannot be saved.',
  },
};

/** Props of {@link NotesMenu}. */
export interface NotesMenuProps {
  readonly notes: NotesEditor;
  readonly saving: AnnotationSaving;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
  /** The tool is closing: the menu fades out (the tool calls `onAnimationEnd` when it has). */
  readonly closing?: boolean;
  readonly onAnimationEnd?: () => void;
}

/**
 * The notes menu (spec 2 §4, §9): a 32 px column of drawing tools over the chart, and a bar with the selected
 * drawing's colour, width and dash, duplicate, lock, delete, undo and redo, the magnet, and closing.
 */
export function NotesMenu({
  notes,
  saving,
  onSave,
  onDiscard,
  closing = false,
  onAnimationEnd,
}: NotesMenuProps) {
  const { selected, editor, dispatch, style } = notes;
  const current = selected?.style ?? style;
  const restyle = (change: Partial<typeof style>) => {
    notes.setStyle({ ...style, ...change });
    if (selected) dispatch({ type: 'restyle', id: selected.id, style: change });
  };
  const close = CLOSE_LABELS[saving];
  const locked = selected?.locked === true;
  // Both parts fade together; the bar's end of the fade is the one reported (it holds the close button).
  const fade = closing ? { 'data-closing': '' } : {};
  return (
    <>
      <Menu role="toolbar" aria-label="ChartNotes tools" aria-orientation="vertical" {...fade}>
        <ToolButton
          type="button"
          aria-label="Select"
          title="Select"
          aria-pressed={notes.tool === null}
          onClick={() => notes.setTool(null)}
        >
          ↖
        </ToolButton>
        {ANNOTATION_TOOLS.map((tool) => (
          <ToolButton
            key={tool}
            type="button"
            aria-label={ANNOTATION_TOOL_LABELS[tool]}
            title={ANNOTATION_TOOL_LABELS[tool]}
            aria-pressed={notes.tool === tool}
            onClick={() => notes.setTool(tool)}
          >
            {TOOL_MARKS[tool]}
          </ToolButton>
        ))}
      </Menu>
      <Bar
        role="toolbar"
        aria-label="ChartNotes"
        {...fade}
        onAnimationEnd={(event) => {
          if (closing && event.target === event.currentTarget) onAnimationEnd?.();
        }}
      >
        <BarRow>
          <label>
            Colour{' '}
            <input type="color" value={current.color} onChange={(e) => restyle({ color: e.target.value })} />
          </label>
          <label>
            Width{' '}
            <select value={current.width} onChange={(e) => restyle({ width: Number(e.target.value) })}>
              {[1, 2, 3, 4, 6].map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          </label>
          <label>
            Line{' '}
            <select
              value={current.dash}
              onChange={(e) => restyle({ dash: e.target.value as AnnotationDash })}
            >
              {ANNOTATION_DASHES.map((dash) => (
                <option key={dash} value={dash}>
                  {dash}
                </option>
              ))}
            </select>
          </label>
          {selected && (selected.tool === 'text' || selected.tool === 'priceLabel') && (
            <label>
              Text{' '}
              <input
                value={selected.text ?? ''}
                maxLength={500}
                disabled={locked}
                onChange={(e) => dispatch({ type: 'setText', id: selected.id, text: e.target.value })}
              />
            </label>
          )}
          <BarButton
            type="button"
            disabled={!selected}
            onClick={() =>
              selected &&
              dispatch({
                type: 'duplicate',
                id: selected.id,
                newId: `${selected.id.slice(0, 24)}c${editor.document.drawings.length}`,
                dTime: 0,
              })
            }
          >
            Duplicate
          </BarButton>
          <BarButton
            type="button"
            disabled={!selected}
            aria-pressed={locked}
            onClick={() => selected && dispatch({ type: 'toggleLock', id: selected.id })}
          >
            {locked ? 'Unlock' : 'Lock'}
          </BarButton>
          <BarButton
            type="button"
            disabled={!selected || locked}
            onClick={() => selected && dispatch({ type: 'delete', id: selected.id })}
          >
            Delete
          </BarButton>
          <BarButton
            type="button"
            disabled={editor.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
          >
            Undo
          </BarButton>
          <BarButton
            type="button"
            disabled={editor.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            Redo
          </BarButton>
          <label title="Snap to the bar's open, high, low or close; hold Alt to draw freely">
            <input
              type="checkbox"
              checked={notes.magnet}
              onChange={(e) => notes.setMagnet(e.target.checked)}
            />{' '}
            Magnet
          </label>
          <BarEnd>
            <PrimaryButton type="button" onClick={onSave}>
              {close.label}
            </PrimaryButton>
            <BarButton type="button" onClick={onDiscard}>
              Discard
            </BarButton>
          </BarEnd>
        </BarRow>
        {/* A line of its own, so that it shows at any width without covering the controls. */}
        {close.note && <Note>{close.note}</Note>}
      </Bar>
    </>
  );
}
