import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { DragHandle, IconButton, Row, Rows } from './ChartSettings.styles';

/** Props of {@link SortableRows}. */
export interface SortableRowsProps<R extends { id: number }> {
  /** The list's accessible name, e.g. 'Overlays'. */
  readonly label: string;
  readonly rows: readonly R[];
  /** Blank placeholder rows have no move, drag or remove controls. */
  readonly isBlank: (row: R) => boolean;
  /** The row's name for its controls' labels, e.g. 'Overlay 2'. */
  readonly rowName: (row: R, index: number) => string;
  readonly renderRow: (row: R, index: number) => ReactNode;
  readonly onMoveUp: (id: number) => void;
  readonly onMoveDown: (id: number) => void;
  readonly onDelete: (id: number) => void;
  /** A row was dropped at `toIndex` (HTML5 drag and drop on the handle). */
  readonly onMoveTo: (id: number, toIndex: number) => void;
}

/**
 * Rows with move up, move down, a drag handle and delete (spec 2 §2). Reordering itself is core's: the
 * component only reports which row goes where.
 */
export function SortableRows<R extends { id: number }>(props: SortableRowsProps<R>) {
  const { label, rows, isBlank, rowName, renderRow, onMoveUp, onMoveDown, onDelete, onMoveTo } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const actions = useWorkbenchActions();
  const lastFilled = rows.reduce((last, row, index) => (isBlank(row) ? last : index), -1);
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const id = dragged ?? Number(event.dataTransfer.getData('text/plain'));
    setDragged(null);
    setOver(null);
    actions.setPointerDrag(null);
    if (Number.isFinite(id)) onMoveTo(id, Math.min(index, lastFilled));
  };
  return (
    <Rows aria-label={label}>
      {rows.map((row, index) => {
        const name = rowName(row, index);
        const blank = isBlank(row);
        return (
          <Row
            key={row.id}
            aria-label={name}
            $dragOver={over === index && dragged !== null}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => onDrop(event, index)}
          >
            {!blank && (
              <DragHandle
                draggable
                role="img"
                aria-label={`Drag ${name}`}
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', String(row.id));
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(row.id);
                  // Hotkeys wait while a row is dragged (spec 3 §5).
                  actions.setPointerDrag('settingsRow');
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                  actions.setPointerDrag(null);
                }}
              >
                ⋮⋮
              </DragHandle>
            )}
            {renderRow(row, index)}
            {!blank && (
              <>
                <IconButton
                  type="button"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onMoveUp(row.id)}
                >
                  ▲
                </IconButton>
                <IconButton
                  type="button"
                  aria-label={`Move ${name} down`}
                  disabled={index >= lastFilled}
                  onClick={() => onMoveDown(row.id)}
                >
                  ▼
                </IconButton>
                <IconButton type="button" aria-label={`Remove ${name}`} onClick={() => onDelete(row.id)}>
                  ✕
                </IconButton>
              </>
            )}
          </Row>
        );
      })}
    </Rows>
  );
}
