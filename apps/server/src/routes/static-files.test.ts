import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

describe('static files are served compressed', () => {
  let dist: string;
  const script = `export const greeting = ${JSON.stringify('hello chart '.repeat(400))};\n`;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'chartbench-static-z-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>demo</title>');
    writeFileSync(join(dist, 'assets', 'big-1234.js'), script);
    writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    staticRoutes(dist).request(
      path,
      acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
    );

  it('sends brotli when the browser accepts it, and the body decodes to the file', async () => {
    const response = await get('/assets/big-1234.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file when no encoding (or br;q=0 only) is accepted', async () => {
    const gzipped = await get('/assets/big-1234.js', 'gzip, br;q=0');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/big-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('leaves images and tiny files alone', async () => {
    expect((await get('/assets/logo.png', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/', 'br')).headers.get('content-encoding')).toBeNull();
  });

  it('never serves the compressed copy of an older version of a file', async () => {
    const routes = staticRoutes(dist);
    const fetchBr = async () =>
      brotliDecompressSync(
        Buffer.from(
          await (
            await routes.request('/assets/big-1234.js', { headers: { 'accept-encoding': 'br' } })
          ).arrayBuffer(),
        ),
      ).toString();
    expect(await fetchBr()).toBe(script);
    const changed = script.replace('hello', 'HELLO') + '// v2\n';
    writeFileSync(join(dist, 'assets', 'big-1234.js'), changed);
    expect(await fetchBr()).toBe(changed);
  });
});
