import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@chartbench/server';
import { createRenderPool, renderThreadCount } from '../../apps/server/src/charts/render-pool';
import { startTestServer, TEST_NOW, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The first image starts a render thread; the test below is about a render, not a thread's start.
  expect((await server.visitor().fetch('/c-sc/sc?s=MSFT&p=D&img=png')).status).toBe(200);
});
afterAll(() => server.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('issue #14 item 4: a slow image does not hold up other requests', () => {
  it('answers other requests while a large PNG is drawn, and then the PNG', async () => {
    const finished: string[] = [];
    // Twenty years of daily bars at the widest size: the heaviest PNG, so a Pro member's (a visitor is held to
    // one year, spec 1 §6).
    const member = await server.loginAs('pro@example.com');
    const visitor = server.visitor();
    const slow = member.fetch('/c-sc/sc?s=AAPL&p=D&yr=20&w=2500&img=png').then(async (response) => {
      finished.push('png');
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    });
    const quick = visitor.fetch('/memberTypes.json').then(async (response) => {
      finished.push('member types');
      return response.status;
    });
    const api = visitor.fetch('/json/api?cmd=get-companies-info&s=AAPL').then((response) => {
      finished.push('json api');
      return response.status;
    });
    expect(await quick).toBe(200);
    expect(await api).toBe(200);
    const png = await slow;
    expect(png.status).toBe(200);
    expect([...png.bytes.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(finished).toEqual(['member types', 'json api', 'png']);
  });
});

describe('issue #14 item 4: a render has a time and memory budget', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-budget-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers a render past its time budget with a 503 image saying the chart could not be drawn', async () => {
    const app = await createApp({
      dataDir,
      now: () => TEST_NOW,
      secret: 'budget-test-secret-0123456789abcdef',
      renderBudget: { timeMs: 1, heapMb: 512, maxQueue: 64 },
    });
    try {
      const response = await app.app.fetch(new Request('http://localhost:3000/c-sc/sc?s=AAPL&p=D&img=svg'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const svg = await response.text();
      expect(svg).toContain('The chart could not be drawn.');
      expect(svg).toContain('took longer than the server allows');
      const other = await app.app.fetch(new Request('http://localhost:3000/memberTypes.json'));
      expect(other.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('issue #20: renders wait their turn', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-order-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('draws a burst of charts in the order they were asked for: none waits while many asked after it are drawn', async () => {
    const app = await createApp({
      dataDir,
      now: () => TEST_NOW,
      secret: 'order-test-secret-0123456789abcdef',
    });
    try {
      const chart = async (n: number): Promise<Response> =>
        app.app.fetch(new Request(`http://localhost:3000/c-sc/sc?s=AAPL&p=D&img=svg&n=${n}`));
      // The first image starts the render threads; the burst is about renders waiting for them.
      expect((await chart(-1)).status).toBe(200);
      const finished: number[] = [];
      const burst = Array.from({ length: 40 }, (_, n) =>
        chart(n).then(async (response) => {
          await response.arrayBuffer();
          finished.push(n);
          return response.status;
        }),
      );
      expect(await Promise.all(burst)).toEqual(burst.map(() => 200));
      // Renders run side by side on the pool's threads (`renderThreadCount`), so neighbours
      // may finish in either order; a render overtaken by more than that was left waiting in the queue.
      const threads = renderThreadCount();
      const overtaken = finished.map((n, rank) => finished.slice(0, rank).filter((m) => m > n).length);
      expect(Math.max(...overtaken)).toBeLessThanOrEqual(2 * threads);
    } finally {
      await app.close();
    }
  });

  it('ends the renders still waiting when the pool closes, rather than leaving them hanging', async () => {
    const pool = createRenderPool();
    const task = {
      kind: 'svg',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      text: '',
      format: 'png',
    } as const;
    expect((await pool.run(task)).ok).toBe(true);
    const burst = Array.from({ length: 20 }, () =>
      pool.run(task).then(
        () => 'drawn',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
    );
    await pool.close();
    const outcomes = await Promise.all(burst);
    expect(outcomes).toContain('The render pool was closed.');
    expect(outcomes.every((outcome) => outcome === 'drawn' || /closed|Terminating/.test(outcome))).toBe(true);
  });
});
