import { Hono } from 'hono';
import { getAlertSummary } from '@chartbench/api-client/contract';
import type { SessionReader } from '../auth/session-reader';
import { describeZodError } from '../json-api/command-error';
import { LOGGED_OUT_MESSAGE } from '../json-api/member-command';
import { advancedAlertToRecord } from '../json-api/records';
import type { Repositories } from '../storage/repositories';

/** `GET /j-sum/sum?cmd=alert&view=U`: the member's advanced alerts and one entry with alertcount (spec 3 §7). */
export function alertSummaryRoutes(deps: {
  readonly repositories: Repositories;
  readonly session: SessionReader;
}): Hono {
  const app = new Hono();
  app.get('/j-sum/sum', async (c) => {
    const { member } = await deps.session(c.req.raw);
    if (!member) return c.json({ success: false, message: LOGGED_OUT_MESSAGE }, 401);
    const parsed = getAlertSummary.request.safeParse(c.req.query());
    if (!parsed.success) return c.json({ success: false, message: describeZodError(parsed.error) }, 400);
    const alerts = (await deps.repositories.advancedAlerts.list(member.chartCode)).map(advancedAlertToRecord);
    return c.json([...alerts, { alertcount: alerts.length }], 200, { 'cache-control': 'no-store' });
  });
  return app;
}
