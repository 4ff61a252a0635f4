import {
  addChartStyle,
  addStyleButton,
  changeStyleButtonStyle,
  deleteChartStyle,
  deleteStyleButton,
  getChartStyles,
  setDefaultChartStyle,
  updateChartStyle,
  updateStyleButton,
} from '@chartbench/api-client/contract';
import { LIMIT_MESSAGES } from '@chartbench/core';
import { limitsOf } from '../../members/limits';
import type { ChartStyle, Member, Repositories } from '../../storage/repositories';
import type { StyleCache } from '../../styles/style-cache';
import { CommandError } from '../command-error';
import type { CommandHandler } from '../context';
import { memberCommand } from '../member-command';
import { chartStyleToRecord } from '../records';
import { notFound } from './gates';

/** What the chart style commands need beyond the context. */
export interface ChartStyleCommandDeps {
  readonly styles: StyleCache;
}

const requireStoredStyle = async (styles: StyleCache, styleId: string): Promise<void> => {
  if ((await styles.xml(styleId)) === undefined)
    throw new CommandError(`There is no saved style with id ${styleId}.`);
};

async function styleByStyleId(
  repositories: Repositories,
  member: Member,
  styleId: string,
): Promise<ChartStyle> {
  const style = await repositories.chartStyles.byStyleId(member.chartCode, styleId.replace(/c$/, ''));
  if (!style) throw notFound('ChartStyle');
  return style;
}

async function requireButtonRoom(
  repositories: Repositories,
  member: Member,
  location: number,
): Promise<void> {
  const max = limitsOf(member.memberType).maxStyleButtons;
  if (location > max) throw new CommandError(LIMIT_MESSAGES.styleButtonPosition(max));
  const used = (await repositories.chartStyles.list(member.chartCode)).filter(
    (style) => style.buttonLocation !== null && style.buttonLocation !== location,
  );
  if (used.length >= max) throw new CommandError(LIMIT_MESSAGES.styleButtons(max));
}

/** Chart styles, the default style and style buttons (spec 1 §7, spec 2 §7, spec 3 §7). */
export function chartStyleCommands(deps: ChartStyleCommandDeps): Record<string, CommandHandler> {
  return {
    'get-chartstyles': memberCommand(getChartStyles, async (_input, ctx) => ({
      chartStyles: (await ctx.repositories.chartStyles.list(ctx.member.chartCode)).map(chartStyleToRecord),
    })),

    'add-chartstyle': memberCommand(addChartStyle, async (input, ctx) => {
      await requireStoredStyle(deps.styles, input.styleid);
      const max = limitsOf(ctx.member.memberType).maxChartStyles;
      const style = await ctx.repositories.transaction(async (repos) => {
        if ((await repos.chartStyles.list(ctx.member.chartCode)).length >= max) {
          throw new CommandError(LIMIT_MESSAGES.chartStyles(max));
        }
        return repos.chartStyles.create(ctx.member.chartCode, input.styleid.replace(/c$/, ''), input.desc);
      });
      return { chartStyle: chartStyleToRecord(style) };
    }),

    'update-chartstyle': memberCommand(updateChartStyle, async (input, ctx) => {
      await requireStoredStyle(deps.styles, input.styleid);
      const updated = await ctx.repositories.chartStyles.update(
        ctx.member.chartCode,
        input.recid,
        input.styleid.replace(/c$/, ''),
        input.desc,
      );
      if (!updated) throw notFound('ChartStyle');
      return {};
    }),

    'delete-chartstyle': memberCommand(deleteChartStyle, async (input, ctx) => {
      if (ctx.member.defaultStyleRecId === input.recid)
        throw new CommandError('The default ChartStyle cannot be deleted.');
      if (!(await ctx.repositories.chartStyles.delete(ctx.member.chartCode, input.recid)))
        throw notFound('ChartStyle');
      return {};
    }),

    'set-default-chartstyle': memberCommand(setDefaultChartStyle, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        if (!(await repos.chartStyles.get(ctx.member.chartCode, input.recid))) throw notFound('ChartStyle');
        await repos.members.setDefaultStyle(ctx.member.chartCode, input.recid);
      });
      return {};
    }),

    'add-stylebutton': memberCommand(addStyleButton, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        const style = await styleByStyleId(repos, ctx.member, input.styleid);
        if (style.buttonLocation !== null)
          throw new CommandError('This ChartStyle already has a StyleButton.');
        await requireButtonRoom(repos, ctx.member, input.location);
        await repos.chartStyles.setButton(ctx.member.chartCode, style.recId, {
          location: input.location,
          color: input.color,
          label: input.label,
        });
      });
      return {};
    }),

    'update-stylebutton': memberCommand(updateStyleButton, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        const style = await styleByStyleId(repos, ctx.member, input.styleid);
        if (style.buttonLocation === null) throw new CommandError('This ChartStyle has no StyleButton.');
        await requireButtonRoom(repos, ctx.member, input.location);
        await repos.chartStyles.setButton(ctx.member.chartCode, style.recId, {
          location: input.location,
          color: input.color,
          label: input.label,
        });
      });
      return {};
    }),

    'delete-stylebutton': memberCommand(deleteStyleButton, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        const style = await styleByStyleId(repos, ctx.member, input.styleid);
        if (style.buttonLocation === null) throw new CommandError('This ChartStyle has no StyleButton.');
        await repos.chartStyles.setButton(ctx.member.chartCode, style.recId, null);
      });
      return {};
    }),

    'change-stylebutton-style': memberCommand(changeStyleButtonStyle, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        const from = await styleByStyleId(repos, ctx.member, input.styleid);
        const to = await styleByStyleId(repos, ctx.member, input['new-styleid']);
        if (from.buttonLocation === null) throw new CommandError('This ChartStyle has no StyleButton.');
        if (from.recId === to.recId) return;
        if (to.buttonLocation !== null)
          throw new CommandError('The new ChartStyle already has a StyleButton.');
        await repos.chartStyles.moveButton(ctx.member.chartCode, from.recId, to.recId);
      });
      return {};
    }),
  };
}
