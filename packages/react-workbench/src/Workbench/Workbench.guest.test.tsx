import { fireEvent, screen } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';

/** Gives every Workbench root `width` pixels of layout (jsdom lays nothing out) while `run` renders. */
async function withRootWidth(width: number, run: () => Promise<void>) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-chartbench') ? width : 0;
    },
  });
  try {
    await run();
  } finally {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'clientWidth', descriptor);
  }
}

/** A visitor's workbench whose first chart has loaded: the ads show from then on (spec 3 §4). */
async function loadChart() {
  const { api } = renderWithWorkbench(<Workbench />);
  await api.answer('AAPL');
  fireEvent.load(screen.getByRole('img', { name: /Chart of AAPL/ }));
}

describe('issue #18 the workbench lays out for its container, not the window', () => {
  it('in a 760 px column of a wide window, the ads go above the chart (the narrow layout)', async () => {
    const innerWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    try {
      await withRootWidth(760, loadChart);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
    }
    expect(screen.getByLabelText('Advertisements')).toHaveAttribute('data-placement', 'above');
  });

  it('in a 1400 px container of a narrower window, the ads go beside the chart', async () => {
    expect(window.innerWidth).toBeLessThan(1240);
    await withRootWidth(1400, loadChart);
    expect(screen.getByLabelText('Advertisements')).toHaveAttribute('data-placement', 'beside');
  });
});
