import { Hono } from 'hono';
import { loadSecret } from './auth/secret';
import { readCookie } from './auth/cookies';
import { LOGIN_COOKIE, verifyLoginCookie } from './auth/session';
import { chartRoutes } from './charts/routes';
import { openDatabase, type OpenDatabase } from './db/open';
import type { CommandContext } from './json-api/context';
import { jsonApiRoutes } from './json-api/dispatcher';
import { createSyntheticMarketData, type MarketData } from './market/index';
import { marketCommands } from './market/commands';
import { marketRoutes } from './market/routes';
import { originGuard } from './routes/origin-guard';
import { staticRoutes } from './routes/static-files';
import { createSqliteRepositories } from './storage/sqlite-repositories';
import type { Repositories } from './storage/repositories';

/** How to build the server. */
export interface AppOptions {
  /** The folder of the SQLite file and the generated cookie secret. */
  readonly dataDir: string;
  /** The built demo served at `/`; without it only the API is served. */
  readonly staticDir?: string;
  /** The clock (tests pass a fixed one). */
  readonly now?: () => Date;
  /** The cookie-signing secret; else CHARTBENCH_SECRET; else generated into the data dir. */
  readonly secret?: string;
  /** The market-data provider; the synthetic one by default. */
  readonly marketData?: MarketData;
}

/** A running server application. */
export interface ChartbenchApp {
  readonly app: Hono;
  readonly db: OpenDatabase['db'];
  readonly repositories: Repositories;
  close(): Promise<void>;
}

/** Builds the reference backend: opens and migrates the database, seeds demo members, mounts every route. */
export async function createApp(options: AppOptions): Promise<ChartbenchApp> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(options.dataDir);
  const secret = loadSecret(options.dataDir, options.secret);
  const repositories = createSqliteRepositories(database.db);
  const market = options.marketData ?? createSyntheticMarketData({ db: database.sqlite, now });

  const context = async (request: Request): Promise<CommandContext> => {
    const origin = new URL(request.url).origin;
    const cookie = readCookie(request.headers.get('cookie'), LOGIN_COOKIE);
    const claim = verifyLoginCookie(secret, cookie, now().getTime());
    const member = claim ? ((await repositories.members.byChartCode(claim.chartCode)) ?? null) : null;
    return { member, loginCookie: member ? (cookie ?? null) : null, repositories, now, origin };
  };

  const app = new Hono();
  app.onError((error, c) => {
    console.error('chartbench: request failed', error);
    return c.json({ success: false, message: 'The server could not answer this request.' }, 500);
  });
  app.use('*', originGuard());
  app.route('/', jsonApiRoutes({ memberCommands: {}, marketCommands: marketCommands({ market, now }), context }));
  app.route('/', marketRoutes({ market, now }));
  app.route('/', chartRoutes({ market, styleXml: () => undefined, now }));
  if (options.staticDir) app.route('/', staticRoutes(options.staticDir));

  let closing: Promise<void> | undefined;
  return {
    app,
    db: database.db,
    repositories,
    close: () => (closing ??= database.close()),
  };
}
