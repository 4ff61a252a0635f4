import { Hono } from 'hono';
import { batch } from '@chartbench/api-client/contract';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../storage/availability';
import { CommandError, describeZodError } from './command-error';
import type { CommandContext, CommandHandler } from './context';

/** Where a command comes from; member commands win over market commands of the same name. */
export interface DispatcherDeps {
  readonly memberCommands: Readonly<Record<string, CommandHandler>>;
  readonly marketCommands: Readonly<Record<string, CommandHandler>>;
  /** Builds the context of one request (member from the verified cookie). */
  context(request: Request): Promise<CommandContext>;
}

/** `get-symbol-data` with `ln` is the member's ChartList summary; without it, the public symbol summary. */
const MEMBER_SYMBOL_DATA = 'get-symbol-data@list';

const toFailure = (error: unknown): { success: false; message: string } => {
  if (error instanceof CommandError) return { success: false, message: error.message };
  if (isDatabaseUnavailable(error)) return { success: false, message: DATABASE_UNAVAILABLE_MESSAGE };
  const named = error as { name?: string; message?: string } | null;
  // The market engineer's MarketDataError carries a message meant for users.
  if (named?.name === 'MarketDataError' && typeof named.message === 'string')
    return { success: false, message: named.message };
  console.error('chartbench: /json/api command failed', error);
  return { success: false, message: 'The server could not answer this request.' };
};

/** The message of a state-changing command sent by GET (a link or image on another site could send it). */
export const POST_ONLY_MESSAGE = 'This command changes data, so it must be sent by POST.';

/**
 * Whether a command only reads: `get-*` commands (and a batch, whose calls are checked one by one). Every
 * other command changes something (or logs in) and is accepted by POST only, so no cross-site GET acts for
 * a member.
 */
export function isReadOnlyCommand(cmd: string): boolean {
  return cmd.startsWith('get-') || cmd === 'batch';
}

/** The largest `/json/api` reply, in bytes of JSON; a batch stops answering its calls once it reaches it. */
export const MAX_REPLY_BYTES = 1024 * 1024;

/** Commands that compute a lot per call (summaries, option chains): a batch runs at most this many of them. */
export const MAX_HEAVY_CALLS_PER_BATCH = 5;

const HEAVY_COMMANDS: ReadonlySet<string> = new Set(['get-symbol-data', 'get-options']);

/** The message of a reply over {@link MAX_REPLY_BYTES}. */
export const REPLY_TOO_LARGE_MESSAGE = 'The reply would be too large. Please ask for fewer items at once.';

/** The message of a batched heavy call over {@link MAX_HEAVY_CALLS_PER_BATCH}. */
export const TOO_MANY_HEAVY_CALLS_MESSAGE = `A batch can hold at most ${MAX_HEAVY_CALLS_PER_BATCH} summary or option calls. Please send the rest in another request.`;

// Between the calls of a batch the event loop serves other requests, so one batch cannot stall everyone.
const yieldToOtherRequests = (): Promise<void> => new Promise((done) => setImmediate(done));

/** Runs the calls of a batch one by one, within the heavy-call and reply-size bounds. */
async function runBatch(
  deps: DispatcherDeps,
  calls: readonly string[],
  ctx: CommandContext,
  method: 'GET' | 'POST',
): Promise<object[]> {
  const responses: object[] = [];
  let bytes = 0;
  let heavy = 0;
  for (const call of calls) {
    const query = new URLSearchParams(call.includes('?') ? call.slice(call.indexOf('?') + 1) : call);
    if (HEAVY_COMMANDS.has(query.get('cmd') ?? '') && ++heavy > MAX_HEAVY_CALLS_PER_BATCH) {
      responses.push({ success: false, message: TOO_MANY_HEAVY_CALLS_MESSAGE });
      continue;
    }
    if (bytes >= MAX_REPLY_BYTES) {
      responses.push({ success: false, message: REPLY_TOO_LARGE_MESSAGE });
      continue;
    }
    await yieldToOtherRequests();
    const reply = await runCommand(deps, query, ctx, true, method);
    const size = JSON.stringify(reply).length;
    if (bytes + size > MAX_REPLY_BYTES) {
      responses.push({ success: false, message: REPLY_TOO_LARGE_MESSAGE });
      bytes = MAX_REPLY_BYTES;
      continue;
    }
    bytes += size;
    responses.push(reply);
  }
  return responses;
}

/** Runs one command by name against a form, turning every failure into a clean reply. */
export async function runCommand(
  deps: DispatcherDeps,
  form: URLSearchParams,
  ctx: CommandContext,
  nested: boolean,
  method: 'GET' | 'POST' = 'POST',
): Promise<object> {
  const cmd = form.get('cmd') ?? '';
  try {
    if (cmd === 'batch') {
      if (nested) throw new CommandError('A batch cannot contain another batch.');
      const parsed = batch.request.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw new CommandError(describeZodError(parsed.error));
      return { success: true, responses: await runBatch(deps, parsed.data.requests, ctx, method) };
    }
    const key = cmd === 'get-symbol-data' && form.has('ln') ? MEMBER_SYMBOL_DATA : cmd;
    const handler = deps.memberCommands[key] ?? deps.marketCommands[cmd];
    if (!handler) throw new CommandError(cmd === '' ? 'cmd is required.' : `Unknown cmd: ${cmd}.`);
    if (method !== 'POST' && !isReadOnlyCommand(cmd)) throw new CommandError(POST_ONLY_MESSAGE);
    return await handler(form, ctx);
  } catch (error) {
    return toFailure(error);
  }
}

/** Reads the query and, for POST, the form body, into one set of fields (body fields win). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const url = new URL(request.url);
  const form = new URLSearchParams(url.search);
  if (request.method === 'POST') {
    const type = request.headers.get('content-type') ?? '';
    let body: URLSearchParams;
    if (type.includes('application/x-www-form-urlencoded') || type === '') {
      body = new URLSearchParams(await request.text());
    } else if (type.includes('multipart/form-data')) {
      body = new URLSearchParams();
      let parts: FormData;
      try {
        parts = await request.formData();
      } catch {
        throw new CommandError('The request body is not a valid multipart form.');
      }
      for (const [name, value] of parts) if (typeof value === 'string') body.append(name, value);
    } else {
      throw new CommandError('The request body must be a form (application/x-www-form-urlencoded).');
    }
    for (const name of new Set(body.keys())) form.set(name, body.get(name) ?? '');
  }
  return form;
}

/** The `/json/api` routes (GET and POST form bodies, dispatched by cmd). */
export function jsonApiRoutes(deps: DispatcherDeps): Hono {
  const app = new Hono();
  const handle = async (request: Request) => {
    let form: URLSearchParams;
    try {
      form = await readForm(request);
    } catch (error) {
      return Response.json(toFailure(error), { headers: { 'cache-control': 'no-store' } });
    }
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const reply = await runCommand(deps, form, await deps.context(request), false, method);
    const body = JSON.stringify(reply);
    return new Response(
      body.length > MAX_REPLY_BYTES
        ? JSON.stringify({ success: false, message: REPLY_TOO_LARGE_MESSAGE })
        : body,
      {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      },
    );
  };
  app.get('/json/api', (c) => handle(c.req.raw));
  app.post('/json/api', (c) => handle(c.req.raw));
  return app;
}

/** The registry key of the member's `get-symbol-data` (with `ln`). */
export const MEMBER_SYMBOL_DATA_KEY = MEMBER_SYMBOL_DATA;
