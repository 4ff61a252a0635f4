import type { z } from 'zod';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST';

/** One call of the contract: where it goes, what it sends and what comes back. */
export interface CallDefinition<Request extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType> {
  /** The client function's name, e.g. `getChartLists`. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The `cmd` of a `/json/api` call. */
  readonly cmd?: string;
  /** True when the call needs a logged-in member. */
  readonly member: boolean;
  /** The form (POST) or query (GET) fields, cmd excluded. */
  readonly request: Request;
  readonly reply: Reply;
}

/** Declares a call, keeping its literal types. */
export const defineCall = <Request extends z.ZodType, Reply extends z.ZodType>(
  definition: CallDefinition<Request, Reply>,
): CallDefinition<Request, Reply> => definition;

/** The input a caller passes to a call. */
export type CallInput<Call extends CallDefinition> = z.input<Call['request']>;

/** What a call's reply holds once checked. */
export type CallReply<Call extends CallDefinition> = z.output<Call['reply']>;
