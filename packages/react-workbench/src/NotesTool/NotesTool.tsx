import {
  serializeAnnotations,
  type AnnotationDocument,
  type AnnotationSaving,
  type InspectorData,
} from '@chartbench/core';
import { paintAnnotation, paintAnnotations } from '@chartbench/chart-engine';
import { NotesMenu } from './NotesMenu';
import { SceneNodes } from './SceneNodes';
import { Handle, Overlay } from './NotesTool.styles';
import { useNotesEditor } from './useNotesEditor';
import { useFadeOut } from './useFadeOut';

/** Props of {@link NotesTool}. */
export interface NotesToolProps {
  /** The layout (inspector data) of the image underneath: the pixel <-> data mapping comes from it. */
  readonly layout: InspectorData;
  /** The drawings the chart has. */
  readonly initial: AnnotationDocument;
  readonly saving: AnnotationSaving;
  /** Closes the tool with the document as stored, or null to discard the edits. */
  readonly onClose: (text: string | null) => void;
  /** Shows why the drawings cannot be stored (core's refusal message). */
  readonly onProblem?: (message: string) => void;
}

/**
 * The ChartNotes tool (spec 2 §4 "Annotation mode"), loaded as its own chunk: the notes menu and a drawing
 * surface over the chart image. Drawings are kept in bar time and price (core's document) and drawn by
 * chart-engine's painter, the same primitives as the server image.
 */
export default function NotesTool({ layout, initial, saving, onClose, onProblem }: NotesToolProps) {
  const notes = useNotesEditor(layout, initial);
  const { shown, selected, map, draft } = notes;
  const fade = useFadeOut();
  // The menu fades out first; the store hears of the close once it has (at once with reduced motion).
  const save = () => {
    const written = serializeAnnotations(notes.editor.document);
    if (written.ok) fade.start(() => onClose(written.value));
    else onProblem?.(written.message);
  };
  const draftNodes = draft
    ? paintAnnotations(
        {
          version: 1,
          drawings: [
            { id: 'draft', tool: draft.tool, panel: draft.panel, points: draft.points, style: notes.style },
          ],
        },
        map,
      )
    : [];
  const handles = selected ? selected.points.map((p) => map.toPixel(selected.panel, p)) : [];
  return (
    <>
      <Overlay
        $editing
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        tabIndex={0}
        role="application"
        aria-label="ChartNotes drawing area"
        aria-roledescription="drawing area"
        data-testid="chart-notes-editor"
        {...notes.surface}
      >
        {shown.drawings.map((drawing) => (
          <g
            key={drawing.id}
            data-id={drawing.id}
            aria-selected={drawing.id === selected?.id}
            style={{ cursor: notes.tool ? 'crosshair' : 'move' }}
            onPointerDown={(e) => notes.startDrag(e, drawing.id, null)}
          >
            <SceneNodes nodes={paintAnnotation(drawing, map)} hitArea />
          </g>
        ))}
        <SceneNodes nodes={draftNodes} />
        {handles.map((at, index) =>
          at ? (
            <Handle
              key={index}
              data-handle={index}
              x={at.x - 4}
              y={at.y - 4}
              width={8}
              height={8}
              onPointerDown={(e) => selected && notes.startDrag(e, selected.id, index)}
            />
          ) : null,
        )}
      </Overlay>
      <NotesMenu
        notes={notes}
        saving={saving}
        onSave={save}
        onDiscard={() => fade.start(() => onClose(null))}
        closing={fade.closing}
        onAnimationEnd={fade.onAnimationEnd}
      />
    </>
  );
}
