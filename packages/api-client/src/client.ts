import type { z } from 'zod';
import {
  getAlertSummary,
  getMemberTypes,
  MEMBER_CALLS,
  type CallDefinition,
  type PageBootstrap,
} from './contract/index';
import { createBatchCalls } from './batch-calls';
import { createBootstrapSeed } from './bootstrap-seed';
import { ApiError } from './errors';
import type { NowMs } from './caches';
import { createMarketCalls } from './market-calls';
import { createSharingCalls } from './sharing-calls';
import { createStyleCalls } from './style-calls';
import { createTransport, DEFAULT_TIMEOUT_MS, type TransportOptions } from './transport';
import { createUrlBuilders, type ChartQuery } from './urls';

/** How to create a client. */
export interface ApiClientOptions extends TransportOptions {
  /** The clock of the client's caches, in ms (tests pass a fake one). */
  readonly now?: NowMs;
  /**
   * What the page server put into the page for the first chart (`readPageBootstrap`): its temporary style and
   * company information answer without a request for 20 s, and its first image address is the preloaded one.
   */
  readonly bootstrap?: PageBootstrap | undefined;
}

/** A typed function per member call: the call's request fields in, its checked reply out. */
export type MemberCallFunctions = {
  readonly [Name in keyof typeof MEMBER_CALLS]: (
    input: z.input<(typeof MEMBER_CALLS)[Name]['request']>,
  ) => Promise<z.output<(typeof MEMBER_CALLS)[Name]['reply']>>;
};

export type { ChartQuery };

const bindAll = <Calls extends Record<string, CallDefinition>>(
  calls: Calls,
  run: (call: CallDefinition, input: Record<string, unknown>) => Promise<unknown>,
) =>
  Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      (input: Record<string, unknown>) => run(call, input ?? {}),
    ]),
  );

/** Creates the workbench's HTTP client: one typed function per call of the contract. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const now = options.now ?? (() => Date.now());
  const seed = createBootstrapSeed(options.bootstrap, now);
  const members = bindAll(MEMBER_CALLS, (call, input) =>
    transport.json(call, input),
  ) as unknown as MemberCallFunctions;

  return {
    ...members,
    ...createBatchCalls(transport),
    ...createStyleCalls(transport, now, seed),
    ...createSharingCalls(transport),
    ...createUrlBuilders(transport, seed),
    ...createMarketCalls(transport, now, seed),
    /** Limits of all four member types (spec 1 §3.10). */
    getMemberTypes: () => transport.json(getMemberTypes, {}),
    /** The advanced alerts and their count (spec 3 §7). */
    getAlertSummary: () => transport.json(getAlertSummary, { cmd: 'alert', view: 'U', randomNumber: now() }),
    /** The inspector text of a chart (spec 2 §7), with the member's cookies. */
    getInspectorText: async (query: ChartQuery): Promise<string> => {
      const response = await transport
        .fetch(createUrlBuilders(transport).inspectorTextUrl(query, now()), {
          credentials: 'include',
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        })
        .catch((error: unknown) => {
          throw new ApiError(
            'getInspectorText',
            'network',
            'the server could not be reached',
            undefined,
            undefined,
            {
              cause: error,
            },
          );
        });
      const text = await transport.read('getInspectorText', response);
      if (!response.ok || text.trim() === '') {
        throw new ApiError(
          'getInspectorText',
          'http',
          `HTTP ${response.status}`,
          text.trim().slice(0, 500) || undefined,
          response.status,
        );
      }
      return text;
    },
  };
}

/** The client `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
