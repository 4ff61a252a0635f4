import type { z } from 'zod';
import { batch, getDefaultChartStyle, getMember, type CallDefinition } from './contract/index';
import { ApiError } from './errors';
import type { Transport } from './transport';

/** One call inside a batch. */
export interface BatchEntry<Call extends CallDefinition = CallDefinition> {
  readonly call: Call;
  readonly input: z.input<Call['request']>;
}

/** The outcome of one batched call: its checked reply, or the error it failed with. */
export type BatchResult<Call extends CallDefinition = CallDefinition> =
  | { readonly ok: true; readonly reply: z.output<Call['reply']> }
  | { readonly ok: false; readonly error: ApiError };

const callString = (entry: BatchEntry): string => {
  const query = new URLSearchParams({ cmd: entry.call.cmd ?? '' });
  for (const [name, value] of Object.entries(entry.input as Record<string, unknown>)) {
    if (value !== undefined && value !== null)
      query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/json/api?${query.toString()}`;
};

/** The batch call (spec 1 §7): several `/json/api` calls in one request, each answer checked on its own. */
export function createBatchCalls(transport: Transport) {
  const runBatch = async (entries: readonly BatchEntry[]): Promise<BatchResult[]> => {
    const reply = await transport.json(batch, { requests: JSON.stringify(entries.map(callString)) });
    if (reply.responses.length !== entries.length) {
      throw new ApiError(
        'batch',
        'shape',
        `expected ${entries.length} responses, got ${reply.responses.length}`,
      );
    }
    return entries.map((entry, index) => {
      try {
        return { ok: true, reply: transport.check(entry.call, reply.responses[index]) };
      } catch (error) {
        return { ok: false, error: error as ApiError };
      }
    });
  };
  return {
    /** Runs calls in one request; each result says whether its call succeeded. */
    batch: runBatch,
    /** The member and their default chart style in one batch (spec 1 §7); no default style gives null. */
    getMemberWithDefaultStyle: async () => {
      const [member, style] = await runBatch([
        { call: getMember, input: {} },
        { call: getDefaultChartStyle, input: {} },
      ]);
      if (!member?.ok)
        throw member?.error ?? new ApiError('getMemberWithDefaultStyle', 'shape', 'no member in the reply');
      return {
        member: (member.reply as z.output<typeof getMember.reply>).member,
        defaultChartStyle: style?.ok
          ? (style.reply as z.output<typeof getDefaultChartStyle.reply>).chartStyle
          : null,
      };
    },
  };
}
