import type { z } from 'zod';
import { MEMBER_CALLS, MARKET_CALLS, type CallDefinition } from './contract/index';
import { createTransport, type TransportOptions } from './transport';

/** How to create a client. */
export type ApiClientOptions = TransportOptions;

/** A typed function per member call: the call's request fields in, its checked reply out. */
export type MemberCallFunctions = {
  readonly [Name in keyof typeof MEMBER_CALLS]: (
    input: z.input<(typeof MEMBER_CALLS)[Name]['request']>,
  ) => Promise<z.output<(typeof MEMBER_CALLS)[Name]['reply']>>;
};

/** Query fields of a chart image or inspector URL (spec 1 §2.2). */
export type ChartQuery = Readonly<Record<string, string | number | boolean | undefined>>;

const bindAll = <Calls extends Record<string, CallDefinition>>(
  calls: Calls,
  run: (call: CallDefinition, input: Record<string, unknown>) => Promise<unknown>,
) => Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, (input: Record<string, unknown>) => run(call, input ?? {})]));

/** Creates the workbench's HTTP client: one typed function per call of the contract. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const members = bindAll(MEMBER_CALLS, (call, input) => transport.json(call, input)) as unknown as MemberCallFunctions;

  /** get-companies-info, retried once on failure (spec 1 §7). */
  const getCompaniesInfo = async (symbols: readonly string[]) => {
    const input = { symbols: symbols.join(',') };
    try {
      return (await transport.json(MARKET_CALLS.getCompaniesInfo, input)).companiesInfo;
    } catch {
      return (await transport.json(MARKET_CALLS.getCompaniesInfo, input)).companiesInfo;
    }
  };

  /** The chart image address for a chart query (spec 1 §2.2: /c-sc/sc/ with s, p, ... and r). */
  const chartImageUrl = (query: ChartQuery): string => transport.url('/c-sc/sc/', query);

  return { ...members, getCompaniesInfo, chartImageUrl };
}

/** The client `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
