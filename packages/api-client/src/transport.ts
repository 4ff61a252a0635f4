import type { z } from 'zod';
import type { CallDefinition } from './contract/index';
import { ApiError } from './errors';
import { skippedItemsOf } from './contract/envelope';

/** The fetch function the client uses; tests pass a real handler such as a server's `app.fetch`. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** How the client reaches the server. */
export interface TransportOptions {
  /** The server's address; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** Cookie policy for every request ('include' when the API is on another origin). */
  readonly credentials?: RequestCredentials;
  /** How long a call may take, reply included, before it fails (default {@link DEFAULT_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
  /** The largest reply accepted, in bytes (default {@link DEFAULT_MAX_REPLY_BYTES}). */
  readonly maxReplyBytes?: number;
  /**
   * Told when a reply's list held items that are not valid records: they were skipped, and the rest of the
   * list is used (spec 1 §5, §8). Log it; the default ignores it.
   */
  readonly onSkippedItems?: (report: SkippedItemsReport) => void;
}

/** A list in a reply that had invalid items, skipped. */
export interface SkippedItemsReport {
  /** The call, e.g. `getChartLists`. */
  readonly call: string;
  /** The reply's field holding the list, e.g. `chartLists`. */
  readonly field: string;
  readonly skipped: number;
}

/** A call that has not been answered in full after this long fails, so a hung call never blocks the ones after it. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Replies larger than this are refused (the reference server answers at most 1 MB of JSON). */
export const DEFAULT_MAX_REPLY_BYTES = 8 * 1024 * 1024;

/**
 * Reads a reply body as text within a byte limit; a connection cut mid-reply and a reply over the limit
 * are ApiErrors naming the call.
 */
export async function readReplyText(call: string, response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError(
      call,
      'shape',
      `the reply is larger than ${maxBytes} bytes`,
      undefined,
      response.status,
    );
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ApiError(
          call,
          'shape',
          `the reply is larger than ${maxBytes} bytes`,
          undefined,
          response.status,
        );
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      call,
      'network',
      'the connection was cut during the reply',
      undefined,
      response.status,
      {
        cause: error,
      },
    );
  }
  return text + decoder.decode();
}

/** A field value as a caller passes it. */
type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[];

const encodeFields = (fields: Record<string, unknown>, into: URLSearchParams): URLSearchParams => {
  for (const [name, value] of Object.entries(fields as Record<string, FieldValue>)) {
    if (value === undefined || value === null) continue;
    into.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return into;
};

/** The header that names one write, so that the server does a retried write once (issue #14 item 11). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key for one write: random, so two writes never share one. */
function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Whether a call failed with its reply lost on the way (worth one retry), rather than refused or too slow. */
function isLostReply(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'network') return false;
  const cause = error.cause as { name?: unknown } | undefined;
  return cause?.name !== 'TimeoutError';
}

/** Sends calls of the contract and checks their replies. */
export interface Transport {
  /** The absolute or origin-relative URL of a path with query fields. */
  url(path: string, query?: Record<string, unknown>): string;
  /** Sends a call and returns the raw response (status checked); a POST may name its write with a key. */
  send(call: CallDefinition, input: Record<string, unknown>, idempotencyKey?: string): Promise<Response>;
  /** Reads a reply's text within the client's size limit (connection cuts become ApiErrors). */
  read(call: string, response: Response): Promise<string>;
  /** Sends a call whose reply is JSON and returns the checked reply. */
  json<Call extends CallDefinition>(
    call: Call,
    input: z.input<Call['request']>,
  ): Promise<z.output<Call['reply']>>;
  /** Checks an already parsed reply against a call's schema. */
  check<Call extends CallDefinition>(call: Call, body: unknown, status?: number): z.output<Call['reply']>;
  /** Sends a call whose reply is text and returns it checked. */
  text<Call extends CallDefinition>(
    call: Call,
    input: z.input<Call['request']>,
  ): Promise<z.output<Call['reply']>>;
  readonly fetch: FetchLike;
  readonly credentials: RequestCredentials;
}

/** Creates the transport of one client. */
export function createTransport(options: TransportOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const credentials = options.credentials ?? 'same-origin';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxReplyBytes = options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
  const read = (call: string, response: Response) => readReplyText(call, response, maxReplyBytes);

  const url = (path: string, query?: Record<string, unknown>): string => {
    const search = query ? encodeFields(query, new URLSearchParams()).toString() : '';
    return `${base}${path}${search ? `?${search}` : ''}`;
  };

  const send = async (
    call: CallDefinition,
    input: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<Response> => {
    const fields = call.cmd ? { cmd: call.cmd, ...input } : input;
    const init: RequestInit = { method: call.method, credentials, signal: AbortSignal.timeout(timeoutMs) };
    let target: string;
    if (call.method === 'GET') {
      target = url(call.path, fields);
    } else {
      target = url(call.path);
      init.headers = {
        'content-type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      };
      init.body = encodeFields(fields, new URLSearchParams()).toString();
    }
    let response: Response;
    try {
      response = await fetchImpl(target, init);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const message = timedOut
        ? `the server did not answer within ${timeoutMs} ms`
        : 'the server could not be reached';
      throw new ApiError(call.name, 'network', message, undefined, undefined, { cause: error });
    }
    return response;
  };

  /**
   * Sends a call and reads its reply. A POST carries an idempotency key and, when its reply is lost (the
   * connection failed or was cut, not a timeout), is sent once more with the same key: the server answers
   * the retry with the first reply, so a write that was done is not done twice.
   */
  const exchange = async (
    call: CallDefinition,
    input: Record<string, unknown>,
  ): Promise<{ response: Response; raw: string }> => {
    const key = call.method === 'POST' ? newIdempotencyKey() : undefined;
    const attempt = async () => {
      const response = await send(call, input, key);
      return { response, raw: await read(call.name, response) };
    };
    try {
      return await attempt();
    } catch (error) {
      if (key === undefined || !isLostReply(error)) throw error;
      return attempt();
    }
  };

  const reportSkipped = (call: string, data: unknown) => {
    if (!options.onSkippedItems || data === null || typeof data !== 'object') return;
    for (const [field, value] of Object.entries(data)) {
      const skipped = skippedItemsOf(value);
      if (skipped > 0) options.onSkippedItems({ call, field, skipped });
    }
  };

  const check = <Call extends CallDefinition>(
    call: Call,
    body: unknown,
    status?: number,
  ): z.output<Call['reply']> => {
    if (body !== null && typeof body === 'object' && (body as { success?: unknown }).success === false) {
      const message = (body as { message?: unknown }).message;
      const serverMessage = typeof message === 'string' && message.length > 0 ? message : undefined;
      throw new ApiError(
        call.name,
        'refused',
        serverMessage ?? 'the server refused the call',
        serverMessage,
        status,
      );
    }
    const parsed = call.reply.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new ApiError(
        call.name,
        'shape',
        `the reply is not in the expected shape${where}: ${issue?.message ?? 'invalid'}`,
        undefined,
        status,
      );
    }
    reportSkipped(call.name, parsed.data);
    return parsed.data as z.output<Call['reply']>;
  };

  const json = async <Call extends CallDefinition>(
    call: Call,
    input: z.input<Call['request']>,
  ): Promise<z.output<Call['reply']>> => {
    const { response, raw } = await exchange(call, input as Record<string, unknown>);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ApiError(
        call.name,
        response.ok ? 'shape' : 'http',
        response.ok ? 'the reply is not JSON' : `HTTP ${response.status}`,
        undefined,
        response.status,
      );
    }
    return check(call, body, response.status);
  };

  const text = async <Call extends CallDefinition>(
    call: Call,
    input: z.input<Call['request']>,
  ): Promise<z.output<Call['reply']>> => {
    const { response, raw } = await exchange(call, input as Record<string, unknown>);
    if (!response.ok) {
      throw new ApiError(
        call.name,
        'http',
        `HTTP ${response.status}`,
        raw.trim().slice(0, 500) || undefined,
        response.status,
      );
    }
    return check(call, raw.trim(), response.status);
  };

  return { url, send, read, json, check, text, fetch: fetchImpl, credentials };
}
