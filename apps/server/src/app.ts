import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { loadSecret } from './auth/secret';
import { createSessionReader } from './auth/session-reader';
import { annotationsRoutes } from './charts/annotations-route';
import { barsRoutes } from './charts/bars-route';
import { chartMember, chartRoutes } from './charts/routes';
import { idempotentWrites } from './routes/idempotency';
import { createRenderPool, type RenderBudget } from './charts/render-pool';
import { warmDefaultChart } from './charts/warm-up';
import { openConfiguredDatabase, type OpenDatabase } from './db/open';
import { alertCommands } from './json-api/commands/alerts';
import { chartListCommands } from './json-api/commands/chart-lists';
import { chartStyleCommands } from './json-api/commands/chart-styles';
import { memberCommands } from './json-api/commands/members';
import { notificationCommands } from './json-api/commands/notifications';
import { jsonApiRoutes } from './json-api/dispatcher';
import { marketCommands, symbolDataRows } from './market/commands';
import { createSyntheticMarketData, type MarketData } from './market/index';
import { createPostgresBarReader } from './market/postgres-bars';
import { marketRoutes } from './market/routes';
import { alertSummaryRoutes } from './routes/alert-summary';
import { chartPageRoutes } from './routes/chart-pages';
import { firstChartBootstrap } from './routes/first-chart';
import { pageParts, type PageRenderer } from './routes/page-render';
import { healthRoutes } from './routes/health';
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
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './storage/availability';
import { createPostgresRepositories } from './storage/postgres-repositories';
import { createSqliteRepositories } from './storage/sqlite-repositories';
import { createStyleCache, type StyleCache } from './styles/style-cache';

/** The largest request body accepted (chart XML and annotations are the big ones, well under this). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** How to build the server. */
export interface AppOptions {
  /** The folder of the SQLite file and the generated cookie secret. */
  readonly dataDir: string;
  /**
   * A `postgres://` URL: the data lives on that PostgreSQL server, shared by every server process pointed at
   * it. Absent, the embedded SQLite file under `dataDir`.
   */
  readonly databaseUrl?: string | undefined;
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
  /** The time, memory and queue budget of one chart render (10 s, a 512 MB heap, 64 waiting by default). */
  readonly renderBudget?: RenderBudget;
  /**
   * Draws the default chart once in the background after start-up, so the first visitor's chart does not wait for
   * the render workers to start (issue #20). Off by default: a test app that draws no chart starts no workers.
   */
  readonly warmUp?: boolean;
  /**
   * Whether the Workbench page served at `/` names a visitor's first chart in its head (an image preload and
   * its bootstrap, issue #20). On by default; off serves index.html as built (the start-up bench compares both).
   */
  readonly pageBootstrap?: boolean;
  /**
   * Draws the Workbench page's first frame into the page served at `/` (the demo's server render, loaded by
   * `main.ts`); without it the browser's script draws the page.
   */
  readonly pageRenderer?: PageRenderer;
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
  /** The open database (its engine, its SQLite handle where there is one). */
  readonly database: OpenDatabase;
  readonly repositories: Repositories;
  readonly styles: StyleCache;
  close(): Promise<void>;
}

/**
 * The synthetic provider with the imported bars of the engine in use: read straight from the SQLite file, or
 * from PostgreSQL into a per-process copy refreshed in the background.
 */
async function defaultMarketData(
  database: OpenDatabase,
  now: () => Date,
  cleanups: (() => void)[],
): Promise<MarketData> {
  if (database.sqlite) return createSyntheticMarketData({ db: database.sqlite, now });
  const bars = await createPostgresBarReader(database.db);
  cleanups.push(() => bars.close());
  return createSyntheticMarketData({ bars, now });
}

/** Builds the reference backend: opens and migrates the database, seeds demo members, mounts every route. */
export async function createApp(options: AppOptions): Promise<ChartbenchApp> {
  const now = options.now ?? (() => new Date());
  const database = await openConfiguredDatabase(options);
  const cleanups: (() => void)[] = [];
  try {
    const secret = loadSecret(options.dataDir, options.secret);
    const repositories =
      database.engine === 'postgres'
        ? createPostgresRepositories(database.db)
        : createSqliteRepositories(database.db);
    const styles = await createStyleCache(repositories, now);
    await seedDemoData(repositories, now().getTime());
    const market = options.marketData ?? (await defaultMarketData(database, now, cleanups));
    const session = createSessionReader(repositories, secret, now);
    // Worker threads start only when the first chart is drawn, so an app that draws none costs nothing.
    const renderPool = createRenderPool(options.renderBudget);

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
      if (isDatabaseUnavailable(error))
        return c.json({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE }, 503, { 'retry-after': '1' });
      console.error('chartbench: request failed', error);
      return c.json({ success: false, message: 'The server could not answer this request.' }, 500);
    });
    app.route('/', healthRoutes({ ping: () => database.ping(), engine: database.engine }));
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
    // A retried write (same Idempotency-Key) gets the first reply instead of being done twice.
    app.use('*', idempotentWrites(now));
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
    app.route('/', chartPageRoutes());
    app.route('/', marketRoutes({ market, now }));
    app.route('/', barsRoutes({ market, now }));
    app.route(
      '/',
      annotationsRoutes({ annotationsOf: (recid) => repositories.favorites.annotationsOf(recid) }),
    );
    app.route(
      '/',
      chartRoutes({
        market,
        styleXml: (id) => styles.xml(id),
        annotationsOf: (recid) => repositories.favorites.annotationsOf(recid),
        now,
        renderPool,
        memberOf: async (request) => chartMember((await session(request)).member),
      }),
    );
    if (options.elementScript) app.route('/', elementScriptRoutes(options.elementScript));
    if (options.staticDir) {
      // The Workbench page names its first chart's image in its head, so the browser fetches it while the
      // script loads (issue #20).
      const firstChart = { styles, market, repositories, now };
      // With a page renderer the page's first frame is drawn here too, that chart in it (issue #20).
      const page = async (c: Context) =>
        pageParts(c, await firstChartBootstrap(firstChart, c), now(), options.pageRenderer);
      app.route('/', staticRoutes(options.staticDir, options.pageBootstrap === false ? {} : { page }));
    }

    if (options.warmUp) void warmDefaultChart((path) => app.request(path));

    let closing: Promise<void> | undefined;
    return {
      app,
      db: database.db,
      database,
      repositories,
      styles,
      close: () =>
        (closing ??=
          (cleanups.forEach((cleanup) => cleanup()),
          Promise.all([renderPool.close(), database.close()]).then(() => undefined))),
    };
  } catch (error) {
    cleanups.forEach((cleanup) => cleanup());
    await database.close();
    throw error;
  }
}
