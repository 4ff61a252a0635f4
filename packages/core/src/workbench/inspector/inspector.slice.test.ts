import { describe, expect, it } from 'vitest';
import { formatInspectorText } from '../../rules/index';
import type { ChartImageRequest } from '../ports/workbench-ports';
import { PRICE_PANEL, inspectorBar, inspectorLayout } from '../../rules/inspector/testing/inspector-fixtures';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';

const DATA = inspectorLayout(
  [inspectorBar(30, 1, { open: 1, high: 2, low: 0.5, close: 1.5, volume: 10, percentChange: 1 })],
  {
    period: 'D',
    panels: [PRICE_PANEL],
  },
);

/** A workbench with the inspector cookie set (or not) and an inspector call that waits for the test. */
async function inspecting({ on = true } = {}) {
  const ports = createFakePorts();
  if (on) ports.cookies.set('inspector', 'on');
  const asked: {
    request: ChartImageRequest;
    resolve: (text: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  Object.assign(ports.api, {
    getInspectorText: (request: ChartImageRequest) =>
      new Promise<string>((resolve, reject) => asked.push({ request, resolve, reject })),
  });
  const workbench = createWorkbench(ports, { symbol: 'MSFT' });
  workbench.actions.start();
  await settle();
  ports.api.lookups.shift()?.resolve([companyInfo('MSFT')]);
  await settle();
  const loaded = () => workbench.actions.imageLoaded(workbench.getState().chart.requestId);
  return { ports, workbench, asked, loaded };
}

describe('spec 2 §7 the inspector data of the chart on screen', () => {
  it('is fetched for the loaded image, with the same chart request, and parsed', async () => {
    const { workbench, asked, loaded } = await inspecting();
    expect(asked).toHaveLength(0);
    loaded();
    expect(workbench.getState().inspector).toEqual({
      status: 'loading',
      requestId: workbench.getState().chart.requestId,
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.request.symbol).toBe('MSFT');
    expect(asked[0]?.request.styleId).toBeDefined();
    asked[0]?.resolve(formatInspectorText(DATA));
    await settle();
    const inspector = workbench.getState().inspector;
    expect(inspector.status).toBe('ready');
    expect(inspector.status === 'ready' && inspector.data.bars[0]?.close).toBe(1.5);
  });

  it('is not fetched while the inspector is off, and is dropped when it is switched off', async () => {
    const { workbench, asked, loaded } = await inspecting({ on: false });
    loaded();
    expect(asked).toHaveLength(0);
    expect(workbench.getState().inspector.status).toBe('off');
    workbench.actions.setInspector(true);
    expect(asked).toHaveLength(1);
    workbench.actions.setInspector(false);
    expect(workbench.getState().inspector.status).toBe('off');
    asked[0]?.resolve(formatInspectorText(DATA));
    await settle();
    expect(workbench.getState().inspector.status).toBe('off');
  });

  it('ignores the reply for an older image once a new chart loads', async () => {
    const { ports, workbench, asked, loaded } = await inspecting();
    loaded();
    workbench.actions.loadChart({ symbol: 'AAPL' });
    expect(workbench.getState().inspector.status).toBe('off');
    asked[0]?.resolve(formatInspectorText(DATA));
    await settle();
    expect(workbench.getState().inspector.status).toBe('off');
    ports.api.lookups.shift()?.resolve([companyInfo('AAPL')]);
    await settle();
    loaded();
    expect(asked).toHaveLength(2);
    expect(asked[1]?.request.symbol).toBe('AAPL');
  });

  it.each([
    [
      'the call fails',
      (reject: (error: Error) => void) => reject(new Error('down')),
      /^Hmm\.\.\. An error occurred loading the chart data\./,
    ],
    [
      'the text is no inspector text',
      (_reject: unknown, resolve: (text: string) => void) => resolve('<html>'),
      /^failed to load image data$/,
    ],
  ])('shows a message when %s, and logs it', async (_case, answer, message) => {
    const { ports, workbench, asked, loaded } = await inspecting();
    loaded();
    const pending = asked[0];
    answer(pending!.reject, pending!.resolve);
    await settle();
    const inspector = workbench.getState().inspector;
    expect(inspector.status).toBe('failed');
    expect(inspector.status === 'failed' && inspector.message).toMatch(message);
    expect(ports.log.lines).toEqual(['error: The inspector data could not be read.']);
  });
});
