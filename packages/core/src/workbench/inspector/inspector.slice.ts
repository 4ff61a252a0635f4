import { MESSAGES } from '../../catalogues/index';
import { InspectorTextError, parseInspectorText } from '../../rules/index';
import type { InspectorState } from './inspector-state';
import { INSPECTOR_OFF } from './inspector-state';
import type { ChartImageRequest } from '../ports/workbench-ports';
import type { StoreKernel } from '../store/kernel.types';

/**
 * The inspector's data (spec 2 §7): while the inspector is on and a chart image has loaded, the inspector text of
 * that same image is fetched and parsed; a newer load or switching the inspector off drops it, and a reply for an
 * older image is ignored.
 */
export function createInspectorSlice(
  kernel: StoreKernel,
  imageRequest: (requestId: number) => ChartImageRequest | null,
) {
  const { api } = kernel.ports;
  const setInspector = (inspector: InspectorState) => {
    const state = kernel.state();
    if (state.inspector !== inspector) kernel.set({ ...state, inspector });
  };

  async function fetchText(
    requestId: number,
    request: ChartImageRequest,
    get: (request: ChartImageRequest) => Promise<string>,
  ): Promise<void> {
    let next: InspectorState;
    try {
      next = { status: 'ready', requestId, data: parseInspectorText(await get(request)) };
    } catch (error) {
      next = {
        status: 'failed',
        requestId,
        message:
          error instanceof InspectorTextError ? error.message : MESSAGES.chartData.loadError('chartData'),
      };
      kernel.ports.log?.error(
        'The inspector data could not be read.',
        error instanceof InspectorTextError ? error.detail : error,
      );
    }
    const current = kernel.state().inspector;
    if (current.status === 'loading' && current.requestId === requestId) setInspector(next);
  }

  /** Brings the inspector's data in line with the state: called after every change of the store. */
  function sync(): void {
    const state = kernel.state();
    const get = api.getInspectorText;
    const wanted = state.preferences.inspector && state.chart.status === 'loaded' && get !== undefined;
    if (!wanted) {
      // A new load keeps nothing of the old image's data; switching off drops it too.
      if (state.inspector.status !== 'off') setInspector(INSPECTOR_OFF);
      return;
    }
    const { requestId } = state.chart;
    if (state.inspector.status !== 'off' && state.inspector.requestId === requestId) return;
    const request = imageRequest(requestId);
    if (!request) return;
    setInspector({ status: 'loading', requestId });
    void fetchText(requestId, request, (r) => get.call(api, r));
  }

  return { sync };
}
