import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { elementScriptRoutes } from './element-script';

describe('the element script and its indicator modules', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'chartbench-element-'));
    mkdirSync(join(root, 'chartbench-chart'));
    writeFileSync(join(root, 'chartbench-chart.js'), 'defineElement()');
    writeFileSync(join(root, 'chartbench-chart', 'rsi.js'), 'export const rsiIndicator = {}');
    writeFileSync(join(root, 'secret.js'), 'do not serve');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = (path: string, headers: Record<string, string> = {}) =>
    elementScriptRoutes(join(root, 'chartbench-chart.js')).request(path, { headers });

  it('serves the script to any origin', async () => {
    const response = await get('/embed/chartbench-chart.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('defineElement()');
  });

  it('serves an indicator module beside it as JavaScript, gzip and conditional like the script', async () => {
    const response = await get('/embed/chartbench-chart/rsi.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('rsiIndicator');
    const again = await get('/embed/chartbench-chart/rsi.js', {
      'if-none-match': response.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it.each([
    '/embed/chartbench-chart/nope.js',
    '/embed/chartbench-chart/..%2Fsecret.js',
    '/embed/chartbench-chart/rsi.ts',
  ])('answers 404 for %s and never a file outside the folder', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('do not serve');
  });
});
