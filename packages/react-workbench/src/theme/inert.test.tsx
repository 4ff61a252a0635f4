import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { INERT } from './inert';

// Runs in the dom project (React 19) and the react18 project (React 18.3). jsdom does not apply `inert` (a
// browser keeps focus and clicks out of an inert element), so this checks that the attribute is written.
describe(`INERT (React ${version})`, () => {
  it('writes the inert attribute, with nothing reported by React', () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      render(
        <div data-testid="blocked" inert={INERT}>
          <button type="button">Refresh</button>
        </div>,
      );
      expect(screen.getByTestId('blocked')).toHaveAttribute('inert');
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
