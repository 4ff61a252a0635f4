import {
  addChartList,
  addFavorite,
  addFavoritesBulk,
  deleteFavorite,
  getChartLists,
  getFavorite,
  getFavorites,
  getFavoritesBySymbol,
  moveFavorite,
  updateFavorite,
} from '@chartbench/api-client/contract';
import { isValidSymbol, LIMIT_MESSAGES, MESSAGES, parseAnnotations } from '@chartbench/core';
import { limitsOf } from '../../members/limits';
import { CommandError } from '../command-error';
import type { CommandHandler } from '../context';
import { memberCommand } from '../member-command';
import { chartListToRecord, favoriteToRecord } from '../records';
import { editableFavorite, editableList, isEditableList, notFound, requireRoomInList } from './gates';

const requireSymbol = (symbol: string): string => {
  const normalized = symbol.trim().toUpperCase();
  if (!isValidSymbol(normalized))
    throw new CommandError(`${normalized || 'The symbol'} is not a valid symbol.`);
  return normalized;
};

/** A chart's ChartNotes must be a document core reads; the refusal names the cause and the chart is untouched. */
const requireAnnotations = (annotations: string): void => {
  const parsed = parseAnnotations(annotations);
  if (!parsed.ok) throw new CommandError(parsed.message);
};

/** Comments keep line breaks as br tags (spec 1 §3.8). */
const storedComments = (comments: string): string => comments.trim().replace(/\r?\n/g, '<br>');

/** Chart lists and saved charts (spec 1 §7, spec 3 §7). */
export function chartListCommands(): Record<string, CommandHandler> {
  return {
    'get-chartlists': memberCommand(getChartLists, async (_input, ctx) => ({
      chartLists: (await ctx.repositories.chartLists.list(ctx.member.chartCode)).map(chartListToRecord),
    })),

    'add-chartlist': memberCommand(addChartList, async (input, ctx) => {
      const { chartCode, memberType } = ctx.member;
      const max = limitsOf(memberType).maxChartLists;
      const list = await ctx.repositories.transaction(async (repos) => {
        const own = (await repos.chartLists.list(chartCode)).filter(isEditableList);
        if (own.length >= max) {
          throw new CommandError(LIMIT_MESSAGES.chartLists(max, memberType));
        }
        return repos.chartLists.create(chartCode, input.name, false);
      });
      return { chartList: { ...chartListToRecord(list), chartCode } };
    }),

    'add-favorites-bulk': memberCommand(addFavoritesBulk, async (input, ctx) => {
      const symbols = [...new Set(input.symbols.map(requireSymbol))];
      await ctx.repositories.transaction(async (repos) => {
        await editableList(repos, ctx.member, input.listNum);
        await requireRoomInList(repos, ctx.member, input.listNum, symbols.length);
        await repos.favorites.create(
          ctx.member.chartCode,
          symbols.map((symbol) => ({
            listNum: input.listNum,
            symbol,
            description: symbol,
            style: input.style,
            annotations: '',
            comments: '',
          })),
        );
      });
      return {};
    }),

    'add-favorite': memberCommand(addFavorite, async (input, ctx) => {
      const symbol = requireSymbol(input.symbol);
      requireAnnotations(input.annotations);
      const [favorite] = await ctx.repositories.transaction(async (repos) => {
        await editableList(repos, ctx.member, input.listnum);
        await requireRoomInList(repos, ctx.member, input.listnum, 1);
        return repos.favorites.create(ctx.member.chartCode, [
          {
            listNum: input.listnum,
            symbol,
            description: input.desc,
            style: input.style,
            annotations: input.annotations,
            comments: storedComments(input.comments),
          },
        ]);
      });
      if (!favorite) throw new CommandError(MESSAGES.chart.saveFailed);
      return { favorite: favoriteToRecord(favorite) };
    }),

    'get-favorites': memberCommand(getFavorites, async (input, ctx) => {
      const list = await ctx.repositories.chartLists.get(ctx.member.chartCode, input.listnum);
      if (!list) throw notFound('ChartList');
      return {
        favorites: (await ctx.repositories.favorites.list(ctx.member.chartCode, input.listnum)).map(
          favoriteToRecord,
        ),
      };
    }),

    'get-favorite': memberCommand(getFavorite, async (input, ctx) => {
      const favorite = await ctx.repositories.favorites.get(ctx.member.chartCode, input.recid);
      if (!favorite) throw notFound('chart');
      return { favorite: favoriteToRecord(favorite) };
    }),

    'update-favorite': memberCommand(updateFavorite, async (input, ctx) => {
      if (input.annotations !== undefined) requireAnnotations(input.annotations);
      await ctx.repositories.transaction(async (repos) => {
        await editableFavorite(repos, ctx.member, input.recid);
        await repos.favorites.update(ctx.member.chartCode, input.recid, {
          ...(input.desc !== undefined && { description: input.desc }),
          ...(input.style !== undefined && { style: input.style }),
          ...(input.annotations !== undefined && { annotations: input.annotations }),
          ...(input.comments !== undefined && { comments: storedComments(input.comments) }),
        });
      });
      return {};
    }),

    'move-favorite': memberCommand(moveFavorite, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        const favorite = await editableFavorite(repos, ctx.member, input.recid);
        if (favorite.listNum === input.listnum) throw new CommandError(MESSAGES.chart.alreadyInChartList);
        await editableList(repos, ctx.member, input.listnum);
        await requireRoomInList(repos, ctx.member, input.listnum, 1);
        await repos.favorites.update(ctx.member.chartCode, input.recid, { listNum: input.listnum });
      });
      return {};
    }),

    'delete-favorite': memberCommand(deleteFavorite, async (input, ctx) => {
      await ctx.repositories.transaction(async (repos) => {
        await editableFavorite(repos, ctx.member, input.recid);
        await repos.favorites.delete(ctx.member.chartCode, input.recid);
      });
      return {};
    }),

    'get-favorites-by-symbol': memberCommand(getFavoritesBySymbol, async (input, ctx) => ({
      favorites: (
        await ctx.repositories.favorites.bySymbol(ctx.member.chartCode, input.symbol.toUpperCase())
      ).map(favoriteToRecord),
    })),
  };
}
