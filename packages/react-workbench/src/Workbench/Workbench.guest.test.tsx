import { screen } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';

/** Gives every Workbench root `width` pixels of layout (jsdom lays nothing out) while `run` renders. */
function withRootWidth(width: number, run: () => void) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-chartbench') ? width : 0;
    },
  });
  try {
    run();
  } finally {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'clientWidth', descriptor);
  }
}

describe('issue #18 the workbench lays out for its container, not the window', () => {
  it('in a 760 px column of a wide window, the ads go above the chart (the narrow layout)', () => {
    const innerWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    try {
      withRootWidth(760, () => {
        renderWithWorkbench(<Workbench />);
      });
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
    }
    expect(screen.getByLabelText('Advertisements')).toHaveAttribute('data-placement', 'above');
  });

  it('in a 1400 px container of a narrower window, the ads go beside the chart', () => {
    expect(window.innerWidth).toBeLessThan(1240);
    withRootWidth(1400, () => {
      renderWithWorkbench(<Workbench />);
    });
    expect(screen.getByLabelText('Advertisements')).toHaveAttribute('data-placement', 'beside');
  });
});
