import type { z } from 'zod';
import type { CallDefinition } from '@chartbench/api-client/contract';
import type { Member } from '../storage/repositories';
import { CommandError, describeZodError } from './command-error';
import type { CommandContext, CommandHandler } from './context';

/** The context of a command that needs a member: the member is known. */
export interface MemberContext extends CommandContext {
  readonly member: Member;
}

/** The reply of a call without its success and message fields. */
type ReplyBody<Call extends CallDefinition> = Omit<z.input<Call['reply']>, 'success' | 'message'>;

/** Chart-code fields a request may carry; when present they must name the logged-in member. */
const CHART_CODE_FIELDS = ['chartCode', 'chartcode', 'cc'] as const;

/** The message for a member call made while logged out. */
export const LOGGED_OUT_MESSAGE = 'You must be logged in to do that.';

/**
 * Wraps a handler of a contract call: checks login, checks that any chart code in the request is the
 * member's own, validates the form with the call's request schema and the answer with its reply schema.
 */
export function memberCommand<Call extends CallDefinition>(
  call: Call,
  handler: (input: z.output<Call['request']>, ctx: MemberContext) => Promise<ReplyBody<Call>>,
): CommandHandler {
  return async (form, ctx) => {
    const member = ctx.member;
    if (call.member && !member) throw new CommandError(LOGGED_OUT_MESSAGE);
    if (member) {
      for (const field of CHART_CODE_FIELDS) {
        const value = form.get(field);
        if (value !== null && value !== '' && value !== 'null' && value !== String(member.chartCode)) {
          throw new CommandError(`${field} does not match the logged-in member.`);
        }
      }
    }
    const parsed = call.request.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new CommandError(describeZodError(parsed.error));
    const body = await handler(parsed.data as z.output<Call['request']>, {
      ...ctx,
      member: member as Member,
    });
    const reply = { success: true, ...body };
    const checked = call.reply.safeParse(reply);
    if (!checked.success) {
      console.error(
        `chartbench: ${call.name} produced a reply outside the contract: ${describeZodError(checked.error)}`,
      );
      throw new CommandError('The server could not answer this request.');
    }
    return checked.data as object;
  };
}
