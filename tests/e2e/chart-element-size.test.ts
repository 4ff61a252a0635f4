import { describe, expect, inject, it } from 'vitest';
import { bundleImport, gzipBytes, SIZE_BUDGETS_KIB } from '../../bench/lib/bundle-size';

describe('issue #18 size budgets, as a partner downloads them (after npm run build)', () => {
  const baseUrl = inject('baseUrl');

  it(`the one script the server serves is at most ${SIZE_BUDGETS_KIB.elementScript} KiB min+gzip`, async () => {
    const response = await fetch(`${baseUrl}/embed/chartbench-chart.js`);
    expect(response.status).toBe(200);
    const script = new Uint8Array(await response.arrayBuffer());
    expect(gzipBytes(script) / 1024).toBeLessThanOrEqual(SIZE_BUDGETS_KIB.elementScript);
    // What it leaves out is served beside it, for the charts that use it.
    const chunk = await fetch(`${baseUrl}/embed/chartbench-chart/ichimoku.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it(`renderChart, bundled from the published chart-engine, is at most ${SIZE_BUDGETS_KIB.renderChart} KiB min+gzip and carries no zod`, async () => {
    const code = await bundleImport("export { renderChart } from '@chartbench/chart-engine';");
    expect(gzipBytes(code) / 1024).toBeLessThanOrEqual(SIZE_BUDGETS_KIB.renderChart);
    // zod's error map names its issue codes; none of them may be in a render.
    expect(new TextDecoder().decode(code)).not.toContain('invalid_type');
  });

  it('ChartWidget, bundled from the published react-workbench, carries no zod (nor the element it does not use)', async () => {
    const code = new TextDecoder().decode(
      await bundleImport("export { ChartWidget } from '@chartbench/react-workbench';"),
    );
    expect(code).not.toContain('invalid_type');
    expect(code).not.toContain('chartbench-chart');
  });
});
