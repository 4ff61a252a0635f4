import type BetterSqlite3 from 'better-sqlite3';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { loadSecret } from './auth/secret';
import { createSessionReader } from './auth/session-reader';
import { barsRoutes } from './charts/bars-route';
import { chartRoutes } from './charts/routes';
import { openDatabase, type OpenDatabase } from './db/open';
import { alertCommands } from './json-api/commands/alerts';
import { chartListCommands } from './json-api/commands/chart-lists';
import { chartStyleCommands } from './json-api/commands/chart-styles';
import { memberCommands } from './json-api/commands/members';
import { notificationCommands } from './json-api/commands/notifications';
import { jsonApiRoutes } from './json-api/dispatcher';
import { marketCommands, symbolDataRows } from './market/commands';
import { createSyntheticMarketData, type MarketData } from './market/index';
import { marketRoutes } from './market/routes';
import { alertSummaryRoutes } from './routes/alert-summary';
import { loginRoutes } from './routes/login';
import { elementScriptRoutes } from './routes/element-script';
import { originGuard } from './routes/origin-guard';
import { securityHeaders } from './routes/security-headers';
import { publicDataRoutes } from './routes/public-data';
import { sharingRoutes } from './routes/sharing';
import { staticRoutes } from './routes/static-files';
import { styleCacheRoutes } from './routes/style-cache';
import { seedDemoData } from './seed/seed';
import type { Repositories } from './storage/repositories';
import { createSqliteRepositories } from './storage/sqlite-repositories';
import { createStyleCache, type StyleCache } from './styles/style-cache';

/** The largest request body accepted (chart XML and annotations are the big ones, well under this). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

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
  /** Development mode of the outbox: `/outbox` lists every member's e-mails, with recipients. */
  readonly devOutbox?: boolean;
  /** The built `<chartbench-chart>` script served at /embed/chartbench-chart.js; not served without it. */
  readonly elementScript?: string;
  /** Origins allowed to show our pages in frames (CSP frame-ancestors); none by default. */
  readonly frameAncestors?: readonly string[];
}

/** Whether an error is a request body that could not be parsed (bad multipart, form or JSON). */
function isMalformedBody(error: Error): boolean {
  return (
    (error instanceof TypeError || error instanceof SyntaxError) &&
    /form ?data|multipart|body|JSON/i.test(error.message)
  );
}

/** A running server application. */
export interface ChartbenchApp {
  readonly app: Hono;
  readonly db: OpenDatabase['db'];
  readonly sqlite: BetterSqlite3.Database;
  readonly repositories: Repositories;
  readonly styles: StyleCache;
  close(): Promise<void>;
}

/** Builds the reference backend: opens and migrates the database, seeds demo members, mounts every route. */
export async function createApp(options: AppOptions): Promise<ChartbenchApp> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(options.dataDir);
  try {
    const secret = loadSecret(options.dataDir, options.secret);
    const repositories = createSqliteRepositories(database.db);
    const styles = await createStyleCache(repositories, database.sqlite, now);
    await seedDemoData(repositories, now().getTime());
    const market = options.marketData ?? createSyntheticMarketData({ db: database.sqlite, now });
    const session = createSessionReader(repositories, secret, now);

    const commands = {
      ...memberCommands(),
      ...chartListCommands(),
      ...chartStyleCommands({ styles }),
      ...alertCommands({
        lastPrice: (symbol) => (market.findSymbol(symbol) ? market.getQuote(symbol).close : undefined),
      }),
      ...notificationCommands({ symbolDataRows: (charts) => symbolDataRows(charts, market) }),
    };
    const context = async (request: Request) => ({
      ...(await session(request)),
      repositories,
      now,
      origin: new URL(request.url).origin,
    });

    const app = new Hono();
    app.onError((error, c) => {
      if (isMalformedBody(error)) {
        // A client's bad body is not a server fault: one line, no stack trace.
        console.error(
          `chartbench: ${c.req.method} ${new URL(c.req.url).pathname}: malformed body (${error.message})`,
        );
        return c.json({ success: false, message: 'The request body could not be read.' }, 400);
      }
      console.error('chartbench: request failed', error);
      return c.json({ success: false, message: 'The server could not answer this request.' }, 500);
    });
    app.use('*', securityHeaders({ frameAncestors: options.frameAncestors ?? [] }));
    app.use('*', originGuard());
    app.use(
      '*',
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        // The rest of the body is not read, so the connection cannot carry another request: say so, so that
        // the client opens a new one instead of finding this one reset.
        onError: (c) =>
          c.json({ success: false, message: 'The request body is too large.' }, 413, { connection: 'close' }),
      }),
    );
    app.route(
      '/',
      jsonApiRoutes({
        memberCommands: commands,
        marketCommands: marketCommands({ market, now }),
        context,
      }),
    );
    app.route('/', loginRoutes({ repositories, secret, now }));
    app.route('/', styleCacheRoutes({ styles, session, repositories, now }));
    app.route('/', alertSummaryRoutes({ repositories, session }));
    app.route('/', sharingRoutes({ repositories, session, now, devOutbox: options.devOutbox ?? false }));
    app.route('/', publicDataRoutes());
    app.route('/', marketRoutes({ market, now }));
    app.route('/', barsRoutes({ market, now }));
    app.route('/', chartRoutes({ market, styleXml: (id) => styles.xml(id), now }));
    if (options.elementScript) app.route('/', elementScriptRoutes(options.elementScript));
    if (options.staticDir) app.route('/', staticRoutes(options.staticDir));

    let closing: Promise<void> | undefined;
    return {
      app,
      db: database.db,
      sqlite: database.sqlite,
      repositories,
      styles,
      close: () => (closing ??= database.close()),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
