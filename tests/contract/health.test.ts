import { startTestServer, type TestServer } from './harness';

let env: TestServer;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

describe('GET /health', () => {
  it('answers 200 with the engine while the database is reachable, never cached', async () => {
    const response = await env.visitor().fetch('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: env.server.database.engine });
  });

  it('answers 503 once the database is gone, so a load balancer stops sending requests here', async () => {
    const other = await startTestServer();
    await other.server.database.close();
    const response = await other.visitor().fetch('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable' });
    await other.close();
  });
});
