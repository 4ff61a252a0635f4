import { computeChartHeight } from '@chartbench/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartView } from './ChartView';

async function renderChart(member: (typeof MEMBERS)[keyof typeof MEMBERS]) {
  // A notes tool that loads at once, so annotation mode can open over the chart.
  const rendered = renderWithWorkbench(
    <ChartView />,
    { member },
    { notesTool: { load: () => Promise.resolve() } },
  );
  await rendered.api.answer('AAPL');
  fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
  return rendered;
}

describe('spec 1 §4.5 resize by dragging', () => {
  it('a visitor pressing the handle gets the create-account dialog', async () => {
    const { workbench } = await renderChart(null);
    fireEvent.pointerDown(screen.getByRole('separator', { name: 'Resize chart' }), {
      button: 0,
      clientX: 100,
      clientY: 100,
      pointerId: 1,
    });
    expect(workbench.getState().modal).toMatchObject({ id: 'createAccount' });
    expect(workbench.getState().resize).toBeNull();
  });

  it('a member drags: an outline shows the size, and release makes the chart Custom at that size', async () => {
    const { workbench } = await renderChart(MEMBERS.pro);
    // jsdom lays nothing out: the image reports the size a browser would.
    const image = screen.getByRole('img', { name: /Chart of AAPL/ });
    image.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 400 });
    const handle = screen.getByRole('separator', { name: 'Resize chart' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    expect(workbench.getState().resize).toMatchObject({ width: 600, height: 400 });
    fireEvent.pointerMove(handle, { clientX: 300, clientY: 180, pointerId: 1 });
    const moved = workbench.getState().resize;
    expect(moved).toMatchObject({ width: 800, height: 480 });
    expect(screen.getByRole('status', { name: 'New chart size' })).toHaveTextContent(
      `${moved?.width} × ${moved?.height}`,
    );
    fireEvent.pointerUp(handle, { clientX: 300, clientY: 180, pointerId: 1 });
    expect(workbench.getState().resize).toBeNull();
    expect(workbench.getState().chart.settings).toMatchObject({
      chartSize: 'custom',
      customWidth: moved?.width,
    });
    // The dragged height is the whole image's (spec 1 §4.5): the other panels are added to the stored base, a
    // whole number of pixels, so the image lands within a pixel of the drag.
    expect(
      Math.abs(computeChartHeight(workbench.getState().chart.settings) - (moved?.height ?? 0)),
    ).toBeLessThanOrEqual(1);
  });

  it('while annotating the handle is off: pressing it starts no drag and opens no dialog', async () => {
    const { workbench } = await renderChart(MEMBERS.pro);
    await act(() => workbench.actions.openAnnotation());
    const handle = screen.getByRole('separator', { name: 'Resize chart' });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    expect(workbench.getState().resize).toBeNull();
    expect(workbench.getState().modal).toBeNull();
    expect(screen.queryByRole('status', { name: 'New chart size' })).toBeNull();
    await act(() => workbench.actions.closeAnnotation(null));
    expect(handle).not.toHaveAttribute('aria-disabled');
  });
});
