import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { PREFERENCES_STORAGE_KEY } from '@chartbench/core';
import { createSampleBars } from '@chartbench/chart-engine';
import { ChartWidget } from '../ChartWidget/ChartWidget';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createTestApi } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';

const TODAY = '2026-11-20';
const BARS = createSampleBars({ seed: 3, count: 400 });

/** Every element (the Workbench root, the widget's box) is `width` pixels wide, as is the window. */
function layOutAt(width: number): () => void {
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const innerWidth = window.innerWidth;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return () => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
  };
}

/**
 * Renders `tree` to HTML as a server does (nothing saved yet, no layout), then the browser's turn: saved
 * preferences in storage, the container `width` wide, the HTML hydrated. Returns what React reported.
 */
async function serverThenHydrate(tree: () => React.ReactElement, width: number) {
  localStorage.clear();
  const html = renderToString(tree());
  localStorage.setItem(
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({ chartLeftAligned: false, autoSize: true, inspector: false }),
  );
  const restore = layOutAt(width);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const reported: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(host, tree(), {
        onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    consoleError.mockRestore();
    restore();
  }
  return {
    reported,
    cleanup: () => {
      act(() => root?.unmount());
      host.remove();
      localStorage.clear();
    },
  };
}

describe('issue #18 a server-rendered Workbench and ChartWidget hydrate without a mismatch', () => {
  it.each([390, 760, 1400])(
    'the Workbench at %i px, with saved preferences: same first frame, the saved ones applied after mount',
    async (width) => {
      const api = createTestApi();
      const { reported, cleanup } = await serverThenHydrate(
        () => (
          <WorkbenchProvider api={api}>
            <Workbench today={TODAY} />
          </WorkbenchProvider>
        ),
        width,
      );
      try {
        expect(reported).toEqual([]);
        // Saved auto-size (read after mounting) turns Inspect off, as the preference says.
        const inspect = screen.getByRole('button', { name: 'Inspect' });
        expect(inspect).toBeDisabled();
        expect(inspect).toHaveAttribute('title', 'Turn Auto-Size Charts off to inspect');
      } finally {
        cleanup();
      }
    },
  );

  it.each([390, 760, 1400])(
    'the ChartWidget at %i px: the reserved loading frame hydrates',
    async (width) => {
      const { reported, cleanup } = await serverThenHydrate(
        () => <ChartWidget symbol="MSFT" bars={BARS} height={300} />,
        width,
      );
      try {
        expect(reported).toEqual([]);
        expect(screen.queryByRole('alert')).toBeNull();
      } finally {
        cleanup();
      }
    },
  );
});
