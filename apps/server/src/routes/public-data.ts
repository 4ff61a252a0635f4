import { Hono } from 'hono';
import { MEMBER_TYPE_LIMITS } from '../members/limits';
import { sampleStyleCatalogue } from '../styles/builtin-styles';

/** `GET /memberTypes.json` (limits of all four member types) and `GET /freecharts/sample/chartstyles.json`. */
export function publicDataRoutes(): Hono {
  const app = new Hono();
  const samples = sampleStyleCatalogue();
  app.get('/memberTypes.json', (c) =>
    c.json(MEMBER_TYPE_LIMITS, 200, { 'cache-control': 'public, max-age=300' }),
  );
  app.get('/freecharts/sample/chartstyles.json', (c) =>
    c.json(samples, 200, { 'cache-control': 'public, max-age=300' }),
  );
  return app;
}
