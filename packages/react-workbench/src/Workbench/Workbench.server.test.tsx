// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createSampleBars } from '@chartbench/chart-engine';
import { ChartWidget } from '../ChartWidget/ChartWidget';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createTestApi } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';

/** Renders `tree` as a server does (Node: no window, no document) and returns the HTML and what was reported. */
function renderOnServer(tree: React.ReactElement) {
  const reported: string[] = [];
  const record = (...args: unknown[]) => reported.push(args.map(String).join(' '));
  const consoleError = vi.spyOn(console, 'error').mockImplementation(record);
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(record);
  try {
    return { html: renderToString(tree), reported };
  } finally {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  }
}

describe('issue #18 the Workbench and the ChartWidget render on a server', () => {
  it('the Workbench: its first frame, with nothing reported (no browser API, no layout effect warning)', () => {
    expect(typeof document).toBe('undefined');
    const { html, reported } = renderOnServer(
      <WorkbenchProvider api={createTestApi()}>
        <Workbench today="2026-11-20" />
      </WorkbenchProvider>,
    );
    expect(reported).toEqual([]);
    expect(html).toContain('aria-label="Chart workbench"');
    expect(html).toContain('aria-label="Symbol"');
    // The panel below the chart is below the fold: the browser draws it once it has taken the page over (#20).
    expect(html).not.toContain('role="tabpanel"');
    expect(html).not.toContain('aria-label="Chart Settings"');
  });

  it('the ChartWidget: the reserved loading frame, with nothing reported', () => {
    const { html, reported } = renderOnServer(
      <ChartWidget symbol="MSFT" bars={createSampleBars({ seed: 3, count: 400 })} height={300} />,
    );
    expect(reported).toEqual([]);
    // React separates the text's parts with empty comments, which a browser does not show.
    expect(html.replaceAll('<!-- -->', '')).toContain('<p role="status"');
    expect(html.replaceAll('<!-- -->', '')).toContain('Loading the MSFT chart…');
    expect(html).not.toContain('<canvas');
  });
});
