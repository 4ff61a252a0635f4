import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isTextDropItem, useDrag, useDrop } from 'react-aria-components';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { IconButton, Row, Rows } from './ChartSettings.styles';
import { Handle } from './RowControls.styles';

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
  /** A row was dropped at `toIndex` (dragged by its handle with the mouse, or with the keyboard). */
  readonly onMoveTo: (id: number, toIndex: number) => void;
}

interface SortableRowProps {
  readonly id: number;
  readonly index: number;
  readonly name: string;
  readonly blank: boolean;
  /** The drag type of this list's rows: a row drops only into its own list. */
  readonly type: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly children: ReactNode;
  readonly onMoveUp: () => void;
  readonly onMoveDown: () => void;
  readonly onDelete: () => void;
  readonly onDrop: (id: number, index: number) => void;
  readonly onDrag: (dragging: boolean) => void;
}

/** One row: a drop target, with a drag handle that React Aria drives by mouse, touch or keyboard. */
function SortableRow(props: SortableRowProps) {
  const { id, index, name, blank, type } = props;
  const ref = useRef<HTMLLIElement>(null);
  const { dragProps, isDragging } = useDrag({
    getItems: () => [{ [type]: String(id), 'text/plain': name }],
    getAllowedDropOperations: () => ['move'],
    onDragStart: () => props.onDrag(true),
    onDragEnd: () => props.onDrag(false),
  });
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(type) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      const item = event.items.find(isTextDropItem);
      const dropped = Number(item ? await item.getText(type) : NaN);
      if (Number.isFinite(dropped)) props.onDrop(dropped, index);
    },
  });
  return (
    // A drop target takes the focus during a keyboard drag, hence the tabIndex; Tab skips it.
    <Row ref={ref} aria-label={name} tabIndex={-1} $dragOver={isDropTarget} {...dropProps}>
      {!blank && (
        <Handle
          {...dragProps}
          role="button"
          tabIndex={0}
          aria-label={`Drag ${name}`}
          data-dragging={isDragging || undefined}
        >
          ⋮⋮
        </Handle>
      )}
      {props.children}
      {!blank && (
        <>
          <IconButton
            type="button"
            aria-label={`Move ${name} up`}
            disabled={props.first}
            onClick={props.onMoveUp}
          >
            ▲
          </IconButton>
          <IconButton
            type="button"
            aria-label={`Move ${name} down`}
            disabled={props.last}
            onClick={props.onMoveDown}
          >
            ▼
          </IconButton>
          <IconButton type="button" aria-label={`Remove ${name}`} onClick={props.onDelete}>
            ✕
          </IconButton>
        </>
      )}
    </Row>
  );
}

/**
 * Rows with move up, move down, a drag handle and delete (spec 2 §2). Dragging is React Aria's: the handle
 * drags with the mouse or touch, or, focused, starts a keyboard drag with Enter (Tab to a row, Enter to drop,
 * Escape to cancel), announced to screen readers. Reordering itself is core's: the component only reports
 * which row goes where.
 */
export function SortableRows<R extends { id: number }>(props: SortableRowsProps<R>) {
  const { label, rows, isBlank, rowName, renderRow, onMoveUp, onMoveDown, onDelete, onMoveTo } = props;
  const actions = useWorkbenchActions();
  const [type] = useState(() => `application/x-chartbench-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`);
  const lastFilled = rows.reduce((last, row, index) => (isBlank(row) ? last : index), -1);
  // Hotkeys wait while a row is dragged (spec 3 §5).
  const onDrag = (dragging: boolean) => actions.setPointerDrag(dragging ? 'settingsRow' : null);
  return (
    <Rows aria-label={label}>
      {rows.map((row, index) => (
        <SortableRow
          key={row.id}
          id={row.id}
          index={index}
          name={rowName(row, index)}
          blank={isBlank(row)}
          type={type}
          first={index === 0}
          last={index >= lastFilled}
          onMoveUp={() => onMoveUp(row.id)}
          onMoveDown={() => onMoveDown(row.id)}
          onDelete={() => onDelete(row.id)}
          onDrop={(id, to) => onMoveTo(id, Math.min(to, lastFilled))}
          onDrag={onDrag}
        >
          {renderRow(row, index)}
        </SortableRow>
      ))}
    </Rows>
  );
}
