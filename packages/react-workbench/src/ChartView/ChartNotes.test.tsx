import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleBars, renderChart } from '@chartbench/chart-engine';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { ChartNotes } from './ChartNotes';

/** The inspector text of a real chart: the layout ChartNotes are placed by. */
const { inspectorText } = renderChart({
  symbol: 'AAPL',
  settings: createDefaultChartSettings(),
  bars: createSampleBars({ seed: 7, count: 300 }),
});

/** ChartNotes of a loaded AAPL chart, with a notes tool port that does what `load` does. */
async function renderNotes(load: () => Promise<void>, member: (typeof MEMBERS)[keyof typeof MEMBERS] = null) {
  const rendered = renderWithWorkbench(<ChartNotes />, { member }, { notesTool: { load } });
  Object.assign(rendered.api, { getInspectorText: () => Promise.resolve(inspectorText) });
  await rendered.api.answer('AAPL');
  act(() => rendered.workbench.actions.imageLoaded(rendered.workbench.getState().chart.requestId));
  return rendered;
}

describe('ChartNotes over the chart (spec 2 §4 annotation mode)', () => {
  it('shows nothing until the mode opens, then a status while the tool loads', async () => {
    const { workbench } = await renderNotes(() => new Promise(() => undefined));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('chart-notes-editor')).toBeNull();
    act(() => void workbench.actions.openAnnotation());
    expect(screen.getByRole('status')).toHaveTextContent('Loading ChartNotes…');
  });

  it('a tool that cannot load leaves nothing over the chart and the red message', async () => {
    const { workbench } = await renderNotes(() => Promise.reject(new Error('chunk')));
    await act(() => workbench.actions.openAnnotation());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('chart-notes-editor')).toBeNull();
    expect(workbench.getState().toasts.items.at(-1)).toMatchObject({
      color: 'red',
      message: 'Failed to load ChartNotes.',
    });
  });

  it('a visitor draws, and saving offers an account once the menu has faded out', async () => {
    const { workbench } = await renderNotes(() => Promise.resolve());
    await act(() => workbench.actions.openAnnotation());
    const area = await screen.findByTestId('chart-notes-editor', {}, { timeout: 10_000 });
    expect(screen.getByText('Saving ChartNotes needs a free account.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Horizontal line' }));
    fireEvent.pointerDown(area, { clientX: 200, clientY: 100, pointerId: 1, buttons: 1 });
    expect(area.querySelector('[data-role="annotation-horizontalLine"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save (create account)' }));
    const bar = screen.getByRole('toolbar', { name: 'ChartNotes' });
    for (const name of ['animationend', 'webkitAnimationEnd'])
      fireEvent(bar, new Event(name, { bubbles: true }));
    await waitFor(() => expect(workbench.getState().modal).toMatchObject({ id: 'createAccount' }));
    expect(screen.queryByTestId('chart-notes-editor')).toBeNull();
    expect(workbench.getState().annotation.status).toBe('inactive');
  });

  it('a member’s tool offers Save & Close; Discard closes it without saving', async () => {
    const { workbench } = await renderNotes(() => Promise.resolve(), MEMBERS.free);
    await act(() => workbench.actions.openAnnotation());
    await screen.findByTestId('chart-notes-editor', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Save & Close' })).toBeInTheDocument();
    expect(screen.queryByText('Saving ChartNotes needs a free account.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const bar = screen.getByRole('toolbar', { name: 'ChartNotes' });
    for (const name of ['animationend', 'webkitAnimationEnd'])
      fireEvent(bar, new Event(name, { bubbles: true }));
    await waitFor(() => expect(screen.queryByTestId('chart-notes-editor')).toBeNull());
    expect(workbench.getState().annotation.status).toBe('inactive');
  });
});
