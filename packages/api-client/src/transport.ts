import type { z } from 'zod';
import type { CallDefinition } from './contract/index';
import { ApiError } from './errors';

/** The fetch function the client uses; tests pass a real handler such as a server's `app.fetch`. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** How the client reaches the server. */
export interface TransportOptions {
  /** The server's address; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** Cookie policy for every request ('include' when the API is on another origin). */
  readonly credentials?: RequestCredentials;
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

/** Sends calls of the contract and checks their replies. */
export interface Transport {
  /** The absolute or origin-relative URL of a path with query fields. */
  url(path: string, query?: Record<string, unknown>): string;
  /** Sends a call and returns the raw response (status checked). */
  send(call: CallDefinition, input: Record<string, unknown>): Promise<Response>;
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

  const url = (path: string, query?: Record<string, unknown>): string => {
    const search = query ? encodeFields(query, new URLSearchParams()).toString() : '';
    return `${base}${path}${search ? `?${search}` : ''}`;
  };

  const send = async (call: CallDefinition, input: Record<string, unknown>): Promise<Response> => {
    const fields = call.cmd ? { cmd: call.cmd, ...input } : input;
    const init: RequestInit = { method: call.method, credentials };
    let target: string;
    if (call.method === 'GET') {
      target = url(call.path, fields);
    } else {
      target = url(call.path);
      init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
      init.body = encodeFields(fields, new URLSearchParams()).toString();
    }
    let response: Response;
    try {
      response = await fetchImpl(target, init);
    } catch (error) {
      throw new ApiError(call.name, 'network', 'the server could not be reached', undefined, undefined, {
        cause: error,
      });
    }
    return response;
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
    return parsed.data as z.output<Call['reply']>;
  };

  const json = async <Call extends CallDefinition>(
    call: Call,
    input: z.input<Call['request']>,
  ): Promise<z.output<Call['reply']>> => {
    const response = await send(call, input as Record<string, unknown>);
    const raw = await response.text();
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
    const response = await send(call, input as Record<string, unknown>);
    const raw = await response.text();
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

  return { url, send, json, check, text, fetch: fetchImpl, credentials };
}
