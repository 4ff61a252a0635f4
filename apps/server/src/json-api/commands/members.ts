import { getDefaultChartStyle, getMember, loginMember } from '@chartbench/api-client/contract';
import { CommandError } from '../command-error';
import type { CommandHandler } from '../context';
import { memberCommand } from '../member-command';
import { chartStyleToRecord, memberToRecord } from '../records';

/** The member's own data: login-member, get-member, get-default-chartstyle (spec 1 §4.1, §7). */
export function memberCommands(): Record<string, CommandHandler> {
  return {
    'login-member': memberCommand(loginMember, async (_input, ctx) => {
      if (!ctx.loginCookie) throw new CommandError('You must be logged in to do that.');
      return { loginCookie: ctx.loginCookie };
    }),
    'get-member': memberCommand(getMember, async (_input, ctx) => ({ member: memberToRecord(ctx.member) })),
    'get-default-chartstyle': memberCommand(getDefaultChartStyle, async (_input, ctx) => {
      const recId = ctx.member.defaultStyleRecId;
      const style =
        recId === null ? undefined : await ctx.repositories.chartStyles.get(ctx.member.chartCode, recId);
      if (!style) throw new CommandError('No default ChartStyle has been set.');
      return { chartStyle: chartStyleToRecord(style) };
    }),
  };
}
