import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticRoutes } from './static-files';

describe('the built demo is served at /', () => {
  let root: string;
  let dist: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'chartbench-static-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>demo</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.txt'), 'do not serve');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = (path: string) => staticRoutes(dist).request(path);

  it('serves files with their content type, assets as immutable', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each(['/', '/widget', '/some/client/route?s=AAPL'])('answers %s with index.html', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>demo</title>');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt'])(
    'never serves a file outside the folder (%s)',
    async (path) => {
      expect(await (await get(path)).text()).not.toContain('do not serve');
    },
  );

  it.each(['/json/nothing', '/c-sc/x', '/memberTypes.json'])(
    'does not answer API path %s with the demo',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('says how to build the demo when it is missing', async () => {
    const response = await staticRoutes(join(root, 'missing')).request('/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build');
  });

  it('refuses a malformed path cleanly', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});
