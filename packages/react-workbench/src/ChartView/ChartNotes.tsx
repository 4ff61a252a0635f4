import { Suspense } from 'react';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { AnnotationLayer } from '../NotesTool/AnnotationLayer';
import { LazyNotesTool } from '../NotesTool/loadNotesTool';
import { Status } from './ChartView.styles';

/**
 * The ChartNotes over the chart image (spec 2 §4): the notes tool while annotation mode is active, a status while
 * it loads, and otherwise the saved chart's drawings, read-only. All are placed by the layout of the image on
 * screen that the store keeps (`annotationLayout`).
 */
export function ChartNotes() {
  const mode = useWorkbench((state) => state.annotation);
  const layout = useWorkbench((state) => state.annotationLayout);
  const saved = useWorkbench((state) => state.savedChart?.annotations ?? '');
  const actions = useWorkbenchActions();
  const data = layout?.layout.status === 'loaded' ? layout.layout.data : null;
  if (mode.status === 'activating') return <Status role="status">Loading ChartNotes…</Status>;
  if (mode.status === 'active') {
    if (!data) return <Status role="status">Loading ChartNotes…</Status>;
    return (
      <Suspense fallback={<Status role="status">Loading ChartNotes…</Status>}>
        <LazyNotesTool
          layout={data}
          initial={mode.document}
          saving={mode.saving}
          onClose={(text) => void actions.closeAnnotation(text)}
          onProblem={(message) => actions.showToast('red', message)}
        />
      </Suspense>
    );
  }
  return data && saved !== '' ? <AnnotationLayer annotations={saved} layout={data} /> : null;
}
