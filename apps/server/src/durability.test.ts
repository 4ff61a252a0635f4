import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), 'main.ts');

interface Running {
  readonly child: ChildProcess;
  readonly base: string;
}

/** Starts `node main.ts` (through tsx) on a free port and waits for its listening line. */
function startServer(dataDir: string, staticDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=chartbench-source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      // This test proves the SQLite file, even when DATABASE_URL points the PostgreSQL suites at a server.
      DATABASE_URL: '',
      PORT: '0',
      CHARTBENCH_DATA_DIR: dataDir,
      CHARTBENCH_STATIC_DIR: staticDir,
      CHARTBENCH_SECRET: 'durability-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Chartbench listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise({ child, base: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
}

const killed = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolvePromise) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolvePromise(code));
    child.kill(signal);
  });

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'extra@example.com', password: 'demo' }),
    redirect: 'manual',
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Posts one /json/api call; callers narrow the reply to the fields they read. */
const api = async (base: string, cookie: string, fields: Record<string, string>): Promise<unknown> => {
  const response = await fetch(`${base}/json/api`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
  return response.json();
};

describe('persistence: a killed server loses nothing acknowledged', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'chartbench-kill-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every write acknowledged before SIGKILL, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = join(dir, 'data');
    const first = await startServer(dataDir, join(dir, 'no-demo'));
    const cookie = await login(first.base);
    const { chartList } = (await api(first.base, cookie, {
      cmd: 'add-chartlist',
      name: 'Survives a kill',
    })) as { chartList: { listNum: number } };
    const symbols = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'XOM', 'KO'];
    for (const symbol of symbols) {
      const reply = await api(first.base, cookie, {
        cmd: 'add-favorite',
        listnum: String(chartList.listNum),
        symbol,
        desc: symbol,
        style: '&p=D',
      });
      expect(reply).toMatchObject({ success: true });
    }
    expect(await killed(first.child, 'SIGKILL')).toBeNull();

    const second = await startServer(dataDir, join(dir, 'no-demo'));
    const reply = (await api(second.base, await login(second.base), {
      cmd: 'get-favorites',
      listnum: String(chartList.listNum),
    })) as { favorites: Array<{ symbol: string }> };
    expect(reply.favorites.map((favorite) => favorite.symbol)).toEqual(symbols);
    const members = (await api(second.base, cookie, { cmd: 'get-member' })) as {
      member: { chartCode: number };
    };
    expect(members.member.chartCode).toBe(1003);
    expect(await killed(second.child, 'SIGTERM')).toBe(0);
  }, 120_000);
});
